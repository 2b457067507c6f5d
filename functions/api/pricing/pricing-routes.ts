/** Pricing/fees and Pricing/conveniencefee (public §7.4, admin §7.7). */
import type { Route } from '#http/routes';

export const pricingRoutes: Route[] = [];
