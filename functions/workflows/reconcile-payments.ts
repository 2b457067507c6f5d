/**
 * Reconciliation (DESIGN §8 "Money"): the provider is the truth for whether a payment happened. Each run
 * lists the tenant's payments the provider approved since the cursor (less an overlap) and settles any
 * that the orders do not account for, through the payment postback workflow: a postback that never
 * arrived completes its order (or refunds it when the order can no longer complete), and a second
 * payment of one order is refunded. Payments younger than a postback's retries are left to the postback.
 */
import { paymentProvider } from '#adapters/payments/index';
import { paymentIsAccountedFor } from '#domain/booking/order';
import type { TenantId } from '#domain/catalogue';
import { getOrder } from '#store/orders';
import { getReconciledThrough, setReconciledThrough } from '#store/payment-reconciliation';
import { settlePayment } from './payment-outcome.ts';

/** A payment is the postback's business for this long after its approval. */
export const POSTBACK_GRACE_MS = 2 * 60 * 1000;
/** Each run looks this far behind the cursor again (a payment's approval time can arrive out of order). */
export const RECONCILE_OVERLAP_MS = 10 * 60 * 1000;
/** The first run of a tenant looks back this far. */
export const RECONCILE_FIRST_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface ReconcileCounts {
  /** Approved payments the provider listed in the window. */
  checked: number;
  /** Settled now by the postback workflow (completed or refunded). */
  settled: number;
  /** Approved payments naming no order of ours or a session the order never opened: left for a person. */
  unmatched: number;
}

export async function reconcilePayments(tenantId: TenantId, now = new Date()): Promise<ReconcileCounts> {
  const until = new Date(now.getTime() - POSTBACK_GRACE_MS).toISOString();
  const cursor = await getReconciledThrough(tenantId);
  const since = new Date(
    cursor ? Date.parse(cursor) - RECONCILE_OVERLAP_MS : now.getTime() - RECONCILE_FIRST_WINDOW_MS,
  ).toISOString();
  const payments = (await paymentProvider().listApprovedPayments(tenantId, since)).filter(
    (p) => (p.paidAt ?? '') <= until,
  );
  const counts: ReconcileCounts = { checked: payments.length, settled: 0, unmatched: 0 };
  for (const payment of payments) {
    const order = await getOrder(tenantId, payment.orderId);
    if (order && paymentIsAccountedFor(order, payment)) continue;
    if (!order || !(order.paymentTokens ?? []).includes(payment.token)) {
      counts.unmatched += 1;
      continue;
    }
    await settlePayment(tenantId, order.id, payment.token);
    counts.settled += 1;
  }
  await setReconciledThrough(tenantId, until);
  return counts;
}
