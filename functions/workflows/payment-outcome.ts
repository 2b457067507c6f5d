/**
 * The provider's word on an order's payment, asked outside any postback: by the sweeper before it
 * abandons an unpaid order, and by the reconciliation for payments whose postback never arrived. An
 * approved payment is settled by the payment postback workflow itself (the same verify, complete or
 * refund, and confirmation as a postback), so there is one way an order gets paid.
 */
import { paymentProvider, PaymentProviderError, type PaymentVerification } from '#adapters/payments/index';
import { startPaymentPostback } from '#adapters/workflows/index';
import { mayStillSettle, type OrderRecord } from '#domain/booking/order';
import type { TenantId } from '#domain/catalogue';
import { RefusedError } from '#domain/errors';

/**
 * - `paid`: the provider approved a payment and the postback workflow settled the order (completed, or
 *   cancelled and refunded);
 * - `unpaid`: nobody paid, and the live session is cancelled so nobody can;
 * - `wait`: a card is still processing, or the provider did not answer: ask again on the next run.
 */
export type PaymentOutcome = 'paid' | 'unpaid' | 'wait';

/** Settles the payment of an order in one of its sessions as its postback would. */
export async function settlePayment(tenantId: TenantId, orderId: number, token: string): Promise<void> {
  try {
    await startPaymentPostback({ tenantId, orderId, token });
  } catch (err) {
    // A refusal is a settled answer (e.g. cancelled for a refund, the refund recorded); anything else is not.
    if (!(err instanceof RefusedError)) throw err;
  }
}

/** Before a Pending order is abandoned: was it paid after all? Never abandon an order the provider holds money for. */
export async function outcomeBeforeAbandoning(
  tenantId: TenantId,
  order: OrderRecord,
  nowSeconds: number,
): Promise<PaymentOutcome> {
  const session = order.paymentSession;
  if (order.status !== 'Pending' || !session) return 'unpaid';
  let standing: PaymentVerification;
  try {
    standing = await paymentProvider().cancelSession(tenantId, session.token);
  } catch (err) {
    if (err instanceof PaymentProviderError) return 'wait';
    throw err;
  }
  if (standing.status === 'approved') {
    await settlePayment(tenantId, order.id, session.token);
    return 'paid';
  }
  if (standing.status === 'pending' && mayStillSettle(session.openedAt, nowSeconds)) return 'wait';
  return 'unpaid';
}
