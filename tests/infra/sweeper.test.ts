/**
 * The hold sweeper stack: an EventBridge Scheduler schedule every minute targeting the sweeper Lambda,
 * the Lambda's table, postback workflow, payment provider and mail sender, and the exact grants of both
 * roles (the sweeper: Query on the table (refunds owed), gsi1 (a spot by id) and gsi2 (the cart- and
 * edit-expiry indexes, the tenant directory), item deletes/updates on the table, the payment provider's
 * secret, starting the postback workflow and mail from the deployment's address; the scheduler: invoking
 * that one function).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Template } from 'aws-cdk-lib/assertions';
import { PAYMENT_PROVIDER_SECRET_NAME_ENV } from '#adapters/parameters/index';
import { STATE_MACHINE_ARN_ENV } from '#adapters/workflows/types';
import { asList, policyStatements, synthCampfire, type Synthesised } from './campfire.ts';

const MAIL_FROM = 'no-reply@parks.example.gov';

type Resource = { Type: string; Properties: Record<string, unknown> };
type Resources = Record<string, Resource>;
type Statement = { Effect: string; Action: string | string[]; Resource: unknown };

describe('hold sweeper stack', () => {
  let campfire: Synthesised;
  let template: Template;
  let resources: Resources;
  beforeAll(() => {
    // Bundled for real, so a broken import of the sweeper Lambda fails here.
    campfire = synthCampfire({
      bundle: ['Campfire-Platform-Sweeper'],
      context: { 'campfire:mailFrom': MAIL_FROM },
    });
    template = campfire.template(campfire.platform.sweeper);
    resources = template.toJSON().Resources as Resources;
  });

  const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
  const only = (type: string) => {
    const found = ofType(type);
    expect(found, type).toHaveLength(1);
    return found[0]!;
  };
  /** The inline and attached statements of one role, by its logical id. */
  const statementsOf = (roleId: string): Statement[] =>
    ofType('AWS::IAM::Policy')
      .filter(([, p]) => (p.Properties.Roles as Array<{ Ref: string }>).some((r) => r.Ref === roleId))
      .flatMap(([, p]) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
  const roleOf = (principal: string) => {
    const found = ofType('AWS::IAM::Role').filter(([, r]) =>
      JSON.stringify(r.Properties.AssumeRolePolicyDocument).includes(principal),
    );
    expect(found, principal).toHaveLength(1);
    return found[0]!;
  };
  const tableArnOf = (resource: unknown) => JSON.stringify(resource);

  it('runs the sweeper every minute, without retries, from its own role', () => {
    const [, schedule] = only('AWS::Scheduler::Schedule');
    const [functionId] = only('AWS::Lambda::Function');
    const [schedulerRoleId] = roleOf('scheduler.amazonaws.com');
    expect(schedule.Properties).toMatchObject({
      ScheduleExpression: 'rate(1 minute)',
      State: 'ENABLED',
      FlexibleTimeWindow: { Mode: 'OFF' },
      Target: {
        Arn: { 'Fn::GetAtt': [functionId, 'Arn'] },
        RoleArn: { 'Fn::GetAtt': [schedulerRoleId, 'Arn'] },
        RetryPolicy: { MaximumRetryAttempts: 0, MaximumEventAgeInSeconds: 60 },
      },
    });
  });

  it("gives the sweeper the table, the postback workflow and the payment secret's name (never a tenant list), on Node 24 within the minute", () => {
    const [, fn] = only('AWS::Lambda::Function');
    const env = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(env.TABLE_NAME).toBeDefined();
    expect(JSON.stringify(env[STATE_MACHINE_ARN_ENV.postback])).toContain('Campfire-Platform-Workflows');
    expect(env[PAYMENT_PROVIDER_SECRET_NAME_ENV]).toBeDefined();
    expect(env.MAIL_FROM).toBe(MAIL_FROM);
    expect(env).not.toHaveProperty('PAYMENT_PROVIDER_SECRET');
    expect(Object.keys(env).some((k) => /TENANT/.test(k))).toBe(false);
    expect(fn.Properties.Runtime).toBe('nodejs24.x');
    expect(fn.Properties.Timeout).toBeLessThan(60);
  });

  it('lets the scheduler role only invoke the sweeper, and only schedules of this account assume it', () => {
    const [roleId, role] = roleOf('scheduler.amazonaws.com');
    const [functionId] = only('AWS::Lambda::Function');
    expect(role.Properties.ManagedPolicyArns).toBeUndefined();
    expect(role.Properties.Policies).toBeUndefined();
    expect(JSON.stringify(role.Properties.AssumeRolePolicyDocument)).toContain('aws:SourceAccount');
    expect(statementsOf(roleId)).toEqual([
      { Effect: 'Allow', Action: 'lambda:InvokeFunction', Resource: { 'Fn::GetAtt': [functionId, 'Arn'] } },
    ]);
  });

  it("grants the sweeper's role exactly its log group, table and index Query, item reads by key, deletes and updates, the payment secret, the postback workflow and mail", () => {
    const [roleId, role] = roleOf('lambda.amazonaws.com');
    expect(role.Properties.ManagedPolicyArns).toBeUndefined();
    const statements = statementsOf(roleId);
    const byActions = new Map(statements.map((s) => [asList(s.Action).sort().join(','), s]));
    expect([...byActions.keys()].sort()).toEqual(
      [
        'dynamodb:DeleteItem,dynamodb:GetItem,dynamodb:TransactWriteItems,dynamodb:UpdateItem',
        'dynamodb:Query',
        'logs:CreateLogStream,logs:PutLogEvents',
        'ses:SendEmail',
        'secretsmanager:DescribeSecret,secretsmanager:GetSecretValue',
        'states:StartSyncExecution',
        'xray:PutTelemetryRecords,xray:PutTraceSegments',
      ].sort(),
    );
    expect(JSON.stringify(byActions.get('states:StartSyncExecution')!.Resource)).toContain('PaymentPostback');
    const query = byActions.get('dynamodb:Query')!;
    expect(asList(query.Resource)).toHaveLength(3);
    expect(tableArnOf(query.Resource)).toContain('/index/gsi1');
    expect(tableArnOf(query.Resource)).toContain('/index/gsi2');
    expect(JSON.stringify(byActions.get('ses:SendEmail')!.Resource)).toContain('identity/');
    const writes = byActions.get(
      'dynamodb:DeleteItem,dynamodb:GetItem,dynamodb:TransactWriteItems,dynamodb:UpdateItem',
    )!;
    expect(asList(writes.Resource)).toHaveLength(1);
    expect(tableArnOf(writes.Resource)).not.toContain('/index/');
    // No scans, no batch or table-level calls, no new items, nothing on '*'.
    for (const s of policyStatements(template)) {
      for (const action of asList(s.Action as string | string[])) {
        expect(action).not.toMatch(/^dynamodb:(BatchGetItem|BatchWriteItem|PutItem|Scan|\*)$/);
      }
      if (!asList(s.Action as string | string[]).every((a) => a.startsWith('xray:')))
        expect(asList(s.Resource)).not.toContain('*');
    }
  });
});
