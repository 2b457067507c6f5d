/**
 * The dashboard rows and alarms that answer "can people book right now?": the business metrics of
 * functions/adapters/observability (claims, checkouts, postbacks, sweeper), the workflows, the sweeper,
 * DynamoDB, CloudFront and a per-tenant breakdown that finds tenants from the metrics' `tenant`
 * dimension (no deploy-time tenant list). Each alarm is named `Campfire-<Name>` and links its runbook,
 * docs/runbooks/Campfire-<Name>.md.
 */
import { Duration } from 'aws-cdk-lib';
import {
  Alarm,
  ComparisonOperator,
  GraphWidget,
  MathExpression,
  Metric,
  TextWidget,
  TreatMissingData,
  type IMetric,
  type IWidget,
} from 'aws-cdk-lib/aws-cloudwatch';
import { Operation } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { METRIC, METRICS_NAMESPACE, METRICS_SERVICE, TENANT_DIMENSION } from '#adapters/observability/index';
import { runbookLink } from '../runbooks.ts';
import type { ObservabilityStackProps } from './observability.ts';
import { CLOUDFRONT_REGION } from './web.ts';

const PERIOD = Duration.minutes(5);

/** p99 duration, in ms, above which claims or availability reads are too slow for a person waiting. */
export const P99_LATENCY_THRESHOLD_MS = 2000;

const business = (metricName: string, label?: string) =>
  new Metric({
    namespace: METRICS_NAMESPACE,
    metricName,
    dimensionsMap: { service: METRICS_SERVICE },
    statistic: 'Sum',
    period: PERIOD,
    label: label ?? metricName,
  });

const WRITE_OPERATIONS = [
  Operation.GET_ITEM,
  Operation.QUERY,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.BATCH_GET_ITEM,
  Operation.BATCH_WRITE_ITEM,
  Operation.TRANSACT_WRITE_ITEMS,
];

interface AlarmSpec {
  name: string;
  description: string;
  metric: IMetric;
  threshold: number;
  comparison: ComparisonOperator;
  evaluationPeriods?: number;
  datapointsToAlarm?: number;
  missing?: TreatMissingData;
}

export interface BookingHealth {
  /** The rows right under the title: the booking health, then workflows, sweeper and DynamoDB. */
  rows: IWidget[][];
  /** CloudFront and the per-tenant breakdown, after the API rows. */
  tailRows: IWidget[][];
  alarms: Alarm[];
}

