/** Lambda entry of the spots context. */
import { createApiHandler } from '#http/pipeline';
import { spotRoutes } from './routes.ts';

export const handler = createApiHandler(spotRoutes);
