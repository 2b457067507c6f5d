/** The booking routes: public (signed-in customer, public §2.2) and back office (admin §2.3). */
import type { RouteObject } from 'react-router-dom';
import type { AlertStore } from '#web/lib/alerts/alert-store.ts';
import type { AuthStore } from '#web/lib/auth/auth-store.ts';
import { CustomerOnly } from '#web/components/CustomerOnly.tsx';
import { requireCustomer } from '#web/lib/auth/guards.ts';
import { CREATE_RESERVATION_PATH, REVIEW_RESERVATION_PATH } from '#web/lib/booking/paths.ts';

/** /create-reservation and /review-reservation: a signed-in customer, else /login?redirect={path}. */
export function bookingRoutes(auth: AuthStore, alerts: AlertStore): RouteObject[] {
  return [
    {
      middleware: [requireCustomer(auth, alerts)],
      element: <CustomerOnly />,
      children: [
        {
          path: CREATE_RESERVATION_PATH,
          lazy: async () => ({
            Component: (await import('./CreateReservationPage.tsx')).CreateReservationPage,
          }),
        },
        {
          path: REVIEW_RESERVATION_PATH,
          lazy: async () => ({
            Component: (await import('./ReviewReservationPage.tsx')).ReviewReservationPage,
          }),
        },
      ],
    },
  ];
}

/** admin/reservation-add-occupant, inside the admin entry guard (paths relative to /admin). */
export const adminBookingRoutes: RouteObject[] = [
  {
    path: 'reservation-add-occupant',
    lazy: async () => ({
      Component: (await import('./AdminReservationAddOccupantPage.tsx')).AdminReservationAddOccupantPage,
    }),
  },
];
