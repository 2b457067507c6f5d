/**
 * The agency's catalogue lists in the back office (admin §2.3): product classes
 * (SystemSettingsProductClasses), spot types (SystemSettingsSpotTypes), product types
 * (SystemSettingsProductTypes), activities and amenities (SystemSettingsActivitesAmenities), attributes
 * (SystemSettingsAttributes), and the regions a park belongs to (ParkManagementAddNewPark: a new agency
 * adds its regions before its first park). The public site, availability, pricing and the spot screens read the same
 * reference items, so a change (a product class's base rate) shows there at once.
 */
import {
  BOOKING_TYPE_NAMES,
  adminAttributeSchema,
  adminPointOfInterestSchema,
  adminProductClassSchema,
  adminProductTypeSchema,
  adminRegionSchema,
  adminSpotTypeSchema,
  attributeRequestSchema,
  catalogueOptionsResponseSchema,
  pointOfInterestRequestSchema,
  productClassRequestSchema,
  productTypeRequestSchema,
  regionRequestSchema,
  spotTypeRequestSchema,
} from '#contract/catalogue-settings';
import { noQuery } from '#contract/common';
import type {
  AttributeRecord,
  BookingTypeId,
  PointOfInterestRecord,
  ProductRecord,
  RegionRecord,
  SpotTypeRecord,
} from '#domain/catalogue';
import {
  AUDITED,
  CATALOGUE_MESSAGE,
  SELECT_VALUE_TYPES,
  type StoredProductType,
  attributeChangeProblems,
  attributeRangeProblems,
  duplicateNameProblem,
  mergeOptions,
  sameName,
  usageCounts,
} from '#domain/catalogue-settings';
import { centsToDollarText } from '#domain/seasons';
import { type RouteTable, defineRoute } from '#http/routes';
import { refreshParkDerived } from '#store/catalogue-writer';
import { listTenantParkPointsOfInterest, listTenantSpots } from '#store/catalogue-settings';
import { listLocations } from '#store/locations';
import { REFERENCE_KIND } from '#store/keys';
import { listReference } from '#store/reference';
import { throwFieldErrors } from '#api/shared/catalogue-records';
import { catalogueListRoutes, requireKnown } from './catalogue-list-routes.ts';

const namesOf = (records: readonly { id: number; name: string }[]) =>
  new Map(records.map((r) => [r.id, r.name]));

// ------------------------------------------------------------------------------------ product classes

const productClasses = catalogueListRoutes<ProductRecord>()({
  kind: REFERENCE_KIND.product,
  history: 'PRODUCT',
  entity: 'Product',
  segment: 'productclass',
  operation: 'ProductClass',
  noun: 'product class',
  plural: 'product classes',
  permission: 'SystemSettingsProductClasses',
  request: productClassRequestSchema,
  row: adminProductClassSchema,
  load: async (tenantId) => {
    const [records, types, classifications, spots] = await Promise.all([
      listReference(tenantId, REFERENCE_KIND.product),
      listReference(tenantId, REFERENCE_KIND.productType),
      listReference(tenantId, REFERENCE_KIND.productClassification),
      listTenantSpots(tenantId),
    ]);
    return {
      records,
      types: namesOf(types),
      classifications: namesOf(classifications),
      spots: usageCounts(spots, (s) => [s.productId]),
      parksOf: (productId: number) => [
        ...new Set(spots.filter((s) => s.productId === productId).map((s) => s.locationId)),
      ],
    };
  },
  build: (id, req, before, ctx) => {
    requireKnown(
      ctx.types,
      req.productTypeId,
      'productTypeId',
      CATALOGUE_MESSAGE.unknownChoice('Product Type'),
    );
    requireKnown(
      ctx.classifications,
      req.productClassificationId,
      'productClassificationId',
      CATALOGUE_MESSAGE.unknownChoice('Classification'),
    );
    const taken = ctx.records.some((r) => r.id !== id && sameName(r.code, req.code));
    throwFieldErrors({
      ...duplicateNameProblem(ctx.records, id, req.name, 'product class'),
      ...(taken ? { code: [CATALOGUE_MESSAGE.duplicateCode] } : {}),
    });
    return {
      ...before,
      id,
      name: req.name,
      code: req.code,
      description: req.description,
      productTypeId: req.productTypeId,
      productClassificationId: req.productClassificationId,
      bookingTypeId: req.bookingTypeId as BookingTypeId,
      baseDailyRateCents: req.baseDailyRate,
      requiresCustomerAccount: req.requiresCustomerAccount,
    };
  },
  toRow: (p, ctx) => ({
    id: p.id,
    name: p.name,
    code: p.code,
    description: p.description,
    productTypeId: p.productTypeId,
    productTypeName: ctx.types.get(p.productTypeId) ?? '',
    productClassificationId: p.productClassificationId,
    classificationName: ctx.classifications.get(p.productClassificationId) ?? '',
    bookingTypeId: p.bookingTypeId,
    bookingTypeName: BOOKING_TYPE_NAMES[p.bookingTypeId] ?? '',
    baseDailyRateCents: p.baseDailyRateCents,
    baseDailyRate: centsToDollarText(p.baseDailyRateCents),
    requiresCustomerAccount: p.requiresCustomerAccount,
    spotCount: ctx.spots.get(p.id) ?? 0,
  }),
  audited: AUDITED.product,
  auditView: (p, ctx) => ({
    ...p,
    productType: ctx.types.get(p.productTypeId) ?? String(p.productTypeId),
    classification: ctx.classifications.get(p.productClassificationId) ?? String(p.productClassificationId),
    bookingType: BOOKING_TYPE_NAMES[p.bookingTypeId] ?? String(p.bookingTypeId),
    baseRate: `$${centsToDollarText(p.baseDailyRateCents)}`,
  }),
  useCount: (id, ctx) => ctx.spots.get(id) ?? 0,
  // A park's price range and counts per product type come from its spots' classes.
  afterSave: async (tenantId, before, after, ctx) => {
    if (
      before &&
      (before.baseDailyRateCents !== after.baseDailyRateCents || before.productTypeId !== after.productTypeId)
    )
      await Promise.all(ctx.parksOf(after.id).map((parkId) => refreshParkDerived(tenantId, parkId)));
  },
});

