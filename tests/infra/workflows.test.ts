/**
 * The workflows stack: the task Lambda and the two Express state machines built from
 * functions/workflows/definitions.ts, their logging and tracing, the task role's exact grants, and that
 * only the reservations, cart and admin-cart Lambdas may start them (each only its own machine).
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Template } from 'aws-cdk-lib/assertions';
import { TABLE_WRITE_ACTIONS } from '../../lib/platform/context-access.ts';
import { API_INTEGRATION_TIMEOUT, WORKFLOW_TIMEOUT } from '../../lib/timeouts.ts';
import { TASK_RESOURCE_PLACEHOLDER, checkoutDefinition, postbackDefinition } from '#workflows/definitions';
import { STATE_MACHINE_ARN_ENV } from '#adapters/workflows/types';
import { PAYMENT_PROVIDER_SECRET_NAME_ENV } from '#adapters/parameters/index';
import { asList, policyStatements, synthCampfire, type Synthesised } from './campfire.ts';

type Resource = { Type: string; Properties: Record<string, unknown> };
type Resources = Record<string, Resource>;
type Statement = Record<string, unknown>;

const MAIL_CONTEXT = { 'campfire:mailFrom': 'no-reply@parks.example.gov' };

describe('workflows stack', () => {
  let campfire: Synthesised;
  let template: Template;
  let resources: Resources;
  beforeAll(() => {
    // Bundled for real, so a broken import of the task Lambda fails here.
    campfire = synthCampfire({ bundle: ['Campfire-Platform-Workflows'], context: MAIL_CONTEXT });
    template = campfire.template(campfire.platform.workflows);
    resources = template.toJSON().Resources as Resources;
  });

  const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
  const machine = (name: string) => {
    const found = ofType('AWS::StepFunctions::StateMachine').find(
      ([, r]) => r.Properties.StateMachineName === `campfire-${name}`,
    );
    if (!found) throw new Error(`no state machine campfire-${name}`);
    return found;
  };
  const taskFunctionId = () => {
    const [entry] = ofType('AWS::Lambda::Function');
    return entry![0];
  };

  it('has exactly two state machines, both EXPRESS, and one task Lambda', () => {
    expect(ofType('AWS::StepFunctions::StateMachine')).toHaveLength(2);
    expect(ofType('AWS::Lambda::Function')).toHaveLength(1);
    for (const name of ['checkout', 'postback']) {
      expect(machine(name)[1].Properties.StateMachineType).toBe('EXPRESS');
    }
  });

  it('deploys the definitions of definitions.ts, states in order, with the task Lambda substituted', () => {
    const cases = [
      ['checkout', checkoutDefinition(TASK_RESOURCE_PLACEHOLDER)],
      ['postback', postbackDefinition(TASK_RESOURCE_PLACEHOLDER)],
    ] as const;
    for (const [name, expected] of cases) {
      const props = machine(name)[1].Properties;
      const deployed = JSON.parse(props.DefinitionString as string) as typeof expected;
      // The same ASL, its execution timeout capped below the calling API Lambda's (lib/timeouts.ts).
      expect(deployed).toEqual({
        ...expected,
        TimeoutSeconds: Math.min(expected.TimeoutSeconds, WORKFLOW_TIMEOUT.toSeconds()),
      });
      expect(Object.keys(deployed.States)).toEqual(Object.keys(expected.States));
      expect(props.DefinitionSubstitutions).toEqual({
        TaskFunctionArn: { 'Fn::GetAtt': [taskFunctionId(), 'Arn'] },
      });
    }
  });

  it('logs every event without execution data to its own log group, and traces with X-Ray', () => {
    for (const name of ['checkout', 'postback']) {
      const props = machine(name)[1].Properties;
      expect(props.TracingConfiguration).toEqual({ Enabled: true });
      expect(props.LoggingConfiguration).toMatchObject({
        Level: 'ALL',
        IncludeExecutionData: false,
        Destinations: [
          { CloudWatchLogsLogGroup: { LogGroupArn: { 'Fn::GetAtt': [expect.any(String), 'Arn'] } } },
        ],
      });
    }
  });

  it("grants the task role exactly its log group, table reads and writes, and the sender's SES identity", () => {
    const fn = resources[taskFunctionId()]!;
    const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const statements = ofType('AWS::IAM::Policy')
      .filter(([, p]) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId))
      .flatMap(([, p]) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
    const actions = statements.map((s) => asList(s.Action as string | string[]).sort());
    expect(actions).toEqual(
      expect.arrayContaining([
        ['logs:CreateLogStream', 'logs:PutLogEvents'],
        ['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query'],
        [...TABLE_WRITE_ACTIONS].sort(),
        ['ses:SendEmail'],
        ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'],
        ['xray:PutTelemetryRecords', 'xray:PutTraceSegments'],
      ]),
    );
    expect(actions).toHaveLength(6);
    const ses = statements.find((s) => s.Action === 'ses:SendEmail')!;
    expect(ses.Condition).toEqual({ StringEquals: { 'ses:FromAddress': MAIL_CONTEXT['campfire:mailFrom'] } });
    // No wildcard resource on the task role but X-Ray's, which has no resource-level permissions.
    for (const s of statements.filter(
      (s) => !asList(s.Action as string[]).every((a) => a.startsWith('xray:')),
    ))
      expect(JSON.stringify(s.Resource)).not.toMatch(/"\*"/);
    const env = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(env).toMatchObject({ CAMPFIRE_RUNTIME: 'aws', MAIL_FROM: MAIL_CONTEXT['campfire:mailFrom'] });
    // Only the provider secret's name: the tasks read the value at run time, so no function's
    // configuration ever holds it.
    expect(env).not.toHaveProperty('PAYMENT_PROVIDER_SECRET');
    expect(env[PAYMENT_PROVIDER_SECRET_NAME_ENV]).toBe('campfire/payment-provider');
    const secretRead = statements.find((s) =>
      asList(s.Action as string[]).includes('secretsmanager:GetSecretValue'),
    )!;
    expect(JSON.stringify(secretRead.Resource)).toContain(':secret:campfire/payment-provider-??????');
  });

  it('lets each state machine invoke the task Lambda only (unqualified)', () => {
    const invokes = policyStatements(template).filter((s) =>
      asList(s.Action as string | string[]).includes('lambda:InvokeFunction'),
    );
    expect(invokes).toHaveLength(2);
    for (const s of invokes) {
      expect(s.Resource).toEqual({ 'Fn::GetAtt': [taskFunctionId(), 'Arn'] });
    }
  });

  it('grants Resource "*" only for the log delivery and X-Ray actions Step Functions needs', () => {
    const starOnly =
      /^(logs:(CreateLogDelivery|GetLogDelivery|UpdateLogDelivery|DeleteLogDelivery|ListLogDeliveries|PutResourcePolicy|DescribeResourcePolicies|DescribeLogGroups)|xray:(PutTraceSegments|PutTelemetryRecords|GetSamplingRules|GetSamplingTargets))$/;
    const starred = policyStatements(template).filter((s) => asList(s.Resource).includes('*'));
    expect(starred.length).toBeGreaterThan(0);
    for (const s of starred) {
      for (const action of asList(s.Action as string | string[])) expect(action).toMatch(starOnly);
    }
  });

  it('bundles the task Lambda as an ES module that exports handler', () => {
    const code = resources[taskFunctionId()]!.Properties.Code as { S3Key: string };
    const file = join(campfire.outdir, `asset.${code.S3Key.replace(/\.zip$/, '')}`, 'index.mjs');
    const out = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(file)}); console.log(typeof m.handler);`,
      ],
      { env: { ...process.env, TABLE_NAME: 'campfire', AWS_REGION: 'us-west-2' }, encoding: 'utf8' },
    );
    expect(out.trim()).toBe('function');
  });

  it('lets only the reservations, cart and admin-cart Lambdas start a machine, each only its own', () => {
    const api = campfire.template(campfire.platform.api).toJSON().Resources as Resources;
    const starts = Object.values(api)
      .filter((r) => r.Type === 'AWS::IAM::Policy')
      .flatMap((p) =>
        (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement.filter((s) =>
          asList(s.Action as string | string[]).some((a) => a.startsWith('states:')),
        ).map((s) => ({ roles: p.Properties.Roles as { Ref: string }[], statement: s })),
      );
    const roleOfContext = (service: string) => {
      const fn = Object.values(api).find(
        (r) =>
          r.Type === 'AWS::Lambda::Function' &&
          (r.Properties.Environment as { Variables: Record<string, unknown> }).Variables
            .POWERTOOLS_SERVICE_NAME === `campfire-${service}`,
      )!;
      return { fn, role: (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0] };
    };
    const expected: Record<string, 'checkout' | 'postback'> = {
      reservations: 'postback',
      cart: 'checkout',
      'admin-cart': 'checkout',
    };
    expect(starts).toHaveLength(3);
    for (const [context, name] of Object.entries(expected)) {
      const { fn, role } = roleOfContext(context);
      const mine = starts.filter((s) => s.roles.some((r) => r.Ref === role));
      expect(mine).toHaveLength(1);
      expect(mine[0]!.statement.Action).toBe('states:StartSyncExecution');
      const resource = JSON.stringify(mine[0]!.statement.Resource);
      // The machine's ARN from the workflows stack (a cross-stack reference), not a pattern.
      expect(resource).toContain('Campfire-Platform-Workflows');
      expect(resource).toContain(name === 'checkout' ? 'Checkout' : 'PaymentPostback');
      const env = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(env).toHaveProperty(STATE_MACHINE_ARN_ENV[name]);
      const other = name === 'checkout' ? 'postback' : 'checkout';
      expect(env).not.toHaveProperty(STATE_MACHINE_ARN_ENV[other]);
    }
  });
});

describe('timeouts, from the caller inwards', () => {
  it('orders API Gateway > the API Lambda that starts a workflow > the workflow > a task', () => {
    const campfire = synthCampfire();
    type Fn = { Properties: { Timeout: number; Environment: { Variables: Record<string, string> } } };
    const seconds = (fn: Fn) => fn.Properties.Timeout;
    const apiFns = Object.values(
      campfire.template(campfire.platform.api).findResources('AWS::Lambda::Function'),
    ) as Fn[];
    const callers = apiFns.filter((f) =>
      Object.keys(f.Properties.Environment.Variables).some((k) =>
        Object.values(STATE_MACHINE_ARN_ENV).includes(k as never),
      ),
    );
    expect(callers.length).toBeGreaterThanOrEqual(3);
    const workflows = campfire.template(campfire.platform.workflows);
    const machines = Object.values(workflows.findResources('AWS::StepFunctions::StateMachine'));
    const workflowSeconds = Math.max(
      ...machines.map(
        (m) =>
          (JSON.parse(m.Properties.DefinitionString as string) as { TimeoutSeconds: number }).TimeoutSeconds,
      ),
    );
    const [task] = Object.values(workflows.findResources('AWS::Lambda::Function')) as Fn[];
    for (const caller of callers) {
      expect(seconds(caller)).toBeLessThan(API_INTEGRATION_TIMEOUT.toSeconds());
      expect(seconds(caller)).toBeGreaterThan(workflowSeconds);
    }
    expect(workflowSeconds).toBeGreaterThan(seconds(task!));
  });
});
