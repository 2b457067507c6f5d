/** The locations context: parks, loops, a park's spots and points of interest, attributes, regions. */
import { attributesQuery, attributesResponseSchema } from '#contract/attributes';
import { locationIdParams, noQuery, regionIdParams } from '#contract/common';
import {
  locationResponseSchema,
  locationsResponseSchema,
  loopsResponseSchema,
  parkSearchQuerySchema,
  parkSearchRequestSchema,
  parkSearchResponseSchema,
  placesQuery,
  placesResponseSchema,
} from '#contract/locations';
import {
  locationPointsOfInterestResponseSchema,
  pointsOfInterestQuery,
  pointsOfInterestResponseSchema,
} from '#contract/points-of-interest';
import { spotsResponseSchema } from '#contract/spots';
import { notFound } from '#domain/errors';
import { PUBLIC, type RouteTable, defineRoute } from '#http/routes';
import { REFERENCE_KIND } from '#store/keys';
import {
  getLocation,
  listFeaturedLocations,
  listLocationPointsOfInterest,
  listLocations,
  listLocationsByRegion,
  listLoops,
  listSpots,
} from '#store/locations';
import { getReference, getReferenceData, listReference } from '#store/reference';
import { toAttributeDefinition } from '#mappers/attributes';
import { toLocation, toLoop } from '#mappers/locations';
import {
  toLocationPointOfInterest,
  toLocationPointOfInterestNested,
  toPointOfInterest,
} from '#mappers/points-of-interest';
import { toSpot } from '#mappers/spots';
import { runParkSearch, searchTenantPlaces } from './park-search.ts';
import type { TenantId } from '#domain/catalogue';

async function requireLocation(tenantId: TenantId, locationId: number) {
  const location = await getLocation(tenantId, locationId);
  if (!location) throw notFound('Location', locationId);
  return location;
}

async function regionsById(tenantId: TenantId) {
  return new Map((await listReference(tenantId, REFERENCE_KIND.region)).map((r) => [r.id, r]));
}