// -------------------------------------------------------------------------- spot and product types

const regions = catalogueListRoutes<RegionRecord>()({
  kind: REFERENCE_KIND.region,
  history: 'REGION',
  entity: 'Region',
  segment: 'region',
  operation: 'Region',
  noun: 'region',
  plural: 'regions',
  nameOf: (r) => r.longName,
  permission: 'ParkManagementAddNewPark',
  request: regionRequestSchema,
  row: adminRegionSchema,
  load: async (tenantId) => {
    const [records, parks] = await Promise.all([
      listReference(tenantId, REFERENCE_KIND.region),
      listLocations(tenantId),
    ]);
    return { records, parks: usageCounts(parks, (p) => [p.regionId]) };
  },
  build: (id, req, before, ctx) => {
    const named = ctx.records.map((r) => ({ id: r.id, name: r.longName }));
    throwFieldErrors(duplicateNameProblem(named, id, req.longName, 'region', 'longName'));
    return {
      ...before,
      id,
      longName: req.longName,
      shortName: req.shortName,
      regionNumber: req.regionNumber,
    };
  },
  toRow: (r, ctx) => ({
    id: r.id,
    longName: r.longName,
    shortName: r.shortName,
    regionNumber: r.regionNumber,
    useCount: ctx.parks.get(r.id) ?? 0,
  }),
  audited: AUDITED.region,
  useCount: (id, ctx) => ctx.parks.get(id) ?? 0,
  inUse: (n) => CATALOGUE_MESSAGE.inUse('region', n, n === 1 ? 'park' : 'parks'),
});

const spotTypes = catalogueListRoutes<SpotTypeRecord>()({
  kind: REFERENCE_KIND.spotType,
  history: 'SPOTTYPE',
  entity: 'SpotType',
  segment: 'spottype',
  operation: 'SpotType',
  noun: 'spot type',
  plural: 'spot types',
  permission: 'SystemSettingsSpotTypes',
  request: spotTypeRequestSchema,
  row: adminSpotTypeSchema,
  load: async (tenantId) => {
    const [records, spots] = await Promise.all([
      listReference(tenantId, REFERENCE_KIND.spotType),
      listTenantSpots(tenantId),
    ]);
    return { records, spots: usageCounts(spots, (s) => s.spotTypeIds) };
  },
  build: (id, req, before, ctx) => {
    throwFieldErrors(duplicateNameProblem(ctx.records, id, req.name, 'spot type'));
    return { ...before, id, name: req.name, description: req.description, icon: req.icon };
  },
  toRow: (t, ctx) => ({
    id: t.id,
    name: t.name,
    description: t.description,
    icon: t.icon,
    useCount: ctx.spots.get(t.id) ?? 0,
  }),
  audited: AUDITED.spotType,
  useCount: (id, ctx) => ctx.spots.get(id) ?? 0,
  inUse: (n) => CATALOGUE_MESSAGE.inUse('spot type', n, n === 1 ? 'spot' : 'spots'),
});

