/** Lambda entry of the admin-reservations context. */
import { createApiHandler } from '#http/pipeline';
import { adminReservationRoutes } from './routes.ts';

export const handler = createApiHandler(adminReservationRoutes);
