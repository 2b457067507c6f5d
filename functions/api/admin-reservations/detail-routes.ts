/**
 * A reservation at the front desk (admin §7.1): its detail, comments (read with
 * ReservationManagementView, added with ReservationManagementComments) and its history, each audit
 * transaction with the fields it changed; and a spot's reservations on a day (admin §2.8). Staff see
 * only reservations of their parks.
 */
import { noQuery } from '#contract/common';
import {
  adminReservationDetailResponseSchema,
  historyChangesParams,
  historyChangesResponseSchema,
  reservationCommentRequestSchema,
  reservationCommentResponseSchema,
  reservationCommentsResponseSchema,
  reservationHistoryResponseSchema,
  reservationIdParams,
  reservationsByDateParams,
  reservationsByDateResponseSchema,
} from '#contract/front-desk';
import type { FrontDeskReservation } from '#domain/booking/front-desk';
import type { OrderRecord } from '#domain/booking/order';
import type { TenantId } from '#domain/catalogue';
import { BadRequestError, NotFoundError } from '#domain/errors';
import { type Route, type RouteAuth, defineRoute } from '#http/routes';
import { spotWithPark } from '#booking/claims';
import { formatDate } from '#domain/display-format';
import { toAdminReservationDetail, toChange, toComment, toReservationActivity } from '#mappers/front-desk';
import { addReservationComment, listReservationComments, spotReservationsOn } from '#store/front-desk';
import { getOrder } from '#store/orders';
import { listReservationHistory } from '#store/reservations';
import { atReservationsPark, frontDeskViews, soldReservation } from './front-desk-views.ts';

const VIEW = atReservationsPark('ReservationManagementView');

/** ReservationManagementView at the spot's park. */
const VIEW_AT_SPOTS_PARK: RouteAuth = {
  kind: 'staff',
  permissions: ['ReservationManagementView'],
  locations: async ({ tenantId, params }) => [
    (await spotWithPark(tenantId, (params as { spotId: number }).spotId)).spot.locationId,
  ],
};

/**
 * The orders of a reservation's changes: every change it records, and (for a reservation changed before
 * it recorded them all) its latest change and every change it paid for.
 */
async function changeOrdersOf(tenantId: TenantId, r: FrontDeskReservation): Promise<OrderRecord[]> {
  const ids = new Set([
    ...(r.changeOrderIds ?? []),
    r.changeOrderId ?? r.orderId,
    ...(r.charges ?? []).map((c) => c.orderId),
  ]);
  ids.delete(r.orderId);
  const orders = await Promise.all([...ids].flatMap((id) => (id === null ? [] : [getOrder(tenantId, id)])));
  return orders.flatMap((o) => (o ? [o] : []));
}

const detailRoute = (path: string, operationId: string) =>
  defineRoute({
    method: 'GET',
    path: `admin/AdminSpotReservation/${path}`,
    operationId,
    summary:
      'The reservation as the front desk reads it: park, spot, customer and occupant, fees, payments, refunds, overrides, check-in and check-out',
    params: reservationIdParams,
    query: noQuery,
    auth: VIEW,
    response: adminReservationDetailResponseSchema,
    handler: async ({ tenantId, params }) => {
      const r = await soldReservation(tenantId, params.reservationId);
      const [[view], changeOrders] = await Promise.all([
        frontDeskViews(tenantId, [r]),
        changeOrdersOf(tenantId, r),
      ]);
      return { data: toAdminReservationDetail(view!, changeOrders) };
    },
  });

export const detailRoutes: Route[] = [
  detailRoute('{reservationId}', 'adminGetReservation'),
  detailRoute('detail/{reservationId}', 'adminReservationDetail'),
  defineRoute({
    method: 'GET',
    path: 'admin/AdminSpotReservation/{reservationId}/comment',
    operationId: 'adminReservationComments',
    summary: "The reservation's staff comments, newest first",
    params: reservationIdParams,
    query: noQuery,
    auth: VIEW,
    response: reservationCommentsResponseSchema,
    handler: async ({ tenantId, params }) => ({
      data: (await listReservationComments(tenantId, params.reservationId)).map(toComment),
    }),
  }),
  defineRoute({
    method: 'POST',
    path: 'admin/AdminSpotReservation/{reservationId}/comment',
    operationId: 'adminAddReservationComment',
    summary: 'Add a staff comment to the reservation',
    params: reservationIdParams,
    body: reservationCommentRequestSchema,
    auth: atReservationsPark('ReservationManagementComments'),
    response: reservationCommentResponseSchema,
    handler: async ({ tenantId, params, body, auth }) => {
      if (body.spotReservationId !== undefined && body.spotReservationId !== params.reservationId) {
        const text = 'spotReservationId must be the reservation of the path.';
        throw new BadRequestError(text, { 'body.spotReservationId': [text] });
      }
      const comment = await addReservationComment(tenantId, {
        spotReservationId: params.reservationId,
        comment: body.comment,
        isInternal: true,
        dateCreated: new Date().toISOString(),
        createdBy: auth!.username,
      });
      return { data: toComment(comment) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: 'admin/AdminSpotReservation/{reservationId}/history',
    operationId: 'adminReservationHistory',
    summary: "The reservation's audit history, newest first: who did what and when, with each change",
    params: reservationIdParams,
    query: noQuery,
    auth: VIEW,
    response: reservationHistoryResponseSchema,
    handler: async ({ tenantId, params }) => {
      const r = await soldReservation(tenantId, params.reservationId);
      const entries = await listReservationHistory(tenantId, r.id);
      return { data: entries.map((e) => toReservationActivity(r, e)) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: 'admin/AdminSpotReservation/{reservationId}/history/{auditTransactionId}/changes',
    operationId: 'adminReservationHistoryChanges',
    summary: 'The fields one audit transaction of the reservation changed, with old and new values',
    params: historyChangesParams,
    query: noQuery,
    auth: VIEW,
    response: historyChangesResponseSchema,
    handler: async ({ tenantId, params }) => {
      const entry = (await listReservationHistory(tenantId, params.reservationId)).find(
        (e) => e.auditTransactionId === params.auditTransactionId,
      );
      if (!entry) throw new NotFoundError(`History entry ${params.auditTransactionId} was not found.`);
      return { data: entry.changes.map(toChange) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: 'admin/AdminSpotReservation/{spotId}/reservations-by-date/{date}',
    operationId: 'adminReservationsByDate',
    summary:
      "The sold reservations on a spot on a day (arriving, staying or departing), with the occupant's name",
    params: reservationsByDateParams,
    query: noQuery,
    auth: VIEW_AT_SPOTS_PARK,
    response: reservationsByDateResponseSchema,
    handler: async ({ tenantId, params }) => {
      const found = await spotReservationsOn(tenantId, params.spotId, params.date);
      return {
        data: found
          .filter((r) => r.status === 'Reserved' && r.startDate <= params.date && params.date <= r.endDate)
          .map((r) => ({
            id: r.id,
            startDate: formatDate(r.startDate),
            endDate: formatDate(r.endDate),
            reservationNumber: r.reservationNumber,
            contacts: [{ firstName: r.primaryOccupant.firstName, lastName: r.primaryOccupant.lastName }],
          })),
      };
    },
  }),
];
