/** The staff cart (admin §7.6): add, list, remove, clear, extend the timeout. */
import type { Route } from '#http/routes';

export const adminCartRoutes: Route[] = [];
