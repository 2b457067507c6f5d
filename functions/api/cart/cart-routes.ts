/** The customer cart (public §7.5): add, list, remove, clear, extend the timeout. */
import type { Route } from '#http/routes';

export const cartRoutes: Route[] = [];
