/**
 * Seasons and prices in the back office (admin §2.3): a park's pricing seasons
 * (SystemSettingsPricingSeasons) and operational seasons (SystemSettingsOperationalSeasons), at that
 * park; date blocks (SystemSettingsDateManagement), at each park they name (every park for an
 * agency-wide block); discount classes and their price rule (SystemSettingsDiscountClass). Availability
 * and quotes read the same items, so a change shows at once; a reservation already sold keeps its nights
 * and its price. Before an operational season change is saved, staff see the sold stays on the days it
 * closes.
 */
import { noQuery } from '#contract/common';
import { catalogueHistoryResponseSchema, deleteQuery, deletedResponseSchema } from '#contract/park-setup';
import {
  type AdminDateBlock,
  type AdminDiscountClass,
  type AdminOperationalSeason,
  type AdminPricingSeason,
  type DateBlockRequest,
  type DiscountClassRequest,
  type OperationalImpact,
  type OperationalImpactRequest,
  type PricingSeasonRequest,
  type SeasonRate,
  adminDiscountClassesResponseSchema,
  dateBlockIdParams,
  dateBlockRequestSchema,
  dateBlockResponseSchema,
  dateBlocksResponseSchema,
  discountClassIdParams,
  discountClassRequestSchema,
  discountClassResponseSchema,
  operationalImpactRequestSchema,
  operationalImpactResponseSchema,
  operationalSeasonRequestSchema,
  operationalSeasonResponseSchema,
  operationalSeasonsResponseSchema,
  parkSeasonParams,
  pricingSeasonRequestSchema,
  pricingSeasonResponseSchema,
  pricingSeasonsResponseSchema,
  seasonOptionsResponseSchema,
  seasonSearchQuery,
} from '#contract/seasons';
import { FORBIDDEN_LOCATION_MESSAGE } from '#contract/users';
import type { ProductRecord, TenantId } from '#domain/catalogue';
import type { PricingSeasonRecord } from '#domain/inventory';
import { addDays } from '#domain/availability/calendar';
import { todayIn } from '#domain/dates';
import { ForbiddenError, notFound } from '#domain/errors';
import { diffFields, touched } from '#domain/park-setup';
import { type PermissionName, hasLocationPermission } from '#domain/permissions';
import type { DiscountRuleRecord } from '#domain/pricing/schedule';
import {
  SEASON_MESSAGE,
  WEEKDAY_NAMES,
  blockDays,
  centsToDollarText,
  dateBlockConflict,
  daysClosedByChange,
  operationalSeasonConflict,
  pricingSeasonConflicts,
  rangeInYear,
} from '#domain/seasons';
import { type RouteTable, type StaffAuth, defineRoute } from '#http/routes';
import { listCatalogueHistory, nextCatalogueId } from '#store/catalogue-writer';
import { REFERENCE_KIND } from '#store/keys';
import { listLocations, listSpots, maxIdInParks } from '#store/locations';
import { listReference } from '#store/reference';
import {
  type StoredDateBlock,
  type StoredDiscountClass,
  type StoredOperationalSeason,
  type StoredPricingSeason,
  getDateBlock,
  getDiscountClass,
  getOperationalSeason,
  getPricingSeason,
  listDateBlocks,
  listDiscountClasses,
  listDiscountRules,
  listOperationalSeasons,
  listPricingSeasons,
  writeDateBlock,
  writeDiscountClass,
  writeOperationalSeason,
  writePricingSeason,
} from '#store/seasons';
import {
  assertVersion,
  auditEntry,
  auditOf,
  refuseChanged,
  requirePark,
  staffOf,
  throwFieldErrors,
  toHistory,
} from '#api/shared/catalogue-records';
import { takenNightImpact } from '#api/shared/taken-night-impact';

const PRICING = 'SystemSettingsPricingSeasons' satisfies PermissionName;
const OPERATIONAL = 'SystemSettingsOperationalSeasons' satisfies PermissionName;
const DATES = 'SystemSettingsDateManagement' satisfies PermissionName;
const DISCOUNTS = 'SystemSettingsDiscountClass' satisfies PermissionName;

/** How far ahead an operational season change is checked for sold stays: past any booking window. */
const IMPACT_DAYS = 730;

const stamp = () => new Date().toISOString();

// ------------------------------------------------------------------------------------------ shared

type ProductNames = Map<number, Pick<ProductRecord, 'name'>>;

async function productsById(tenantId: TenantId) {
  return new Map((await listReference(tenantId, REFERENCE_KIND.product)).map((p) => [p.id, p]));
}

function toRates(rates: readonly { productId: number; dailyRateCents: number }[], products: ProductNames) {
  return rates
    .map((r): SeasonRate => ({
      productId: r.productId,
      productName: products.get(r.productId)?.name ?? `Product ${r.productId}`,
      dailyRateCents: r.dailyRateCents,
      dailyRate: centsToDollarText(r.dailyRateCents),
    }))
    .sort((a, b) => a.productName.localeCompare(b.productName));
}

/** Rates as one audit value a person reads: 'Standard Campsite $45.00; Yurt $80.00'. */
const ratesText = (rates: readonly { productId: number; dailyRateCents: number }[], products: ProductNames) =>
  toRates(rates, products)
    .map((r) => `${r.productName} $${r.dailyRate}`)
    .join('; ');

