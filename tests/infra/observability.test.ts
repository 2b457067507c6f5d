import { beforeAll, describe, expect, it } from 'vitest';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { API_CONTEXTS, DOCS_CONTEXT } from '#api/registry';
import { synthCampfire } from './campfire.ts';

const FUNCTION_COUNT = API_CONTEXTS.length + 1; // plus the docs

describe('observability stack', () => {
  let template: Template;
  let dashboardBody: string;
  beforeAll(() => {
    const campfire = synthCampfire();
    template = campfire.template(campfire.platform.observability);
    const dashboards = Object.values(template.findResources('AWS::CloudWatch::Dashboard'));
    expect(dashboards).toHaveLength(1);
    dashboardBody = JSON.stringify(dashboards[0]!.Properties.DashboardBody);
  });

  it('has one dashboard with the API traffic, 4xx, 5xx and latency', () => {
    for (const metric of ['Count', '4xx', '5xx', 'Latency'])
      expect(dashboardBody).toContain(`\\"${metric}\\"`);
    expect(dashboardBody).toContain('AWS/ApiGateway');
  });

  it("shows each Lambda's errors, throttles and duration", () => {
    for (const metric of ['Errors', 'Throttles', 'Duration']) {
      const occurrences = dashboardBody.split(`\\"${metric}\\"`).length - 1;
      expect(occurrences, metric).toBeGreaterThanOrEqual(FUNCTION_COUNT);
    }
    for (const context of [...API_CONTEXTS, DOCS_CONTEXT])
      expect(dashboardBody).toContain(`${context.name}: errors`);
  });

  it('alarms on the API 5xx rate and on every Lambda failing, notifying an encrypted topic', () => {
    template.resourceCountIs('AWS::CloudWatch::Alarm', 1 + FUNCTION_COUNT);
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Metrics: Match.arrayWith([
        Match.objectLike({ Expression: Match.stringLikeRegexp('errors / requests') }),
        Match.objectLike({
          MetricStat: Match.objectLike({ Metric: Match.objectLike({ MetricName: '5xx' }) }),
        }),
      ]),
      ComparisonOperator: 'GreaterThanThreshold',
    });
    const errorAlarms = template.findResources('AWS::CloudWatch::Alarm', {
      Properties: { MetricName: 'Errors', Namespace: 'AWS/Lambda' },
    });
    expect(Object.keys(errorAlarms)).toHaveLength(FUNCTION_COUNT);
    for (const alarm of Object.values(template.findResources('AWS::CloudWatch::Alarm'))) {
      expect(alarm.Properties.AlarmActions).toHaveLength(1);
    }
    template.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
    template.hasResourceProperties('AWS::KMS::Key', { EnableKeyRotation: true });
  });
});
