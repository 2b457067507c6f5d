/**
 * A customer changes their own reservation (public §7.3): validate-edit prices the change against what
 * was paid (the edit quote), change confirms it and answers like a checkout: the hosted card page for
 * more to pay, or nothing more to do (the change is made and any refund sent).
 */
import { checkoutResponseSchema } from '#contract/orders';
import { changeQuery, editQuoteResponseSchema, editReservationRequestSchema } from '#contract/lifecycle';
import { customerIdPathParams } from '#contract/lifecycle';
import { noQuery } from '#contract/common';
import { CUSTOMER, type Route, defineRoute } from '#http/routes';
import { bookingCallerOf, pathCustomer } from '#booking/caller';
import { changeReservation, editQuoteOf, planEdit } from '#booking/edit';
import { apiOrigin, siteOrigin } from '#api/shared/checkout-route';
import { ForbiddenError } from '#domain/errors';

export const OWN_CHANGES_ONLY = 'You can only change your own reservations.';

export const editRoutes: Route[] = [
  defineRoute({
    method: 'POST',
    path: 'SpotReservation/validate-edit',
    operationId: 'validateReservationEdit',
    summary:
      "Check a change of the caller's reservation (the new stay's hold, occupant and business rules) and price it against what was paid",
    query: noQuery,
    body: editReservationRequestSchema,
    auth: CUSTOMER,
    response: editQuoteResponseSchema,
    handler: async ({ tenantId, body, auth }) => {
      const caller = await bookingCallerOf(tenantId, auth);
      if (caller.kind !== 'customer') throw new ForbiddenError(OWN_CHANGES_ONLY);
      return { data: await editQuoteOf(tenantId, await planEdit(tenantId, body, caller)) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: 'SpotReservation/{customerId}/change',
    operationId: 'changeReservation',
    summary:
      'Confirm a change: more to pay opens the hosted card page (ccpRedirectUrl); nothing or less to pay changes the reservation at once and refunds the difference',
    params: customerIdPathParams,
    query: changeQuery,
    body: editReservationRequestSchema,
    auth: CUSTOMER,
    response: checkoutResponseSchema,
    handler: async ({ tenantId, params, query, body, auth, event }) => {
      const customer = await pathCustomer(tenantId, auth, params.customerId, OWN_CHANGES_ONLY);
      return changeReservation(
        tenantId,
        body,
        { kind: 'customer', customerId: customer.id, username: customer.username },
        query.paymentTypeId,
        {
          returnUrl: `${siteOrigin(event)}/reservation-edit-receipt`,
          postbackUrl: `${apiOrigin(event)}/v1/tenant/${tenantId}/SpotReservation/payment-postback`,
        },
        customer.email,
      );
    },
  }),
];
