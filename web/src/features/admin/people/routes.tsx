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
  {
    path: 'user-search',
    lazy: async () => ({ Component: (await import('./UserSearchPage.tsx')).UserSearchPage }),
  },
  {
    path: 'user-add',
    lazy: async () => ({ Component: (await import('./UserFormPage.tsx')).UserAddPage }),
  },
  {
    path: 'user-modify/:userId',
    lazy: async () => ({ Component: (await import('./UserFormPage.tsx')).UserModifyPage }),
  },
  {
    path: 'user-role-management',
    lazy: async () => ({ Component: (await import('./RoleManagementPage.tsx')).RoleManagementPage }),
  },
];

/** The paths above, for the dashboard's list of built screens (admin-screens.ts). */
export const PEOPLE_PATHS = [
  'customer-search',
  'customer-add',
  'customer-view/:customerId',
  'customer-edit/:customerId',
  'user-search',
  'user-add',
  'user-modify/:userId',
  'user-role-management',
] as const;
