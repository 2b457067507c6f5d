/**
 * OpenPaymentSession: a session on the hosted card payment page for the order's total; the browser is
 * sent to its redirect URL, and the session token is kept on the order (the postback names it).
 */
import type { CheckoutResult } from '#contract/orders';
import { paymentProvider } from '#adapters/payments/index';
import { setOrderPaymentToken } from '#store/orders';
import { RefusedTaskError, type CheckoutState } from './types.ts';
import { CHECKOUT_MESSAGE } from '#domain/checkout';

export async function openPaymentSession(state: CheckoutState): Promise<CheckoutResult> {
  const { tenantId, order } = state;
  const session = await paymentProvider().openSession({
    tenantId,
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    amountCents: order.totalCents,
    description: `${state.cart.items.length === 1 ? 'Reservation' : `${state.cart.items.length} reservations`} ${order.orderNumber}`,
    customerEmail: state.email,
    returnUrl: state.returnUrl,
    postbackUrl: state.postbackUrl,
  });
  // The order completed or was declined meanwhile (a concurrent checkout's payment): not payable again.
  if (!(await setOrderPaymentToken(tenantId, order.orderId, session.token))) {
    throw new RefusedTaskError(CHECKOUT_MESSAGE.notCompleted);
  }
  return { ccpRedirectUrl: session.redirectUrl, orderId: order.orderId, isPaymentRequired: true };
}
