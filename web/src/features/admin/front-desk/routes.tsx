/** The front desk's screens inside the admin entry guard (paths relative to /admin, admin §2.3). */
import type { RouteObject } from 'react-router-dom';

export const frontDeskRoutes: RouteObject[] = [
  {
    path: 'reservation-search',
    lazy: async () => ({ Component: (await import('./ReservationSearchPage.tsx')).ReservationSearchPage }),
  },
  {
    path: 'reservation-details/:reservationId',
    lazy: async () => ({ Component: (await import('./ReservationDetailsPage.tsx')).ReservationDetailsPage }),
  },
  {
    path: 'reservation-check-in/:reservationId',
    lazy: async () => ({ Component: (await import('./CheckInOutPage.tsx')).CheckInPage }),
  },
  {
    path: 'reservation-check-out/:reservationId',
    lazy: async () => ({ Component: (await import('./CheckInOutPage.tsx')).CheckOutPage }),
  },
  {
    path: 'bulk-check-in/:locationId',
    lazy: async () => ({ Component: (await import('./DayListPage.tsx')).BulkCheckInPage }),
  },
  {
    path: 'bulk-check-out/:locationId',
    lazy: async () => ({ Component: (await import('./DayListPage.tsx')).BulkCheckOutPage }),
  },
  {
    path: 'reservation-cancel/:reservationId',
    lazy: async () => ({ Component: (await import('./CancelPage.tsx')).CancelPage }),
  },
  {
    path: 'reservation-cancel-receipt/:orderId',
    lazy: async () => ({ Component: (await import('./CancelReceiptPage.tsx')).CancelReceiptPage }),
  },
];

/** The paths above, for the dashboard's list of built screens (admin-screens.ts). */
export const FRONT_DESK_PATHS = [
  'reservation-search',
  'reservation-details/:reservationId',
  'reservation-check-in/:reservationId',
  'reservation-check-out/:reservationId',
  'bulk-check-in/:locationId',
  'bulk-check-out/:locationId',
  'reservation-cancel/:reservationId',
  'reservation-cancel-receipt/:orderId',
] as const;
