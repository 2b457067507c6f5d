/** The point-of-sale screens inside the admin entry guard (paths relative to /admin, admin §2.3). */
import type { RouteObject } from 'react-router-dom';

export const pointOfSaleRoutes: RouteObject[] = [
  {
    path: 'pos-reservations',
    lazy: async () => ({ Component: (await import('./PosOrdersPage.tsx')).PosOrdersPage }),
  },
  {
    path: 'add-pos-reservations',
    lazy: async () => ({ Component: (await import('./PosSalePage.tsx')).PosSalePage }),
  },
  {
    path: 'edit-pos-reservations',
    lazy: async () => ({ Component: (await import('./PosOrderPage.tsx')).PosOrderPage }),
  },
];

/** The paths above, for the dashboard's list of built screens (admin-screens.ts). */
export const POINT_OF_SALE_PATHS = [
  'pos-reservations',
  'add-pos-reservations',
  'edit-pos-reservations',
] as const;
