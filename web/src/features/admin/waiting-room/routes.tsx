/** The waiting-room screen (SystemSettingsTenantSettings), inside the admin entry guard (paths relative to /admin). */
import type { RouteObject } from 'react-router-dom';

export const waitingRoomAdminRoutes: RouteObject[] = [
  {
    path: 'waiting-room',
    lazy: async () => ({ Component: (await import('./WaitingRoomAdminPage.tsx')).WaitingRoomAdminPage }),
  },
];

/** The paths above, for the dashboard's list of built screens (admin-screens.ts). */
export const WAITING_ROOM_ADMIN_PATHS: readonly string[] = ['waiting-room'];
