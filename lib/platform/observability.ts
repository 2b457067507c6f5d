/**
 * What the on-call engineer looks at: one dashboard per deployment whose first row answers "can people
 * book right now?" (claim and checkout success rates, postback failures, p99 latency of claims and
 * availability), then workflows, the sweeper, DynamoDB, the API by context, CloudFront and a per-tenant
 * breakdown; an alarm on each, notifying an SNS topic whose subscriber the deployment settings require.
 * Every alarm has a runbook entry in docs/runbooks.md under its name (RUNBOOK_URL#<alarm name>).
 */
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  TextWidget,
  TreatMissingData,
  type IWidget,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Key } from 'aws-cdk-lib/aws-kms';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription, UrlSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { WorkflowName } from '#adapters/workflows/types';
import { RUNBOOK_URL, bookingHealth } from './booking-health.ts';

const PERIOD = Duration.minutes(5);
/** Percentage of API requests answered 5xx over a period that pages on-call. */
export const API_5XX_RATE_THRESHOLD = 5;
/** Lambda invocations that crash (unhandled errors, timeouts) in a period; handlers map expected errors to envelopes. */
export const LAMBDA_ERRORS_THRESHOLD = 3;

/** An encrypted topic CloudWatch alarms can publish to (the AWS-managed SNS key does not allow CloudWatch). */
export class AlarmTopic extends Construct {
  readonly topic: Topic;

  constructor(
    scope: Construct,
    id: string,
    props: { email: string | undefined; webhookUrl: string | undefined },
  ) {
    super(scope, id);
    const key = new Key(this, 'Key', { enableKeyRotation: true, description: 'Campfire alarm topic' });
    key.grant(new ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
    this.topic = new Topic(this, 'Topic', {
      displayName: 'Campfire alarms',
      masterKey: key,
      enforceSSL: true,
    });
    if (props.email) this.topic.addSubscription(new EmailSubscription(props.email));
    // A chat webhook (Slack, Teams, Chime) receives the SNS notification JSON.
    if (props.webhookUrl) this.topic.addSubscription(new UrlSubscription(props.webhookUrl));
  }
}

export interface ObservabilityStackProps extends StackProps {
  httpApi: IHttpApi;
  functions: Map<string, IFunction>;
  alarmEmail: string | undefined;
  alarmWebhookUrl: string | undefined;
  table: ITable;
  stateMachines: Record<WorkflowName, IStateMachine>;
  workflowTasks: IFunction;
  sweeper: IFunction;
  /** The CloudFront distribution (its metrics live in us-east-1). */
  distributionId: string;
}

export class ObservabilityStack extends Stack {
  readonly dashboard: Dashboard;
  readonly alarmTopic: Topic;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: ObservabilityStackProps) {
    super(scope, id, { description: 'Campfire: dashboard and alarms', ...props });
    this.alarmTopic = new AlarmTopic(this, 'Alarms', {
      email: props.alarmEmail,
      webhookUrl: props.alarmWebhookUrl,
    }).topic;
    const notify = new SnsAction(this.alarmTopic);
    const { httpApi } = props;

    const requests = httpApi.metricCount({ period: PERIOD, statistic: 'Sum' });
    const errors5xx = httpApi.metricServerError({ period: PERIOD, statistic: 'Sum' });
    const errors4xx = httpApi.metricClientError({ period: PERIOD, statistic: 'Sum' });
    const rate5xx = new MathExpression({
      expression: 'IF(requests > 0, 100 * errors / requests, 0)',
      usingMetrics: { requests, errors: errors5xx },
      period: PERIOD,
      label: 'API 5xx rate (%)',
    });

    const apiAlarm = new Alarm(this, 'Api5xxRate', {
      alarmName: 'Campfire-Api5xxRate',
      alarmDescription: `More than ${API_5XX_RATE_THRESHOLD}% of API requests failed with 5xx in 2 of 3 five-minute periods. Runbook: ${RUNBOOK_URL}#campfire-api5xxrate`,
      metric: rate5xx,
      threshold: API_5XX_RATE_THRESHOLD,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.alarms.push(apiAlarm);

    const booking = bookingHealth(this, props);
    const widgets: IWidget[][] = [
      [
        new TextWidget({
          markdown: `# Can people book right now?\nRunbooks: ${RUNBOOK_URL} (one section per alarm).`,
          width: 24,
          height: 2,
        }),
      ],
      ...booking.rows,
      [new TextWidget({ markdown: '## API by context', width: 24, height: 1 })],
      [
        new GraphWidget({ title: 'API requests', left: [requests], width: 8 }),
        new GraphWidget({ title: 'API 4xx / 5xx', left: [errors4xx, errors5xx], right: [rate5xx], width: 8 }),
        new GraphWidget({
          title: 'API latency (ms)',
          left: ['p50', 'p90', 'p99'].map((statistic) =>
            httpApi.metricLatency({ period: PERIOD, statistic }),
          ),
          width: 8,
        }),
      ],
    ];

    for (const [name, fn] of props.functions) {
      const fnErrors = fn.metricErrors({ period: PERIOD, statistic: 'Sum' });
      const alarm = new Alarm(this, `${name}Errors`, {
        alarmName: `Campfire-${name}Errors`,
        alarmDescription: `The ${name} API Lambda failed ${LAMBDA_ERRORS_THRESHOLD} or more times in five minutes. Runbook: ${RUNBOOK_URL}#campfire-contexterrors`,
        metric: fnErrors,
        threshold: LAMBDA_ERRORS_THRESHOLD,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      this.alarms.push(alarm);
      widgets.push([
        new GraphWidget({
          title: `${name}: errors and throttles`,
          left: [fnErrors, fn.metricThrottles({ period: PERIOD, statistic: 'Sum' })],
          width: 12,
        }),
        new GraphWidget({
          title: `${name}: duration (ms)`,
          left: ['p50', 'p99', 'Maximum'].map((statistic) =>
            fn.metricDuration({ period: PERIOD, statistic }),
          ),
          width: 12,
        }),
      ]);
    }

    this.alarms.push(...booking.alarms);
    widgets.push(...booking.tailRows);

    for (const alarm of this.alarms) {
      alarm.addAlarmAction(notify);
      alarm.addOkAction(notify);
    }

    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: `Campfire-${this.region}`,
      defaultInterval: Duration.hours(6),
      widgets,
    });
  }
}
