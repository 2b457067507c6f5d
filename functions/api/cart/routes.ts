/**
 * The cart context (public §7.5): the customer's cart, checkout through the checkout workflow, and the
 * order receipt. Each part keeps its routes in its own module.
 */
import type { RouteTable } from '#http/routes';
import { cartRoutes } from './cart-routes.ts';
import { checkoutRoutes } from './checkout-routes.ts';
import { receiptRoutes } from './receipt-routes.ts';

export const cartContextRoutes: RouteTable = {
  context: 'cart',
  routes: [...cartRoutes, ...checkoutRoutes, ...receiptRoutes],
};
