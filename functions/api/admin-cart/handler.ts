/** Lambda entry of the admin-cart context. */
import { createApiHandler } from '#http/pipeline';
import { adminCartContextRoutes } from './routes.ts';

export const handler = createApiHandler(adminCartContextRoutes);
