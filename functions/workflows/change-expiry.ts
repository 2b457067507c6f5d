/**
 * Change orders nobody paid (public §4.5 for changes): an edit's hold is not in a cart, so the cart
 * sweep never meets it; its change order is found instead by the time its hold runs out (the
 * edit-expiry index). Once that has passed, the provider is asked first, as for a purchase: a payment
 * it holds settles the order through the postback workflow, a card still processing is waited on, and
 * otherwise the session is cancelled so nobody can pay it, the order becomes Abandoned and the hold's
 * new nights are freed. The reservation itself is never written: it keeps its nights exactly as they
 * were. Every step is conditional, so a second run is a no-op.
 */
import { holdIsLive } from '#domain/booking/hold';
import type { TenantId } from '#domain/catalogue';
import { deleteExpiredHold, getHold } from '#store/holds';
import { abandonOrder, getOrder } from '#store/orders';
import { clearEditExpiry, listExpiredChangeOrders } from '#store/reservation-edits';
import { outcomeBeforeAbandoning } from './payment-outcome.ts';

/** Change orders read per index shard in one run (4 shards). */
export const CHANGE_EXPIRY_BATCH_PER_SHARD = 25;

export interface ChangeExpiryCounts {
  /** Change orders whose hold ran out, found in the index (eventually consistent). */
  found: number;
  /** Unpaid, now Abandoned, their new nights freed. */
  abandoned: number;
  /** The provider held a payment: settled by the postback workflow instead. */
  paid: number;
  /** A card still processing, or a provider that did not answer: asked again on the next run. */
  waiting: number;
}

export async function closeExpiredChanges(tenantId: TenantId, now = new Date()): Promise<ChangeExpiryCounts> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const listed = await listExpiredChangeOrders(tenantId, nowSeconds, CHANGE_EXPIRY_BATCH_PER_SHARD);
  const counts: ChangeExpiryCounts = { found: listed.length, abandoned: 0, paid: 0, waiting: 0 };
  for (const { id } of listed) {
    const order = await getOrder(tenantId, id);
    if (!order) continue;
    if (order.status !== 'Pending') {
      await clearEditExpiry(tenantId, id);
      continue;
    }
    const holds = await Promise.all(order.lockCodes.map((lockCode) => getHold(tenantId, lockCode)));
    if (holds.some((h) => h && holdIsLive(h, nowSeconds))) continue;
    const payment = await outcomeBeforeAbandoning(tenantId, order, nowSeconds);
    if (payment === 'paid') counts.paid += 1;
    if (payment === 'wait') counts.waiting += 1;
    if (payment !== 'unpaid') continue;
    if (await abandonOrder(tenantId, id)) counts.abandoned += 1;
    await Promise.all(order.lockCodes.map((lockCode) => deleteExpiredHold(tenantId, lockCode, nowSeconds)));
  }
  return counts;
}
