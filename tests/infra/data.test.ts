import { beforeAll, describe, expect, it } from 'vitest';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { GSIS, KEY, TTL_ATTRIBUTE } from '#store/table-definition';
import { synthCampfire } from './campfire.ts';

describe('data stack', () => {
  let template: Template;
  beforeAll(() => {
    const campfire = synthCampfire();
    template = campfire.template(campfire.platform.data);
  });

  it('has exactly one table, keyed and indexed as functions/store/table-definition.ts says', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: KEY.partition, KeyType: 'HASH' },
        { AttributeName: KEY.sort, KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      GlobalSecondaryIndexes: GSIS.map((g) => ({
        IndexName: g.name,
        KeySchema: [
          { AttributeName: g.partition, KeyType: 'HASH' },
          { AttributeName: g.sort, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    });
    expect(GSIS.map((g) => g.name)).toEqual(['gsi1', 'gsi2']);
  });

  it('expires holds through the TTL attribute', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
    });
    expect(TTL_ATTRIBUTE).toBe('expiresAt');
  });

  it('protects the data: point-in-time recovery, deletion protection, retained on stack deletion', () => {
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
        SSESpecification: { SSEEnabled: true },
      }),
    });
  });
});
