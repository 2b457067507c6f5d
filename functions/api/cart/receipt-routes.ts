/** Cart/receipt (public §7.5): the order receipt. */
import type { Route } from '#http/routes';

export const receiptRoutes: Route[] = [];
