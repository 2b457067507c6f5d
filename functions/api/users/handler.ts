/** Lambda entry of the users context. */
import { createApiHandler } from '#http/pipeline';
import { userRoutes } from './routes.ts';

export const handler = createApiHandler(userRoutes);
