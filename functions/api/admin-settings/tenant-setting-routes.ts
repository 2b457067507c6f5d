/** Tenant settings in the back office. */
import type { RouteTable } from '#http/routes';

export const tenantSettingRoutes: RouteTable = { context: 'admin-settings', routes: [] };
