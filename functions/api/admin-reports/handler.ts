/** Lambda entry of the admin-reports context. */
import { createApiHandler } from '#http/pipeline';
import { adminReportRoutes } from './routes.ts';

export const handler = createApiHandler(adminReportRoutes);
