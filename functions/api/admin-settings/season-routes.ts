/**
 * Seasons and prices in the back office (admin §2.3): the options the screens choose from, and the route
 * tables of pricing seasons, operational seasons, date blocks and discount classes. Availability and
 * quotes read the same items, so a change shows at once; a reservation already sold keeps its nights and
 * its price.
 */
import { noQuery } from '#contract/common';
import { seasonOptionsResponseSchema } from '#contract/seasons';
import { centsToDollarText } from '#domain/seasons';
import { type RouteTable, defineRoute } from '#http/routes';
import { REFERENCE_KIND } from '#store/keys';
import { listLocations, listSpots } from '#store/locations';
import { listReference } from '#store/reference';
import { PRICING, OPERATIONAL, DATES, DISCOUNTS } from './season-shared.ts';
import { pricingRoutes } from './pricing-season-routes.ts';
import { operationalRoutes } from './operational-season-routes.ts';
import { blockRoutes } from './date-block-routes.ts';
import { discountRoutes } from './discount-class-routes.ts';

const optionRoutes = [
  defineRoute({
    method: 'GET',
    path: 'admin/AdminSeason/options',
    operationId: 'adminSeasonOptions',
    summary:
      'What the season screens choose from: parks (with the product classes of their spots), product classes and types',
    query: noQuery,
    auth: { kind: 'staff', permissions: [PRICING, OPERATIONAL, DATES, DISCOUNTS], anyOf: true },
    response: seasonOptionsResponseSchema,
    handler: async ({ tenantId }) => {
      const [parks, products, types] = await Promise.all([
        listLocations(tenantId),
        listReference(tenantId, REFERENCE_KIND.product),
        listReference(tenantId, REFERENCE_KIND.productType),
      ]);
      const parkProducts = await Promise.all(
        parks.map(async (p) =>
          [...new Set((await listSpots(tenantId, p.id)).map((s) => s.productId))].sort((a, b) => a - b),
        ),
      );
      return {
        data: {
          parks: parks
            .map((p, i) => ({ id: p.id, longName: p.longName, productIds: parkProducts[i]! }))
            .sort((a, b) => a.longName.localeCompare(b.longName)),
          products: products
            .map((p) => ({
              id: p.id,
              name: p.name,
              productTypeId: p.productTypeId,
              baseDailyRateCents: p.baseDailyRateCents,
              baseDailyRate: centsToDollarText(p.baseDailyRateCents),
            }))
            .sort((a, b) => a.name.localeCompare(b.name)),
          productTypes: types.map((t) => ({ id: t.id, name: t.name })),
        },
      };
    },
  }),
];

export const seasonRoutes: RouteTable = {
  context: 'admin-settings',
  routes: [...optionRoutes, ...pricingRoutes, ...operationalRoutes, ...blockRoutes, ...discountRoutes],
};
