/**
 * What the on-call engineer looks at: one dashboard per deployment whose first row answers "can people
 * book right now?" (claim and checkout success rates, postback failures, p99 latency of claims and
 * availability), then workflows, the sweeper, DynamoDB, the API by context, CloudFront and a per-tenant
 * breakdown; an alarm on each, notifying the topic Campfire-Alarms, whose subscribers the deployment
 * settings and tenant files name. Every alarm links its runbook page (lib/runbooks.ts).
 */
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
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
import {
  CLIENT_ERRORS_METRIC,
  CONTEXT_DIMENSION,
  METRICS_NAMESPACE,
  METRICS_SERVICE,
  SERVER_ERRORS_METRIC,
} from '#adapters/observability/index';
import { RUNBOOK_PAGE, runbookLink } from '../runbooks.ts';
import { bookingHealth } from './booking-health.ts';

const PERIOD = Duration.minutes(5);
/** Percentage of API requests answered 5xx over a period that pages on-call. */
export const API_5XX_RATE_THRESHOLD = 5;
/** A context's failures in a period that page on-call: crashes and timeouts, and the 5xx answers it handled. */
export const LAMBDA_ERRORS_THRESHOLD = 3;

/** Who the alarms reach: the deployment's on-call and each tenant file's `alarms`. */
export interface AlarmSubscribers {
  emails: string[];
  webhookUrls: string[];
}

/**
 * The named, encrypted topic every alarm notifies (the AWS-managed SNS key does not allow CloudWatch).
 * A deployment whose alarms would reach nobody does not synthesize.
 */
export class AlarmTopic extends Construct {
  static readonly TOPIC_NAME = 'Campfire-Alarms';
  readonly topic: Topic;

  constructor(scope: Construct, id: string, props: AlarmSubscribers) {
    super(scope, id);
    if (props.emails.length === 0 && props.webhookUrls.length === 0) {
      throw new Error(
        'Alarms must reach someone: set campfire:alarmEmail or campfire:alarmWebhookUrl (cdk.json context or -c), or "alarms" in a tenant file',
      );
    }
    const key = new Key(this, 'Key', { enableKeyRotation: true, description: 'Campfire alarm topic' });
    key.grant(new ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
    this.topic = new Topic(this, 'Topic', {
      topicName: AlarmTopic.TOPIC_NAME,
      displayName: 'Campfire alarms',
      masterKey: key,
      enforceSSL: true,
    });
    for (const email of new Set(props.emails)) this.topic.addSubscription(new EmailSubscription(email));
    // A chat webhook receives the SNS notification JSON.
    for (const url of new Set(props.webhookUrls)) this.topic.addSubscription(new UrlSubscription(url));
  }
}

export interface ObservabilityStackProps extends StackProps {
  httpApi: IHttpApi;
  functions: Map<string, IFunction>;
  alarmSubscribers: AlarmSubscribers;
  /** lib/settings.ts runbookBaseUrl. */
  runbookBaseUrl: string;
  table: ITable;
  stateMachines: Record<WorkflowName, IStateMachine>;
  workflowTasks: IFunction;
  sweeper: IFunction;
  /** The CloudFront distribution (its metrics live in us-east-1). */
  distributionId: string;
}

/** A count the API pipeline writes per context (functions/http/pipeline.ts). */
function contextMetric(metricName: string, context: string, label: string): Metric {
  return new Metric({
    namespace: METRICS_NAMESPACE,
    metricName,
    dimensionsMap: { service: METRICS_SERVICE, [CONTEXT_DIMENSION]: context },
    statistic: 'Sum',
    period: PERIOD,
    label,
  });
}

/** That count for every context at once, a line each (a context added later appears without a change here). */
function byContext(metricName: string): MathExpression {
  return new MathExpression({
    expression: `SEARCH('{${METRICS_NAMESPACE},${CONTEXT_DIMENSION},service} MetricName="${metricName}"', 'Sum', ${PERIOD.toSeconds()})`,
    usingMetrics: {},
    period: PERIOD,
    // CloudWatch's dynamic label: each line is named for its context.
    label: "${PROP('Dim.context')}",
  });
}

export class ObservabilityStack extends Stack {
  readonly dashboard: Dashboard;
  readonly alarmTopic: Topic;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: ObservabilityStackProps) {
    super(scope, id, { description: 'Campfire: dashboard and alarms', ...props });
    this.alarmTopic = new AlarmTopic(this, 'Alarms', props.alarmSubscribers).topic;
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
      alarmDescription: `More than ${API_5XX_RATE_THRESHOLD}% of API requests failed with 5xx in 2 of 3 five-minute periods. ${runbookLink(props.runbookBaseUrl, 'Campfire-Api5xxRate')}`,
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
          markdown: `# Can people book right now?\nRunbooks: ${props.runbookBaseUrl} (a page per alarm, under its name).`,
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
      [SERVER_ERRORS_METRIC, CLIENT_ERRORS_METRIC].map(
        (metricName) =>
          new GraphWidget({
            title: `API ${metricName === SERVER_ERRORS_METRIC ? '5xx' : '4xx'} by context`,
            left: [byContext(metricName)],
            width: 12,
          }),
      ),
    ];

    for (const [name, fn] of props.functions) {
      const fnErrors = fn.metricErrors({ period: PERIOD, statistic: 'Sum' });
      // A 5xx the pipeline handled is no Lambda error; functions/http counts it as ServerErrors.
      const handled = contextMetric(SERVER_ERRORS_METRIC, name, `${name}: handled 5xx`);
      // The person's errors (validation, refusals, missing sign-in): a rise after a release is a contract change.
      const clientErrors = contextMetric(CLIENT_ERRORS_METRIC, name, `${name}: 4xx`);
      const failures = new MathExpression({
        expression: 'crashes + handled',
        usingMetrics: { crashes: fnErrors, handled },
        period: PERIOD,
        label: `${name}: failures`,
      });
      const alarm = new Alarm(this, `${name}Errors`, {
        alarmName: `Campfire-${name}Errors`,
        alarmDescription: `The ${name} API Lambda failed (crashed, timed out or answered 5xx) ${LAMBDA_ERRORS_THRESHOLD} or more times in five minutes. ${runbookLink(props.runbookBaseUrl, RUNBOOK_PAGE.contextErrors)}`,
        metric: failures,
        threshold: LAMBDA_ERRORS_THRESHOLD,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      this.alarms.push(alarm);
      widgets.push([
        new GraphWidget({
          title: `${name}: errors and throttles (left), 4xx (right)`,
          left: [fnErrors, handled, fn.metricThrottles({ period: PERIOD, statistic: 'Sum' })],
          right: [clientErrors],
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