export function bookingHealth(scope: Construct, props: ObservabilityStackProps): BookingHealth {
  const alarms: Alarm[] = [];
  const alarm = (spec: AlarmSpec) => {
    const a = new Alarm(scope, spec.name, {
      alarmName: `Campfire-${spec.name}`,
      alarmDescription: `${spec.description} ${runbookLink(props.runbookBaseUrl, `Campfire-${spec.name}`)}`,
      metric: spec.metric,
      threshold: spec.threshold,
      comparisonOperator: spec.comparison,
      evaluationPeriods: spec.evaluationPeriods ?? 1,
      datapointsToAlarm: spec.datapointsToAlarm,
      treatMissingData: spec.missing ?? TreatMissingData.NOT_BREACHING,
    });
    alarms.push(a);
    return a;
  };
  const fn = (name: string) => {
    const f = props.functions.get(name);
    if (!f) throw new Error(`no API Lambda for the ${name} context`);
    return f;
  };

  // Booking health.
  const claimRate = new MathExpression({
    expression: 'IF(granted + refused >= 20, 100 * granted / (granted + refused), 100)',
    usingMetrics: { granted: business(METRIC.claimsGranted), refused: business(METRIC.claimsRefused) },
    period: PERIOD,
    label: 'Claim success (%)',
  });
  const checkoutRate = new MathExpression({
    expression: 'IF(started >= 10, 100 * completed / started, 100)',
    usingMetrics: {
      started: business(METRIC.checkoutsStarted),
      completed: business(METRIC.checkoutsCompleted),
    },
    period: PERIOD,
    label: 'Checkout success (%)',
  });
  const postbackFailures = business(METRIC.postbackFailures, 'Postback failures');
  const claimP99 = fn('reservations').metricDuration({
    period: PERIOD,
    statistic: 'p99',
    label: 'Claim p99 (ms)',
  });
  const availabilityP99 = fn('spots').metricDuration({
    period: PERIOD,
    statistic: 'p99',
    label: 'Availability p99 (ms)',
  });
  alarm({
    name: 'ClaimSuccessRate',
    description: 'Fewer than 5% of at least 20 claims in five minutes were granted, in 2 of 3 periods.',
    metric: claimRate,
    threshold: 5,
    comparison: ComparisonOperator.LESS_THAN_THRESHOLD,
    evaluationPeriods: 3,
    datapointsToAlarm: 2,
  });
  alarm({
    name: 'CheckoutSuccessRate',
    description:
      'Fewer than half of at least 10 checkouts started in five minutes completed, in 2 of 3 periods.',
    metric: checkoutRate,
    threshold: 50,
    comparison: ComparisonOperator.LESS_THAN_THRESHOLD,
    evaluationPeriods: 3,
    datapointsToAlarm: 2,
  });
  alarm({
    name: 'PostbackFailures',
    description: 'A payment postback failed: a paid order may not have completed.',
    metric: postbackFailures,
    threshold: 1,
    comparison: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
  });
  alarm({
    name: 'ClaimLatencyP99',
    description: `The claim Lambda's p99 duration was above ${P99_LATENCY_THRESHOLD_MS} ms in 2 of 3 periods.`,
    metric: claimP99,
    threshold: P99_LATENCY_THRESHOLD_MS,
    comparison: ComparisonOperator.GREATER_THAN_THRESHOLD,
    evaluationPeriods: 3,
    datapointsToAlarm: 2,
  });
  alarm({
    name: 'AvailabilityLatencyP99',
    description: `The availability Lambda's p99 duration was above ${P99_LATENCY_THRESHOLD_MS} ms in 2 of 3 periods.`,
    metric: availabilityP99,
    threshold: P99_LATENCY_THRESHOLD_MS,
    comparison: ComparisonOperator.GREATER_THAN_THRESHOLD,
    evaluationPeriods: 3,
    datapointsToAlarm: 2,
  });
  const healthRow: IWidget[] = [
    new GraphWidget({
      title: 'Claim success (%)',
      left: [claimRate],
      width: 5,
      leftYAxis: { min: 0, max: 100 },
    }),
    new GraphWidget({
      title: 'Checkout success (%)',
      left: [checkoutRate],
      width: 5,
      leftYAxis: { min: 0, max: 100 },
    }),
    new GraphWidget({ title: 'Postback failures', left: [postbackFailures], width: 4 }),
    new GraphWidget({ title: 'Claim p99 (ms)', left: [claimP99], width: 5 }),
    new GraphWidget({ title: 'Availability p99 (ms)', left: [availabilityP99], width: 5 }),
  ];
  const volumeRow: IWidget[] = [
    new GraphWidget({
      title: 'Claims',
      left: [business(METRIC.claimsGranted), business(METRIC.claimsRefused)],
      width: 8,
    }),
    new GraphWidget({
      title: 'Checkouts',
      left: [
        business(METRIC.cartItemsAdded),
        business(METRIC.checkoutsStarted),
        business(METRIC.checkoutsCompleted),
        business(METRIC.checkoutsDeclined),
        business(METRIC.checkoutsAbandoned),
      ],
      width: 8,
    }),
    new GraphWidget({
      title: 'Postbacks and refunds',
      left: [business(METRIC.postbacksReceived), postbackFailures, business(METRIC.refunds)],
      width: 8,
    }),
  ];

  // Workflows.
  const machines = Object.entries(props.stateMachines);
  const workflowFailures = new MathExpression({
    expression: machines.map(([name]) => `failed_${name} + timedout_${name}`).join(' + '),
    usingMetrics: Object.fromEntries(
      machines.flatMap(([name, sm]) => [
        [`failed_${name}`, sm.metricFailed({ period: PERIOD, statistic: 'Sum' })],
        [`timedout_${name}`, sm.metricTimedOut({ period: PERIOD, statistic: 'Sum' })],
      ]),
    ),
    period: PERIOD,
    label: 'Executions failed or timed out',
  });
  alarm({
    name: 'WorkflowFailures',
    description: 'A checkout or postback execution failed or timed out (a system failure, not a refusal).',
    metric: workflowFailures,
    threshold: 1,
    comparison: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
  });
  const taskErrors = props.workflowTasks.metricErrors({ period: PERIOD, statistic: 'Sum' });
  alarm({
    name: 'WorkflowTaskErrors',
    description: 'The workflow task Lambda crashed or timed out 3 or more times in five minutes.',
    metric: taskErrors,
    threshold: 3,
    comparison: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
  });
  const workflowRow: IWidget[] = [
    new TextWidget({ markdown: '## Workflows, sweeper, DynamoDB', width: 24, height: 1 }),
    ...machines.map(
      ([name, sm]) =>
        new GraphWidget({
          title: `${name} executions`,
          left: [
            sm.metricStarted({ period: PERIOD, statistic: 'Sum' }),
            sm.metricSucceeded({ period: PERIOD, statistic: 'Sum' }),
            sm.metricFailed({ period: PERIOD, statistic: 'Sum' }),
            sm.metricTimedOut({ period: PERIOD, statistic: 'Sum' }),
          ],
          width: 8,
        }),
    ),
    new GraphWidget({
      title: 'Workflow tasks: errors, p99 (ms)',
      left: [taskErrors, business(METRIC.workflowFailures)],
      right: [props.workflowTasks.metricDuration({ period: PERIOD, statistic: 'p99' })],
      width: 8,
    }),
  ];

  // Sweeper.
  const sweeperRuns = props.sweeper.metricInvocations({ period: PERIOD, statistic: 'Sum' });
  const sweeperErrors = props.sweeper.metricErrors({ period: PERIOD, statistic: 'Sum' });
  const tenantFailures = business(METRIC.sweeperTenantFailures, 'Tenants failed');
  alarm({
    name: 'SweeperNotRunning',
    description: 'The hold sweeper ran fewer than 3 times in five minutes (it runs every minute).',
    metric: sweeperRuns,
    threshold: 3,
    comparison: ComparisonOperator.LESS_THAN_THRESHOLD,
    evaluationPeriods: 2,
    missing: TreatMissingData.BREACHING,
  });
  alarm({
    name: 'SweeperFailures',
    description: 'The hold sweeper failed, or failed for a tenant, in two consecutive periods.',
    metric: new MathExpression({
      expression: 'errors + tenants',
      usingMetrics: { errors: sweeperErrors, tenants: tenantFailures },
      period: PERIOD,
      label: 'Sweeper failures',
    }),
    threshold: 1,
    comparison: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    evaluationPeriods: 2,
  });
  const sweeperRow: IWidget[] = [
    new GraphWidget({
      title: 'Sweeper runs and errors',
      left: [sweeperRuns, sweeperErrors, tenantFailures],
      width: 8,
    }),
    new GraphWidget({ title: 'Sweeper items', left: [business(METRIC.sweeperItems)], width: 8 }),
    new GraphWidget({
      title: 'Sweeper duration (ms)',
      left: ['p50', 'Maximum'].map((statistic) =>
        props.sweeper.metricDuration({ period: PERIOD, statistic }),
      ),
      width: 8,
    }),
  ];

  // DynamoDB.
  const throttles = props.table.metricThrottledRequestsForOperations({
    operations: WRITE_OPERATIONS,
    period: PERIOD,
    label: 'Throttled requests',
  });
  const systemErrors = props.table.metricSystemErrorsForOperations({
    operations: WRITE_OPERATIONS,
    period: PERIOD,
    label: 'System errors',
  });
  alarm({
    name: 'DynamoDbThrottles',
    description: 'DynamoDB throttled requests to the table in two consecutive periods.',
    metric: throttles,
    threshold: 1,
    comparison: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    evaluationPeriods: 2,
  });
  alarm({
    name: 'DynamoDbSystemErrors',
    description: 'DynamoDB answered requests to the table with internal errors.',
    metric: systemErrors,
    threshold: 1,
    comparison: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
  });
  const dynamoRow: IWidget[] = [
    // Separate graphs: both expressions name their per-operation metrics alike.
    new GraphWidget({ title: 'DynamoDB throttled requests', left: [throttles], width: 6 }),
    new GraphWidget({ title: 'DynamoDB system errors', left: [systemErrors], width: 6 }),
    new GraphWidget({
      title: 'Conditional-check failures (claims lost to a race are expected)',
      left: [props.table.metricConditionalCheckFailedRequests({ period: PERIOD, statistic: 'Sum' })],
      width: 6,
    }),
    new GraphWidget({
      title: 'DynamoDB latency (ms)',
      left: [Operation.GET_ITEM, Operation.QUERY, Operation.TRANSACT_WRITE_ITEMS].map((operation) =>
        props.table.metricSuccessfulRequestLatency({
          dimensionsMap: { TableName: props.table.tableName, Operation: operation },
          period: PERIOD,
          statistic: 'Average',
        }),
      ),
      width: 6,
    }),
  ];

  // CloudFront reports in us-east-1 only (its alarm lives there: EdgeAlarmsStack).
  const cloudFront = (metricName: string, statistic: string) =>
    new Metric({
      namespace: 'AWS/CloudFront',
      metricName,
      dimensionsMap: { DistributionId: props.distributionId, Region: 'Global' },
      region: CLOUDFRONT_REGION,
      statistic,
      period: PERIOD,
    });
  const cloudFrontRow: IWidget[] = [
    new TextWidget({ markdown: '## CloudFront and tenants', width: 24, height: 1 }),
    new GraphWidget({ title: 'CloudFront requests', left: [cloudFront('Requests', 'Sum')], width: 8 }),
    new GraphWidget({
      title: 'CloudFront error rates (%)',
      left: [cloudFront('4xxErrorRate', 'Average'), cloudFront('5xxErrorRate', 'Average')],
      width: 8,
    }),
  ];
  // Tenants come from the metrics' tenant dimension: a new tenant appears without a deploy.
  const perTenant = (metricName: string) =>
    new MathExpression({
      expression: `SEARCH('{${METRICS_NAMESPACE},service,${TENANT_DIMENSION}} MetricName="${metricName}"', 'Sum', ${PERIOD.toSeconds()})`,
      usingMetrics: {},
      period: PERIOD,
      label: metricName,
    });
  const tenantRow: IWidget[] = [METRIC.claimsGranted, METRIC.checkoutsCompleted, METRIC.postbackFailures].map(
    (name) => new GraphWidget({ title: `${name} by tenant`, left: [perTenant(name)], width: 8 }),
  );

  return {
    rows: [healthRow, volumeRow, workflowRow, sweeperRow, dynamoRow],
    tailRows: [cloudFrontRow, tenantRow],
    alarms,
  };
}
