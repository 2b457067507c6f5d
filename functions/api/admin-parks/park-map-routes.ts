/**
 * The park map (admin §2.3 park-map, ParkManagementParkMap at the park): a park's spots and the mappable
 * points of interest within it, and the positions staff save after dragging them. Every move is checked
 * against the park's own position, conditional on the version read and recorded in the marker's history.
 */
import { locationIdParams, noQuery } from '#contract/common';
import {
  type ParkMap,
  type ParkMapMovesRequest,
  parkMapMovesRequestSchema,
  parkMapResponseSchema,
} from '#contract/park-map';
import {
  DISTANCE_BAND,
  type LocationPointOfInterestRecord,
  type PointOfInterestRecord,
  type TenantId,
} from '#domain/catalogue';
import { MAX_MILES_FROM_PARK, PARK_MAP_MESSAGE, milesFromPark } from '#domain/park-map';
import { type CatalogueAudit, diffFields, touched } from '#domain/park-setup';
import { type RouteTable, type StaffAuth, defineRoute } from '#http/routes';
import {
  auditEntry,
  auditOf,
  refuseChanged,
  requirePark,
  staffOf,
  throwFieldErrors,
} from '#api/shared/catalogue-records';
import { REFERENCE_KIND } from '#store/keys';
import { listLocationPointsOfInterest, listLoops, listSpots } from '#store/locations';
import {
  type AuditedPointOfInterest,
  type PointOfInterestSave,
  getPointOfInterestForEdit,
  saveMarkerMoves,
} from '#store/park-map';
import { listReference } from '#store/reference';
import { type AuditedSpot, type SpotSave, getSpotForEdit } from '#store/spots';

const PARK_MAP_AUTH = {
  kind: 'staff',
  permissions: ['ParkManagementParkMap'],
  locations: ({ params }: { params: unknown }) => [(params as { locationId: number }).locationId],
} as const;

const POSITION_FIELDS = ['latitude', 'longitude'] as const;

async function readParkMap(tenantId: TenantId, locationId: number): Promise<ParkMap> {
  const [park, spots, loops, lpois, pois, categories] = await Promise.all([
    requirePark(tenantId, locationId),
    listSpots(tenantId, locationId),
    listLoops(tenantId, locationId),
    listLocationPointsOfInterest(tenantId, locationId),
    listReference(tenantId, REFERENCE_KIND.pointOfInterest),
    listReference(tenantId, REFERENCE_KIND.pointOfInterestCategory),
  ]);
  const loopNames = new Map(loops.map((l) => [l.id, l.name]));
  const poiById = new Map(pois.map((p) => [p.id, p]));
  const categoryNames = new Map(categories.map((c) => [c.id, c.name]));
  const pointMarker = (lp: LocationPointOfInterestRecord, poi: PointOfInterestRecord) => ({
    kind: 'pointOfInterest' as const,
    id: lp.id,
    name: poi.name,
    group: categoryNames.get(poi.categoryId) ?? '',
    icon: poi.icon,
    isActive: true,
    latitude: lp.latitude,
    longitude: lp.longitude,
    dateLastModified: auditOf(lp as AuditedPointOfInterest).dateLastModified,
  });
  return {
    locationId: park.id,
    name: park.longName,
    latitude: park.latitude,
    longitude: park.longitude,
    markers: [
      ...[...spots]
        .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }))
        .map((s) => ({
          kind: 'spot' as const,
          id: s.id,
          name: s.name,
          group: loopNames.get(s.loopId) ?? '',
          icon: '',
          isActive: s.isActive,
          latitude: s.latitude,
          longitude: s.longitude,
          dateLastModified: auditOf(s as AuditedSpot).dateLastModified,
        })),
      // Points of interest: the mappable ones within the park.
      ...lpois.flatMap((lp) => {
        const poi = poiById.get(lp.pointOfInterestId);
        return poi && poi.isMappable && lp.distanceDescriptionId === DISTANCE_BAND.WithinFacility
          ? [pointMarker(lp, poi)]
          : [];
      }),
    ],
  };
}

