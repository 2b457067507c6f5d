/** Communication templates in the back office. */
import type { RouteTable } from '#http/routes';

export const templateRoutes: RouteTable = { context: 'admin-settings', routes: [] };
