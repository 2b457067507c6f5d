/**
 * Spots in the back office (admin §2.3 spot-search, spot-detail, add-new-spot): search and read with
 * ParkManagementSpotSearch; add, edit and bulk-edit with ParkManagementAddNewSpot at the spot's park.
 * Every save is audited, conditional on the version read, and recomputes the park's counts and price
 * range, so the public park page, availability and pricing read the new spot at once.
 */
import { noQuery, spotIdParams } from '#contract/common';
import {
  type AdminSpot,
  type BulkSpotRequest,
  type SpotRequest,
  adminSpotResponseSchema,
  bulkSpotRequestSchema,
  bulkSpotResponseSchema,
  catalogueHistoryResponseSchema,
  spotRequestSchema,
  spotRowsResponseSchema,
  spotSearchQuery,
  spotSetupOptionsResponseSchema,
} from '#contract/park-setup';
import { BOOKING_TYPE_NAME } from '#contract/spots';
import type { SpotAttributeValue, SpotRecord, TenantId } from '#domain/catalogue';
import { RefusedError, notFound } from '#domain/errors';
import {
  PARK_SETUP_MESSAGE,
  attributeValueProblem,
  diffFields,
  mergeAttributes,
  touched,
} from '#domain/park-setup';
import { type RouteTable, defineRoute } from '#http/routes';
import { listCatalogueHistory, nextCatalogueId } from '#store/catalogue-writer';
import { listLoops, listSpots, maxIdInParks } from '#store/locations';
import { type ReferenceData, getReferenceData } from '#store/reference';
import {
  type AuditedSpot,
  type SpotSave,
  SPOTS_PER_TRANSACTION,
  getSpot,
  getSpotForEdit,
  saveSpots,
} from '#store/spots';
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

const SPOT_FIELDS = [
  'name',
  'loopId',
  'area',
  'areaDescription',
  'productId',
  'spotTypeIds',
  'equipmentTypeIds',
  'latitude',
  'longitude',
  'salesChannel',
  'isActive',
  'attributes',
  'photos',
] as const satisfies readonly (keyof SpotRecord)[];

async function requireSpot(tenantId: TenantId, spotId: number): Promise<AuditedSpot> {
  const found = await getSpot(tenantId, spotId);
  const spot = found && (await getSpotForEdit(tenantId, found.locationId, spotId));
  if (!spot) throw notFound('Spot', spotId);
  return spot;
}

function attributeText(v: SpotAttributeValue, ref: ReferenceData): string {
  const def = ref.ATTRIBUTE.get(v.attributeId);
  if (v.optionIds.length)
    return v.optionIds.map((id) => def?.options.find((o) => o.id === id)?.value ?? 'No Value').join(', ');
  return v.value ?? '';
}

function toAdminSpot(spot: AuditedSpot, locationName: string): AdminSpot {
  return {
    id: spot.id,
    locationId: spot.locationId,
    locationName,
    loopId: spot.loopId,
    name: spot.name,
    area: spot.area,
    areaDescription: spot.areaDescription,
    productId: spot.productId,
    spotTypeIds: spot.spotTypeIds,
    equipmentTypeIds: spot.equipmentTypeIds,
    latitude: spot.latitude,
    longitude: spot.longitude,
    salesChannel: spot.salesChannel,
    isActive: spot.isActive,
    attributes: spot.attributes.map((a) => ({
      attributeId: a.attributeId,
      value: a.value,
      optionIds: a.optionIds,
    })),
    photos: spot.photos.map(({ id, url, title, description }) => ({ id, url, title, description })),
    ...auditOf(spot),
  };
}

/** Attribute values that fit their definitions; each problem is a 400 naming the attribute's index. */
function attributeErrors(
  values: readonly SpotAttributeValue[],
  ref: ReferenceData,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  values.forEach((v, i) => {
    const def = ref.ATTRIBUTE.get(v.attributeId);
    const problem = def
      ? attributeValueProblem({ ...def, name: def.displayName || def.name }, v)
      : PARK_SETUP_MESSAGE.unknownAttribute(v.attributeId);
    if (problem) errors[`attributes.${i}`] = [problem];
  });
  return errors;
}

