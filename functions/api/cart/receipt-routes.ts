/**
 * Cart/receipt (public §7.5): the order receipt the browser fetches when the payment page sends it back
 * with ?ccpToken=&orderId=. Only the order's own customer sees it, and only with the order's payment
 * token; anything else is "not found", so order ids cannot be probed.
 */
import { type PaymentProvider, PaymentProviderError, paymentProvider } from '#adapters/payments/index';
import { receiptQuery, receiptResponseSchema } from '#contract/receipts';
import { notFound } from '#domain/errors';
import { CUSTOMER, type Route, defineRoute } from '#http/routes';
import { customerHolder } from '../reservations/booking-caller.ts';
import { formatOrderReceipt, loadOrderWithReservations, loadReceiptRecords } from './receipt.ts';

/**
 * The browser came back with the order's payment token. A second checkout tab may have replaced the
 * order's token after the first tab paid, so another token counts when the provider says it is this
 * order's session.
 */
export async function isOrdersToken(
  tenantId: string,
  order: { id: number; paymentToken: string | null },
  ccpToken: string | undefined,
): Promise<boolean> {
  if (!ccpToken) return false;
  if (ccpToken === order.paymentToken) return true;
  let provider: PaymentProvider;
  try {
    provider = paymentProvider();
  } catch {
    // No provider configured for this function: only the order's own token counts.
    return false;
  }
  try {
    return (await provider.verifyPayment(tenantId, ccpToken)).orderId === order.id;
  } catch (err) {
    if (err instanceof PaymentProviderError && err.status === 404) return false;
    throw err;
  }
}

export const receiptRoutes: Route[] = [
  defineRoute({
    method: 'POST',
    path: 'Cart/receipt',
    operationId: 'orderReceipt',
    summary: "The receipt of the caller's order, after the hosted payment page sent them back",
    query: receiptQuery,
    auth: CUSTOMER,
    response: receiptResponseSchema,
    handler: async ({ tenantId, query, auth }) => {
      const customer = await customerHolder(tenantId, auth);
      const { order, reservations } = await loadOrderWithReservations(tenantId, query.orderId);
      if (order.customerId !== customer.id || !(await isOrdersToken(tenantId, order, query.ccpToken)))
        throw notFound('Order', query.orderId);
      return { orderReceipt: formatOrderReceipt(await loadReceiptRecords(tenantId, order, reservations)) };
    },
  }),
];
