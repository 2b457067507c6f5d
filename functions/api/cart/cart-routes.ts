/** The customer cart (public §7.5), for the signed-in customer. */
import { CUSTOMER, type Route } from '#http/routes';
import { cartRouteSet } from '#api/shared/cart-routes';

export const cartRoutes: Route[] = cartRouteSet({
  base: 'Cart',
  operationPrefix: '',
  auth: CUSTOMER,
  addReservationAuth: CUSTOMER,
  feeOverrides: false,
});
