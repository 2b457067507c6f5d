/**
 * The on-call view: one dashboard whose first row answers "can people book right now?", then workflows,
 * the sweeper, DynamoDB, the API by context, CloudFront and tenants; an alarm on each linking its
 * runbook page under docs/runbooks/; and the named topic Campfire-Alarms, which always has a subscriber.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { App, Stack } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { API_CONTEXTS, DOCS_CONTEXT } from '#api/registry';
import { CLIENT_ERRORS_METRIC, METRIC, SERVER_ERRORS_METRIC, isTraced } from '#adapters/observability/index';
import { PROJECT_ROOT } from '../../lib/project.ts';
import { readSettings } from '../../lib/settings.ts';
import { SWEEPER_ENTRY } from '../../lib/platform/sweeper.ts';
import { REPORT_AGGREGATES_ENTRY, REPORT_REBUILD_ENTRY } from '../../lib/platform/report-aggregates.ts';
import { WORKFLOW_TASKS_ENTRY } from '../../lib/platform/workflows.ts';
import { AUTH_TRIGGERS } from '../../lib/tenant/auth-triggers.ts';
import { BOOTSTRAP_ENTRY } from '../../lib/tenant/bootstrap.ts';
import { synthCampfire, type Synthesised } from './campfire.ts';

const FUNCTION_COUNT = API_CONTEXTS.length + 1; // plus the docs
const BOOKING_ALARMS = [
  'ClaimSuccessRate',
  'CheckoutSuccessRate',
  'PostbackFailures',
  'ClaimLatencyP99',
  'AvailabilityLatencyP99',
  'WorkflowFailures',
  'WorkflowTaskErrors',
  'SweeperNotRunning',
  'SweeperFailures',
  'DynamoDbThrottles',
  'DynamoDbSystemErrors',
];
/**
 * The handler module of each Campfire Lambda, by its Powertools service name (lib/platform/*.ts and
 * lib/tenant/*.ts name them): a Lambda missing here fails the tracing test until it is added.
 */
const entriesByService = (tenantIds: string[]) =>
  new Map<string, string>([
    ...[...API_CONTEXTS, DOCS_CONTEXT].map((c) => [`campfire-${c.name}`, c.entry] as const),
    ['campfire-workflow-tasks', WORKFLOW_TASKS_ENTRY],
    ['campfire-hold-sweeper', SWEEPER_ENTRY],
    ['campfire-report-aggregates', REPORT_AGGREGATES_ENTRY],
    ['campfire-report-aggregates-rebuild', REPORT_REBUILD_ENTRY],
    ['campfire-tenant-bootstrap', BOOTSTRAP_ENTRY],
    ...tenantIds.flatMap((id) => AUTH_TRIGGERS.map((t) => [`campfire-${id}-${t.name}`, t.entry] as const)),
  ]);
/** CDK's own handlers (BucketDeployment, AwsCustomResource, the custom resource provider framework). */
const CDK_HANDLER = /^(CustomCDKBucketDeployment|AWS679f53fac002430cb0da5b7982bd2287)|Providerframework/;

/** The runbook page an alarm description links (relative to the repository: no campfire:runbookBaseUrl). */
const runbookOf = (description: string) =>
  /Runbook: (docs\/runbooks\/[A-Za-z0-9-]+\.md)$/.exec(description)?.[1];

type Alarm = { Properties: Record<string, unknown> };

