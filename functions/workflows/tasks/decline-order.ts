/**
 * DeclineOrder: a payment session that ended unpaid (the card declined, or the payer pressed Cancel on
 * the payment page) makes the order Declined with that outcome. A purchase's holds and cart items stay,
 * so the person returns to the cart and may pay again while the hold lasts; a change releases its new
 * nights. Repeating it changes nothing.
 */
import { declineOrder } from '#store/orders';
import type { PostbackInput } from '#adapters/workflows/types';
import type { PaymentVerification } from '#adapters/payments/index';
import { METRIC, countMetric } from '#adapters/observability/index';

export async function declineOrderTask(
  input: PostbackInput & { verification: Pick<PaymentVerification, 'status'> },
): Promise<{ orderId: number; declined: boolean }> {
  const outcome = input.verification.status === 'cancelled' ? 'cancelled' : 'declined';
  const declined = await declineOrder(input.tenantId, input.orderId, input.token, outcome);
  if (declined && outcome === 'declined') countMetric(METRIC.checkoutsDeclined, input.tenantId);
  return { orderId: input.orderId, declined };
}
