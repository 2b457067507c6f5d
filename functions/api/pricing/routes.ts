/** The pricing context (public §7.4, admin §7.7): fee lines of a stay and the convenience fee. */
import type { RouteTable } from '#http/routes';
import { pricingRoutes } from './pricing-routes.ts';

export const pricingContextRoutes: RouteTable = { context: 'pricing', routes: pricingRoutes };
