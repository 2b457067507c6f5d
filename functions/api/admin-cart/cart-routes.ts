/**
 * The staff cart (admin §7.6): the same routes as the customer cart under admin/AdminCart, for staff
 * with ReservationManagementAdd; the cart belongs to the staff user. Adding a reservation also needs the
 * permission at the spot's park, and staff may override fee lines (recorded on the reservation).
 */
import type { NewReservationRequest } from '#contract/reservations';
import { type Route, type RouteAuth, staff } from '#http/routes';
import { cartRouteSet } from '#api/shared/cart-routes';
import { spotWithPark } from '#booking/claims';

const ADD_AT_SPOTS_PARK: RouteAuth = {
  kind: 'staff',
  permissions: ['ReservationManagementAdd'],
  locations: async ({ tenantId, body }) => [
    (await spotWithPark(tenantId, (body as NewReservationRequest).spotId)).spot.locationId,
  ],
};

export const adminCartRoutes: Route[] = cartRouteSet({
  base: 'admin/AdminCart',
  operationPrefix: 'admin',
  auth: staff('ReservationManagementAdd'),
  addReservationAuth: ADD_AT_SPOTS_PARK,
  feeOverrides: true,
});
