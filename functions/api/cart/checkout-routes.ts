/** Cart/checkout (public §7.5): starts the checkout workflow. */
import type { Route } from '#http/routes';

export const checkoutRoutes: Route[] = [];
