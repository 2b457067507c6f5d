/**
 * The report aggregates: the table has its stream with both images; the consumer Lambda is mapped to
 * that stream (from its start, in batches, failures reported per record, halved and retried, then sent
 * to an encrypted queue), and its role may read that stream, update and query only the parks' report
 * partitions and get only the tenants' park lists. The rebuild Lambda an operator invokes is named in an
 * output, is not mapped to anything, reads the table by key only and writes only the report partitions
 * and the tenants' report markers.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Template } from 'aws-cdk-lib/assertions';
import {
  AGGREGATE_PARTITIONS,
  LOCATION_PARTITIONS,
  STREAM_BATCH_SIZE,
  TENANT_REPORT_PARTITIONS,
} from '../../lib/platform/report-aggregates.ts';
import { asList, synthCampfire, type Synthesised } from './campfire.ts';

type Resource = { Type: string; Properties: Record<string, unknown> };
type Statement = {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, string[]>>;
};

describe('report aggregates stack', () => {
  let campfire: Synthesised;
  let template: Template;
  let resources: Record<string, Resource>;
  beforeAll(() => {
    // Bundled for real, so a broken import of the consumer fails here.
    campfire = synthCampfire({ bundle: ['Campfire-Platform-ReportAggregates'] });
    template = campfire.template(campfire.platform.reportAggregates);
    resources = template.toJSON().Resources as Record<string, Resource>;
  });

  const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
  const only = (type: string) => {
    const found = ofType(type);
    expect(found, type).toHaveLength(1);
    return found[0]!;
  };
  /** A function of the stack by its Powertools service name. */
  const fn = (service: string) => {
    const found = ofType('AWS::Lambda::Function').filter(
      ([, r]) =>
        (r.Properties.Environment as { Variables: Record<string, string> }).Variables
          .POWERTOOLS_SERVICE_NAME === service,
    );
    expect(found, service).toHaveLength(1);
    return found[0]!;
  };
  /** The policy statements of one function's role. */
  const statements = (service: string): Statement[] => {
    const roleId = (fn(service)[1].Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    return ofType('AWS::IAM::Policy')
      .filter(([, p]) => JSON.stringify(p.Properties.Roles) === JSON.stringify([{ Ref: roleId }]))
      .flatMap(([, p]) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
  };

  it('gives the table a stream of new and old images', () => {
    const tables = Object.values(
      campfire.template(campfire.platform.data).toJSON().Resources as Record<string, Resource>,
    ).filter((r) => r.Type === 'AWS::DynamoDB::Table');
    expect(tables).toHaveLength(1);
    expect(tables[0]!.Properties.StreamSpecification).toEqual({ StreamViewType: 'NEW_AND_OLD_IMAGES' });
  });

  it('maps the consumer to the table stream, in order from its start, with failures retried then kept', () => {
    const [functionId] = fn('campfire-report-aggregates');
    const [queueId, queue] = only('AWS::SQS::Queue');
    const [, mapping] = only('AWS::Lambda::EventSourceMapping');
    expect(mapping.Properties).toMatchObject({
      FunctionName: { Ref: functionId },
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: STREAM_BATCH_SIZE,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      BisectBatchOnFunctionError: true,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } } },
    });
    // The stream's ARN, exported by the data stack.
    expect(JSON.stringify(mapping.Properties.EventSourceArn)).toMatch(/StreamArn/);
    expect(queue.Properties).toMatchObject({ SqsManagedSseEnabled: true });
  });

  it('lets the consumer read the stream and touch only the report and park-list partitions', () => {
    const all = statements('campfire-report-aggregates');
    const read = all.find((s) => asList(s.Action).includes('dynamodb:GetRecords'));
    expect(read).toBeDefined();
    expect(asList(read!.Action).sort()).toEqual([
      'dynamodb:DescribeStream',
      'dynamodb:GetRecords',
      'dynamodb:GetShardIterator',
    ]);
    expect(JSON.stringify(read!.Resource)).toMatch(/StreamArn/);

    const table = all.filter((s) => asList(s.Action).some((a) => /^dynamodb:.*Item/.test(a)));
    expect(table.map((s) => [asList(s.Action).sort(), s.Condition])).toEqual([
      [
        ['dynamodb:Query', 'dynamodb:UpdateItem'],
        { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [AGGREGATE_PARTITIONS] } },
      ],
      [
        ['dynamodb:GetItem'],
        { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [LOCATION_PARTITIONS] } },
      ],
    ]);
    // Nothing else of the table: no scans, queries, puts, deletes or batches.
    const actions = all.flatMap((s) => asList(s.Action)).filter((a) => a.startsWith('dynamodb:'));
    expect(actions.sort()).toEqual(
      [
        'dynamodb:DescribeStream',
        'dynamodb:GetItem',
        'dynamodb:GetRecords',
        'dynamodb:GetShardIterator',
        'dynamodb:ListStreams',
        'dynamodb:Query',
        'dynamodb:UpdateItem',
      ].sort(),
    );
  });

  it('gives operators a rebuild function, named in an output, that reads by key and writes only report items', () => {
    const [rebuildId, rebuild] = fn('campfire-report-aggregates-rebuild');
    expect(rebuild.Properties.Timeout).toBe(900);
    const outputs = template.toJSON().Outputs as Record<string, { Value: unknown }>;
    expect(Object.values(outputs).map((o) => o.Value)).toContainEqual({ Ref: rebuildId });
    // Invoked by hand only: no stream or queue calls it.
    const mappings = ofType('AWS::Lambda::EventSourceMapping').map(([, m]) => m.Properties.FunctionName);
    expect(mappings).not.toContainEqual({ Ref: rebuildId });
    const all = statements('campfire-report-aggregates-rebuild').filter((s) =>
      asList(s.Action).some((a) => a.startsWith('dynamodb:')),
    );
    expect(all.map((s) => [asList(s.Action).sort(), s.Condition ?? null])).toEqual([
      [['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query'], null],
      [
        ['dynamodb:UpdateItem'],
        { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [AGGREGATE_PARTITIONS] } },
      ],
      [
        ['dynamodb:PutItem'],
        { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [TENANT_REPORT_PARTITIONS] } },
      ],
    ]);
    // The table and its named indexes, no wildcard.
    expect(JSON.stringify(all[0]!.Resource)).toMatch(/index\/gsi/);
    expect(JSON.stringify(all[0]!.Resource)).not.toMatch(/index\/\*/);
  });
});
