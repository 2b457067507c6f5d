/** Pricing seasons, operational seasons, date blocks and discount classes in the back office. */
import type { RouteTable } from '#http/routes';

export const seasonRoutes: RouteTable = { context: 'admin-settings', routes: [] };
