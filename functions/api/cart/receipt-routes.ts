/**
 * Cart/receipt (public §7.5): the order receipt the browser fetches when the payment page sends it back
 * with ?ccpToken=&orderId=. Only the order's own customer sees it, and only with the order's payment
 * token; anything else is "not found", so order ids cannot be probed.
 */
import { receiptQuery, receiptResponseSchema } from '#contract/receipts';
import { notFound } from '#domain/errors';
import { CUSTOMER, type Route, defineRoute } from '#http/routes';
import { customerHolder } from '#booking/caller';
import {
  formatOrderReceipt,
  isOrdersToken,
  loadOrderWithReservations,
  loadReceiptRecords,
} from '#booking/receipt';

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
