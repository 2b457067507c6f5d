/** The people screens inside the admin entry guard (paths relative to /admin, admin §2.3). */
import type { RouteObject } from 'react-router-dom';

export const peopleRoutes: RouteObject[] = [
  {
    path: 'customer-search',
    lazy: async () => ({ Component: (await import('./CustomerSearchPage.tsx')).CustomerSearchPage }),
  },
  {
    path: 'customer-add',
    lazy: async () => ({ Component: (await import('./CustomerFormPage.tsx')).CustomerAddPage }),
  },
  {
    path: 'customer-view/:customerId',
    lazy: async () => ({ Component: (await import('./CustomerViewPage.tsx')).CustomerViewPage }),
  },
  {
    path: 'customer-edit/:customerId',
    lazy: async () => ({ Component: (await import('./CustomerFormPage.tsx')).CustomerEditPage }),
  },
];

/** The paths above, for the dashboard's list of built screens (admin-screens.ts). */
export const PEOPLE_PATHS = [
  'customer-search',
  'customer-add',
  'customer-view/:customerId',
  'customer-edit/:customerId',
] as const;
