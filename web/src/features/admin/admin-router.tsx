import type { RouteObject } from 'react-router-dom';
import { RouteError } from '../../app/layout/RouteError.tsx';
import { beforeNavigation, type NavigationDeps } from '../../app/navigation.ts';
import { SiteLoading } from '../../app/tenant/TenantGate.tsx';
import { NotFound } from '../../components/NotFound.tsx';
import { AdminReservationAddPage } from '../admin-spot-selection/AdminReservationAddPage.tsx';
import { adminBookingRoutes } from '../booking/routes.tsx';
import { adminCartRoutes } from '../cart/routes.tsx';
import { AdminGuard } from './AdminGuard.tsx';
import { AdminHomePage } from './AdminHomePage.tsx';
import { AdminLayout } from './AdminLayout.tsx';
import { AdminLoginPage } from './AdminLoginPage.tsx';
import { UserProfilePage } from './UserProfilePage.tsx';
import { VerifyLoginPage } from './VerifyLoginPage.tsx';

/**
 * The back office under /admin, beside the public shell: its own layout, the same before-navigation
 * step as the root (alerts, loading, auth re-check), the login page outside the entry guard and every
 * other screen inside it. Only screens that exist are routes (see admin-screens.ts); any other admin
 * path passes the guard (so its permission still applies) and then shows the not-found page.
 */
export function adminRoutes(deps: NavigationDeps): RouteObject[] {
  return [
    {
      id: 'admin',
      path: 'admin',
      element: <AdminLayout />,
      middleware: [beforeNavigation(deps)],
      hydrateFallbackElement: <SiteLoading />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { path: 'login', element: <AdminLoginPage /> },
            {
              element: <AdminGuard />,
              children: [
                { index: true, element: <AdminHomePage /> },
                { path: 'verify-login', element: <VerifyLoginPage /> },
                { path: 'user-profile', element: <UserProfilePage /> },
                { path: 'reservation-add/:locationId?', element: <AdminReservationAddPage /> },
                ...adminBookingRoutes,
                ...adminCartRoutes,
                { path: '*', element: <NotFound /> },
              ],
            },
          ],
        },
      ],
    },
  ];
}
