/**
 * The on-call view: one dashboard whose first row answers "can people book right now?", then workflows,
 * the sweeper, DynamoDB, the API by context, CloudFront and tenants; an alarm on each with a runbook
 * section in docs/runbooks.md; and a topic that always has a subscriber.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { App } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { API_CONTEXTS, DOCS_CONTEXT } from '#api/registry';
import { METRIC } from '#adapters/observability/index';
import { PROJECT_ROOT } from '../../lib/project.ts';
import { readSettings } from '../../lib/settings.ts';
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
const runbooks = readFileSync(join(PROJECT_ROOT, 'docs/runbooks.md'), 'utf8');
const runbookHeadings = [...runbooks.matchAll(/^## (.+)$/gm)].map((m) =>
  m[1]!.replace('&lt;', '<').replace('&gt;', '>'),
);

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

  it('alarms on each booking health signal, the API 5xx rate and every API Lambda, each to the topic', () => {
    expect(alarms).toHaveLength(1 + FUNCTION_COUNT + BOOKING_ALARMS.length);
    const names = alarms.map((a) => a.Properties.AlarmName as string);
    for (const name of BOOKING_ALARMS) expect(names).toContain(`Campfire-${name}`);
    expect(names).toContain('Campfire-Api5xxRate');
    for (const alarm of alarms) {
      expect(alarm.Properties.AlarmActions).toHaveLength(1);
      expect(alarm.Properties.AlarmDescription).toMatch(/Runbook: docs\/runbooks\.md#campfire-/);
    }
    template.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
    template.hasResourceProperties('AWS::KMS::Key', { EnableKeyRotation: true });
  });

  it('has a runbook section for every alarm of every stack', () => {
    const everyAlarm = campfire.app.node
      .findAll()
      .filter(
        (c) =>
          c.node.id === 'Resource' &&
          (c as { cfnResourceType?: string }).cfnResourceType === 'AWS::CloudWatch::Alarm',
      )
      .map((c) => campfire.platform.api.resolve((c as unknown as { alarmName: string }).alarmName) as string);
    expect(everyAlarm.length).toBeGreaterThan(alarms.length);
    for (const name of everyAlarm) {
      const section = name
        .replace(
          /^Campfire-(?:co|wa)-(PreAuthentication|PostAuthentication)Errors$/,
          'Campfire-tenant-TriggerErrors',
        )
        .replace(
          new RegExp(`^Campfire-(${[...API_CONTEXTS, DOCS_CONTEXT].map((c) => c.name).join('|')})Errors$`),
          'Campfire-<context>Errors',
        );
      expect(runbookHeadings, name).toContain(section);
      const body = runbooks
        .split(/^## /m)
        .find((s) => s.replace('&lt;', '<').replace('&gt;', '>').startsWith(section))!;
      for (const part of ['**Means:**', '**First three checks:**', '**Recover:**'])
        expect(body, `${section} ${part}`).toContain(part);
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
    expect(() => readSettings(new App({ context: {} }).node)).toThrow(
      /alarmEmail or campfire:alarmWebhookUrl/,
    );
    expect(() =>
      readSettings(new App({ context: { 'campfire:alarmWebhookUrl': 'http://chat' } }).node),
    ).toThrow(/https/);
  });
});
