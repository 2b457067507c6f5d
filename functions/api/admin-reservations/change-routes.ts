/**
 * Staff changes of a sold reservation (admin §2.6, §4.2, §7.1): validate-edit prices the change against
 * what was paid, modification-refund-breakdown says where a refund goes, change confirms it. The same
 * change model as the customer's (booking/edit.ts) with the staff powers: any reservation of the user's
 * parks until its guest checks out, past dates, business-rule and fee overrides (recorded), and a
 * difference paid by card on the hosted page or in cash or by check at the desk.
 */
import type { EditReservationRequest } from '#contract/lifecycle';
import { checkoutResponseSchema } from '#contract/orders';
import { changeQuery, editQuoteResponseSchema, editReservationRequestSchema } from '#contract/lifecycle';
import {
  modificationBreakdownQuery,
  modificationBreakdownResponseSchema,
  reservationIdParams,
} from '#contract/front-desk';
import { BadRequestError } from '#domain/errors';
import type { TenantId } from '#domain/catalogue';
import { type Route, type RouteAuth, defineRoute } from '#http/routes';
import { bookingCallerOf } from '#booking/caller';
import { changeReservation, editQuoteOf, editedReservationId, planEdit } from '#booking/edit';
import { toModificationRefundItems } from '#mappers/reservations';
import { REFERENCE_KIND } from '#store/keys';
import { listReference } from '#store/reference';
import { apiOrigin, siteOrigin } from '#api/shared/checkout-route';
import { atReservationsPark, soldReservation } from './front-desk-views.ts';

const MODIFY = atReservationsPark('ReservationManagementModify');

/** ReservationManagementModify at the park of the reservation the body names. */
const MODIFY_BODYS_RESERVATION: RouteAuth = {
  kind: 'staff',
  permissions: ['ReservationManagementModify'],
  locations: async ({ tenantId, body }) => [
    (await soldReservation(tenantId, editedReservationId(body as EditReservationRequest))).locationId,
  ],
};

/** The body names the reservation of the path, or none. */
function sameReservation(body: EditReservationRequest, reservationId: number): EditReservationRequest {
  const named = body.reservationId ?? body.newReservationRequest.reservationId;
  if (named !== undefined && named !== null && named !== reservationId) {
    const text = 'reservationId must be the reservation of the path.';
    throw new BadRequestError(text, { reservationId: [text] });
  }
  return { ...body, reservationId };
}

async function refundItems(tenantId: TenantId, plan: Awaited<ReturnType<typeof planEdit>>) {
  const types = await listReference(tenantId, REFERENCE_KIND.paymentType);
  return toModificationRefundItems(plan.after.charges ?? [], plan.refundShares, types);
}

export const staffChangeRoutes: Route[] = [
  defineRoute({
    method: 'POST',
    path: 'admin/AdminSpotReservation/validate-edit',
    operationId: 'adminValidateReservationEdit',
    summary:
      "Check a staff change of a reservation (the new stay's staff hold, occupant, business rules and fee overrides, which staff with ReservationManagementOverride may override) and price it against what was paid",
    body: editReservationRequestSchema,
    auth: MODIFY_BODYS_RESERVATION,
    response: editQuoteResponseSchema,
    handler: async ({ tenantId, body, auth }) => {
      const caller = await bookingCallerOf(tenantId, auth);
      return { data: await editQuoteOf(tenantId, await planEdit(tenantId, body, caller)) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: 'admin/AdminSpotReservation/modification-refund-breakdown',
    operationId: 'adminModificationRefundBreakdown',
    summary:
      'Where the refund of a staff change to a cheaper stay goes: each payment it goes back to (cards online, cash and checks handed back at the desk) and how much',
    query: modificationBreakdownQuery,
    body: editReservationRequestSchema,
    auth: MODIFY,
    response: modificationBreakdownResponseSchema,
    handler: async ({ tenantId, query, body, auth }) => {
      const caller = await bookingCallerOf(tenantId, auth);
      const plan = await planEdit(tenantId, sameReservation(body, query.reservationId), caller);
      return { data: await refundItems(tenantId, plan) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: 'admin/AdminSpotReservation/{reservationId}/change',
    operationId: 'adminChangeReservation',
    summary:
      'Confirm a staff change (salesChannel 2): more to pay by card opens the hosted card page (ccpRedirectUrl); cash or check at the desk, nothing or less to pay changes the reservation at once and refunds the difference',
    params: reservationIdParams,
    query: changeQuery,
    body: editReservationRequestSchema,
    auth: MODIFY,
    response: checkoutResponseSchema,
    handler: async ({ tenantId, params, query, body, auth, event }) =>
      changeReservation(
        tenantId,
        sameReservation(body, params.reservationId),
        await bookingCallerOf(tenantId, auth),
        query.paymentTypeId,
        {
          returnUrl: `${siteOrigin(event)}/admin/reservation-edit-receipt`,
          postbackUrl: `${apiOrigin(event)}/v1/tenant/${tenantId}/SpotReservation/payment-postback`,
        },
        null,
      ),
  }),
];
