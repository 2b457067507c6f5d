/**
 * GET SpotReservation/detail/{reservationId} and GET SpotReservation/{reservationId} (public §7.3): one
 * of the signed-in customer's own reservations, as the customer reservation detail (the fields of the
 * spot reservation a customer may see: park, spot, stay, party, occupant, fees, payments and refunds).
 * Another customer's reservation is not found; staff use admin/AdminSpotReservation.
 */
import { customerReservationDetailResponseSchema } from '#contract/lifecycle';
import { noQuery } from '#contract/common';
import { reservationIdParams } from '#contract/front-desk';
import { CUSTOMER, type Route, defineRoute } from '#http/routes';
import { customerHolder } from '#booking/caller';
import { reservationFor } from '#booking/cancellation';
import { reservationViews } from '#booking/customer-reservations';
import { toCustomerReservationDetail } from '#mappers/reservations';

const detailRoute = (path: string, operationId: string) =>
  defineRoute({
    method: 'GET',
    path,
    operationId,
    summary:
      "One of the signed-in customer's reservations (park, spot, stay, occupant, fees, payments, refunds)",
    params: reservationIdParams,
    query: noQuery,
    auth: CUSTOMER,
    response: customerReservationDetailResponseSchema,
    handler: async ({ tenantId, params, auth }) => {
      const holder = await customerHolder(tenantId, auth);
      const r = await reservationFor(tenantId, params.reservationId, {
        kind: 'customer',
        customerId: holder.id,
        username: holder.username,
      });
      const [view] = await reservationViews(tenantId, [r], new Date());
      return { data: toCustomerReservationDetail(view!) };
    },
  });

export const detailRoutes: Route[] = [
  detailRoute('SpotReservation/detail/{reservationId}', 'spotReservationDetail'),
  detailRoute('SpotReservation/{reservationId}', 'getSpotReservation'),
];
