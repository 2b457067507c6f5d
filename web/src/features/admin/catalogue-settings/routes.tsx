/**
 * The catalogue list screens (admin §2.3 product-class-*, spot-type-management, product-type-management,
 * points-of-interest-management, attribute-management, and region-management, where an agency adds the
 * regions its parks belong to), inside the admin entry guard (paths relative to /admin).
 */
import type { RouteObject } from 'react-router-dom';

export const catalogueRoutes: RouteObject[] = [
  {
    path: 'product-class-management',
    lazy: async () => ({ Component: (await import('./ProductClassPages.tsx')).ProductClassListPage }),
  },
  {
    path: 'product-class-add',
    lazy: async () => ({ Component: (await import('./ProductClassPages.tsx')).ProductClassAddPage }),
  },
  {
    path: 'product-class-modify/:productId',
    lazy: async () => ({ Component: (await import('./ProductClassPages.tsx')).ProductClassModifyPage }),
  },
  {
    path: 'product-class-view/:productId',
    lazy: async () => ({ Component: (await import('./ProductClassPages.tsx')).ProductClassViewPage }),
  },
  {
    path: 'region-management',
    lazy: async () => ({ Component: (await import('./ListPages.tsx')).RegionsPage }),
  },
  {
    path: 'spot-type-management',
    lazy: async () => ({ Component: (await import('./ListPages.tsx')).SpotTypesPage }),
  },
  {
    path: 'product-type-management',
    lazy: async () => ({ Component: (await import('./ListPages.tsx')).ProductTypesPage }),
  },
  {
    path: 'points-of-interest-management',
    lazy: async () => ({ Component: (await import('./ListPages.tsx')).PointsOfInterestPage }),
  },
  {
    path: 'attribute-management',
    lazy: async () => ({ Component: (await import('./ListPages.tsx')).AttributesPage }),
  },
];

/** The paths above, for the dashboard's list of built screens (admin-screens.ts). */
export const CATALOGUE_PATHS: readonly string[] = [
  'product-class-management',
  'product-class-add',
  'product-class-modify/:productId',
  'product-class-view/:productId',
  'region-management',
  'spot-type-management',
  'product-type-management',
  'points-of-interest-management',
  'attribute-management',
];
