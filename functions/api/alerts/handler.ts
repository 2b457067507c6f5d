/** Lambda entry of the alerts context. */
import { createApiHandler } from '#http/pipeline';
import { alertRoutes } from './routes.ts';

export const handler = createApiHandler(alertRoutes);
