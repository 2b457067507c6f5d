import { createBrowserRouter, redirect } from 'react-router-dom';
import { CustomerOnly } from '#web/components/CustomerOnly.tsx';
import { NotFound } from '#web/components/NotFound.tsx';
import { requireCustomer } from '#web/lib/auth/guards.ts';
import { RESERVATION_EDIT_PATH } from '#web/lib/reservation-edit/paths.ts';
import { accountRoutes, customerRoutes } from '#web/features/account/routes.tsx';
import { bookingRoutes } from '#web/features/booking/routes.tsx';
import { cartRoutes } from '#web/features/cart/routes.tsx';
import { waitingRoomRoutes } from '#web/features/waiting-room/routes.tsx';
import { LOCATION_ROUTE } from '#web/lib/locations/paths.ts';
import { PARK_SEARCH_RESULTS_PATH } from '#web/lib/park-search/search-params.ts';
import { AppLayout, PageCodeLoading } from './layout/AppLayout.tsx';
import { loadHomePage, loadLocationPage, loadParkSearchResultsPage } from './page-chunks.ts';
import { RouteError } from './layout/RouteError.tsx';
import type { AuthStore } from '#web/lib/auth/auth-store.ts';
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
 * not-found page; guards are route middleware.
 */
const ADMIN_PATH = /^\/admin(\/|$)/i;

export function createAppRouter({ auth, ...deps }: AppRouterDeps) {
  const navigation = { ...deps, recheckAuth: recheckWith(auth) };
  let backOffice: Promise<void> | undefined;
  return createBrowserRouter(
    [
      {
        id: 'root',
        element: <AppLayout />,
        middleware: [beforeNavigation(navigation)],
        // A page that throws renders inside the shell, keeping header, footer and navigation.
        children: [
          {
            errorElement: <RouteError />,
            // The first page load shows the shell at once and this in the page's place until its code arrives.
            hydrateFallbackElement: <PageCodeLoading />,
            children: [
              // Each page is its own chunk, so a visitor downloads only the page they open.
              {
                index: true,
                lazy: async () => ({ Component: (await loadHomePage()).HomePage }),
              },
              {
                path: LOCATION_ROUTE,
                lazy: async () => ({ Component: (await loadLocationPage()).LocationPage }),
              },
              {
                path: PARK_SEARCH_RESULTS_PATH,
                lazy: async () => ({ Component: (await loadParkSearchResultsPage()).ParkSearchResultsPage }),
              },
              // The park page's spot search, changing a signed-in customer's reservation.
              {
                middleware: [requireCustomer(auth, deps.alerts)],
                element: <CustomerOnly />,
                children: [
                  {
                    path: RESERVATION_EDIT_PATH,
                    lazy: async () => ({
                      Component: (await import('#web/features/spot-search/edit/ReservationEditPage.tsx'))
                        .ReservationEditPage,
                    }),
                  },
                ],
              },
              ...accountRoutes(auth, deps.alerts),
              ...customerRoutes(auth, deps.alerts),
              ...bookingRoutes(auth, deps.alerts),
              ...cartRoutes(auth, deps.alerts),
              ...waitingRoomRoutes(auth, deps.alerts),
              { path: '*', element: <NotFound /> },
            ],
          },
        ],
      },
    ],
    {
      // The back office (/admin, its own layout and entry guard) joins the routes on the first visit
      // there, so its route tree is not part of the public site's first load.
      patchRoutesOnNavigation: ({ path, patch }) => {
        if (!ADMIN_PATH.test(path)) return undefined;
        backOffice ??= import('./admin-router.tsx').then(
          ({ adminRoutes }) => patch(null, adminRoutes(navigation)),
          (err: unknown) => {
            backOffice = undefined;
            throw err;
          },
        );
        return backOffice;
      },
    },
  );
}
