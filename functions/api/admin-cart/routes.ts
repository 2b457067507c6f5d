/**
 * The admin-cart context (admin §7.6): a staff user's cart, checkout (cash and checks complete without
 * the hosted payment page) and the order receipt.
 */
import type { RouteTable } from '#http/routes';
import { adminCartRoutes } from './cart-routes.ts';
import { adminCheckoutRoutes } from './checkout-routes.ts';
import { adminReceiptRoutes } from './receipt-routes.ts';

export const adminCartContextRoutes: RouteTable = {
  context: 'admin-cart',
  routes: [...adminCartRoutes, ...adminCheckoutRoutes, ...adminReceiptRoutes],
};
