/**
 * Parks in the back office (admin §2.3 park-search, park-detail, add-new-park): search and read with
 * ParkManagementParkSearch; add a park, edit one, add or rename its loops with ParkManagementAddNewPark
 * at that park. Every save is audited and conditional on the version the person read.
 */
import { locationIdParams, noQuery } from '#contract/common';
import {
  type AdminPark,
  type ParkRequest,
  adminLoopResponseSchema,
  adminParkResponseSchema,
  catalogueHistoryResponseSchema,
  locationLoopParams,
  loopRequestSchema,
  parkRequestSchema,
  parkRowsResponseSchema,
  parkSearchQuery,
} from '#contract/park-setup';
import type { LocationRecord, LoopRecord, TenantId } from '#domain/catalogue';
import { notFound } from '#domain/errors';
import { PARK_SETUP_MESSAGE, diffFields, touched } from '#domain/park-setup';
import { type RouteTable, defineRoute } from '#http/routes';
import { listCatalogueHistory, nextCatalogueId } from '#store/catalogue-writer';
import { REFERENCE_KIND } from '#store/keys';
import {
  type AuditedLocation,
  listLocations,
  listLoops,
  maxIdInParks,
  saveLocation,
  saveLoop,
} from '#store/locations';
import { listReference } from '#store/reference';
import {
  assertVersion,
  auditEntry,
  auditOf,
  refuseChanged,
  throwFieldErrors,
  requirePark,
  staffOf,
  toHistory,
} from '#api/shared/catalogue-records';

/** The park fields a person edits, in form order (the audit lists changes by these). */
const PARK_FIELDS = [
  'code',
  'longName',
  'shortName',
  'regionId',
  'timezone',
  'street1',
  'street2',
  'city',
  'state',
  'zipcode',
  'latitude',
  'longitude',
  'phoneNumber',
  'primaryContactName',
  'primaryContactEmail',
  'url',
  'acreage',
  'elevation',
  'directions',
  'importantDates',
  'featured',
  'featuredDescription',
  'isActive',
  'images',
] as const satisfies readonly (keyof LocationRecord)[];

async function regionNames(tenantId: TenantId) {
  return new Map((await listReference(tenantId, REFERENCE_KIND.region)).map((r) => [r.id, r.longName]));
}

async function toAdminPark(tenantId: TenantId, park: AuditedLocation): Promise<AdminPark> {
  const [regions, loops] = await Promise.all([regionNames(tenantId), listLoops(tenantId, park.id)]);
  return {
    ...Object.fromEntries(PARK_FIELDS.map((f) => [f, park[f]])),
    id: park.id,
    regionName: regions.get(park.regionId) ?? '',
    images: park.images.map(({ id, url, title, description }) => ({ id, url, title, description })),
    spotCount: park.spotCount ?? 0,
    loops: loops.map(({ id, locationId, name, code, description }) => ({
      id,
      locationId,
      name,
      code,
      description,
    })),
    ...auditOf(park),
  } as AdminPark;
}

/** The park a request makes of the one before (or of nothing, for a new park). */
function parkFrom(id: number, req: ParkRequest, before: AuditedLocation | undefined): AuditedLocation {
  const images = req.images.map((img, i) => ({ id: i + 1, ...img }));
  return {
    // What the form does not show is kept (descriptions, help links, secondary contacts, derived data).
    annualVisitors: 0,
    helpUrl: '',
    helpUrlName: '',
    mapZoomLevel: 12,
    secondaryContactName: '',
    secondaryContactEmail: '',
    reportingEmail: '',
    faxNumber: '',
    operationalSeasonId: null,
    descriptions: [],
    productTypeCounts: [],
    minPriceCents: null,
    maxPriceCents: null,
    areas: [],
    spotCount: 0,
    ...before,
    ...Object.fromEntries(PARK_FIELDS.map((f) => [f, req[f]])),
    images,
    featuredImageUrl: images[0]?.url ?? before?.featuredImageUrl ?? '',
    mapLatitude: req.latitude,
    mapLongitude: req.longitude,
    id,
  } as AuditedLocation;
}