export const locationRoutes: RouteTable = {
  context: 'locations',
  routes: [
    defineRoute({
      method: 'GET',
      path: 'Location',
      operationId: 'listLocations',
      summary: "All of the tenant's parks",
      query: noQuery,
      auth: PUBLIC,
      response: locationsResponseSchema,
      handler: async ({ tenantId }) => {
        const [locations, regions] = await Promise.all([listLocations(tenantId), regionsById(tenantId)]);
        return { data: locations.map((l) => toLocation(tenantId, l, regions)) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: 'Location/featured',
      operationId: 'listFeaturedLocations',
      summary: 'Featured active parks (the home page)',
      query: noQuery,
      auth: PUBLIC,
      response: locationsResponseSchema,
      handler: async ({ tenantId }) => {
        const [locations, regions] = await Promise.all([
          listFeaturedLocations(tenantId),
          regionsById(tenantId),
        ]);
        return { data: locations.filter((l) => l.isActive).map((l) => toLocation(tenantId, l, regions)) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: 'Location/search',
      operationId: 'searchParks',
      summary: 'Park search by name, place or zip code and criteria (one page of location summary items)',
      query: parkSearchQuerySchema,
      auth: PUBLIC,
      response: parkSearchResponseSchema,
      handler: async ({ tenant, query }) => ({
        locationSummaryItemsPage: await runParkSearch(tenant, query, 'query.Zipcode'),
      }),
    }),
    defineRoute({
      method: 'POST',
      path: 'Location/search/summary_items',
      operationId: 'searchParkSummaryItems',
      summary: 'Park search with the criteria in the body (the web app sends this one)',
      query: noQuery,
      body: parkSearchRequestSchema,
      auth: PUBLIC,
      response: parkSearchResponseSchema,
      handler: async ({ tenant, body }) => ({
        locationSummaryItemsPage: await runParkSearch(tenant, body, 'body.zipcode'),
      }),
    }),
    defineRoute({
      method: 'GET',
      path: 'Location/places',
      operationId: 'searchPlaces',
      summary:
        "Place search of the search box: the tenant's geocoder, limit 10, biased to the tenant's centre, kept to its state",
      query: placesQuery,
      auth: PUBLIC,
      response: placesResponseSchema,
      handler: async ({ tenant, query }) => ({ places: await searchTenantPlaces(tenant, query.searchText) }),
    }),
    defineRoute({
      method: 'GET',
      path: 'Location/pointsofinterest',
      operationId: 'listPointsOfInterest',
      summary: "The tenant's points of interest, optionally only searchable and/or mappable ones",
      query: pointsOfInterestQuery,
      auth: PUBLIC,
      response: pointsOfInterestResponseSchema,
      handler: async ({ tenantId, query }) => {
        const [pois, categories] = await Promise.all([
          listReference(tenantId, REFERENCE_KIND.pointOfInterest),
          listReference(tenantId, REFERENCE_KIND.pointOfInterestCategory),
        ]);
        const byId = new Map(categories.map((c) => [c.id, c]));
        return {
          pointsOfInterest: pois
            .filter((p) => query.IsSearchable === undefined || p.isSearchable === query.IsSearchable)
            .filter((p) => query.IsMappable === undefined || p.isMappable === query.IsMappable)
            .map((p) => toPointOfInterest(tenantId, p, byId)),
        };
      },
    }),
    defineRoute({
      method: 'GET',
      path: 'Location/attributes',
      operationId: 'listAttributes',
      summary: 'Attribute (amenity) definitions, optionally only searchable ones',
      query: attributesQuery,
      auth: PUBLIC,
      response: attributesResponseSchema,
      handler: async ({ tenantId, query }) => {
        const [attributes, categories] = await Promise.all([
          listReference(tenantId, REFERENCE_KIND.attribute),
          listReference(tenantId, REFERENCE_KIND.attributeCategory),
        ]);
        const byId = new Map(categories.map((c) => [c.id, c]));
        return {
          attributes: attributes
            .filter((a) => query.IsSearchable === undefined || a.isSearchable === query.IsSearchable)
            .map((a) => toAttributeDefinition(tenantId, a, byId)),
        };
      },
    }),
    defineRoute({
      method: 'GET',
      path: 'Location/{locationId}',
      operationId: 'getLocation',
      summary: 'One park, with its points of interest',
      params: locationIdParams,
      query: noQuery,
      auth: PUBLIC,
      response: locationResponseSchema,
      handler: async ({ tenantId, params }) => {
        const [location, regions, lpois, pois, categories] = await Promise.all([
          requireLocation(tenantId, params.locationId),
          regionsById(tenantId),
          listLocationPointsOfInterest(tenantId, params.locationId),
          listReference(tenantId, REFERENCE_KIND.pointOfInterest),
          listReference(tenantId, REFERENCE_KIND.pointOfInterestCategory),
        ]);
        const poiById = new Map(pois.map((p) => [p.id, p]));
        const categoryById = new Map(categories.map((c) => [c.id, c]));
        const nested = lpois.flatMap((lp) => {
          const poi = poiById.get(lp.pointOfInterestId);
          return poi ? [toLocationPointOfInterestNested(tenantId, lp, poi, categoryById)] : [];
        });
        return { data: toLocation(tenantId, location, regions, nested) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: 'Location/{locationId}/loop',
      operationId: 'listLoops',
      summary: "A park's loops",
      params: locationIdParams,
      query: noQuery,
      auth: PUBLIC,
      response: loopsResponseSchema,
      handler: async ({ tenantId, params }) => {
        const [, loops] = await Promise.all([
          requireLocation(tenantId, params.locationId),
          listLoops(tenantId, params.locationId),
        ]);
        return { data: loops.map((l) => toLoop(tenantId, l)) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: 'Location/{locationId}/spot',
      operationId: 'listLocationSpots',
      summary: "A park's spots (search-result shape, without day availability)",
      params: locationIdParams,
      query: noQuery,
      auth: PUBLIC,
      response: spotsResponseSchema,
      handler: async ({ tenantId, params }) => {
        const [location, loops, spots, ref] = await Promise.all([
          requireLocation(tenantId, params.locationId),
          listLoops(tenantId, params.locationId),
          listSpots(tenantId, params.locationId),
          getReferenceData(tenantId),
        ]);
        const loopNames = new Map(loops.map((l) => [l.id, l.name]));
        return {
          data: spots.map((s) =>
            toSpot(
              tenantId,
              s,
              { locationName: location.longName, loopName: loopNames.get(s.loopId) ?? '' },
              ref,
            ),
          ),
        };
      },
    }),
    defineRoute({
      method: 'GET',
      path: 'Location/{locationId}/pointsofinterest',
      operationId: 'listLocationPointsOfInterest',
      summary: "A park's points of interest with their distance bands",
      params: locationIdParams,
      query: noQuery,
      auth: PUBLIC,
      response: locationPointsOfInterestResponseSchema,
      handler: async ({ tenantId, params }) => {
        const [, lpois, pois, categories] = await Promise.all([
          requireLocation(tenantId, params.locationId),
          listLocationPointsOfInterest(tenantId, params.locationId),
          listReference(tenantId, REFERENCE_KIND.pointOfInterest),
          listReference(tenantId, REFERENCE_KIND.pointOfInterestCategory),
        ]);
        const poiById = new Map(pois.map((p) => [p.id, p]));
        const categoryById = new Map(categories.map((c) => [c.id, c]));
        return {
          locationPointsOfInterest: lpois.flatMap((lp) => {
            const poi = poiById.get(lp.pointOfInterestId);
            return poi ? [toLocationPointOfInterest(lp, poi, categoryById)] : [];
          }),
        };
      },
    }),
    defineRoute({
      method: 'GET',
      path: 'region/{regionId}/locations',
      operationId: 'listRegionLocations',
      summary: "A region's parks",
      params: regionIdParams,
      query: noQuery,
      auth: PUBLIC,
      response: locationsResponseSchema,
      handler: async ({ tenantId, params }) => {
        const [region, locations, regions] = await Promise.all([
          getReference(tenantId, REFERENCE_KIND.region, params.regionId),
          listLocationsByRegion(tenantId, params.regionId),
          regionsById(tenantId),
        ]);
        if (!region) throw notFound('Region', params.regionId);
        return { data: locations.map((l) => toLocation(tenantId, l, regions)) };
      },
    }),
  ],
};
