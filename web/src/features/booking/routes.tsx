/** The booking routes: public (signed-in customer, public §2.2) and back office (admin §2.3). */
import type { RouteObject } from 'react-router-dom';
import type { AlertStore } from '#web/lib/alerts/alert-store.ts';
import type { AuthStore } from '#web/lib/auth/auth-store.ts';
import { CustomerOnly } from '#web/components/CustomerOnly.tsx';
import { requireCustomer } from '#web/lib/auth/guards.ts';
import { CREATE_RESERVATION_PATH, REVIEW_RESERVATION_PATH } from '#web/lib/booking/paths.ts';
import { EDIT_OCCUPANT_PATH, EDIT_REVIEW_PATH } from '#web/lib/reservation-edit/paths.ts';

/**
 * /create-reservation, /review-reservation, /reservation-edit-occupant and /reservation-edit-review: a
 * signed-in customer, else /login?redirect={path}.
 */
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
        {
          path: EDIT_OCCUPANT_PATH,
          lazy: async () => ({ Component: (await import('./EditOccupantPage.tsx')).EditOccupantPage }),
        },
        {
          path: EDIT_REVIEW_PATH,
          lazy: async () => ({ Component: (await import('./EditReviewPage.tsx')).EditReviewPage }),
        },
      ],
    },
  ];
}

/**
 * admin/reservation-add-occupant, reservation-edit-occupant and reservation-edit-review, inside the
 * admin entry guard (paths relative to /admin).
 */
export const adminBookingRoutes: RouteObject[] = [
  {
    path: 'reservation-add-occupant',
    lazy: async () => ({
      Component: (await import('./AdminReservationAddOccupantPage.tsx')).AdminReservationAddOccupantPage,
    }),
  },
  {
    path: 'reservation-edit-occupant',
    lazy: async () => ({ Component: (await import('./AdminEditOccupantPage.tsx')).AdminEditOccupantPage }),
  },
  {
    path: 'reservation-edit-review',
    lazy: async () => ({ Component: (await import('./AdminEditReviewPage.tsx')).AdminEditReviewPage }),
  },
];