describe('observability stack', () => {
  let campfire: Synthesised;
  let template: Template;
  let dashboardBody: string;
  let alarms: Alarm[];
  beforeAll(() => {
    campfire = synthCampfire({
      context: { 'campfire:alarmWebhookUrl': 'https://chat.example.gov/hooks/oncall' },
    });
    template = campfire.template(campfire.platform.observability);
    const dashboards = Object.values(template.findResources('AWS::CloudWatch::Dashboard'));
    expect(dashboards).toHaveLength(1);
    dashboardBody = JSON.stringify(dashboards[0]!.Properties.DashboardBody);
    alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')) as Alarm[];
  });

  it('opens with the booking health row: claim and checkout success, postback failures, p99 of claims and availability', () => {
    const order = [
      'Can people book right now?',
      'Claim success (%)',
      'Checkout success (%)',
      'Postback failures',
      'Claim p99 (ms)',
      'Availability p99 (ms)',
      '## Workflows, sweeper, DynamoDB',
      '## API by context',
      '## CloudFront and tenants',
    ].map((title) => dashboardBody.indexOf(title));
    for (const index of order) expect(index).toBeGreaterThan(-1);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const metric of [
      METRIC.claimsGranted,
      METRIC.claimsRefused,
      METRIC.checkoutsStarted,
      METRIC.checkoutsCompleted,
    ])
      expect(dashboardBody).toContain(`\\"${metric}\\"`);
  });

  it('shows workflows, the sweeper, DynamoDB, CloudFront (us-east-1) and a per-tenant breakdown from the metrics', () => {
    for (const metric of [
      'ExecutionsFailed',
      'ExecutionsTimedOut',
      'ThrottledRequests',
      'SystemErrors',
      'ConditionalCheckFailedRequests',
      'SuccessfulRequestLatency',
      '5xxErrorRate',
    ])
      expect(dashboardBody, metric).toContain(metric);
    expect(dashboardBody).toContain('AWS/CloudFront');
    expect(dashboardBody).toContain('us-east-1');
    expect(dashboardBody).toContain(
      `SEARCH('{Campfire,service,tenant} MetricName=\\\\\\"${METRIC.claimsGranted}\\\\\\"'`,
    );
  });

  it("still shows the API's traffic, 4xx, 5xx and latency and each Lambda's errors, throttles and duration", () => {
    for (const metric of ['Count', '4xx', '5xx', 'Latency'])
      expect(dashboardBody).toContain(`\\"${metric}\\"`);
    for (const context of [...API_CONTEXTS, DOCS_CONTEXT])
      expect(dashboardBody).toContain(`${context.name}: errors`);
  });

  it("shows the API's 4xx and 5xx by context: every context at once, and in each context's own widget", () => {
    for (const [title, metric] of [
      ['API 5xx by context', SERVER_ERRORS_METRIC],
      ['API 4xx by context', CLIENT_ERRORS_METRIC],
    ]) {
      expect(dashboardBody).toContain(title);
      expect(dashboardBody).toContain(
        `SEARCH('{Campfire,context,service} MetricName=\\\\\\"${metric}\\\\\\"'`,
      );
    }
    // A line per context, named by CloudWatch's dynamic label.
    expect(dashboardBody).toContain("${PROP('Dim.context')}");
    const apiRow = dashboardBody.indexOf('## API by context');
    expect(dashboardBody.indexOf('API 4xx by context')).toBeGreaterThan(apiRow);
    for (const context of [...API_CONTEXTS, DOCS_CONTEXT]) {
      for (const label of [`${context.name}: handled 5xx`, `${context.name}: 4xx`])
        expect(dashboardBody, label).toContain(label);
    }
    // Each context's line reads the pipeline's count for that context.
    expect(dashboardBody).toContain(
      `[\\"Campfire\\",\\"${CLIENT_ERRORS_METRIC}\\",\\"context\\",\\"reservations\\",\\"service\\",\\"campfire\\"`,
    );
  });

  it('alarms on each booking health signal, the API 5xx rate and every API Lambda, each to the topic', () => {
    expect(alarms).toHaveLength(1 + FUNCTION_COUNT + BOOKING_ALARMS.length);
    const names = alarms.map((a) => a.Properties.AlarmName as string);
    for (const name of BOOKING_ALARMS) expect(names).toContain(`Campfire-${name}`);
    expect(names).toContain('Campfire-Api5xxRate');
    for (const alarm of alarms) {
      expect(alarm.Properties.AlarmActions).toHaveLength(1);
      expect(runbookOf(alarm.Properties.AlarmDescription as string)).toBeDefined();
    }
    template.hasResourceProperties('AWS::SNS::Topic', {
      TopicName: 'Campfire-Alarms',
      KmsMasterKeyId: Match.anyValue(),
    });
    template.hasResourceProperties('AWS::KMS::Key', { EnableKeyRotation: true });
  });

  it('links a runbook page for every alarm of every stack: what it means, three checks, how to recover', () => {
    const everyAlarm = campfire.app.node
      .findAll()
      .filter((c) => (c as { cfnResourceType?: string }).cfnResourceType === 'AWS::CloudWatch::Alarm')
      .map((c) => {
        const props = c as unknown as { alarmName: string; alarmDescription: string };
        const stack = Stack.of(c);
        return {
          name: stack.resolve(props.alarmName) as string,
          description: stack.resolve(props.alarmDescription) as string,
        };
      });
    expect(everyAlarm.length).toBeGreaterThan(alarms.length);
    for (const { name, description } of everyAlarm) {
      const page = runbookOf(description);
      expect(page, name).toBeDefined();
      expect(existsSync(join(PROJECT_ROOT, page!)), `${name}: ${page}`).toBe(true);
      const body = readFileSync(join(PROJECT_ROOT, page!), 'utf8');
      for (const part of ['**Means:**', '**First three checks:**', '**Recover:**'])
        expect(body, `${page} ${part}`).toContain(part);
    }
  });

  it("alarms on CloudFront's 5xx rate in us-east-1, where CloudFront reports, to a topic of its own there", () => {
    const edge = campfire.platform.edgeAlarms;
    expect(edge.region).toBe('us-east-1');
    const edgeTemplate = campfire.template(edge);
    edgeTemplate.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'Campfire-CloudFront5xxRate',
      Namespace: 'AWS/CloudFront',
      MetricName: '5xxErrorRate',
      Dimensions: Match.arrayWith([{ Name: 'Region', Value: 'Global' }]),
      Threshold: 5,
    });
    edgeTemplate.hasResourceProperties('AWS::SNS::Topic', { TopicName: 'Campfire-Alarms' });
    edgeTemplate.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'https',
      Endpoint: 'https://chat.example.gov/hooks/oncall',
    });
    const [alarm] = Object.values(edgeTemplate.findResources('AWS::CloudWatch::Alarm'));
    expect(alarm!.Properties.AlarmActions).toHaveLength(1);
  });

  it('counts the 5xx answers a context handled in its errors alarm', () => {
    const reservations = alarms.find((a) => a.Properties.AlarmName === 'Campfire-reservationsErrors')!;
    expect(JSON.stringify(reservations.Properties.Metrics)).toContain('crashes + handled');
    expect(reservations.Properties.Metrics).toContainEqual(
      expect.objectContaining({
        MetricStat: expect.objectContaining({
          Metric: {
            Namespace: 'Campfire',
            MetricName: SERVER_ERRORS_METRIC,
            Dimensions: expect.arrayContaining([{ Name: 'context', Value: 'reservations' }]),
          },
        }),
      }),
    );
  });

  it('traces every Campfire Lambda: active X-Ray, and a handler built with Powertools Tracer', async () => {
    const entries = entriesByService([...campfire.tenants.keys()]);
    const seen = new Set<string>();
    const stacks = campfire.app.node.findAll().filter((c): c is Stack => Stack.isStack(c));
    for (const stack of stacks) {
      const functions = campfire.template(stack).findResources('AWS::Lambda::Function');
      for (const [id, resource] of Object.entries(functions)) {
        const props = resource.Properties as {
          Environment?: { Variables?: Record<string, string> };
          TracingConfig?: { Mode: string };
        };
        const service = props.Environment?.Variables?.POWERTOOLS_SERVICE_NAME;
        if (service === undefined) {
          expect(id, `${stack.stackName}/${id} is neither Campfire's nor CDK's`).toMatch(CDK_HANDLER);
          continue;
        }
        expect(props.TracingConfig, `${stack.stackName}/${id}`).toEqual({ Mode: 'Active' });
        expect(entries.has(service), `${service}: add its handler module to entriesByService`).toBe(true);
        seen.add(service);
      }
    }
    // Every kind of Lambda was synthesized: API contexts, docs, tasks, sweeper, bootstrap, triggers.
    expect([...seen].sort()).toEqual([...entries.keys()].sort());
    for (const entry of new Set(entries.values())) {
      const module = (await import(join(PROJECT_ROOT, entry))) as { handler?: unknown };
      expect(isTraced(module.handler), `${entry} exports a traced handler`).toBe(true);
    }
  });

  it('subscribes the configured e-mail and chat webhook to the alarm topic', () => {
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'oncall@campfire.example',
    });
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'https',
      Endpoint: 'https://chat.example.gov/hooks/oncall',
    });
  });

  it('refuses a deployment whose alarms would reach nobody', () => {
    expect(() => synthCampfire({ context: { 'campfire:alarmEmail': '' } })).toThrow(
      /alarmEmail or campfire:alarmWebhookUrl.*or "alarms" in a tenant file/,
    );
    expect(() =>
      readSettings(new App({ context: { 'campfire:alarmWebhookUrl': 'http://chat' } }).node),
    ).toThrow(/https/);
  });
});
