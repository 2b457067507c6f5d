/** The pricing season, operational season, date block and discount class screens (admin §2.3), inside the admin entry guard (paths relative to /admin). */
import type { RouteObject } from 'react-router-dom';

export const seasonRoutes: RouteObject[] = [
  {
    path: 'pricing-seasons',
    lazy: async () => ({ Component: (await import('./PricingSeasonsPage.tsx')).PricingSeasonsPage }),
  },
  {
    path: 'operational-season-management',
    lazy: async () => ({ Component: (await import('./OperationalSeasonsPage.tsx')).OperationalSeasonsPage }),
  },
  {
    path: 'date-block-management',
    lazy: async () => ({ Component: (await import('./DateBlocksPage.tsx')).DateBlocksPage }),
  },
  {
    path: 'discount-class-management',
    lazy: async () => ({ Component: (await import('./DiscountClassesPage.tsx')).DiscountClassesPage }),
  },
];

/** The paths above, for the dashboard's list of built screens (admin-screens.ts). */
export const SEASON_PATHS: readonly string[] = [
  'pricing-seasons',
  'operational-season-management',
  'date-block-management',
  'discount-class-management',
];
