/** SpotReservation/validate (public §7.3): the new reservation request checked against the hold, the occupant rules and the business rules. */
import type { Route } from '#http/routes';

export const validateRoutes: Route[] = [];
