/** The park set-up screens inside the admin entry guard (paths relative to /admin, admin §2.3). */
import type { RouteObject } from 'react-router-dom';

export const parkOpsRoutes: RouteObject[] = [
  {
    path: 'park-search',
    lazy: async () => ({ Component: (await import('./ParkPages.tsx')).ParkSearchPage }),
  },
  {
    path: 'park-detail/:locationId',
    lazy: async () => ({ Component: (await import('./ParkPages.tsx')).ParkDetailPage }),
  },
  {
    path: 'add-new-park',
    lazy: async () => ({ Component: (await import('./ParkPages.tsx')).ParkDetailPage }),
  },
  {
    path: 'spot-search',
    lazy: async () => ({ Component: (await import('./SpotPages.tsx')).SpotSearchPage }),
  },
  {
    path: 'spot-detail/:spotId',
    lazy: async () => ({ Component: (await import('./SpotPages.tsx')).SpotDetailPage }),
  },
  {
    path: 'add-new-spot',
    lazy: async () => ({ Component: (await import('./SpotPages.tsx')).SpotDetailPage }),
  },
  {
    path: 'park-closure-search',
    lazy: async () => ({ Component: (await import('./ClosurePages.tsx')).ClosureSearchPage }),
  },
  {
    path: 'park-closure-add',
    lazy: async () => ({ Component: (await import('./ClosurePages.tsx')).ClosureAddPage }),
  },
  {
    path: 'park-closure-modify/:closureId',
    lazy: async () => ({ Component: (await import('./ClosurePages.tsx')).ClosureModifyPage }),
  },
  {
    path: 'park-alert-search',
    lazy: async () => ({ Component: (await import('./AlertPages.tsx')).AlertSearchPage }),
  },
  {
    path: 'park-alert-add',
    lazy: async () => ({ Component: (await import('./AlertPages.tsx')).AlertAddPage }),
  },
  {
    path: 'park-alert-modify/:alertId',
    lazy: async () => ({ Component: (await import('./AlertPages.tsx')).AlertModifyPage }),
  },
  {
    path: 'park-map',
    lazy: async () => ({ Component: (await import('./ParkMapPage.tsx')).ParkMapPage }),
  },
];

/** The paths above, for the dashboard's list of built screens (admin-screens.ts). */
export const PARK_OPS_PATHS = [
  'park-search',
  'park-detail/:locationId',
  'add-new-park',
  'spot-search',
  'spot-detail/:spotId',
  'add-new-spot',
  'park-closure-search',
  'park-closure-add',
  'park-closure-modify/:closureId',
  'park-alert-search',
  'park-alert-add',
  'park-alert-modify/:alertId',
  'park-map',
] as const;
