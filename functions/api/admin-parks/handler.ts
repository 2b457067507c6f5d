/** Lambda entry of the admin-parks context. */
import { createApiHandler } from '#http/pipeline';
import { adminParkRoutes } from './routes.ts';

export const handler = createApiHandler(adminParkRoutes);
