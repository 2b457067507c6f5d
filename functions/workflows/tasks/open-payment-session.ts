/**
 * OpenPaymentSession: the order's one live session on the hosted card payment page
 * (functions/booking/payment-session.ts); a refusal ends the checkout with its message.
 */
import type { CheckoutResult } from '#contract/orders';
import { openOrderSession } from '#booking/payment-session';
import { RefusedError } from '#domain/errors';
import { RefusedTaskError, type CheckoutState } from './types.ts';

export async function openPaymentSession(state: CheckoutState): Promise<CheckoutResult> {
  const count = state.cart.items.length;
  try {
    return await openOrderSession(state.tenantId, {
      orderId: state.order.orderId,
      orderNumber: state.order.orderNumber,
      totalCents: state.order.totalCents,
      description: `${count === 1 ? 'Reservation' : `${count} reservations`} ${state.order.orderNumber}`,
      email: state.email,
      returnUrl: state.returnUrl,
      postbackUrl: state.postbackUrl,
    });
  } catch (err) {
    if (err instanceof RefusedError) throw new RefusedTaskError(err.message);
    throw err;
  }
}
