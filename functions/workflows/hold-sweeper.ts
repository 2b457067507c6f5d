/**
 * The expired-hold sweeper (public §4.4, §4.5, §9): every minute, for each tenant, cart items whose
 * hold has run out leave the cart, their Pending reservations become Expired (and a Pending order they
 * were checked out in, never paid, becomes Abandoned), and the expired holds and their held nights are
 * deleted. Before an order is abandoned the payment provider is asked: an order it holds a payment for
 * is settled as its postback would (completed, or refunded), and its unpaid session is cancelled. The same
 * minute closes unpaid change orders whose edit hold ran out (change-expiry.ts) and retries refunds the
 * provider did not answer (owed-refunds.ts). Claims already treat an expired hold as free and GET Cart already
 * hides expired items, so the sweeper only tidies what the rules ignore; that is why a bounded batch
 * per run is enough and why every step is conditional (idempotent: a second run is a no-op).
 *
 * On AWS an EventBridge Scheduler schedule invokes `handler` (lib/platform/sweeper.ts) for the tenants of
 * the table's tenant directory; locally the runtime calls `sweepExpiredHolds` for its configured tenants
 * on a timer (bin/local/sweeper.ts).
 */
import { Logger } from '@aws-lambda-powertools/logger';
import { METRIC, countMetric, traced } from '#adapters/observability/index';
import { listTenantIds } from '#store/tenants';
import { expireCartItem, listExpiredCartItems } from '#store/cart';
import { deleteExpiredHold } from '#store/holds';
import { abandonOrder, getOrder } from '#store/orders';
import { outcomeBeforeAbandoning } from './payment-outcome.ts';
import { reconcilePayments } from './reconcile-payments.ts';
import { closeExpiredChanges } from './change-expiry.ts';
import { retryOwedRefunds } from './owed-refunds.ts';
import { getReservation } from '#store/reservations';
import type { TenantId } from '#domain/catalogue';
import { toTenantId } from '#domain/tenant-id';

/** Expired cart items read per index shard and tenant in one run (4 shards: at most 100 per tenant). */
export const SWEEP_BATCH_PER_SHARD = 25;

export interface SweepCounts {
  tenantId: TenantId;
  /** Expired items found in the index (eventually consistent: may include ones already gone). */
  found: number;
  /** Items deleted with their reservation moved Pending → Expired. */
  reservationsExpired: number;
  /** Items deleted whose reservation was no longer Pending. */
  itemsRemoved: number;
  holdsDeleted: number;
  /** Pending orders of expired reservations, now Abandoned. */
  ordersAbandoned: number;
  /** Orders of expired reservations the provider had a payment for: settled instead of abandoned. */
  ordersPaid: number;
  /** Items left for the next run: a card still processing, or a provider that did not answer. */
  itemsWaiting: number;
}

/** Sweeps one tenant's expired cart items (one bounded batch). */
export async function sweepTenant(
  tenantId: TenantId,
  now = new Date(),
  batchPerShard = SWEEP_BATCH_PER_SHARD,
): Promise<SweepCounts> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const expired = await listExpiredCartItems(tenantId, nowSeconds, batchPerShard);
  const counts: SweepCounts = {
    tenantId,
    found: expired.length,
    reservationsExpired: 0,
    itemsRemoved: 0,
    holdsDeleted: 0,
    ordersAbandoned: 0,
    ordersPaid: 0,
    itemsWaiting: 0,
  };
  for (const { owner, item } of expired) {
    const reservation = await getReservation(tenantId, item.reservationId);
    const order =
      reservation?.status === 'Pending' && reservation.orderId
        ? await getOrder(tenantId, reservation.orderId)
        : undefined;
    if (order) {
      const payment = await outcomeBeforeAbandoning(tenantId, order, nowSeconds);
      if (payment === 'paid') counts.ordersPaid += 1;
      if (payment === 'wait') counts.itemsWaiting += 1;
      if (payment !== 'unpaid') continue;
    }
    const outcome = await expireCartItem(tenantId, owner, item, nowSeconds);
    if (outcome === 'kept') continue;
    if (outcome === 'expired') {
      counts.reservationsExpired += 1;
      // Checked out but never paid (booking model step 8): its order can no longer complete.
      if (order && (await abandonOrder(tenantId, order.id))) counts.ordersAbandoned += 1;
    } else counts.itemsRemoved += 1;
    if (await deleteExpiredHold(tenantId, item.lockCode, nowSeconds)) counts.holdsDeleted += 1;
  }
  return counts;
}

export interface TenantRun {
  sweep: SweepCounts;
  changes: Awaited<ReturnType<typeof closeExpiredChanges>>;
  refunds: Awaited<ReturnType<typeof retryOwedRefunds>>;
  payments: Awaited<ReturnType<typeof reconcilePayments>>;
}

/**
 * One tenant's minute: its expired holds, the change orders whose edit hold ran out unpaid, the refunds
 * of cancellations the provider has not answered yet, then the reconciliation of its provider payments.
 */
async function runTenant(tenantId: TenantId, now: Date): Promise<TenantRun> {
  const sweep = await sweepTenant(tenantId, now);
  const changes = await closeExpiredChanges(tenantId, now);
  const refunds = await retryOwedRefunds(tenantId, now);
  return { sweep, changes, refunds, payments: await reconcilePayments(tenantId, now) };
}

/**
 * Sweeps and reconciles every tenant; one tenant's failure does not stop the others (the next minute
 * tries again), but it is reported: the run rejects with every tenant's error once all have run.
 */
export async function sweepExpiredHolds(
  tenantIds: readonly TenantId[],
  now = new Date(),
  logger?: Logger,
): Promise<TenantRun[]> {
  const results = await Promise.allSettled(tenantIds.map((t) => runTenant(t, now)));
  const failures = results.flatMap((r, i) => {
    if (r.status === 'fulfilled') {
      const { sweep } = r.value;
      countMetric(METRIC.sweeperItems, sweep.tenantId, sweep.found);
      countMetric(METRIC.checkoutsAbandoned, sweep.tenantId, sweep.ordersAbandoned);
      return [];
    }
    countMetric(METRIC.sweeperTenantFailures, tenantIds[i]!);
    logger?.error('hold sweep failed', { tenantId: tenantIds[i], error: r.reason as Error });
    return [{ tenantId: tenantIds[i], reason: r.reason as unknown }];
  });
  if (failures.length > 0)
    throw new AggregateError(
      failures.map((f) => f.reason),
      `hold sweep failed for ${failures.map((f) => f.tenantId).join(', ')}`,
    );
  return results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
}

const logger = new Logger({ serviceName: 'hold-sweeper' });

/** What a run did, for the log: only the tenants where something happened. */
export function runSummary(runs: readonly TenantRun[]) {
  return runs.filter(
    (r) =>
      r.sweep.found > 0 ||
      r.changes.found > 0 ||
      r.refunds.owed > 0 ||
      r.payments.settled > 0 ||
      r.payments.unmatched > 0,
  );
}

/**
 * Lambda entry (EventBridge Scheduler, rate 1 minute): every tenant of the table's tenant directory (a
 * tenant deployed since the last run is swept at once); a tenant's failure fails the invocation.
 */
export const handler = traced(async (): Promise<TenantRun[]> => {
  const tenantIds = (await listTenantIds()).map(toTenantId);
  const runs = await sweepExpiredHolds(tenantIds, new Date(), logger);
  const busy = runSummary(runs);
  if (busy.length > 0) logger.info('hold sweep', { runs: busy });
  return runs;
});