/** The request's references exist and belong to the park; the name is the park's only spot of that name. */
async function checkSpot(tenantId: TenantId, req: SpotRequest, selfId: number | undefined) {
  const [ref, loops, spots] = await Promise.all([
    getReferenceData(tenantId),
    listLoops(tenantId, req.locationId),
    listSpots(tenantId, req.locationId),
  ]);
  const errors: Record<string, string[]> = {};
  if (!loops.some((l) => l.id === req.loopId)) errors.loopId = [PARK_SETUP_MESSAGE.loopNotInPark];
  if (!ref.PRODUCT.has(req.productId)) errors.productId = [PARK_SETUP_MESSAGE.unknownProduct];
  if (req.spotTypeIds.some((id) => !ref.SPOTTYPE.has(id)))
    errors.spotTypeIds = ['Choose spot types that exist.'];
  if (req.equipmentTypeIds.some((id) => !ref.EQUIPMENTTYPE.has(id)))
    errors.equipmentTypeIds = ['Choose equipment types that exist.'];
  if (spots.some((s) => s.id !== selfId && s.name.toLowerCase() === req.name.toLowerCase()))
    errors.name = [PARK_SETUP_MESSAGE.duplicateSpotName(req.name)];
  throwFieldErrors({ ...errors, ...attributeErrors(req.attributes, ref) });
}

function spotFrom(id: number, req: SpotRequest, before: AuditedSpot | undefined): AuditedSpot {
  return {
    descriptions: [],
    ...before,
    ...Object.fromEntries(SPOT_FIELDS.map((f) => [f, req[f]])),
    photos: req.photos.map((p, i) => ({ id: i + 1, ...p })),
    attributes: [...req.attributes].sort((a, b) => a.attributeId - b.attributeId),
    featuredImageUrl: req.photos[0]?.url ?? '',
    locationId: before?.locationId ?? req.locationId,
    id,
  } as AuditedSpot;
}

/** Applies a bulk change to a park's spots, in transactions of SPOTS_PER_TRANSACTION. */
async function bulkSave(tenantId: TenantId, req: BulkSpotRequest, actor: ReturnType<typeof staffOf>) {
  const [ref, loops, spots] = await Promise.all([
    getReferenceData(tenantId),
    listLoops(tenantId, req.locationId),
    listSpots(tenantId, req.locationId),
  ]);
  const errors: Record<string, string[]> = attributeErrors(req.attributes, ref);
  if (req.loopId !== undefined && !loops.some((l) => l.id === req.loopId))
    errors.loopId = [PARK_SETUP_MESSAGE.loopNotInPark];
  if (req.productId !== undefined && !ref.PRODUCT.has(req.productId))
    errors.productId = [PARK_SETUP_MESSAGE.unknownProduct];
  const inPark = new Set(spots.map((s) => s.id));
  if (req.spotIds.some((id) => !inPark.has(id))) errors.spotIds = [PARK_SETUP_MESSAGE.spotsNotInPark];
  throwFieldErrors(errors);
  const ids = [...new Set(req.spotIds)];
  for (let i = 0; i < ids.length; i += SPOTS_PER_TRANSACTION) {
    const chunk = ids.slice(i, i + SPOTS_PER_TRANSACTION);
    // A spot changed by someone else meanwhile is read again and the change applied over it.
    for (let attempt = 0; ; attempt++) {
      const at = new Date().toISOString();
      const current = await Promise.all(chunk.map((id) => getSpotForEdit(tenantId, req.locationId, id)));
      const saves: SpotSave[] = current.flatMap((before) => {
        if (!before) return [];
        const spot: AuditedSpot = {
          ...before,
          ...(req.isActive !== undefined && { isActive: req.isActive }),
          ...(req.salesChannel !== undefined && { salesChannel: req.salesChannel }),
          ...(req.productId !== undefined && { productId: req.productId }),
          ...(req.loopId !== undefined && { loopId: req.loopId }),
          attributes: mergeAttributes(before.attributes, req.attributes),
          ...touched(before, actor.username, at),
        };
        const changes = diffFields(before, spot, SPOT_FIELDS);
        if (!changes.length) return [];
        return [
          {
            spot,
            seenVersion: before.dateLastModified ?? '',
            entry: auditEntry(actor, at, 'Spot changed (bulk edit)', changes),
          },
        ];
      });
      if (!saves.length || (await saveSpots(tenantId, req.locationId, saves))) break;
      if (attempt >= 2) throw new RefusedError([PARK_SETUP_MESSAGE.changedMeanwhile('spot')]);
    }
  }
  return ids;
}

