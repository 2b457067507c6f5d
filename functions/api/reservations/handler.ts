/** Lambda entry of the reservations context. */
import { createApiHandler } from '#http/pipeline';
import { reservationRoutes } from './routes.ts';

export const handler = createApiHandler(reservationRoutes);
