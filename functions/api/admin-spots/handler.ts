/** Lambda entry of the admin-spots context. */
import { createApiHandler } from '#http/pipeline';
import { adminSpotRoutes } from './routes.ts';

export const handler = createApiHandler(adminSpotRoutes);
