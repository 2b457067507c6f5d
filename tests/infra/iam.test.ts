import { beforeAll, describe, expect, it } from 'vitest';
import type { Stack } from 'aws-cdk-lib';
import { TABLE_WRITE_ACTIONS } from '../../lib/platform/context-access.ts';
import { BOOTSTRAP_TABLE_ACTIONS } from '../../lib/tenant/bootstrap.ts';
import { asList, policyStatements, synthCampfire } from './campfire.ts';

/** Actions CloudFront and X-Ray-style services only grant on '*' (no resource-level scope exists). */
const STAR_ONLY_ACTIONS = new Set([
  'cloudfront:CreateInvalidation',
  'cloudfront:GetInvalidation',
  'xray:PutTraceSegments',
  'xray:PutTelemetryRecords',
]);
const DYNAMODB_WRITES = /^dynamodb:(PutItem|UpdateItem|DeleteItem|BatchWriteItem|TransactWriteItems|\*)$/;

type Statement = Record<string, unknown>;

describe('IAM least privilege across every stack', () => {
  let statements: Array<{ stack: string; statement: Statement }>;
  beforeAll(() => {
    const campfire = synthCampfire();
    const stacks: Stack[] = [
      campfire.platform.data,
      campfire.platform.api,
      campfire.platform.web,
      campfire.platform.observability,
      ...campfire.tenants.values(),
    ];
    statements = stacks.flatMap((stack) =>
      policyStatements(campfire.template(stack)).map((statement) => ({ stack: stack.stackName, statement })),
    );
    expect(statements.length).toBeGreaterThan(0);
  });

  const actions = (s: Statement) => asList(s.Action as string | string[]);
  const resources = (s: Statement) => asList(s.Resource);

  it('never grants a whole service (service:*) or everything', () => {
    for (const { stack, statement } of statements) {
      for (const action of actions(statement)) {
        expect(action, stack).not.toBe('*');
        expect(action, stack).not.toMatch(/:\*$/);
      }
    }
  });

  it('never grants DynamoDB actions on Resource "*"', () => {
    for (const { stack, statement } of statements) {
      if (!actions(statement).some((a) => a.startsWith('dynamodb:'))) continue;
      expect(resources(statement), stack).not.toContain('*');
      expect(JSON.stringify(resources(statement)), stack).not.toMatch(/\/\*"/);
    }
  });

  it('grants Resource "*" only for actions that have no resource-level scope', () => {
    for (const { stack, statement } of statements) {
      if (!resources(statement).includes('*')) continue;
      for (const action of actions(statement))
        expect(STAR_ONLY_ACTIONS, `${stack} ${action}`).toContain(action);
    }
  });

  it("writes to the table only from the identity contexts, and from tenant stacks only into that tenant's partitions (batches only from its bootstrap)", () => {
    const writes = statements.filter(({ statement }) =>
      actions(statement).some((a) => DYNAMODB_WRITES.test(a)),
    );
    expect(writes.length).toBeGreaterThan(0);
    for (const { stack, statement } of writes) {
      const tenantId = /^Campfire-Tenant-(.+)$/.exec(stack)?.[1];
      if (tenantId === undefined) {
        // The multi-tenant API: item writes on the table itself, never batch writes or index ARNs.
        expect(stack).toBe('Campfire-Platform-Api');
        expect([...actions(statement)].sort()).toEqual([...TABLE_WRITE_ACTIONS].sort());
        expect(resources(statement)).toHaveLength(1);
        expect(JSON.stringify(statement.Resource)).not.toContain('/index/');
        continue;
      }
      // Batches and transactions only for the deploy-time bootstrap (catalogue import, first staff user).
      const batches = actions(statement).some((a) => /BatchWriteItem|TransactWriteItems/.test(a));
      if (batches) expect([...actions(statement)].sort()).toEqual([...BOOTSTRAP_TABLE_ACTIONS].sort());
      expect(statement.Condition).toEqual({
        'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [expect.stringMatching(`^T#${tenantId}#`)] },
      });
    }
  });
});
