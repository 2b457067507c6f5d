/** Lambda entry of the customers context. */
import { createApiHandler } from '#http/pipeline';
import { customerRoutes } from './routes.ts';

export const handler = createApiHandler(customerRoutes);
