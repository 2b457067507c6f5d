/**
 * admin/AdminCart/receipt, modification/receipt and cancellation/receipt (admin §7.6): the receipt of an
 * order, for staff with ReservationManagementAdd (ReservationManagementModify for a change,
 * ReservationManagementCancel for a cancellation) at every park of the order's reservations. A counter
 * payment has no token; when one is given it must be the order's.
 */
import { type ReceiptQuery, receiptQuery, receiptResponseSchema } from '#contract/receipts';
import { cancellationReceiptQuery } from '#contract/lifecycle';
import { notFound } from '#domain/errors';
import { type Route, type RouteAuth, defineRoute } from '#http/routes';
import { changeForReceipt } from '#booking/edit';
import {
  formatCancellationReceipt,
  formatModificationReceipt,
  formatOrderReceipt,
  isOrdersToken,
  loadOrderWithReservations,
  loadReceiptRecords,
} from '#booking/receipt';

const atTheOrdersParks = (
  permission: 'ReservationManagementAdd' | 'ReservationManagementModify' | 'ReservationManagementCancel',
): RouteAuth => ({
  kind: 'staff',
  permissions: [permission],
  locations: async ({ tenantId, query }) => {
    const { reservations } = await loadOrderWithReservations(tenantId, (query as ReceiptQuery).orderId);
    return [...new Set(reservations.map((r) => r.locationId))];
  },
});

export const adminReceiptRoutes: Route[] = [
  defineRoute({
    method: 'POST',
    path: 'admin/AdminCart/receipt',
    operationId: 'adminOrderReceipt',
    summary: 'The receipt of an order (staff)',
    query: receiptQuery,
    auth: atTheOrdersParks('ReservationManagementAdd'),
    response: receiptResponseSchema,
    handler: async ({ tenantId, query }) => {
      const { order, reservations } = await loadOrderWithReservations(tenantId, query.orderId);
      if (query.ccpToken && !(await isOrdersToken(tenantId, order, query.ccpToken)))
        throw notFound('Order', query.orderId);
      return { orderReceipt: formatOrderReceipt(await loadReceiptRecords(tenantId, order, reservations)) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: 'admin/AdminCart/modification/receipt',
    operationId: 'adminModificationReceipt',
    summary:
      'The receipt of a change of a reservation (staff): the stay as changed, what was paid before, what the change took or gave back',
    query: receiptQuery,
    auth: atTheOrdersParks('ReservationManagementModify'),
    response: receiptResponseSchema,
    handler: async ({ tenantId, query }) => {
      const { order, reservations } = await changeForReceipt(tenantId, query.orderId);
      if (order.kind !== 'modification') throw notFound('Order', query.orderId);
      if (query.ccpToken && !(await isOrdersToken(tenantId, order, query.ccpToken)))
        throw notFound('Order', query.orderId);
      return {
        orderReceipt: formatModificationReceipt(await loadReceiptRecords(tenantId, order, reservations)),
      };
    },
  }),
  defineRoute({
    method: 'POST',
    path: 'admin/AdminCart/cancellation/receipt',
    operationId: 'adminCancellationReceipt',
    summary: "The receipt of an order's cancellations (staff): the fees kept and the refunds",
    query: cancellationReceiptQuery,
    auth: atTheOrdersParks('ReservationManagementCancel'),
    response: receiptResponseSchema,
    handler: async ({ tenantId, query }) => {
      const { order, reservations } = await loadOrderWithReservations(tenantId, query.orderId);
      const cancelled = reservations.some(
        (r) =>
          r.status === 'Cancelled' && (query.reservationId === undefined || r.id === query.reservationId),
      );
      if (!cancelled) throw notFound('Order', query.orderId);
      const records = await loadReceiptRecords(tenantId, order, reservations);
      return { orderReceipt: formatCancellationReceipt(records, query.reservationId) };
    },
  }),
];
