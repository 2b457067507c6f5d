/** Lambda entry of the admin-customers context. */
import { createApiHandler } from '#http/pipeline';
import { adminCustomerRoutes } from './routes.ts';

export const handler = createApiHandler(adminCustomerRoutes);
