/**
 * The order's one live session on the hosted card payment page, for a checkout and for a change of a
 * reservation alike. Paying the same order again (a second tab, a double click) gets the session already
 * open when it is still unpaid and for the same amount; otherwise that session is cancelled at the
 * provider before a new one opens, so an order can be paid in one session only. A session the provider
 * will not cancel (paid, or a card still processing) refuses: its postback settles the order.
 */
import type { CheckoutResult } from '#contract/orders';
import { paymentProvider } from '#adapters/payments/index';
import { CHECKOUT_MESSAGE } from '#domain/checkout';
import type { TenantId } from '#domain/catalogue';
import { RefusedError } from '#domain/errors';
import { getOrder, setOrderPaymentSession } from '#store/orders';

export interface SessionRequest {
  orderId: number;
  orderNumber: string;
  totalCents: number;
  /** What the card statement and the payment page show. */
  description: string;
  email: string | null;
  returnUrl: string;
  postbackUrl: string;
}

export async function openOrderSession(tenantId: TenantId, o: SessionRequest): Promise<CheckoutResult> {
  const provider = paymentProvider();
  const paid = (redirectUrl: string): CheckoutResult => ({
    ccpRedirectUrl: redirectUrl,
    orderId: o.orderId,
    isPaymentRequired: true,
  });

  const live = (await getOrder(tenantId, o.orderId))?.paymentSession ?? null;
  if (live) {
    const reusable = live.amountCents === o.totalCents;
    const now = reusable
      ? await provider.verifyPayment(tenantId, live.token)
      : await provider.cancelSession(tenantId, live.token);
    if (reusable && now.status === 'pending') return paid(live.redirectUrl);
    if (now.status === 'approved' || now.status === 'pending')
      throw new RefusedError([CHECKOUT_MESSAGE.paymentInProgress]);
  }

  const session = await provider.openSession({
    tenantId,
    orderId: o.orderId,
    orderNumber: o.orderNumber,
    amountCents: o.totalCents,
    description: o.description,
    customerEmail: o.email,
    returnUrl: o.returnUrl,
    postbackUrl: o.postbackUrl,
  });
  const opened = {
    token: session.token,
    redirectUrl: session.redirectUrl,
    amountCents: o.totalCents,
    openedAt: new Date().toISOString(),
  };
  if (await setOrderPaymentSession(tenantId, o.orderId, opened, live?.token ?? null)) {
    return paid(session.redirectUrl);
  }
  // Another checkout of this order got there first, or the order was settled meanwhile: this session
  // must never be paid. The winner's session, if the order is still payable, is the one to use.
  await provider.cancelSession(tenantId, session.token);
  const winner = await getOrder(tenantId, o.orderId);
  if (winner?.status === 'Pending' && winner.paymentSession?.amountCents === o.totalCents)
    return paid(winner.paymentSession.redirectUrl);
  throw new RefusedError([CHECKOUT_MESSAGE.notCompleted]);
}
