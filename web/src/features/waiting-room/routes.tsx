/** The waiting room's page: a signed-in customer (one place per account), else /login?redirect={path}. */
import type { RouteObject } from 'react-router-dom';
import { CustomerOnly } from '#web/components/CustomerOnly.tsx';
import type { AlertStore } from '#web/lib/alerts/alert-store.ts';
import type { AuthStore } from '#web/lib/auth/auth-store.ts';
import { requireCustomer } from '#web/lib/auth/guards.ts';
import { WAITING_ROOM_PATH } from '#web/lib/waiting-room/admission.ts';

export function waitingRoomRoutes(auth: AuthStore, alerts: AlertStore): RouteObject[] {
  return [
    {
      middleware: [requireCustomer(auth, alerts)],
      element: <CustomerOnly />,
      children: [
        {
          path: `${WAITING_ROOM_PATH}/:eventId`,
          lazy: async () => ({ Component: (await import('./WaitingRoomPage.tsx')).WaitingRoomPage }),
        },
      ],
    },
  ];
}