const EDIT_SPOT = { kind: 'staff', permissions: ['ParkManagementAddNewSpot'] } as const;
const VIEW_SPOT = { kind: 'staff', permissions: ['ParkManagementSpotSearch'] } as const;

export const spotSetupRoutes: RouteTable = {
  context: 'admin-parks',
  routes: [
    defineRoute({
      method: 'GET',
      path: 'admin/AdminSpotManagement/options',
      operationId: 'adminSpotSetupOptions',
      summary:
        'What the park and spot forms choose from: product classes, spot and equipment types, attributes, regions, activities and amenities',
      query: noQuery,
      auth: {
        kind: 'staff',
        permissions: ['ParkManagementSpotSearch', 'ParkManagementParkSearch'],
        anyOf: true,
      },
      response: spotSetupOptionsResponseSchema,
      handler: async ({ tenantId }) => {
        const ref = await getReferenceData(tenantId);
        const named = (m: Map<number, { id: number; name: string }>) =>
          [...m.values()].map(({ id, name }) => ({ id, name }));
        return {
          data: {
            products: [...ref.PRODUCT.values()].map((p) => ({
              id: p.id,
              name: p.name,
              classificationName: ref.CLASSIFICATION.get(p.productClassificationId)?.name ?? '',
              bookingType: BOOKING_TYPE_NAME[p.bookingTypeId] ?? '',
            })),
            spotTypes: named(ref.SPOTTYPE),
            equipmentTypes: named(ref.EQUIPMENTTYPE),
            attributes: [...ref.ATTRIBUTE.values()].map((a) => ({
              id: a.id,
              name: a.displayName || a.name,
              valueType: a.valueType,
              options: a.options,
              minValue: a.minValue,
              maxValue: a.maxValue,
            })),
            regions: [...ref.REGION.values()].map((r) => ({ id: r.id, name: r.longName })),
            pointsOfInterest: [...ref.POI.values()].map((p) => ({
              id: p.id,
              name: p.name,
              categoryName: ref.POICATEGORY.get(p.categoryId)?.name ?? '',
            })),
          },
        };
      },
    }),
    defineRoute({
      method: 'GET',
      path: 'admin/AdminSpotManagement/search',
      operationId: 'adminSpotSearch',
      summary: "A park's spots by loop, name and active state, with their attribute values as text",
      query: spotSearchQuery,
      auth: VIEW_SPOT,
      response: spotRowsResponseSchema,
      handler: async ({ tenantId, query }) => {
        await requirePark(tenantId, query.locationId);
        const [spots, loops, ref] = await Promise.all([
          listSpots(tenantId, query.locationId),
          listLoops(tenantId, query.locationId),
          getReferenceData(tenantId),
        ]);
        const loopNames = new Map(loops.map((l) => [l.id, l.name]));
        const name = query.name?.toLowerCase();
        return {
          data: spots
            .filter(
              (s) =>
                (query.loopId === undefined || s.loopId === query.loopId) &&
                (!name || s.name.toLowerCase().includes(name)) &&
                (query.isActive === undefined || s.isActive === query.isActive),
            )
            .map((s) => ({
              id: s.id,
              name: s.name,
              locationId: s.locationId,
              loopId: s.loopId,
              loopName: loopNames.get(s.loopId) ?? '',
              area: s.area,
              productId: s.productId,
              productName: ref.PRODUCT.get(s.productId)?.name ?? '',
              salesChannel: s.salesChannel,
              isActive: s.isActive,
              attributes: Object.fromEntries(
                s.attributes.map((a) => [String(a.attributeId), attributeText(a, ref)]),
              ),
            }))
            .sort(
              (a, b) =>
                a.loopName.localeCompare(b.loopName) || a.name.localeCompare(b.name, 'en', { numeric: true }),
            ),
        };
      },
    }),
    defineRoute({
      method: 'GET',
      path: 'admin/AdminSpotManagement/{spotId}',
      operationId: 'adminGetSpot',
      summary: 'One spot with every field staff edit and its audit fields',
      params: spotIdParams,
      query: noQuery,
      auth: VIEW_SPOT,
      response: adminSpotResponseSchema,
      handler: async ({ tenantId, params }) => {
        const spot = await requireSpot(tenantId, params.spotId);
        const park = await requirePark(tenantId, spot.locationId);
        return { data: toAdminSpot(spot, park.longName) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: 'admin/AdminSpotManagement/{spotId}/history',
      operationId: 'adminSpotHistory',
      summary: "A spot's audit history, newest first",
      params: spotIdParams,
      query: noQuery,
      auth: VIEW_SPOT,
      response: catalogueHistoryResponseSchema,
      handler: async ({ tenantId, params }) => {
        await requireSpot(tenantId, params.spotId);
        return { data: toHistory(await listCatalogueHistory(tenantId, 'SPOT', params.spotId)) };
      },
    }),
    defineRoute({
      method: 'POST',
      path: 'admin/AdminSpotManagement',
      operationId: 'adminAddSpot',
      summary: 'Adds a spot to a park; it is on sale at once when active',
      query: noQuery,
      body: spotRequestSchema,
      auth: { ...EDIT_SPOT, locations: ({ body }) => [(body as SpotRequest).locationId] },
      response: adminSpotResponseSchema,
      handler: async ({ tenantId, body, auth }) => {
        const staff = staffOf(auth);
        const park = await requirePark(tenantId, body.locationId);
        await checkSpot(tenantId, body, undefined);
        const id = await nextCatalogueId(tenantId, 'SPOT', () => maxIdInParks(tenantId, 'SPOT#'));
        const at = new Date().toISOString();
        const spot = { ...spotFrom(id, body, undefined), ...touched(undefined, staff.username, at) };
        const entry = auditEntry(staff, at, 'Spot added', diffFields(undefined, spot, SPOT_FIELDS));
        if (!(await saveSpots(tenantId, park.id, [{ spot, seenVersion: null, entry }])))
          refuseChanged('spot');
        return { data: toAdminSpot(spot, park.longName) };
      },
    }),
    defineRoute({
      method: 'PUT',
      path: 'admin/AdminSpotManagement/{spotId}',
      operationId: 'adminEditSpot',
      summary: "Changes a spot's fields over the version read (dateLastModified); its park stays",
      params: spotIdParams,
      query: noQuery,
      body: spotRequestSchema,
      auth: {
        ...EDIT_SPOT,
        locations: async ({ tenantId, params }) => {
          const spot = await getSpot(tenantId, (params as { spotId: number }).spotId);
          if (!spot) throw notFound('Spot', (params as { spotId: number }).spotId);
          return [spot.locationId];
        },
      },
      response: adminSpotResponseSchema,
      handler: async ({ tenantId, params, body, auth }) => {
        const staff = staffOf(auth);
        const before = await requireSpot(tenantId, params.spotId);
        if (body.locationId !== before.locationId)
          throwFieldErrors({ locationId: ['A spot stays in its park.'] });
        const seen = assertVersion('spot', before, body.dateLastModified);
        await checkSpot(tenantId, body, before.id);
        const park = await requirePark(tenantId, before.locationId);
        const at = new Date().toISOString();
        const spot = { ...spotFrom(before.id, body, before), ...touched(before, staff.username, at) };
        const changes = diffFields(before, spot, SPOT_FIELDS);
        if (changes.length === 0) return { data: toAdminSpot(before, park.longName) };
        const entry = auditEntry(staff, at, 'Spot changed', changes);
        if (!(await saveSpots(tenantId, park.id, [{ spot, seenVersion: seen, entry }])))
          refuseChanged('spot');
        return { data: toAdminSpot(spot, park.longName) };
      },
    }),
    defineRoute({
      method: 'POST',
      path: 'admin/AdminSpotManagement/bulk',
      operationId: 'adminBulkEditSpots',
      summary:
        'Changes many spots of one park at once: active state, sales channel, product class, loop, attributes',
      query: noQuery,
      body: bulkSpotRequestSchema,
      auth: { ...EDIT_SPOT, locations: ({ body }) => [(body as BulkSpotRequest).locationId] },
      response: bulkSpotResponseSchema,
      handler: async ({ tenantId, body, auth }) => {
        await requirePark(tenantId, body.locationId);
        const spotIds = await bulkSave(tenantId, body, staffOf(auth));
        return { data: { updated: spotIds.length, spotIds } };
      },
    }),
  ],
};
