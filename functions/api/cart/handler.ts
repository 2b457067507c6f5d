/** Lambda entry of the cart context. */
import { createApiHandler } from '#http/pipeline';
import { cartContextRoutes } from './routes.ts';

export const handler = createApiHandler(cartContextRoutes);
