/** The tenant settings screen (admin §2.3 tenant-settings), inside the admin entry guard (paths relative to /admin). */
import type { RouteObject } from 'react-router-dom';

export const tenantSettingRoutes: RouteObject[] = [
  {
    path: 'tenant-settings',
    lazy: async () => ({ Component: (await import('./TenantSettingsPage.tsx')).TenantSettingsPage }),
  },
];

/** The paths above, for the dashboard's list of built screens (admin-screens.ts). */
export const TENANT_SETTING_PATHS: readonly string[] = ['tenant-settings'];