/** A moved marker as it is now, stamped with its new position and the history entry of the move. */
function moved<T extends { latitude: number; longitude: number } & Partial<CatalogueAudit>>(
  before: T,
  move: ParkMapMovesRequest['moves'][number],
  staff: StaffAuth,
  at: string,
) {
  const after = { ...before, latitude: move.latitude, longitude: move.longitude };
  return {
    record: { ...after, ...touched(before, staff.username, at) },
    seenVersion: move.dateLastModified,
    entry: auditEntry(staff, at, 'Moved on the park map', diffFields(before, after, POSITION_FIELDS)),
  };
}

/** Each move checked and turned into a save of the marker as it is now; 400 with every problem. */
async function movesToSaves(
  tenantId: TenantId,
  park: { id: number; latitude: number; longitude: number },
  moves: ParkMapMovesRequest['moves'],
  staff: StaffAuth,
) {
  if (new Set(moves.map((m) => `${m.kind}#${m.id}`)).size < moves.length)
    throwFieldErrors({ moves: [PARK_MAP_MESSAGE.movedTwice] });
  const errors: Record<string, string[]> = {};
  moves.forEach((m, i) => {
    if (milesFromPark(park, [m.longitude, m.latitude]) > MAX_MILES_FROM_PARK)
      errors[`moves.${i}`] = [
        PARK_MAP_MESSAGE.tooFar(m.kind === 'spot' ? 'The spot' : 'The point of interest'),
      ];
  });
  throwFieldErrors(errors);
  const at = new Date().toISOString();
  const spots: SpotSave[] = [];
  const points: PointOfInterestSave[] = [];
  await Promise.all(
    moves.map(async (m) => {
      if (m.kind === 'spot') {
        const before = await getSpotForEdit(tenantId, park.id, m.id);
        if (!before) throwFieldErrors({ moves: [PARK_MAP_MESSAGE.notInPark] });
        const { record, ...rest } = moved(before!, m, staff, at);
        spots.push({ spot: record, ...rest });
      } else {
        const before = await getPointOfInterestForEdit(tenantId, park.id, m.id);
        if (!before) throwFieldErrors({ moves: [PARK_MAP_MESSAGE.notInPark] });
        const { record, ...rest } = moved(before!, m, staff, at);
        points.push({ point: record, ...rest });
      }
    }),
  );
  return { spots, points };
}

export const parkMapRoutes: RouteTable = {
  context: 'admin-parks',
  routes: [
    defineRoute({
      method: 'GET',
      path: 'admin/AdminLocation/{locationId}/map',
      operationId: 'adminParkMap',
      summary: "A park's spots and the points of interest within it, with their positions and versions",
      params: locationIdParams,
      query: noQuery,
      auth: PARK_MAP_AUTH,
      response: parkMapResponseSchema,
      handler: async ({ tenantId, params }) => ({ data: await readParkMap(tenantId, params.locationId) }),
    }),
    defineRoute({
      method: 'PUT',
      path: 'admin/AdminLocation/{locationId}/map',
      operationId: 'adminMoveParkMapMarkers',
      summary:
        'Saves the positions of moved spots and points of interest of one park at once, over the versions read',
      params: locationIdParams,
      query: noQuery,
      body: parkMapMovesRequestSchema,
      auth: PARK_MAP_AUTH,
      response: parkMapResponseSchema,
      handler: async ({ tenantId, params, body, auth }) => {
        const park = await requirePark(tenantId, params.locationId);
        const { spots, points } = await movesToSaves(tenantId, park, body.moves, staffOf(auth));
        if (!(await saveMarkerMoves(tenantId, park.id, spots, points))) refuseChanged('map');
        return { data: await readParkMap(tenantId, park.id) };
      },
    }),
  ],
};
