/** Lambda entry of the admin-settings context. */
import { createApiHandler } from '#http/pipeline';
import { adminSettingRoutes } from './routes.ts';

export const handler = createApiHandler(adminSettingRoutes);
