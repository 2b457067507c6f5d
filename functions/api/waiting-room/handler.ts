/** Lambda entry of the waiting-room context. */
import { createApiHandler } from '#http/pipeline';
import { waitingRoomRoutes } from './routes.ts';

export const handler = createApiHandler(waitingRoomRoutes);
