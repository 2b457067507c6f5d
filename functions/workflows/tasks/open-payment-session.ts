/**
 * OpenPaymentSession: the order's one live session on the hosted card payment page. A checkout of the
 * same order again (a second tab, a double click) gets the session already open when it is still
 * unpaid and for the same amount; otherwise that session is cancelled at the provider before a new one
 * opens, so an order can be paid in one session only. A session the provider will not cancel (paid, or
 * a card still processing) refuses the checkout: its postback settles the order.
 */
import type { CheckoutResult } from '#contract/orders';
import { paymentProvider } from '#adapters/payments/index';
import { CHECKOUT_MESSAGE } from '#domain/checkout';
import { getOrder, setOrderPaymentSession } from '#store/orders';
import { RefusedTaskError, type CheckoutState } from './types.ts';

export async function openPaymentSession(state: CheckoutState): Promise<CheckoutResult> {
  const { tenantId, order } = state;
  const provider = paymentProvider();
  const paid = (redirectUrl: string): CheckoutResult => ({
    ccpRedirectUrl: redirectUrl,
    orderId: order.orderId,
    isPaymentRequired: true,
  });

  const live = (await getOrder(tenantId, order.orderId))?.paymentSession ?? null;
  if (live) {
    const reusable = live.amountCents === order.totalCents;
    const now = reusable
      ? await provider.verifyPayment(tenantId, live.token)
      : await provider.cancelSession(tenantId, live.token);
    if (reusable && now.status === 'pending') return paid(live.redirectUrl);
    if (now.status === 'approved' || now.status === 'pending')
      throw new RefusedTaskError(CHECKOUT_MESSAGE.paymentInProgress);
  }

  const session = await provider.openSession({
    tenantId,
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    amountCents: order.totalCents,
    description: `${state.cart.items.length === 1 ? 'Reservation' : `${state.cart.items.length} reservations`} ${order.orderNumber}`,
    customerEmail: state.email,
    returnUrl: state.returnUrl,
    postbackUrl: state.postbackUrl,
  });
  const opened = {
    token: session.token,
    redirectUrl: session.redirectUrl,
    amountCents: order.totalCents,
    openedAt: new Date().toISOString(),
  };
  if (await setOrderPaymentSession(tenantId, order.orderId, opened, live?.token ?? null)) {
    return paid(session.redirectUrl);
  }
  // Another checkout of this order got there first, or the order was settled meanwhile: this session
  // must never be paid. The winner's session, if the order is still payable, is the one to use.
  await provider.cancelSession(tenantId, session.token);
  const winner = await getOrder(tenantId, order.orderId);
  if (winner?.status === 'Pending' && winner.paymentSession?.amountCents === order.totalCents)
    return paid(winner.paymentSession.redirectUrl);
  throw new RefusedTaskError(CHECKOUT_MESSAGE.notCompleted);
}
