/**
 * The expired-hold sweeper (public §4.4, §4.5, §9): every minute, for each tenant, cart items whose
 * hold has run out leave the cart, their Pending reservations become Expired (and a Pending order they
 * were checked out in, never paid, becomes Abandoned), and the expired holds and their held nights are
 * deleted. Claims already treat an expired hold as free and GET Cart already
 * hides expired items, so the sweeper only tidies what the rules ignore; that is why a bounded batch
 * per run is enough and why every step is conditional (idempotent: a second run is a no-op).
 *
 * On AWS an EventBridge Scheduler schedule invokes `handler` (lib/platform/sweeper.ts); locally the
 * runtime calls `sweepExpiredHolds` on a timer (bin/local/sweeper.ts).
 */
import { Logger } from '@aws-lambda-powertools/logger';
import { expireCartItem, listExpiredCartItems } from '#store/cart';
import { deleteExpiredHold } from '#store/holds';
import { abandonOrder } from '#store/orders';
import { getReservation } from '#store/reservations';
import type { TenantId } from '#domain/catalogue';
import { toTenantId } from '#domain/tenant-id';

/** Expired cart items read per index shard and tenant in one run (4 shards: at most 100 per tenant). */
export const SWEEP_BATCH_PER_SHARD = 25;

/** The environment variable naming the tenants to sweep, comma-separated (from lib/tenants/*.json). */
export const SWEEPER_TENANTS_ENV = 'SWEEPER_TENANT_IDS';

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
  };
  for (const { owner, item } of expired) {
    const outcome = await expireCartItem(tenantId, owner, item, nowSeconds);
    if (outcome === 'kept') continue;
    if (outcome === 'expired') {
      counts.reservationsExpired += 1;
      // Checked out but never paid (booking model step 8): its order can no longer complete.
      const orderId = (await getReservation(tenantId, item.reservationId))?.orderId;
      if (orderId && (await abandonOrder(tenantId, orderId))) counts.ordersAbandoned += 1;
    } else counts.itemsRemoved += 1;
    if (await deleteExpiredHold(tenantId, item.lockCode, nowSeconds)) counts.holdsDeleted += 1;
  }
  return counts;
}

/** Sweeps every tenant; one tenant's failure does not stop the others (it is retried next minute). */
export async function sweepExpiredHolds(
  tenantIds: readonly TenantId[],
  now = new Date(),
  logger?: Logger,
): Promise<SweepCounts[]> {
  const results = await Promise.allSettled(tenantIds.map((t) => sweepTenant(t, now)));
  return results.flatMap((r, i) => {
    if (r.status === 'fulfilled') return [r.value];
    logger?.error('hold sweep failed', { tenantId: tenantIds[i], error: r.reason as Error });
    return [];
  });
}

export function tenantIdsFromEnv(env: NodeJS.ProcessEnv = process.env): TenantId[] {
  return (env[SWEEPER_TENANTS_ENV] ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)
    .map(toTenantId);
}

const logger = new Logger({ serviceName: 'hold-sweeper' });

/** Lambda entry (EventBridge Scheduler, rate 1 minute). */
export async function handler(): Promise<SweepCounts[]> {
  const counts = await sweepExpiredHolds(tenantIdsFromEnv(), new Date(), logger);
  const swept = counts.filter((c) => c.found > 0);
  if (swept.length > 0) logger.info('hold sweep', { counts: swept });
  return counts;
}
