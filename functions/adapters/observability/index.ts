/**
 * Business metrics and tracing (Powertools for AWS Lambda). Each metric is a count in the `Campfire`
 * namespace, written as CloudWatch embedded metric format at once (a single-metric flush, so it works
 * in every Lambda, HTTP or not): once with the deployment-wide dimension `service=campfire`, which the
 * alarms read, and once more with `tenant`, which the dashboard's per-tenant breakdown reads. Outside
 * AWS (CAMPFIRE_RUNTIME≠aws) nothing is written. `tracing()` is the middy middleware that opens an X-Ray
 * subsegment per invocation and annotates cold starts (the Lambdas run with active tracing).
 */
import { MetricUnit, Metrics } from '@aws-lambda-powertools/metrics';
import { Tracer } from '@aws-lambda-powertools/tracer';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { MiddlewareObj } from '@middy/core';

export const METRICS_NAMESPACE = 'Campfire';
/** The deployment-wide dimension value of every Campfire metric. */
export const METRICS_SERVICE = 'campfire';
export const TENANT_DIMENSION = 'tenant';

/** The business metrics (dashboards and alarms name them from here). */
export const METRIC = {
  claimsGranted: 'ClaimsGranted',
  claimsRefused: 'ClaimsRefused',
  cartItemsAdded: 'CartItemsAdded',
  checkoutsStarted: 'CheckoutsStarted',
  checkoutsCompleted: 'CheckoutsCompleted',
  checkoutsDeclined: 'CheckoutsDeclined',
  checkoutsAbandoned: 'CheckoutsAbandoned',
  postbacksReceived: 'PostbacksReceived',
  postbackFailures: 'PostbackFailures',
  workflowFailures: 'WorkflowFailures',
  refunds: 'Refunds',
  sweeperItems: 'SweeperItems',
  sweeperTenantFailures: 'SweeperTenantFailures',
} as const;
export type MetricName = (typeof METRIC)[keyof typeof METRIC];

const onAws = () => process.env.CAMPFIRE_RUNTIME === 'aws';

let metrics: Metrics | undefined;

/** Counts `value` of a business metric for a tenant; never throws (a metric must not fail a request). */
export function countMetric(name: MetricName, tenantId: string, value = 1): void {
  if (!onAws()) return;
  try {
    metrics ??= new Metrics({ namespace: METRICS_NAMESPACE, serviceName: METRICS_SERVICE });
    metrics.singleMetric().addMetric(name, MetricUnit.Count, value);
    const perTenant = metrics.singleMetric();
    perTenant.addDimension(TENANT_DIMENSION, tenantId);
    perTenant.addMetric(name, MetricUnit.Count, value);
  } catch {
    // Metrics are best effort.
  }
}

let tracer: Tracer | undefined;

/** The X-Ray middleware of a middy handler; a no-op outside AWS. */
export function tracing(): MiddlewareObj {
  if (!onAws()) return { before: () => undefined };
  tracer ??= new Tracer({ serviceName: process.env.POWERTOOLS_SERVICE_NAME });
  return captureLambdaHandler(tracer, { captureResponse: false }) as MiddlewareObj;
}
