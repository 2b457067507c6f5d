/** Lambda entry of the locations context. */
import { createApiHandler } from '#http/pipeline';
import { locationRoutes } from './routes.ts';

export const handler = createApiHandler(locationRoutes);
