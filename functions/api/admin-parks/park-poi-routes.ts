/**
 * A park's activities and amenities in the back office (the park screen): the list with names and
 * distances, adding one from the agency's catalogue list, and taking one away over the version read.
 * A new one stands at the park's position until staff move it on the park map; the public park page and
 * the park search's amenity filter read the same items, so a change shows there at once.
 */
import { locationIdParams, noQuery } from '#contract/common';
import {
  DISTANCE_BAND_NAMES,
  PARK_POINT_MESSAGE,
  type ParkPointOfInterest,
  parkPointOfInterestDeleteQuery,
  parkPointOfInterestParams,
  parkPointOfInterestRequestSchema,
  parkPointOfInterestResponseSchema,
  parkPointsOfInterestResponseSchema,
} from '#contract/park-points-of-interest';
import type { LocationPointOfInterestRecord, PointOfInterestRecord, TenantId } from '#domain/catalogue';
import { notFound } from '#domain/errors';
import { touched } from '#domain/park-setup';
import { type RouteTable, defineRoute } from '#http/routes';
import { nextCatalogueId } from '#store/catalogue-writer';
import { REFERENCE_KIND } from '#store/keys';
import { listLocationPointsOfInterest, maxIdInParks } from '#store/locations';
import type { AuditedPointOfInterest } from '#store/park-map';
import { writeParkPointOfInterest } from '#store/park-points-of-interest';
import { listReference } from '#store/reference';
import {
  assertVersion,
  auditEntry,
  auditOf,
  refuseChanged,
  requirePark,
  staffOf,
  throwFieldErrors,
} from '#api/shared/catalogue-records';

const READ = { kind: 'staff', permissions: ['ParkManagementParkSearch'] } as const;
const EDIT = {
  kind: 'staff',
  permissions: ['ParkManagementAddNewPark'],
  locations: ({ params }: { params: unknown }) => [(params as { locationId: number }).locationId],
} as const;

async function catalogue(tenantId: TenantId) {
  const [pois, categories] = await Promise.all([
    listReference(tenantId, REFERENCE_KIND.pointOfInterest),
    listReference(tenantId, REFERENCE_KIND.pointOfInterestCategory),
  ]);
  return {
    pois: new Map(pois.map((p) => [p.id, p])),
    categories: new Map(categories.map((c) => [c.id, c.name])),
  };
}

function toRow(
  lp: LocationPointOfInterestRecord,
  poi: PointOfInterestRecord | undefined,
  categories: ReadonlyMap<number, string>,
): ParkPointOfInterest {
  return {
    id: lp.id,
    pointOfInterestId: lp.pointOfInterestId,
    name: poi?.name ?? `#${lp.pointOfInterestId}`,
    categoryName: poi ? (categories.get(poi.categoryId) ?? '') : '',
    icon: poi?.icon ?? '',
    distanceDescriptionId: lp.distanceDescriptionId,
    distance: DISTANCE_BAND_NAMES[lp.distanceDescriptionId] ?? '',
    latitude: lp.latitude,
    longitude: lp.longitude,
    dateLastModified: auditOf(lp as AuditedPointOfInterest).dateLastModified,
  };
}

export const parkPointOfInterestRoutes: RouteTable = {
  context: 'admin-parks',
  routes: [
    defineRoute({
      method: 'GET',
      path: 'admin/AdminLocation/{locationId}/pointofinterest',
      operationId: 'adminParkPointsOfInterest',
      summary: "A park's activities and amenities, by distance band then name",
      params: locationIdParams,
      query: noQuery,
      auth: READ,
      response: parkPointsOfInterestResponseSchema,
      handler: async ({ tenantId, params }) => {
        await requirePark(tenantId, params.locationId);
        const [listed, { pois, categories }] = await Promise.all([
          listLocationPointsOfInterest(tenantId, params.locationId),
          catalogue(tenantId),
        ]);
        const rows = listed.map((lp) => toRow(lp, pois.get(lp.pointOfInterestId), categories));
        rows.sort(
          (a, b) => a.distanceDescriptionId - b.distanceDescriptionId || a.name.localeCompare(b.name),
        );
        return { data: rows };
      },
    }),
    defineRoute({
      method: 'POST',
      path: 'admin/AdminLocation/{locationId}/pointofinterest',
      operationId: 'adminAddParkPointOfInterest',
      summary: "Adds an activity or amenity to a park, at the park's position until moved on the park map",
      params: locationIdParams,
      query: noQuery,
      body: parkPointOfInterestRequestSchema,
      auth: EDIT,
      response: parkPointOfInterestResponseSchema,
      handler: async ({ tenantId, params, body, auth }) => {
        const staff = staffOf(auth);
        const [park, listed, { pois, categories }] = await Promise.all([
          requirePark(tenantId, params.locationId),
          listLocationPointsOfInterest(tenantId, params.locationId),
          catalogue(tenantId),
        ]);
        const poi = pois.get(body.pointOfInterestId);
        if (!poi) throwFieldErrors({ pointOfInterestId: [PARK_POINT_MESSAGE.choose] });
        if (listed.some((lp) => lp.pointOfInterestId === body.pointOfInterestId))
          throwFieldErrors({ pointOfInterestId: [PARK_POINT_MESSAGE.listed(poi!.name)] });
        const id = await nextCatalogueId(tenantId, 'LPOI', () => maxIdInParks(tenantId, 'LPOI#'));
        const at = new Date().toISOString();
        const point: AuditedPointOfInterest = {
          id,
          locationId: park.id,
          pointOfInterestId: poi!.id,
          latitude: park.latitude,
          longitude: park.longitude,
          distanceDescriptionId:
            body.distanceDescriptionId as LocationPointOfInterestRecord['distanceDescriptionId'],
          ...touched(undefined, staff.username, at),
        };
        const entry = auditEntry(staff, at, `${poi!.name} added`, [
          {
            field: 'activityOrAmenity',
            oldValue: null,
            newValue: `${poi!.name} (${DISTANCE_BAND_NAMES[point.distanceDescriptionId]})`,
          },
        ]);
        if (!(await writeParkPointOfInterest(tenantId, park.id, id, point, null, entry)))
          refuseChanged('park');
        return { data: toRow(point, poi, categories) };
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: 'admin/AdminLocation/{locationId}/pointofinterest/{pointId}',
      operationId: 'adminRemoveParkPointOfInterest',
      summary: 'Takes an activity or amenity off a park (the version read, dateLastModified in the query)',
      params: parkPointOfInterestParams,
      query: parkPointOfInterestDeleteQuery,
      auth: EDIT,
      response: parkPointOfInterestResponseSchema,
      handler: async ({ tenantId, params, query, auth }) => {
        const staff = staffOf(auth);
        const [listed, { pois, categories }] = await Promise.all([
          listLocationPointsOfInterest(tenantId, params.locationId),
          catalogue(tenantId),
        ]);
        const before = listed.find((lp) => lp.id === params.pointId) as AuditedPointOfInterest | undefined;
        if (!before) throw notFound('LocationPointOfInterest', params.pointId);
        const seen = assertVersion('activity or amenity', before, query.dateLastModified);
        const poi = pois.get(before.pointOfInterestId);
        const name = poi?.name ?? `#${before.pointOfInterestId}`;
        const entry = auditEntry(staff, new Date().toISOString(), `${name} removed`, [
          { field: 'activityOrAmenity', oldValue: name, newValue: null },
        ]);
        if (!(await writeParkPointOfInterest(tenantId, params.locationId, before.id, null, seen, entry)))
          refuseChanged('activity or amenity');
        return { data: toRow(before, poi, categories) };
      },
    }),
  ],
};