/** Rates in cents from a request, refusing products that do not exist (field messages by rate). */
function ratesOf(req: { rates: { productId: number; dailyRate: number }[] }, products: ProductNames) {
  const errors: Record<string, string[]> = {};
  req.rates.forEach((r, i) => {
    if (!products.has(r.productId)) errors[`rates.${i}.dailyRate`] = [SEASON_MESSAGE.unknownProduct];
  });
  throwFieldErrors(errors);
  return req.rates.map((r) => ({ productId: r.productId, dailyRateCents: r.dailyRate }));
}

function assertAtPark(staff: StaffAuth, permission: PermissionName, locationIds: readonly number[]) {
  if (!hasLocationPermission(staff, permission, locationIds))
    throw new ForbiddenError(FORBIDDEN_LOCATION_MESSAGE);
}

async function parkNames(tenantId: TenantId) {
  return new Map((await listLocations(tenantId)).map((p) => [p.id, p.longName]));
}

/** The parks a list covers: one asked for, else every park the caller may see with the permission. */
async function listedParks(tenantId: TenantId, staff: StaffAuth, permission: PermissionName, only?: number) {
  return (await listLocations(tenantId))
    .filter((p) => only === undefined || p.id === only)
    .filter((p) => hasLocationPermission(staff, permission, [p.id]));
}

const atPark = (permission: PermissionName) => ({
  kind: 'staff' as const,
  permissions: [permission],
  locations: ({ params, body }: { params: unknown; body: unknown }) => [
    ((params as { locationId?: number }).locationId ?? (body as { locationId: number }).locationId) as number,
  ],
});

/** The audit values of a deleted record: each field old → nothing. */
const gone = <F extends string>(fields: readonly F[]) =>
  Object.fromEntries(fields.map((f) => [f, null])) as Record<F, null>;

// --------------------------------------------------------------------------------- pricing seasons

const PRICING_AUDIT = ['name', 'startDate', 'endDate', 'rates'] as const;

function toPricingSeason(s: StoredPricingSeason, park: string, products: ProductNames): AdminPricingSeason {
  return {
    id: s.id,
    locationId: s.locationId,
    locationName: park,
    name: s.name,
    startDate: s.startDate,
    endDate: s.endDate,
    rates: toRates(s.rates, products),
    ...auditOf(s),
  };
}

const pricingAudit = (s: StoredPricingSeason | undefined, products: ProductNames) =>
  s && { name: s.name, startDate: s.startDate, endDate: s.endDate, rates: ratesText(s.rates, products) };

async function requirePricingSeason(tenantId: TenantId, locationId: number, id: number) {
  const season = await getPricingSeason(tenantId, locationId, id);
  if (!season) throw notFound('PricingSeason', id);
  return season;
}

/** A season checked against the park's others; refused with a message at each clashing rate. */
async function checkPricingSeason(tenantId: TenantId, season: StoredPricingSeason, products: ProductNames) {
  const conflicts = pricingSeasonConflicts(season, await listPricingSeasons(tenantId, season.locationId));
  throwFieldErrors(
    Object.fromEntries(
      conflicts.map((c) => [
        `rates.${c.rateIndex}.dailyRate`,
        [SEASON_MESSAGE.rateOverlap(products.get(c.productId)?.name ?? 'this product', c.other)],
      ]),
    ),
  );
}

function pricingSeasonFrom(
  id: number,
  req: PricingSeasonRequest,
  products: ProductNames,
): PricingSeasonRecord {
  return {
    id,
    locationId: req.locationId,
    name: req.name,
    startDate: req.startDate,
    endDate: req.endDate,
    rates: ratesOf(req, products),
  };
}

