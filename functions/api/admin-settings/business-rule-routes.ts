/** Business rules (brm/*) in the back office. */
import type { RouteTable } from '#http/routes';

export const businessRuleRoutes: RouteTable = { context: 'admin-settings', routes: [] };
