/** Lambda entry of the pricing context. */
import { createApiHandler } from '#http/pipeline';
import { pricingContextRoutes } from './routes.ts';

export const handler = createApiHandler(pricingContextRoutes);
