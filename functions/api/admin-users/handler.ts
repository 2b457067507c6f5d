/** Lambda entry of the admin-users context. */
import { createApiHandler } from '#http/pipeline';
import { adminUserRoutes } from './routes.ts';

export const handler = createApiHandler(adminUserRoutes);