const productTypes = catalogueListRoutes<StoredProductType>()({
  kind: REFERENCE_KIND.productType,
  history: 'PRODUCTTYPE',
  entity: 'ProductType',
  segment: 'producttype',
  operation: 'ProductType',
  noun: 'product type',
  plural: 'product types',
  permission: 'SystemSettingsProductTypes',
  request: productTypeRequestSchema,
  row: adminProductTypeSchema,
  load: async (tenantId) => {
    const [records, products] = await Promise.all([
      listReference(tenantId, REFERENCE_KIND.productType) as Promise<StoredProductType[]>,
      listReference(tenantId, REFERENCE_KIND.product),
    ]);
    return { records, products: usageCounts(products, (p) => [p.productTypeId]) };
  },
  build: (id, req, before, ctx) => {
    throwFieldErrors(duplicateNameProblem(ctx.records, id, req.name, 'product type'));
    return { ...before, id, name: req.name, description: req.description, icon: req.icon };
  },
  toRow: (t, ctx) => ({
    id: t.id,
    name: t.name,
    description: t.description ?? '',
    icon: t.icon,
    useCount: ctx.products.get(t.id) ?? 0,
  }),
  audited: AUDITED.productType,
  useCount: (id, ctx) => ctx.products.get(id) ?? 0,
  inUse: (n) => CATALOGUE_MESSAGE.inUse('product type', n, n === 1 ? 'product class' : 'product classes'),
});

// ------------------------------------------------------------------------ activities and amenities

const pointsOfInterest = catalogueListRoutes<PointOfInterestRecord>()({
  kind: REFERENCE_KIND.pointOfInterest,
  history: 'POI',
  entity: 'PointOfInterest',
  segment: 'activity',
  operation: 'Activity',
  noun: 'activity or amenity',
  plural: 'activities and amenities',
  permission: 'SystemSettingsActivitesAmenities',
  request: pointOfInterestRequestSchema,
  row: adminPointOfInterestSchema,
  load: async (tenantId) => {
    const [records, categories, listed] = await Promise.all([
      listReference(tenantId, REFERENCE_KIND.pointOfInterest),
      listReference(tenantId, REFERENCE_KIND.pointOfInterestCategory),
      listTenantParkPointsOfInterest(tenantId),
    ]);
    return {
      records,
      categories: namesOf(categories),
      parks: usageCounts(listed, (l) => [l.pointOfInterestId]),
    };
  },
  build: (id, req, before, ctx) => {
    requireKnown(ctx.categories, req.categoryId, 'categoryId', CATALOGUE_MESSAGE.unknownChoice('Category'));
    throwFieldErrors(duplicateNameProblem(ctx.records, id, req.name, 'activity or amenity'));
    return {
      ...before,
      id,
      name: req.name,
      description: req.description,
      icon: req.icon,
      categoryId: req.categoryId,
      isSearchable: req.isSearchable,
      isMappable: req.isMappable,
    };
  },
  toRow: (p, ctx) => ({
    id: p.id,
    name: p.name,
    description: p.description,
    icon: p.icon,
    categoryId: p.categoryId,
    categoryName: ctx.categories.get(p.categoryId) ?? '',
    isSearchable: p.isSearchable,
    isMappable: p.isMappable,
    useCount: ctx.parks.get(p.id) ?? 0,
  }),
  audited: AUDITED.pointOfInterest,
  auditView: (p, ctx) => ({ ...p, category: ctx.categories.get(p.categoryId) ?? String(p.categoryId) }),
  useCount: (id, ctx) => ctx.parks.get(id) ?? 0,
});

// ---------------------------------------------------------------------------------------- attributes

/** The numeric values spots hold, by attribute. */
function numbersHeld(values: readonly { attributeId: number; value: string | null }[]) {
  const held = new Map<number, number[]>();
  for (const v of values) {
    const n = v.value === null || v.value.trim() === '' ? NaN : Number(v.value);
    if (Number.isFinite(n)) held.set(v.attributeId, [...(held.get(v.attributeId) ?? []), n]);
  }
  return held;
}