/** A region that exists and a code no other park uses; 400 naming the field otherwise. */
async function checkPark(tenantId: TenantId, req: ParkRequest, selfId: number | undefined) {
  const [regions, parks] = await Promise.all([regionNames(tenantId), listLocations(tenantId)]);
  const errors: Record<string, string[]> = {};
  if (!regions.has(req.regionId)) errors.regionId = [PARK_SETUP_MESSAGE.unknownRegion];
  if (parks.some((p) => p.id !== selfId && p.code.toUpperCase() === req.code))
    errors.code = [PARK_SETUP_MESSAGE.duplicateParkCode(req.code)];
  throwFieldErrors(errors);
}

const EDIT_PARK = { kind: 'staff', permissions: ['ParkManagementAddNewPark'] } as const;
const atPark = {
  ...EDIT_PARK,
  locations: ({ params }: { params: unknown }) => [(params as { locationId: number }).locationId],
};

export const parkRoutes: RouteTable = {
  context: 'admin-parks',
  routes: [
    defineRoute({
      method: 'GET',
      path: 'admin/AdminLocation/search',
      operationId: 'adminParkSearch',
      summary: 'Parks by name or code, region and active state, with their spot and loop counts',
      query: parkSearchQuery,
      auth: { kind: 'staff', permissions: ['ParkManagementParkSearch'] },
      response: parkRowsResponseSchema,
      handler: async ({ tenantId, query }) => {
        const [parks, regions] = await Promise.all([listLocations(tenantId), regionNames(tenantId)]);
        const name = query.name?.toLowerCase();
        const found = parks.filter(
          (p) =>
            (!name || p.longName.toLowerCase().includes(name) || p.code.toLowerCase() === name) &&
            (query.regionId === undefined || p.regionId === query.regionId) &&
            (query.isActive === undefined || p.isActive === query.isActive),
        );
        const loops = await Promise.all(found.map((p) => listLoops(tenantId, p.id)));
        return {
          data: found
            .map((p, i) => ({
              id: p.id,
              code: p.code,
              longName: p.longName,
              regionName: regions.get(p.regionId) ?? '',
              city: p.city,
              timezone: p.timezone,
              isActive: p.isActive,
              spotCount: p.spotCount ?? 0,
              loopCount: loops[i]!.length,
            }))
            .sort((a, b) => a.longName.localeCompare(b.longName)),
        };
      },
    }),
    defineRoute({
      method: 'GET',
      path: 'admin/AdminLocation/{locationId}',
      operationId: 'adminGetPark',
      summary: 'One park with every field staff edit, its loops and its audit fields',
      params: locationIdParams,
      query: noQuery,
      auth: { kind: 'staff', permissions: ['ParkManagementParkSearch'] },
      response: adminParkResponseSchema,
      handler: async ({ tenantId, params }) => ({
        data: await toAdminPark(tenantId, await requirePark(tenantId, params.locationId)),
      }),
    }),
    defineRoute({
      method: 'GET',
      path: 'admin/AdminLocation/{locationId}/history',
      operationId: 'adminParkHistory',
      summary: "A park's audit history (its loops included), newest first",
      params: locationIdParams,
      query: noQuery,
      auth: { kind: 'staff', permissions: ['ParkManagementParkSearch'] },
      response: catalogueHistoryResponseSchema,
      handler: async ({ tenantId, params }) => {
        await requirePark(tenantId, params.locationId);
        return { data: toHistory(await listCatalogueHistory(tenantId, 'PARK', params.locationId)) };
      },
    }),
    defineRoute({
      method: 'POST',
      path: 'admin/AdminLocation',
      operationId: 'adminAddPark',
      summary: 'Adds a park (inactive until staff open it, if they choose so)',
      query: noQuery,
      body: parkRequestSchema,
      auth: EDIT_PARK,
      response: adminParkResponseSchema,
      handler: async ({ tenantId, body, auth }) => {
        const staff = staffOf(auth);
        await checkPark(tenantId, body, undefined);
        const id = await nextCatalogueId(tenantId, 'PARK', async () =>
          Math.max(0, ...(await listLocations(tenantId)).map((p) => p.id)),
        );
        const at = new Date().toISOString();
        const park = { ...parkFrom(id, body, undefined), ...touched(undefined, staff.username, at) };
        const entry = auditEntry(staff, at, 'Park added', diffFields(undefined, park, PARK_FIELDS));
        if (!(await saveLocation(tenantId, park, null, entry))) refuseChanged('park');
        return { data: await toAdminPark(tenantId, park) };
      },
    }),
    defineRoute({
      method: 'PUT',
      path: 'admin/AdminLocation/{locationId}',
      operationId: 'adminEditPark',
      summary: "Changes a park's fields over the version read (dateLastModified)",
      params: locationIdParams,
      query: noQuery,
      body: parkRequestSchema,
      auth: atPark,
      response: adminParkResponseSchema,
      handler: async ({ tenantId, params, body, auth }) => {
        const staff = staffOf(auth);
        const before = await requirePark(tenantId, params.locationId);
        const seen = assertVersion('park', before, body.dateLastModified);
        await checkPark(tenantId, body, before.id);
        const at = new Date().toISOString();
        const park = { ...parkFrom(before.id, body, before), ...touched(before, staff.username, at) };
        const changes = diffFields(before, park, PARK_FIELDS);
        if (changes.length === 0) return { data: await toAdminPark(tenantId, before) };
        const entry = auditEntry(staff, at, 'Park changed', changes);
        if (!(await saveLocation(tenantId, park, seen, entry))) refuseChanged('park');
        return { data: await toAdminPark(tenantId, park) };
      },
    }),
    defineRoute({
      method: 'POST',
      path: 'admin/AdminLocation/{locationId}/loop',
      operationId: 'adminAddLoop',
      summary: 'Adds a loop to a park',
      params: locationIdParams,
      query: noQuery,
      body: loopRequestSchema,
      auth: atPark,
      response: adminLoopResponseSchema,
      handler: async ({ tenantId, params, body, auth }) => {
        const staff = staffOf(auth);
        const park = await requirePark(tenantId, params.locationId);
        const loops = await listLoops(tenantId, park.id);
        if (loops.some((l) => l.name.toLowerCase() === body.name.toLowerCase()))
          throwFieldErrors({ name: ['The park already has a loop of that name.'] });
        const id = await nextCatalogueId(tenantId, 'LOOP', () => maxIdInParks(tenantId, 'LOOP#'));
        const loop: LoopRecord = {
          id,
          locationId: park.id,
          elevation: park.elevation,
          directions: '',
          ...body,
        };
        const at = new Date().toISOString();
        const entry = auditEntry(staff, at, `Loop ${loop.name} added`, [
          { field: 'loop', oldValue: null, newValue: loop.name },
        ]);
        if (!(await saveLoop(tenantId, loop, true, entry))) refuseChanged('park');
        return {
          data: { id, locationId: park.id, name: loop.name, code: loop.code, description: loop.description },
        };
      },
    }),
    defineRoute({
      method: 'PUT',
      path: 'admin/AdminLocation/{locationId}/loop/{loopId}',
      operationId: 'adminEditLoop',
      summary: "Renames a park's loop or changes its code and description",
      params: locationLoopParams,
      query: noQuery,
      body: loopRequestSchema,
      auth: atPark,
      response: adminLoopResponseSchema,
      handler: async ({ tenantId, params, body, auth }) => {
        const staff = staffOf(auth);
        const loops = await listLoops(tenantId, params.locationId);
        const before = loops.find((l) => l.id === params.loopId);
        if (!before) throw notFound('Loop', params.loopId);
        const loop: LoopRecord = { ...before, ...body };
        const changes = diffFields(before, loop, ['name', 'code', 'description']);
        const at = new Date().toISOString();
        const entry = auditEntry(staff, at, `Loop ${before.name} changed`, changes);
        if (changes.length && !(await saveLoop(tenantId, loop, false, entry))) refuseChanged('loop');
        return {
          data: {
            id: loop.id,
            locationId: loop.locationId,
            name: loop.name,
            code: loop.code,
            description: loop.description,
          },
        };
      },
    }),
  ],
};
