import { type RouteObject, redirect } from 'react-router-dom';
import { RouteError } from './layout/RouteError.tsx';
import { beforeNavigation, type NavigationDeps } from './navigation.ts';
import { SiteLoading } from './tenant/TenantGate.tsx';
import { NotFound } from '#web/components/NotFound.tsx';
import { adminBookingRoutes } from '#web/features/booking/routes.tsx';
import { adminCartRoutes } from '#web/features/cart/routes.tsx';
import { AdminGuard } from '#web/features/admin/AdminGuard.tsx';
import { businessRuleRoutes } from '#web/features/admin/business-rules/routes.tsx';
import { catalogueRoutes } from '#web/features/admin/catalogue-settings/routes.tsx';
import { frontDeskRoutes } from '#web/features/admin/front-desk/routes.tsx';
import { parkOpsRoutes } from '#web/features/admin/park-ops/routes.tsx';
import { peopleRoutes } from '#web/features/admin/people/routes.tsx';
import { pointOfSaleRoutes } from '#web/features/admin/point-of-sale/routes.tsx';
import { reportsRoutes } from '#web/features/admin/reports/routes.tsx';
import { seasonRoutes } from '#web/features/admin/seasons/routes.tsx';
import { feeRoutes } from '#web/features/admin/fees/routes.tsx';
import { staffAccountRoutes } from '#web/features/admin/staff-account/routes.tsx';
import { templateRoutes } from '#web/features/admin/templates/routes.tsx';
import { tenantSettingRoutes } from '#web/features/admin/tenant-settings/routes.tsx';
import { waitingRoomAdminRoutes } from '#web/features/admin/waiting-room/routes.tsx';
import { AdminLayout } from './layout/AdminLayout.tsx';

const ADMIN_HOME = { to: '/admin', label: 'Back to the dashboard' };

/** A step of the add flow that another step covers: there, keeping the query. */
const stepOf = (request: Request, path: string) => redirect(`/admin/${path}${new URL(request.url).search}`);

/**
 * The back office under /admin, beside the public shell: its own layout, the same before-navigation
 * step as the root (alerts, loading, auth re-check), the login and account pages outside the entry
 * guard and every other screen inside it. Only screens that exist are routes (see admin-screens.ts);
 * any other admin path passes the guard (so its permission still applies) and then shows the not-found
 * page.
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
            {
              path: 'login',
              lazy: async () => ({
                Component: (await import('#web/features/admin/AdminLoginPage.tsx')).AdminLoginPage,
              }),
            },
            ...staffAccountRoutes,
            {
              element: <AdminGuard />,
              children: [
                // Back-office screens load on first visit, keeping them out of the public site's first load.
                {
                  index: true,
                  lazy: async () => ({
                    Component: (await import('#web/features/admin/AdminHomePage.tsx')).AdminHomePage,
                  }),
                },
                {
                  path: 'construction',
                  element: (
                    <NotFound
                      title="Under Construction"
                      message="This screen is not open yet. Everything in the menu works today."
                      home={ADMIN_HOME}
                    />
                  ),
                },
                // The add flow asks for the stay's details on the occupant step and reviews in the cart.
                {
                  path: 'reservation-add-details',
                  loader: ({ request }) => stepOf(request, 'reservation-add-occupant'),
                },
                { path: 'reservation-review', loader: ({ request }) => stepOf(request, 'shopping-cart') },
                {
                  path: 'verify-login',
                  lazy: async () => ({
                    Component: (await import('#web/features/admin/VerifyLoginPage.tsx')).VerifyLoginPage,
                  }),
                },
                {
                  path: 'user-profile',
                  lazy: async () => ({
                    Component: (await import('#web/features/admin/UserProfilePage.tsx')).UserProfilePage,
                  }),
                },
                {
                  path: 'reservation-add/:locationId?',
                  lazy: async () => ({
                    Component: (await import('#web/features/spot-search/staff/AdminReservationAddPage.tsx'))
                      .AdminReservationAddPage,
                  }),
                },
                {
                  path: 'reservation-edit-spot/:reservationId',
                  lazy: async () => ({
                    Component: (
                      await import('#web/features/spot-search/staff/AdminReservationEditSpotPage.tsx')
                    ).AdminReservationEditSpotPage,
                  }),
                },
                ...frontDeskRoutes,
                ...parkOpsRoutes,
                ...reportsRoutes,
                ...businessRuleRoutes,
                ...templateRoutes,
                ...tenantSettingRoutes,
                ...waitingRoomAdminRoutes,
                ...seasonRoutes,
                ...feeRoutes,
                ...catalogueRoutes,
                ...peopleRoutes,
                ...pointOfSaleRoutes,
                ...adminBookingRoutes,
                ...adminCartRoutes,
                { path: '*', element: <NotFound home={ADMIN_HOME} /> },
              ],
            },
          ],
        },
      ],
    },
  ];
}
