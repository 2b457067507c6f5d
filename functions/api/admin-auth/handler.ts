/** Lambda entry of the admin-auth context. */
import { createApiHandler } from '#http/pipeline';
import { adminAuthRoutes } from './routes.ts';

export const handler = createApiHandler(adminAuthRoutes);
