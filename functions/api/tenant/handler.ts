/** Lambda entry of the tenant context. */
import { createApiHandler } from '#http/pipeline';
import { tenantRoutes } from './routes.ts';

export const handler = createApiHandler(tenantRoutes);
