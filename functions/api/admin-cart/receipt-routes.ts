/**
 * admin/AdminCart/receipt (admin §7.6): the receipt of an order, for staff with ReservationManagementAdd
 * at every park of the order's reservations. A counter payment has no token; when one is given it must
 * be the order's.
 */
import { type ReceiptQuery, receiptQuery, receiptResponseSchema } from '#contract/receipts';
import { notFound } from '#domain/errors';
import { type Route, type RouteAuth, defineRoute } from '#http/routes';
import {
  formatOrderReceipt,
  isOrdersToken,
  loadOrderWithReservations,
  loadReceiptRecords,
} from '#booking/receipt';

const AT_THE_ORDERS_PARKS: RouteAuth = {
  kind: 'staff',
  permissions: ['ReservationManagementAdd'],
  locations: async ({ tenantId, query }) => {
    const { reservations } = await loadOrderWithReservations(tenantId, (query as ReceiptQuery).orderId);
    return [...new Set(reservations.map((r) => r.locationId))];
  },
};

export const adminReceiptRoutes: Route[] = [
  defineRoute({
    method: 'POST',
    path: 'admin/AdminCart/receipt',
    operationId: 'adminOrderReceipt',
    summary: 'The receipt of an order (staff)',
    query: receiptQuery,
    auth: AT_THE_ORDERS_PARKS,
    response: receiptResponseSchema,
    handler: async ({ tenantId, query }) => {
      const { order, reservations } = await loadOrderWithReservations(tenantId, query.orderId);
      if (query.ccpToken && !(await isOrdersToken(tenantId, order, query.ccpToken)))
        throw notFound('Order', query.orderId);
      return { orderReceipt: formatOrderReceipt(await loadReceiptRecords(tenantId, order, reservations)) };
    },
  }),
];
