/** The spots context: spot details, spot types, product classifications (spec public §7.2). */
import { availabilityRequestSchema, availabilityResponseSchema } from '#contract/availability';
import { noQuery, spotIdParams } from '#contract/common';
import {
  productClassificationsQuery,
  productClassificationsResponseSchema,
  spotDetailsResponseSchema,
  spotTypesResponseSchema,
} from '#contract/spots';
import { notFound } from '#domain/errors';
import { PUBLIC, type RouteTable, defineRoute } from '#http/routes';
import { REFERENCE_KIND } from '#store/keys';
import { getLocation, listSpots } from '#store/locations';
import { getReferenceData, listReference } from '#store/reference';
import { getLoop, getSpot } from '#store/spots';
import { toClassificationWithSpotTypes, toSpotDetails, toSpotType } from '#mappers/spots';
import { anonymousSpotAvailability, spotAvailability } from '#booking/spot-availability';
import { sharedPayload } from '#http/envelope';

export const spotRoutes: RouteTable = {
  context: 'spots',
  routes: [
    defineRoute({
      method: 'POST',
      path: 'Spot/availability',
      operationId: 'spotAvailability',
      summary:
        "A park's spots with day codes for a date window, filtered, paged and counted per classification",
      query: noQuery,
      body: availabilityRequestSchema,
      auth: PUBLIC,
      // A read a person makes before claiming: answers with a page-view token (README "Waiting room").
      pageView: true,
      response: availabilityResponseSchema,
      // Public rules whatever the body says: adminView, pastDatesAvailable and walkInReservation are staff powers.
      // A caller asking without a hold or reservation of theirs gets the shared answer of the last few
      // seconds (store/availability-cache.ts): signed in or not, the answer is the same (the caller is
      // PUBLIC_CALLER either way), and on an opening morning every admitted visitor is signed in.
      handler: async ({ tenantId, body }) =>
        !body.lockCode && body.spotReservationId === undefined
          ? anonymousSpotAvailability(tenantId, body).then(sharedPayload)
          : spotAvailability(tenantId, body, {
              kind: 'public',
              pastDatesAvailable: false,
              lockCode: body.lockCode ?? undefined,
              spotReservationId: body.spotReservationId,
            }),
    }),
    defineRoute({
      method: 'GET',
      path: 'Spot/spotTypes',
      operationId: 'listSpotTypes',
      summary: 'Spot types (Campsite, Shelter, Cabin, Group Campsite)',
      query: noQuery,
      auth: PUBLIC,
      response: spotTypesResponseSchema,
      handler: async ({ tenantId }) => ({
        spotTypes: (await listReference(tenantId, REFERENCE_KIND.spotType)).map((t) =>
          toSpotType(tenantId, t),
        ),
      }),
    }),
    defineRoute({
      method: 'GET',
      path: 'Spot/productClassifications',
      operationId: 'listProductClassifications',
      summary:
        "Product classifications with their spot types; with locationId, only those of that park's spots",
      query: productClassificationsQuery,
      auth: PUBLIC,
      response: productClassificationsResponseSchema,
      handler: async ({ tenantId, query }) => {
        const classifications = await listReference(tenantId, REFERENCE_KIND.productClassification);
        if (query.locationId === undefined) {
          return { productClassificationsWithSpotTypes: classifications.map(toClassificationWithSpotTypes) };
        }
        const [location, spots, products] = await Promise.all([
          getLocation(tenantId, query.locationId),
          listSpots(tenantId, query.locationId),
          listReference(tenantId, REFERENCE_KIND.product),
        ]);
        if (!location) throw notFound('Location', query.locationId);
        const productClass = new Map(products.map((p) => [p.id, p.productClassificationId]));
        const used = new Set(spots.filter((s) => s.isActive).map((s) => productClass.get(s.productId)));
        return {
          productClassificationsWithSpotTypes: classifications
            .filter((c) => used.has(c.id))
            .map(toClassificationWithSpotTypes),
        };
      },
    }),
    defineRoute({
      method: 'GET',
      path: 'Spot/{spotId}',
      operationId: 'getSpotDetails',
      summary: "A spot's details",
      params: spotIdParams,
      query: noQuery,
      auth: PUBLIC,
      pageView: true,
      response: spotDetailsResponseSchema,
      handler: async ({ tenantId, params }) => {
        const [spot, ref] = await Promise.all([getSpot(tenantId, params.spotId), getReferenceData(tenantId)]);
        if (!spot) throw notFound('Spot', params.spotId);
        const [location, loop] = await Promise.all([
          getLocation(tenantId, spot.locationId),
          getLoop(tenantId, spot.locationId, spot.loopId),
        ]);
        return {
          spotDetails: toSpotDetails(
            spot,
            { locationName: location?.longName ?? '', loopName: loop?.name ?? '' },
            ref,
          ),
        };
      },
    }),
  ],
};
