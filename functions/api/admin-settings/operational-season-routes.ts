/**
 * A park's operational seasons (admin §2.3 operational-season-management, SystemSettingsOperationalSeasons
 * at the park): the days it is open (none: all year). Before a change is saved, staff see the sold stays
 * on the days it closes; a reservation already sold keeps its nights.
 */
import { noQuery } from '#contract/common';
import { catalogueHistoryResponseSchema, deleteQuery, deletedResponseSchema } from '#contract/park-setup';
import {
  type AdminOperationalSeason,
  type OperationalImpact,
  type OperationalImpactRequest,
  operationalImpactRequestSchema,
  operationalImpactResponseSchema,
  operationalSeasonRequestSchema,
  operationalSeasonResponseSchema,
  operationalSeasonsResponseSchema,
  parkSeasonParams,
  seasonSearchQuery,
} from '#contract/seasons';
import type { TenantId } from '#domain/catalogue';
import { addDays } from '#domain/availability/calendar';
import { todayIn } from '#domain/dates';
import { notFound } from '#domain/errors';
import { diffFields, touched } from '#domain/park-setup';
import { SEASON_MESSAGE, daysClosedByChange, operationalSeasonConflict, rangeInYear } from '#domain/seasons';
import { defineRoute } from '#http/routes';
import { listCatalogueHistory, nextCatalogueId } from '#store/catalogue-writer';
import { maxIdInParks } from '#store/locations';
import {
  type StoredOperationalSeason,
  getOperationalSeason,
  listOperationalSeasons,
  writeOperationalSeason,
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
import { OPERATIONAL, IMPACT_DAYS, stamp, listedParks, atPark, gone } from './season-shared.ts';

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

export const operationalRoutes = [
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
