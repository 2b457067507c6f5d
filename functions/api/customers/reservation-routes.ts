/**
 * A customer's own reservations (public §2.16, §7.6): GET Customer/{customerId}/reservations/current and
 * /past (paged), GET Customer/{customerId}/reservationDetail/{reservationId} and POST
 * Customer/{customerId}/sendconfirmationemail/{reservationId} (the order's confirmation mail again).
 * Only the signed-in customer's own: another customer's id is refused, another customer's reservation
 * is not found.
 */
import {
  customerIdPathParams,
  customerReservationDetailResponseSchema,
  customerReservationParams,
  customerReservationsQuery,
  customerReservationsResponseSchema,
} from '#contract/lifecycle';
import { noQuery } from '#contract/common';
import { emptyResponseSchema } from '#contract/customers';
import { resendConfirmation } from '#booking/confirmation-mail';
import type { TenantId } from '#domain/catalogue';
import { type AuthContext, CUSTOMER, type Route, defineRoute } from '#http/routes';
import { pathCustomer } from '#booking/caller';
import { reservationFor } from '#booking/cancellation';
import { customerReservationPage, reservationViews } from '#booking/customer-reservations';
import { toCustomerReservationDetail } from '#mappers/reservations';

export const OWN_RESERVATIONS_ONLY = 'You can only see your own reservations.';

/** The path's customer (the caller) and one of their own reservations (others are not found). */
async function ownReservation(
  tenantId: TenantId,
  auth: AuthContext | undefined,
  params: { customerId: number; reservationId: number },
) {
  const customer = await pathCustomer(tenantId, auth, params.customerId, OWN_RESERVATIONS_ONLY);
  return reservationFor(tenantId, params.reservationId, {
    kind: 'customer',
    customerId: customer.id,
    username: customer.username,
  });
}

const listRoute = (which: 'current' | 'past') =>
  defineRoute({
    method: 'GET',
    path: `Customer/{customerId}/reservations/${which}`,
    operationId: which === 'current' ? 'customerCurrentReservations' : 'customerPastReservations',
    summary:
      which === 'current'
        ? "The customer's reservations not yet departed, soonest arrival first (paged)"
        : "The customer's departed or cancelled reservations, latest arrival first (paged)",
    params: customerIdPathParams,
    query: customerReservationsQuery,
    auth: CUSTOMER,
    response: customerReservationsResponseSchema,
    handler: async ({ tenantId, params, query, auth }) => {
      const customer = await pathCustomer(tenantId, auth, params.customerId, OWN_RESERVATIONS_ONLY);
      const page = await customerReservationPage(
        tenantId,
        customer.id,
        which,
        query.pageNumber,
        query.itemsPerPage,
      );
      return {
        data: {
          data: page.views.map(toCustomerReservationDetail),
          pageNumber: query.pageNumber,
          itemsPerPage: query.itemsPerPage,
          totalItems: page.totalItems,
        },
      };
    },
  });

export const customerReservationRoutes: Route[] = [
  listRoute('current'),
  listRoute('past'),
  defineRoute({
    method: 'GET',
    path: 'Customer/{customerId}/reservationDetail/{reservationId}',
    operationId: 'customerReservationDetail',
    summary: "One of the customer's reservations with its park, spot, fees, payments and refunds",
    params: customerReservationParams,
    query: noQuery,
    auth: CUSTOMER,
    response: customerReservationDetailResponseSchema,
    handler: async ({ tenantId, params, auth }) => {
      const r = await ownReservation(tenantId, auth, params);
      const [view] = await reservationViews(tenantId, [r], new Date());
      return { data: toCustomerReservationDetail(view!) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: 'Customer/{customerId}/sendconfirmationemail/{reservationId}',
    operationId: 'resendConfirmationEmail',
    summary: "Send the reservation's order confirmation mail again",
    params: customerReservationParams,
    auth: CUSTOMER,
    rateLimit: { action: 'mail' },
    response: emptyResponseSchema,
    handler: async ({ tenantId, params, auth }) => {
      await resendConfirmation(tenantId, await ownReservation(tenantId, auth, params));
      return { data: null };
    },
  }),
];
