import { createBrowserRouter, redirect } from 'react-router-dom';
import { NotFound } from '../components/NotFound.tsx';
import { accountRoutes, customerRoutes } from '../features/account/routes.tsx';
import { adminRoutes } from '../features/admin/admin-router.tsx';
import { bookingRoutes } from '../features/booking/routes.tsx';
import { cartRoutes } from '../features/cart/routes.tsx';
import { HomePage } from '../features/home/HomePage.tsx';
import { LocationPage } from '../features/locations/LocationPage.tsx';
import { LOCATION_ROUTE } from '../features/locations/paths.ts';
import { ParkSearchResultsPage } from '../features/park-search/ParkSearchResultsPage.tsx';
import { PARK_SEARCH_RESULTS_PATH } from '../features/park-search/search-params.ts';
import { AppLayout } from './layout/AppLayout.tsx';
import { RouteError } from './layout/RouteError.tsx';
import { SiteLoading } from './tenant/TenantGate.tsx';
import type { AuthStore } from './auth/auth-store.ts';
import { beforeNavigation, type NavigationDeps } from './navigation.ts';

export interface AppRouterDeps extends NavigationDeps {
  /** The auth store: its session check runs before every navigation (recheckAuth), guards read it. */
  auth: AuthStore;
}

/** The root's recheckAuth: the session check; a session that ended goes to its login page. */
function recheckWith(auth: AuthStore) {
  return async (pathname: string) => {
    const to = await auth.recheck();
    if (to && to !== pathname) throw redirect(to);
  };
}

/**
 * The app's routes (public §2.2). Only screens that exist are listed; every other path is the
 * not-found page. Later issues add their routes (and guards, as route middleware) here.
 */
export function createAppRouter({ auth, ...deps }: AppRouterDeps) {
  const navigation = { ...deps, recheckAuth: recheckWith(auth) };
  return createBrowserRouter([
    {
      id: 'root',
      element: <AppLayout />,
      middleware: [beforeNavigation(navigation)],
      // Shown while the first navigation's middleware runs.
      hydrateFallbackElement: <SiteLoading />,
      // A page that throws renders inside the shell, keeping header, footer and navigation.
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { index: true, element: <HomePage /> },
            { path: LOCATION_ROUTE, element: <LocationPage /> },
            { path: PARK_SEARCH_RESULTS_PATH, element: <ParkSearchResultsPage /> },
            ...accountRoutes(auth, deps.alerts),
            ...customerRoutes(auth, deps.alerts),
            ...bookingRoutes(auth, deps.alerts),
            ...cartRoutes(auth, deps.alerts),
            { path: '*', element: <NotFound /> },
          ],
        },
      ],
    },
    // The back office (/admin): its own layout and entry guard.
    ...adminRoutes(navigation),
  ]);
}