const pricingRoutes = [
  defineRoute({
    method: 'GET',
    path: 'admin/AdminSeason/pricing/search',
    operationId: 'adminPricingSeasonSearch',
    summary:
      'Pricing seasons of one park (or every park the caller may price) touching a year, with their rates',
    query: seasonSearchQuery,
    auth: { kind: 'staff', permissions: [PRICING] },
    response: pricingSeasonsResponseSchema,
    handler: async ({ tenantId, query, auth }) => {
      const staff = staffOf(auth);
      const [parks, products] = await Promise.all([
        listedParks(tenantId, staff, PRICING, query.locationId),
        productsById(tenantId),
      ]);
      const lists = await Promise.all(
        parks.map(async (p) =>
          (await listPricingSeasons(tenantId, p.id))
            .filter((s) => query.year === undefined || rangeInYear(s, query.year))
            .map((s) => toPricingSeason(s, p.longName, products)),
        ),
      );
      return {
        data: lists
          .flat()
          .sort(
            (a, b) =>
              a.locationName.localeCompare(b.locationName) ||
              a.startDate.localeCompare(b.startDate) ||
              a.id - b.id,
          ),
      };
    },
  }),
  defineRoute({
    method: 'GET',
    path: 'admin/AdminSeason/pricing/{locationId}/{seasonId}',
    operationId: 'adminGetPricingSeason',
    summary: 'One pricing season with its rates and audit fields',
    params: parkSeasonParams,
    query: noQuery,
    auth: atPark(PRICING),
    response: pricingSeasonResponseSchema,
    handler: async ({ tenantId, params }) => {
      const [park, season, products] = await Promise.all([
        requirePark(tenantId, params.locationId),
        requirePricingSeason(tenantId, params.locationId, params.seasonId),
        productsById(tenantId),
      ]);
      return { data: toPricingSeason(season, park.longName, products) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: 'admin/AdminSeason/pricing/{locationId}/{seasonId}/history',
    operationId: 'adminPricingSeasonHistory',
    summary: "A pricing season's audit history, newest first",
    params: parkSeasonParams,
    query: noQuery,
    auth: atPark(PRICING),
    response: catalogueHistoryResponseSchema,
    handler: async ({ tenantId, params }) => ({
      data: toHistory(await listCatalogueHistory(tenantId, 'PRICESEASON', params.seasonId)),
    }),
  }),
  defineRoute({
    method: 'POST',
    path: 'admin/AdminSeason/pricing',
    operationId: 'adminAddPricingSeason',
    summary:
      "Adds a park's pricing season: nightly rates per product class replacing the base rate on its days",
    query: noQuery,
    body: pricingSeasonRequestSchema,
    auth: atPark(PRICING),
    response: pricingSeasonResponseSchema,
    handler: async ({ tenantId, body, auth }) => {
      const staff = staffOf(auth);
      const [park, products] = await Promise.all([
        requirePark(tenantId, body.locationId),
        productsById(tenantId),
      ]);
      const draft = pricingSeasonFrom(0, body, products);
      await checkPricingSeason(tenantId, draft, products);
      const id = await nextCatalogueId(tenantId, 'PRICESEASON', () =>
        maxIdInParks(tenantId, 'RULE#PRICESEASON#'),
      );
      const at = stamp();
      const season = { ...draft, id, ...touched(undefined, staff.username, at) };
      const changes = diffFields(undefined, pricingAudit(season, products)!, PRICING_AUDIT);
      const entry = auditEntry(staff, at, 'Pricing season added', changes);
      if (!(await writePricingSeason(tenantId, season, null, entry))) refuseChanged('pricing season');
      return { data: toPricingSeason(season, park.longName, products) };
    },
  }),
  defineRoute({
    method: 'PUT',
    path: 'admin/AdminSeason/pricing/{locationId}/{seasonId}',
    operationId: 'adminEditPricingSeason',
    summary: "Changes a pricing season's name, dates and rates over the version read",
    params: parkSeasonParams,
    query: noQuery,
    body: pricingSeasonRequestSchema,
    auth: atPark(PRICING),
    response: pricingSeasonResponseSchema,
    handler: async ({ tenantId, params, body, auth }) => {
      const staff = staffOf(auth);
      if (body.locationId !== params.locationId)
        throwFieldErrors({ locationId: [SEASON_MESSAGE.staysInPark] });
      const [park, before, products] = await Promise.all([
        requirePark(tenantId, params.locationId),
        requirePricingSeason(tenantId, params.locationId, params.seasonId),
        productsById(tenantId),
      ]);
      const seen = assertVersion('pricing season', before, body.dateLastModified);
      const draft = pricingSeasonFrom(before.id, body, products);
      const changes = diffFields(
        pricingAudit(before, products),
        pricingAudit(draft, products)!,
        PRICING_AUDIT,
      );
      if (changes.length === 0) return { data: toPricingSeason(before, park.longName, products) };
      await checkPricingSeason(tenantId, draft, products);
      const at = stamp();
      const season = { ...draft, ...touched(before, staff.username, at) };
      const entry = auditEntry(staff, at, 'Pricing season changed', changes);
      if (!(await writePricingSeason(tenantId, season, seen, entry))) refuseChanged('pricing season');
      return { data: toPricingSeason(season, park.longName, products) };
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: 'admin/AdminSeason/pricing/{locationId}/{seasonId}',
    operationId: 'adminDeletePricingSeason',
    summary: 'Deletes a pricing season (the version read): its days take the base rates again',
    params: parkSeasonParams,
    query: deleteQuery,
    auth: atPark(PRICING),
    response: deletedResponseSchema,
    handler: async ({ tenantId, params, query, auth }) => {
      const staff = staffOf(auth);
      const [before, products] = await Promise.all([
        requirePricingSeason(tenantId, params.locationId, params.seasonId),
        productsById(tenantId),
      ]);
      const seen = assertVersion('pricing season', before, query.dateLastModified);
      const changes = diffFields(pricingAudit(before, products), gone(PRICING_AUDIT), PRICING_AUDIT);
      const entry = auditEntry(staff, stamp(), 'Pricing season deleted', changes);
      if (!(await writePricingSeason(tenantId, before, seen, entry, true))) refuseChanged('pricing season');
      return { data: { id: before.id } };
    },
  }),
];

// ----------------------------------------------------------------------------- operational seasons

const OPERATIONAL_AUDIT = ['name', 'startDate', 'endDate'] as const;

function toOperationalSeason(s: StoredOperationalSeason, park: string): AdminOperationalSeason {
  return {
    id: s.id,
    locationId: s.locationId,
    locationName: park,
    name: s.name,
    startDate: s.startDate,
    endDate: s.endDate,
    ...auditOf(s),
  };
}

async function requireOperationalSeason(tenantId: TenantId, locationId: number, id: number) {
  const season = await getOperationalSeason(tenantId, locationId, id);
  if (!season) throw notFound('OperationalSeason', id);
  return season;
}

async function checkOperationalSeason(tenantId: TenantId, season: StoredOperationalSeason) {
  const other = operationalSeasonConflict(season, await listOperationalSeasons(tenantId, season.locationId));
  if (other) throwFieldErrors({ endDate: [SEASON_MESSAGE.openOverlap(other)] });
}

/**
 * What a change of the park's operational seasons closes from today on (the park's day) and the sold
 * stays and live holds on those days. A stay keeps its nights; staff see it before saving.
 */
async function operationalImpact(
  tenantId: TenantId,
  req: OperationalImpactRequest,
): Promise<OperationalImpact> {
  const park = await requirePark(tenantId, req.locationId);
  const before = await listOperationalSeasons(tenantId, req.locationId);
  if (req.seasonId !== null && !before.some((s) => s.id === req.seasonId))
    throw notFound('OperationalSeason', req.seasonId);
  const others = before.filter((s) => s.id !== req.seasonId);
  const after = req.deleting ? others : [...others, { startDate: req.startDate, endDate: req.endDate }];
  const today = todayIn(park.timezone, new Date());
  const closed = daysClosedByChange(before, after, today, addDays(today, IMPACT_DAYS));
  const none = { closedDays: 0, firstClosedDay: null, lastClosedDay: null, reservations: [], heldSpots: [] };
  if (closed.length === 0) return none;
  const days = new Set(closed);
  const found = await takenNightImpact(
    tenantId,
    req.locationId,
    { startDate: closed[0]!, endDate: closed.at(-1)! },
    (n) => days.has(n.night),
  );
  return {
    closedDays: closed.length,
    firstClosedDay: closed[0]!,
    lastClosedDay: closed.at(-1)!,
    reservations: found.reservations,
    heldSpots: found.heldSpots,
  };
}

const operationalRoutes = [
  defineRoute({
    method: 'GET',
    path: 'admin/AdminSeason/operational/search',
    operationId: 'adminOperationalSeasonSearch',
    summary: 'Operational seasons (the days a park is open) of one park or every park the caller may manage',
    query: seasonSearchQuery,
    auth: { kind: 'staff', permissions: [OPERATIONAL] },
    response: operationalSeasonsResponseSchema,
    handler: async ({ tenantId, query, auth }) => {
      const parks = await listedParks(tenantId, staffOf(auth), OPERATIONAL, query.locationId);
      const lists = await Promise.all(
        parks.map(async (p) =>
          (await listOperationalSeasons(tenantId, p.id))
            .filter((s) => query.year === undefined || rangeInYear(s, query.year))
            .map((s) => toOperationalSeason(s, p.longName)),
        ),
      );
      return {
        data: lists
          .flat()
          .sort(
            (a, b) => a.locationName.localeCompare(b.locationName) || a.startDate.localeCompare(b.startDate),
          ),
      };
    },
  }),
  defineRoute({
    method: 'POST',
    path: 'admin/AdminSeason/operational/impact',
    operationId: 'adminOperationalSeasonImpact',
    summary:
      'Before a season is added, changed or deleted: the days it closes from today on and the sold stays on them',
    query: noQuery,
    body: operationalImpactRequestSchema,
    auth: atPark(OPERATIONAL),
    response: operationalImpactResponseSchema,
    handler: async ({ tenantId, body }) => ({ data: await operationalImpact(tenantId, body) }),
  }),
  defineRoute({
    method: 'GET',
    path: 'admin/AdminSeason/operational/{locationId}/{seasonId}',
    operationId: 'adminGetOperationalSeason',
    summary: 'One operational season with its audit fields',
    params: parkSeasonParams,
    query: noQuery,
    auth: atPark(OPERATIONAL),
    response: operationalSeasonResponseSchema,
    handler: async ({ tenantId, params }) => {
      const [park, season] = await Promise.all([
        requirePark(tenantId, params.locationId),
        requireOperationalSeason(tenantId, params.locationId, params.seasonId),
      ]);
      return { data: toOperationalSeason(season, park.longName) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: 'admin/AdminSeason/operational/{locationId}/{seasonId}/history',
    operationId: 'adminOperationalSeasonHistory',
    summary: "An operational season's audit history, newest first",
    params: parkSeasonParams,
    query: noQuery,
    auth: atPark(OPERATIONAL),
    response: catalogueHistoryResponseSchema,
    handler: async ({ tenantId, params }) => ({
      data: toHistory(await listCatalogueHistory(tenantId, 'OPSEASON', params.seasonId)),
    }),
  }),
  defineRoute({
    method: 'POST',
    path: 'admin/AdminSeason/operational',
    operationId: 'adminAddOperationalSeason',
    summary: 'Adds a date range the park is open (a park with no season is open all year)',
    query: noQuery,
    body: operationalSeasonRequestSchema,
    auth: atPark(OPERATIONAL),
    response: operationalSeasonResponseSchema,
    handler: async ({ tenantId, body, auth }) => {
      const staff = staffOf(auth);
      const park = await requirePark(tenantId, body.locationId);
      const draft = {
        id: 0,
        locationId: park.id,
        name: body.name,
        startDate: body.startDate,
        endDate: body.endDate,
      };
      await checkOperationalSeason(tenantId, draft);
      const id = await nextCatalogueId(tenantId, 'OPSEASON', () => maxIdInParks(tenantId, 'RULE#OPSEASON#'));
      const at = stamp();
      const season = { ...draft, id, ...touched(undefined, staff.username, at) };
      const entry = auditEntry(
        staff,
        at,
        'Operational season added',
        diffFields(undefined, season, OPERATIONAL_AUDIT),
      );
      if (!(await writeOperationalSeason(tenantId, season, null, entry))) refuseChanged('operational season');
      return { data: toOperationalSeason(season, park.longName) };
    },
  }),
  defineRoute({
    method: 'PUT',
    path: 'admin/AdminSeason/operational/{locationId}/{seasonId}',
    operationId: 'adminEditOperationalSeason',
    summary:
      "Changes an operational season's name and dates over the version read; sold stays keep their nights",
    params: parkSeasonParams,
    query: noQuery,
    body: operationalSeasonRequestSchema,
    auth: atPark(OPERATIONAL),
    response: operationalSeasonResponseSchema,
    handler: async ({ tenantId, params, body, auth }) => {
      const staff = staffOf(auth);
      if (body.locationId !== params.locationId)
        throwFieldErrors({ locationId: [SEASON_MESSAGE.staysInPark] });
      const [park, before] = await Promise.all([
        requirePark(tenantId, params.locationId),
        requireOperationalSeason(tenantId, params.locationId, params.seasonId),
      ]);
      const seen = assertVersion('operational season', before, body.dateLastModified);
      const draft = { ...before, name: body.name, startDate: body.startDate, endDate: body.endDate };
      const changes = diffFields(before, draft, OPERATIONAL_AUDIT);
      if (changes.length === 0) return { data: toOperationalSeason(before, park.longName) };
      await checkOperationalSeason(tenantId, draft);
      const at = stamp();
      const season = { ...draft, ...touched(before, staff.username, at) };
      const entry = auditEntry(staff, at, 'Operational season changed', changes);
      if (!(await writeOperationalSeason(tenantId, season, seen, entry))) refuseChanged('operational season');
      return { data: toOperationalSeason(season, park.longName) };
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: 'admin/AdminSeason/operational/{locationId}/{seasonId}',
    operationId: 'adminDeleteOperationalSeason',
    summary: 'Deletes an operational season (the version read); a park left with none is open all year',
    params: parkSeasonParams,
    query: deleteQuery,
    auth: atPark(OPERATIONAL),
    response: deletedResponseSchema,
    handler: async ({ tenantId, params, query, auth }) => {
      const staff = staffOf(auth);
      const before = await requireOperationalSeason(tenantId, params.locationId, params.seasonId);
      const seen = assertVersion('operational season', before, query.dateLastModified);
      const entry = auditEntry(
        staff,
        stamp(),
        'Operational season deleted',
        diffFields(before, gone(OPERATIONAL_AUDIT), OPERATIONAL_AUDIT),
      );
      if (!(await writeOperationalSeason(tenantId, before, seen, entry, true)))
        refuseChanged('operational season');
      return { data: { id: before.id } };
    },
  }),
];

// ------------------------------------------------------------------------------------- date blocks

const BLOCK_AUDIT = ['name', 'description', 'parks', 'days', 'rates', 'surcharge'] as const;

function toDateBlock(b: StoredDateBlock, parks: Map<number, string>, products: ProductNames): AdminDateBlock {
  return {
    id: b.id,
    name: b.name,
    description: b.description,
    locationIds: b.locationIds,
    locationNames: b.locationIds.length
      ? b.locationIds.map((id) => parks.get(id) ?? `Park ${id}`)
      : ['All parks'],
    days: [...b.days].sort((x, y) => x.date.localeCompare(y.date)),
    rates: toRates(b.rates, products),
    surchargeCents: b.surchargeCents,
    surcharge: centsToDollarText(b.surchargeCents),
    ...auditOf(b),
  };
}

const blockAudit = (b: StoredDateBlock | undefined, parks: Map<number, string>, products: ProductNames) =>
  b && {
    name: b.name,
    description: b.description,
    parks: toDateBlock(b, parks, products).locationNames.join(', '),
    days: b.days
      .map((d) => d.date)
      .sort()
      .join(', '),
    rates: ratesText(b.rates, products),
    surcharge: `$${centsToDollarText(b.surchargeCents)}`,
  };

/** An agency-wide block (no parks) needs the permission at every park. */
async function assertMayWriteBlock(tenantId: TenantId, staff: StaffAuth, locationIds: readonly number[]) {
  const scope = locationIds.length ? locationIds : (await listLocations(tenantId)).map((p) => p.id);
  assertAtPark(staff, DATES, scope);
}

async function requireDateBlock(tenantId: TenantId, id: number) {
  const block = await getDateBlock(tenantId, id);
  if (!block) throw notFound('DateBlock', id);
  return block;
}

async function dateBlockFrom(
  tenantId: TenantId,
  id: number,
  req: DateBlockRequest,
  before: StoredDateBlock | undefined,
  parks: Map<number, string>,
  products: ProductNames,
) {
  const locationIds = [...new Set(req.locationIds)].sort((a, b) => a - b);
  if (locationIds.some((p) => !parks.has(p))) throwFieldErrors({ locationIds: [SEASON_MESSAGE.unknownPark] });
  const block: StoredDateBlock = {
    ...(before ?? {}),
    id,
    name: req.name,
    description: req.description,
    locationIds,
    days: blockDays(id, req.days, before?.days),
    rates: ratesOf(req, products),
    surchargeCents: req.surcharge,
  };
  const clash = dateBlockConflict(block, await listDateBlocks(tenantId));
  if (clash) throwFieldErrors({ days: [SEASON_MESSAGE.blockOverlap(clash.other.name, clash.date)] });
  return block;
}

const blockRoutes = [
  defineRoute({
    method: 'GET',
    path: 'admin/AdminSeason/dateblock/search',
    operationId: 'adminDateBlockSearch',
    summary:
      'Date blocks (holiday weekends) with a day in a year, of one park (agency-wide ones included) or all',
    query: seasonSearchQuery,
    auth: { kind: 'staff', permissions: [DATES] },
    response: dateBlocksResponseSchema,
    handler: async ({ tenantId, query }) => {
      const [blocks, parks, products] = await Promise.all([
        listDateBlocks(tenantId),
        parkNames(tenantId),
        productsById(tenantId),
      ]);
      return {
        data: blocks
          .filter((b) => query.year === undefined || b.days.some((d) => d.date.startsWith(`${query.year}-`)))
          .filter(
            (b) =>
              query.locationId === undefined ||
              b.locationIds.length === 0 ||
              b.locationIds.includes(query.locationId),
          )
          .map((b) => toDateBlock(b, parks, products))
          .sort((a, b) => (a.days[0]?.date ?? '').localeCompare(b.days[0]?.date ?? '') || a.id - b.id),
      };
    },
  }),
  defineRoute({
    method: 'GET',
    path: 'admin/AdminSeason/dateblock/{blockId}',
    operationId: 'adminGetDateBlock',
    summary: 'One date block with its days, rates and audit fields',
    params: dateBlockIdParams,
    query: noQuery,
    auth: { kind: 'staff', permissions: [DATES] },
    response: dateBlockResponseSchema,
    handler: async ({ tenantId, params }) => {
      const [block, parks, products] = await Promise.all([
        requireDateBlock(tenantId, params.blockId),
        parkNames(tenantId),
        productsById(tenantId),
      ]);
      return { data: toDateBlock(block, parks, products) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: 'admin/AdminSeason/dateblock/{blockId}/history',
    operationId: 'adminDateBlockHistory',
    summary: "A date block's audit history, newest first",
    params: dateBlockIdParams,
    query: noQuery,
    auth: { kind: 'staff', permissions: [DATES] },
    response: catalogueHistoryResponseSchema,
    handler: async ({ tenantId, params }) => ({
      data: toHistory(await listCatalogueHistory(tenantId, 'DATEBLOCK', params.blockId)),
    }),
  }),
  defineRoute({
    method: 'POST',
    path: 'admin/AdminSeason/dateblock',
    operationId: 'adminAddDateBlock',
    summary:
      'Adds a date block: days with their own rates per product class, or a surcharge on the season rate',
    query: noQuery,
    body: dateBlockRequestSchema,
    auth: { kind: 'staff', permissions: [DATES] },
    response: dateBlockResponseSchema,
    handler: async ({ tenantId, body, auth }) => {
      const staff = staffOf(auth);
      await assertMayWriteBlock(tenantId, staff, body.locationIds);
      const [parks, products] = await Promise.all([parkNames(tenantId), productsById(tenantId)]);
      await dateBlockFrom(tenantId, 0, body, undefined, parks, products);
      const id = await nextCatalogueId(tenantId, 'DATEBLOCK', async () =>
        Math.max(0, ...(await listDateBlocks(tenantId)).map((b) => b.id)),
      );
      const at = stamp();
      const block = {
        ...(await dateBlockFrom(tenantId, id, body, undefined, parks, products)),
        ...touched(undefined, staff.username, at),
      };
      const changes = diffFields(undefined, blockAudit(block, parks, products)!, BLOCK_AUDIT);
      const entry = auditEntry(staff, at, 'Date block added', changes);
      if (!(await writeDateBlock(tenantId, block, null, entry))) refuseChanged('date block');
      return { data: toDateBlock(block, parks, products) };
    },
  }),
  defineRoute({
    method: 'PUT',
    path: 'admin/AdminSeason/dateblock/{blockId}',
    operationId: 'adminEditDateBlock',
    summary: "Changes a date block's days, parks, rates and surcharge over the version read",
    params: dateBlockIdParams,
    query: noQuery,
    body: dateBlockRequestSchema,
    auth: { kind: 'staff', permissions: [DATES] },
    response: dateBlockResponseSchema,
    handler: async ({ tenantId, params, body, auth }) => {
      const staff = staffOf(auth);
      const before = await requireDateBlock(tenantId, params.blockId);
      await assertMayWriteBlock(tenantId, staff, before.locationIds);
      await assertMayWriteBlock(tenantId, staff, body.locationIds);
      const seen = assertVersion('date block', before, body.dateLastModified);
      const [parks, products] = await Promise.all([parkNames(tenantId), productsById(tenantId)]);
      const draft = await dateBlockFrom(tenantId, before.id, body, before, parks, products);
      const changes = diffFields(
        blockAudit(before, parks, products),
        blockAudit(draft, parks, products)!,
        BLOCK_AUDIT,
      );
      if (changes.length === 0) return { data: toDateBlock(before, parks, products) };
      const at = stamp();
      const block = { ...draft, ...touched(before, staff.username, at) };
      const entry = auditEntry(staff, at, 'Date block changed', changes);
      if (!(await writeDateBlock(tenantId, block, seen, entry))) refuseChanged('date block');
      return { data: toDateBlock(block, parks, products) };
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: 'admin/AdminSeason/dateblock/{blockId}',
    operationId: 'adminDeleteDateBlock',
    summary: 'Deletes a date block (the version read): its days take the season rates again',
    params: dateBlockIdParams,
    query: deleteQuery,
    auth: { kind: 'staff', permissions: [DATES] },
    response: deletedResponseSchema,
    handler: async ({ tenantId, params, query, auth }) => {
      const staff = staffOf(auth);
      const before = await requireDateBlock(tenantId, params.blockId);
      await assertMayWriteBlock(tenantId, staff, before.locationIds);
      const seen = assertVersion('date block', before, query.dateLastModified);
      const [parks, products] = await Promise.all([parkNames(tenantId), productsById(tenantId)]);
      const entry = auditEntry(
        staff,
        stamp(),
        'Date block deleted',
        diffFields(blockAudit(before, parks, products), gone(BLOCK_AUDIT), BLOCK_AUDIT),
      );
      if (!(await writeDateBlock(tenantId, before, seen, entry, true))) refuseChanged('date block');
      return { data: { id: before.id } };
    },
  }),
];

// -------------------------------------------------------------------------------- discount classes

const DISCOUNT_AUDIT = [
  'name',
  'description',
  'internalDescription',
  'priority',
  'accountingCodeSuffix',
  'verificationRequired',
  'priceRule',
  'daysOfWeek',
  'isActive',
] as const;

type ProductTypeNames = Map<number, string>;

async function productTypeNames(tenantId: TenantId): Promise<ProductTypeNames> {
  return new Map((await listReference(tenantId, REFERENCE_KIND.productType)).map((t) => [t.id, t.name]));
}

/** A class without a rule (imported that way) reads as an inactive 0% rule until staff give it one. */
const NO_RULE = (id: number): DiscountRuleRecord => ({
  id,
  kind: 'percentage',
  percentage: 0,
  amountCents: 0,
  productTypeAmounts: [],
  daysOfWeek: [],
  isActive: false,
});

function toDiscountClass(
  c: StoredDiscountClass,
  rule: DiscountRuleRecord | undefined,
  types: ProductTypeNames,
): AdminDiscountClass {
  const r = rule ?? NO_RULE(c.id);
  return {
    id: c.id,
    name: c.name,
    description: c.description,
    internalDescription: c.internalDescription,
    priority: c.priority,
    accountingCodeSuffix: c.accountingCodeSuffix,
    verificationRequired: c.verificationRequired,
    residencyId: c.residencyId,
    hasRule: rule !== undefined,
    kind: r.kind,
    percentage: r.percentage,
    amountCents: r.amountCents,
    amount: centsToDollarText(r.amountCents),
    productTypeAmounts: r.productTypeAmounts.map((p) => ({
      productTypeId: p.productTypeId,
      productTypeName: types.get(p.productTypeId) ?? `Product type ${p.productTypeId}`,
      amountCents: p.amountCents,
      amount: centsToDollarText(p.amountCents),
    })),
    daysOfWeek: r.daysOfWeek,
    isActive: r.isActive !== false,
    ...auditOf(c),
  };
}

/** The price rule as one audit value: '50% off' or '$5.00 off a night (Cabin $10.00)'. */
function priceRuleText(r: DiscountRuleRecord, types: ProductTypeNames) {
  if (r.kind === 'percentage') return `${r.percentage}% off`;
  const per = r.productTypeAmounts.map(
    (p) => `${types.get(p.productTypeId) ?? p.productTypeId} $${centsToDollarText(p.amountCents)}`,
  );
  return `$${centsToDollarText(r.amountCents)} off a night${per.length ? ` (${per.join(', ')})` : ''}`;
}

const discountAudit = (
  c: StoredDiscountClass | undefined,
  r: DiscountRuleRecord | undefined,
  types: ProductTypeNames,
) =>
  c && {
    name: c.name,
    description: c.description,
    internalDescription: c.internalDescription,
    priority: c.priority,
    accountingCodeSuffix: c.accountingCodeSuffix,
    verificationRequired: c.verificationRequired,
    priceRule: r ? priceRuleText(r, types) : null,
    daysOfWeek: r
      ? r.daysOfWeek.length
        ? r.daysOfWeek.map((d) => WEEKDAY_NAMES[d]).join(', ')
        : 'Every night'
      : null,
    isActive: r ? r.isActive !== false : null,
  };

function discountFrom(
  id: number,
  req: DiscountClassRequest,
  before: StoredDiscountClass | undefined,
  types: ProductTypeNames,
): { discountClass: StoredDiscountClass; rule: DiscountRuleRecord } {
  const errors: Record<string, string[]> = {};
  req.productTypeAmounts.forEach((p, i) => {
    if (!types.has(p.productTypeId))
      errors[`productTypeAmounts.${i}.amount`] = [SEASON_MESSAGE.unknownProductType];
  });
  throwFieldErrors(errors);
  const fixed = req.kind === 'fixedPerNight';
  return {
    discountClass: {
      ...(before ?? {}),
      id,
      name: req.name,
      description: req.description,
      internalDescription: req.internalDescription,
      residencyId: before?.residencyId ?? null,
      verificationRequired: req.verificationRequired,
      priority: req.priority,
      accountingCodeSuffix: req.accountingCodeSuffix.toUpperCase(),
    },
    rule: {
      id,
      kind: req.kind,
      percentage: fixed ? 0 : req.percentage,
      amountCents: fixed ? req.amount : 0,
      productTypeAmounts: fixed
        ? req.productTypeAmounts.map((p) => ({ productTypeId: p.productTypeId, amountCents: p.amount }))
        : [],
      daysOfWeek: [...new Set(req.daysOfWeek)].sort((a, b) => a - b),
      isActive: req.isActive,
    },
  };
}

async function requireDiscountClass(tenantId: TenantId, id: number) {
  const found = await getDiscountClass(tenantId, id);
  if (!found) throw notFound('DiscountClass', id);
  return found;
}

const DISCOUNT_AUTH = { kind: 'staff', permissions: [DISCOUNTS] } as const;

const discountRoutes = [
  defineRoute({
    method: 'GET',
    path: 'admin/AdminSeason/discountclass/search',
    operationId: 'adminDiscountClassSearch',
    summary: 'Discount classes with their price rules, by priority',
    query: noQuery,
    auth: DISCOUNT_AUTH,
    response: adminDiscountClassesResponseSchema,
    handler: async ({ tenantId }) => {
      const [classes, rules, types] = await Promise.all([
        listDiscountClasses(tenantId),
        listDiscountRules(tenantId),
        productTypeNames(tenantId),
      ]);
      const ruleOf = new Map(rules.map((r) => [r.id, r]));
      return {
        data: classes
          .sort((a, b) => a.priority - b.priority || a.id - b.id)
          .map((c) => toDiscountClass(c, ruleOf.get(c.id), types)),
      };
    },
  }),
  defineRoute({
    method: 'GET',
    path: 'admin/AdminSeason/discountclass/{classId}',
    operationId: 'adminGetDiscountClass',
    summary: 'One discount class with its price rule and audit fields',
    params: discountClassIdParams,
    query: noQuery,
    auth: DISCOUNT_AUTH,
    response: discountClassResponseSchema,
    handler: async ({ tenantId, params }) => {
      const [{ discountClass, rule }, types] = await Promise.all([
        requireDiscountClass(tenantId, params.classId),
        productTypeNames(tenantId),
      ]);
      return { data: toDiscountClass(discountClass, rule, types) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: 'admin/AdminSeason/discountclass/{classId}/history',
    operationId: 'adminDiscountClassHistory',
    summary: "A discount class's audit history, newest first",
    params: discountClassIdParams,
    query: noQuery,
    auth: DISCOUNT_AUTH,
    response: catalogueHistoryResponseSchema,
    handler: async ({ tenantId, params }) => ({
      data: toHistory(await listCatalogueHistory(tenantId, 'DISCOUNTCLASS', params.classId)),
    }),
  }),
  defineRoute({
    method: 'POST',
    path: 'admin/AdminSeason/discountclass',
    operationId: 'adminAddDiscountClass',
    summary: 'Adds a discount class and the price rule it takes off the nightly rate',
    query: noQuery,
    body: discountClassRequestSchema,
    auth: DISCOUNT_AUTH,
    response: discountClassResponseSchema,
    handler: async ({ tenantId, body, auth }) => {
      const staff = staffOf(auth);
      const types = await productTypeNames(tenantId);
      discountFrom(0, body, undefined, types);
      const id = await nextCatalogueId(tenantId, 'DISCOUNTCLASS', async () =>
        Math.max(0, ...(await listDiscountClasses(tenantId)).map((c) => c.id)),
      );
      const at = stamp();
      const made = discountFrom(id, body, undefined, types);
      const discountClass = { ...made.discountClass, ...touched(undefined, staff.username, at) };
      const changes = diffFields(undefined, discountAudit(discountClass, made.rule, types)!, DISCOUNT_AUDIT);
      const entry = auditEntry(staff, at, 'Discount class added', changes);
      if (!(await writeDiscountClass(tenantId, discountClass, made.rule, null, entry)))
        refuseChanged('discount class');
      return { data: toDiscountClass(discountClass, made.rule, types) };
    },
  }),
  defineRoute({
    method: 'PUT',
    path: 'admin/AdminSeason/discountclass/{classId}',
    operationId: 'adminEditDiscountClass',
    summary: 'Changes a discount class and its price rule over the version read; sold stays keep their price',
    params: discountClassIdParams,
    query: noQuery,
    body: discountClassRequestSchema,
    auth: DISCOUNT_AUTH,
    response: discountClassResponseSchema,
    handler: async ({ tenantId, params, body, auth }) => {
      const staff = staffOf(auth);
      const [before, types] = await Promise.all([
        requireDiscountClass(tenantId, params.classId),
        productTypeNames(tenantId),
      ]);
      const seen = assertVersion('discount class', before.discountClass, body.dateLastModified);
      const made = discountFrom(before.discountClass.id, body, before.discountClass, types);
      const changes = diffFields(
        discountAudit(before.discountClass, before.rule, types),
        discountAudit(made.discountClass, made.rule, types)!,
        DISCOUNT_AUDIT,
      );
      if (changes.length === 0) return { data: toDiscountClass(before.discountClass, before.rule, types) };
      const at = stamp();
      const discountClass = { ...made.discountClass, ...touched(before.discountClass, staff.username, at) };
      const entry = auditEntry(staff, at, 'Discount class changed', changes);
      if (!(await writeDiscountClass(tenantId, discountClass, made.rule, seen, entry)))
        refuseChanged('discount class');
      return { data: toDiscountClass(discountClass, made.rule, types) };
    },
  }),
];

// ------------------------------------------------------------------------------------------ options

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
