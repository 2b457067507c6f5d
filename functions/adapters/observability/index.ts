/**
 * Business metrics and tracing (Powertools for AWS Lambda). Each metric is a count in the `Campfire`
 * namespace, written as CloudWatch embedded metric format at once (a single-metric flush, so it works
 * in every Lambda, HTTP or not): once with the deployment-wide dimension `service=campfire`, which the
 * alarms read, and once more with `tenant`, which the dashboard's per-tenant breakdown reads. Outside
 * AWS (CAMPFIRE_RUNTIME≠aws) nothing is written.
 *
 * Every Lambda entry is built with `tracedMiddy()` (the API pipeline) or `traced()` (the workflow tasks,
 * the sweeper, the Cognito triggers, the tenant bootstrap): Powertools Tracer opens an X-Ray subsegment
 * per invocation and annotates cold starts (the Lambdas run with active tracing). Outside AWS the
 * tracer is left out, so the local runtime needs no X-Ray. `isTraced()` tells the tests which handlers
 * were built so.
 */
import { MetricUnit, Metrics } from '@aws-lambda-powertools/metrics';
import middy, { type MiddlewareObj, type MiddyfiedHandler } from '@middy/core';
import type { Context } from 'aws-lambda';

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

/** API answers of 5xx the pipeline handled (no Lambda error), by API context: the context's errors alarm adds them. */
export const SERVER_ERRORS_METRIC = 'ServerErrors';
/** API answers of 4xx, by API context (API Gateway counts them only API-wide). */
export const CLIENT_ERRORS_METRIC = 'ClientErrors';
export const CONTEXT_DIMENSION = 'context';

const onAws = () => process.env.CAMPFIRE_RUNTIME === 'aws';

/**
 * The tracer's modules, loaded on AWS only: the X-Ray SDK under it installs an async hook on every
 * promise of the process when it is imported, which the local runtime (every request in one process,
 * no X-Ray) paid for on each claim without tracing anything.
 */
const xray = onAws()
  ? {
      ...(await import('@aws-lambda-powertools/tracer')),
      ...(await import('@aws-lambda-powertools/tracer/middleware')),
    }
  : undefined;
type Tracer = InstanceType<NonNullable<typeof xray>['Tracer']>;

let metrics: Metrics | undefined;

/** Writes one count per dimension set (besides service=campfire) at once; never throws: a metric must not fail a request. */
function count(name: string, value: number, dimensionSets: Array<Record<string, string>>): void {
  if (!onAws()) return;
  try {
    metrics ??= new Metrics({ namespace: METRICS_NAMESPACE, serviceName: METRICS_SERVICE });
    for (const dimensions of dimensionSets) {
      const single = metrics.singleMetric();
      for (const [key, dimension] of Object.entries(dimensions)) single.addDimension(key, dimension);
      single.addMetric(name, MetricUnit.Count, value);
    }
  } catch {
    // Metrics are best effort.
  }
}

/** Counts `value` of a business metric, deployment-wide and for the tenant. */
export function countMetric(name: MetricName, tenantId: string, value = 1): void {
  count(name, value, [{}, { [TENANT_DIMENSION]: tenantId }]);
}

/** Counts a 5xx answer of an API context. */
export function countServerError(context: string): void {
  count(SERVER_ERRORS_METRIC, 1, [{ [CONTEXT_DIMENSION]: context }]);
}

/** Counts a 4xx answer of an API context. */
export function countClientError(context: string): void {
  count(CLIENT_ERRORS_METRIC, 1, [{ [CONTEXT_DIMENSION]: context }]);
}

let tracer: Tracer | undefined;

/** The X-Ray middleware of a middy handler; a no-op outside AWS. */
function tracing(): MiddlewareObj {
  if (!onAws() || !xray) return { before: () => undefined };
  tracer ??= new xray.Tracer({ serviceName: process.env.POWERTOOLS_SERVICE_NAME });
  return xray.captureLambdaHandler(tracer, { captureResponse: false }) as MiddlewareObj;
}

/** The handlers built here (middy returns the same function from `.use()` and `.handler()`). */
const tracedHandlers = new WeakSet<object>();

/**
 * A middy handler whose first middleware is the tracer: add the others and `.handler()`. With
 * `timeoutEarly: false` middy does not answer before the function's own timeout.
 */
export function tracedMiddy<TEvent, TResult>({
  timeoutEarly = true,
}: { timeoutEarly?: boolean } = {}): MiddyfiedHandler<TEvent, TResult, Error, Context> {
  const handler = middy<TEvent, TResult, Error, Context>(timeoutEarly ? {} : { timeoutEarlyInMillis: 0 }).use(
    tracing(),
  );
  tracedHandlers.add(handler);
  return handler;
}

/** A Lambda entry with no middleware of its own; the context is optional for callers outside Lambda. */
export type TracedHandler<TEvent, TResult> = (event: TEvent, context?: Context) => Promise<TResult>;

/** `handle` as a traced Lambda entry. */
export function traced<TEvent, TResult>(
  handle: (event: TEvent, context: Context) => Promise<TResult>,
): TracedHandler<TEvent, TResult> {
  // The function's own timeout ends it, as the workflows' retries expect of a task.
  const handler = tracedMiddy<TEvent, TResult>({ timeoutEarly: false }).handler(handle);
  return handler as TracedHandler<TEvent, TResult>;
}

/** Whether a module's `handler` was built with the tracer. */
export function isTraced(handler: unknown): boolean {
  return typeof handler === 'function' && tracedHandlers.has(handler);
}
