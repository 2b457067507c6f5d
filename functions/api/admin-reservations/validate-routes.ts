/** admin/AdminSpotReservation/validate (admin §7.1), salesChannel 2. */
import type { Route } from '#http/routes';

export const adminValidateRoutes: Route[] = [];
