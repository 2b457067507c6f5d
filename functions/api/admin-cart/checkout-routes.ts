/** admin/AdminCart/checkout (admin §7.6): starts the checkout workflow; cash and checks need no card. */
import type { Route } from '#http/routes';

export const adminCheckoutRoutes: Route[] = [];
