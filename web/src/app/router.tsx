import { createBrowserRouter } from 'react-router-dom';
import { NotFound } from '../components/NotFound.tsx';
import { HomePage } from '../features/home/HomePage.tsx';
import { LocationPage } from '../features/locations/LocationPage.tsx';
import { LOCATION_ROUTE } from '../features/locations/paths.ts';
import { AppLayout } from './layout/AppLayout.tsx';
import { RouteError } from './layout/RouteError.tsx';
import { SiteLoading } from './tenant/TenantGate.tsx';
import { beforeNavigation, type NavigationDeps } from './navigation.ts';

/**
 * The app's routes (public §2.2). Only screens that exist are listed; every other path is the
 * not-found page. Later issues add their routes (and guards, as route middleware) here.
 */
export function createAppRouter(deps: NavigationDeps) {
  return createBrowserRouter([
    {
      id: 'root',
      element: <AppLayout />,
      middleware: [beforeNavigation(deps)],
      // Shown while the first navigation's middleware runs.
      hydrateFallbackElement: <SiteLoading />,
      // A page that throws renders inside the shell, keeping header, footer and navigation.
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { index: true, element: <HomePage /> },
            { path: LOCATION_ROUTE, element: <LocationPage /> },
            { path: '*', element: <NotFound /> },
          ],
        },
      ],
    },
  ]);
}
