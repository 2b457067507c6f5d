/** admin/AdminSpotReservation/validate (admin §7.1), salesChannel 2. */
import { newReservationRequestSchema, validateReservationResponseSchema } from '#contract/reservations';
import { type Route, type RouteAuth, defineRoute } from '#http/routes';
import { bookingCallerOf } from '#booking/caller';
import { spotWithPark } from '#booking/claims';
import { validateNewReservation } from '#booking/validate';

/** ReservationManagementAdd at the park of the body's spot (admin §6 location scoping). */
export const ADD_AT_BODY_SPOTS_PARK: RouteAuth = {
  kind: 'staff',
  permissions: ['ReservationManagementAdd'],
  locations: async ({ tenantId, body }) => [
    (await spotWithPark(tenantId, (body as { spotId: number }).spotId)).spot.locationId,
  ],
};

export const adminValidateRoutes: Route[] = [
  defineRoute({
    method: 'POST',
    path: 'admin/AdminSpotReservation/validate',
    operationId: 'adminValidateReservation',
    summary:
      "Check a new reservation before it is priced, as staff: the user's live hold, the primary occupant (customerId may be empty for a walk-in guest) and the business rules, which staff with ReservationManagementOverride may override (salesChannel 2)",
    body: newReservationRequestSchema,
    auth: ADD_AT_BODY_SPOTS_PARK,
    response: validateReservationResponseSchema,
    handler: async ({ tenantId, body, auth }) => {
      const validated = await validateNewReservation(tenantId, body, await bookingCallerOf(tenantId, auth));
      return { data: { valid: true, overriddenRules: validated.overriddenRules } };
    },
  }),
];
