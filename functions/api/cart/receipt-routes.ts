/**
 * Cart/receipt (public §7.5): the order receipt the browser fetches when the payment page sends it back
 * with ?ccpToken=&orderId=. Only the order's own customer sees it, and only with the order's payment
 * token; anything else is "not found", so order ids cannot be probed.
 */
import { receiptQuery, receiptResponseSchema } from '#contract/receipts';
import { cancellationReceiptQuery } from '#contract/lifecycle';
import { notFound } from '#domain/errors';
import { CUSTOMER, type Route, defineRoute } from '#http/routes';
import { customerHolder } from '#booking/caller';
import { changeForReceipt } from '#booking/edit';
import {
  formatCancellationReceipt,
  formatModificationReceipt,
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
  defineRoute({
    method: 'POST',
    path: 'Cart/modification/receipt',
    operationId: 'modificationReceipt',
    summary:
      "The receipt of a change of the caller's reservation: the stay as changed, what was paid before, what the change took or gave back",
    query: receiptQuery,
    auth: CUSTOMER,
    response: receiptResponseSchema,
    handler: async ({ tenantId, query, auth }) => {
      const customer = await customerHolder(tenantId, auth);
      const { order: found } = await loadOrderWithReservations(tenantId, query.orderId);
      // A change paid on the card page is shown with its session's token; one with nothing to pay is not.
      const tokenOk = !found.paymentToken || (await isOrdersToken(tenantId, found, query.ccpToken));
      if (found.kind !== 'modification' || found.customerId !== customer.id || !tokenOk)
        throw notFound('Order', query.orderId);
      const { order, reservations } = await changeForReceipt(tenantId, query.orderId);
      const records = await loadReceiptRecords(tenantId, order, reservations);
      return { orderReceipt: formatModificationReceipt(records) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: 'Cart/cancellation/receipt',
    operationId: 'cancellationReceipt',
    summary: "The receipt of the caller's cancellations in an order: the fees kept and the refunds",
    query: cancellationReceiptQuery,
    auth: CUSTOMER,
    response: receiptResponseSchema,
    handler: async ({ tenantId, query, auth }) => {
      const customer = await customerHolder(tenantId, auth);
      const { order, reservations } = await loadOrderWithReservations(tenantId, query.orderId);
      const cancelled = reservations.some(
        (r) =>
          r.status === 'Cancelled' && (query.reservationId === undefined || r.id === query.reservationId),
      );
      if (order.customerId !== customer.id || !cancelled) throw notFound('Order', query.orderId);
      const records = await loadReceiptRecords(tenantId, order, reservations);
      return { orderReceipt: formatCancellationReceipt(records, query.reservationId) };
    },
  }),
];
