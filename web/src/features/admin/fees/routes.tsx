/** The fee and add-on screens (System Settings), inside the admin entry guard (paths relative to /admin). */
import type { RouteObject } from 'react-router-dom';

export const feeRoutes: RouteObject[] = [
  {
    path: 'fee-management',
    lazy: async () => ({ Component: (await import('./FeesPage.tsx')).FeesPage }),
  },
  {
    path: 'add-on-management',
    lazy: async () => ({ Component: (await import('./AddOnsPage.tsx')).AddOnsPage }),
  },
];

/** The paths above, for the dashboard's list of built screens (admin-screens.ts). */
export const FEE_PATHS: readonly string[] = ['fee-management', 'add-on-management'];