const attributes = catalogueListRoutes<AttributeRecord>()({
  kind: REFERENCE_KIND.attribute,
  history: 'ATTRIBUTE',
  entity: 'Attribute',
  segment: 'attribute',
  operation: 'Attribute',
  noun: 'attribute',
  plural: 'attributes',
  permission: 'SystemSettingsAttributes',
  request: attributeRequestSchema,
  row: adminAttributeSchema,
  load: async (tenantId) => {
    const [records, categories, spots] = await Promise.all([
      listReference(tenantId, REFERENCE_KIND.attribute),
      listReference(tenantId, REFERENCE_KIND.attributeCategory),
      listTenantSpots(tenantId),
    ]);
    const values = spots.flatMap((s) =>
      s.attributes.filter((a) => a.value !== null || a.optionIds.length > 0),
    );
    return {
      records,
      categories: namesOf(categories),
      spots: usageCounts(values, (v) => [v.attributeId]),
      chosen: new Set(values.flatMap((v) => v.optionIds.map((o) => `${v.attributeId}:${o}`))),
      numbers: numbersHeld(values),
    };
  },
  build: (id, req, before, ctx) => {
    requireKnown(ctx.categories, req.categoryId, 'categoryId', CATALOGUE_MESSAGE.unknownChoice('Category'));
    throwFieldErrors(duplicateNameProblem(ctx.records, id, req.name, 'attribute'));
    const select = SELECT_VALUE_TYPES.includes(req.valueType);
    const numeric = req.valueType === 'Numeric Free';
    const nextOptionId = Math.max(0, ...ctx.records.flatMap((r) => r.options.map((o) => o.id))) + 1;
    const next: AttributeRecord = {
      distanceApplies: false,
      showIcon: true,
      includedInAvailability: true,
      overridableAtSpot: true,
      ...before,
      id,
      name: req.name,
      displayName: req.displayName,
      description: req.description,
      valueType: req.valueType,
      categoryId: req.categoryId,
      icon: req.icon,
      options: select ? mergeOptions(before?.options ?? [], req.options, nextOptionId) : [],
      minValue: numeric ? req.minValue : null,
      maxValue: numeric ? req.maxValue : null,
      isSearchable: req.isSearchable,
    };
    const chosen = new Set(
      (before?.options ?? []).filter((o) => ctx.chosen.has(`${id}:${o.id}`)).map((o) => o.id),
    );
    throwFieldErrors(attributeChangeProblems(before, next, ctx.spots.get(id) ?? 0, chosen));
    throwFieldErrors(attributeRangeProblems(next, ctx.numbers.get(id) ?? []));
    return next;
  },
  toRow: (a, ctx) => ({
    id: a.id,
    name: a.name,
    displayName: a.displayName,
    description: a.description,
    valueType: a.valueType,
    categoryId: a.categoryId,
    categoryName: ctx.categories.get(a.categoryId) ?? '',
    icon: a.icon,
    options: a.options,
    minValue: a.minValue,
    maxValue: a.maxValue,
    isSearchable: a.isSearchable,
    useCount: ctx.spots.get(a.id) ?? 0,
  }),
  // By category, as the screen groups them.
  order: (a, b, ctx) =>
    (ctx.categories.get(a.categoryId) ?? '').localeCompare(ctx.categories.get(b.categoryId) ?? ''),
  audited: AUDITED.attribute,
  auditView: (a, ctx) => ({
    ...a,
    category: ctx.categories.get(a.categoryId) ?? String(a.categoryId),
    options: a.options.map((o) => o.value).join(', '),
  }),
  useCount: (id, ctx) => ctx.spots.get(id) ?? 0,
});

// ------------------------------------------------------------------------------------------- options

const options = defineRoute({
  method: 'GET',
  path: 'admin/AdminCatalogue/options',
  operationId: 'adminCatalogueOptions',
  summary:
    'What the catalogue list forms choose from: product types, classifications, booking types, categories',
  query: noQuery,
  auth: {
    kind: 'staff',
    permissions: [
      'ParkManagementAddNewPark',
      'SystemSettingsProductClasses',
      'SystemSettingsSpotTypes',
      'SystemSettingsProductTypes',
      'SystemSettingsActivitesAmenities',
      'SystemSettingsAttributes',
    ],
    anyOf: true,
  },
  response: catalogueOptionsResponseSchema,
  handler: async ({ tenantId }) => {
    const [types, classifications, poiCategories, attributeCategories] = await Promise.all([
      listReference(tenantId, REFERENCE_KIND.productType),
      listReference(tenantId, REFERENCE_KIND.productClassification),
      listReference(tenantId, REFERENCE_KIND.pointOfInterestCategory),
      listReference(tenantId, REFERENCE_KIND.attributeCategory),
    ]);
    const named = (rs: readonly { id: number; name: string }[]) =>
      rs.map((r) => ({ id: r.id, name: r.name }));
    return {
      data: {
        productTypes: named(types),
        classifications: named(classifications),
        bookingTypes: Object.entries(BOOKING_TYPE_NAMES).map(([id, name]) => ({ id: Number(id), name })),
        pointOfInterestCategories: named(poiCategories),
        attributeCategories: named(attributeCategories),
      },
    };
  },
});

export const catalogueRoutes: RouteTable = {
  context: 'admin-settings',
  routes: [
    options,
    ...productClasses,
    ...regions,
    ...spotTypes,
    ...productTypes,
    ...pointsOfInterest,
    ...attributes,
  ],
};
