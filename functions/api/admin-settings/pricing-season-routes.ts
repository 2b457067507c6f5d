/**
 * A park's pricing seasons (admin §2.3 pricing-seasons, SystemSettingsPricingSeasons at the park): named
 * date ranges with a nightly rate per product class replacing its base rate; seasons of one park may not
 * overlap for the same product class. Availability and quotes read the same items.
 */
import { noQuery } from '#contract/common';
import { catalogueHistoryResponseSchema, deleteQuery, deletedResponseSchema } from '#contract/park-setup';
import {
  type AdminPricingSeason,
  type PricingSeasonRequest,
  parkSeasonParams,
  pricingSeasonRequestSchema,
  pricingSeasonResponseSchema,
  pricingSeasonsResponseSchema,
  seasonSearchQuery,
} from '#contract/seasons';
import type { TenantId } from '#domain/catalogue';
import type { PricingSeasonRecord } from '#domain/inventory';
import { notFound } from '#domain/errors';
import { diffFields, touched } from '#domain/park-setup';
import { SEASON_MESSAGE, pricingSeasonConflicts, rangeInYear } from '#domain/seasons';
import { defineRoute } from '#http/routes';
import { listCatalogueHistory, nextCatalogueId } from '#store/catalogue-writer';
import { maxIdInParks } from '#store/locations';
import {
  type StoredPricingSeason,
  getPricingSeason,
  listPricingSeasons,
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
import {
  PRICING,
  stamp,
  type ProductNames,
  productsById,
  toRates,
  ratesText,
  ratesOf,
  listedParks,
  atPark,
  gone,
} from './season-shared.ts';

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

export const pricingRoutes = [
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
