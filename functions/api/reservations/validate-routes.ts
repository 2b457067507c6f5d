/** SpotReservation/validate (public §7.3): the new reservation request checked against the hold, the occupant rules and the business rules. */
import { newReservationRequestSchema, validateReservationResponseSchema } from '#contract/reservations';
import { CUSTOMER, type Route, defineRoute } from '#http/routes';
import { bookingCallerOf } from '#booking/caller';
import { validateNewReservation } from '#booking/validate';

export const validateRoutes: Route[] = [
  defineRoute({
    method: 'POST',
    path: 'SpotReservation/validate',
    operationId: 'validateReservation',
    summary:
      "Check a new reservation before it is priced: the caller's live hold, the primary occupant and the park's business rules (salesChannel 1)",
    body: newReservationRequestSchema,
    auth: CUSTOMER,
    response: validateReservationResponseSchema,
    handler: async ({ tenantId, body, auth }) => {
      const validated = await validateNewReservation(tenantId, body, await bookingCallerOf(tenantId, auth));
      return { data: { valid: true, overriddenRules: validated.overriddenRules } };
    },
  }),
];
