/**
 * The admin-reports context (admin §2.3 /admin/reporting; auth source admin and
 * ReportManagementReportManagement): GET admin/AdminReport/parks (the parks the caller may report on)
 * and one GET admin/AdminReport/<report> per built report, each over the parks asked for (checked
 * against the caller's parks) or all the caller may see, and a date range of at most a year. Every
 * report answers with the one table shape (columns, rows, totals, chart) the screen and CSV share.
 */
import { noQuery } from '#contract/common';
import {
  type ReportQuery,
  reportParksResponseSchema,
  reportQuery,
  reportResponseSchema,
} from '#contract/reports';
import type { TenantId } from '#domain/catalogue';
import { hasLocationPermission } from '#domain/permissions';
import { amenitiesReport } from '#domain/reports/amenities';
import { type BuiltReport, BUILT_REPORTS, REPORT_INFO, REPORT_MESSAGE } from '#domain/reports/catalog';
import { cancelledReservationsReport } from '#domain/reports/cancellations';
import { adminOverrideReport } from '#domain/reports/overrides';
import { closureReport, maintenanceReport } from '#domain/reports/closures';
import { changeoverFromTurnovers } from '#domain/reports/facility-changeover';
import {
  camperReport,
  parkVisitationFromRollUps,
  reservationMethodFromRollUps,
  siteMarkerReport,
} from '#domain/reports/guests';
import { occupancyFromRollUps } from '#domain/reports/occupancy';
import {
  fieldDepositFromCells,
  occupancyByRevenueFromRollUps,
  revenueBreakupFromCells,
} from '#domain/reports/money';
import type { ReportTable } from '#domain/reports/table';
import { BadRequestError } from '#domain/errors';
import { type RouteTable, type StaffAuth, defineRoute } from '#http/routes';
import { listLocations } from '#store/locations';
import { getReferenceData } from '#store/reference';
import { getTenant } from '#store/tenants';
import { reservationNumber } from '#store/reservations';
import { attributeValues, readClosures, readParkSpots } from './park-reads.ts';
import { AGGREGATE_SOURCE, ITEM_SOURCE, type ReportSource } from './sources.ts';

const PERMISSION = 'ReportManagementReportManagement';
const REPORT_AUTH = {
  kind: 'staff',
  permissions: [PERMISSION],
  locations: ({ query }: { query: unknown }) => (query as ReportQuery).locationIds ?? [],
} as const;

export interface Park {
  id: number;
  name: string;
}

/** The parks the caller may report on (roles 1 and 2: every park; others their assigned parks). */
async function reportableParks(tenantId: TenantId, staff: StaffAuth): Promise<Park[]> {
  return (await listLocations(tenantId))
    .filter((p) => hasLocationPermission(staff, PERMISSION, [p.id]))
    .map((p) => ({ id: p.id, name: p.longName }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

type Build = (
  tenantId: TenantId,
  parks: Park[],
  q: ReportQuery,
  source: ReportSource,
) => Promise<ReportTable>;

/**
 * Each report over the given parks. Those that would read a year of nights, reservations or ledger
 * entries read them from `source` (AGGREGATED_REPORTS); what they name things by (spots, closures,
 * reference lists) and the reports the aggregates do not cover (spots, closures, one day's site
 * markers) read the items.
 */
const BUILDERS: Record<BuiltReport, Build> = {
  facilitychangeover: async (tenantId, parks, q, source) => {
    const ref = await getReferenceData(tenantId);
    const data = await Promise.all(
      parks.map(async (p) => {
        const [spots, rollUps] = await Promise.all([
          readParkSpots(tenantId, p.id, ref),
          source.stayRollUps(tenantId, p.id, q.from, q.to, ['sold']),
        ]);
        return {
          ...p,
          spots: spots.spots,
          turnovers: rollUps.flatMap((r) => r.turnovers),
          reservationNumber: (id: number) => reservationNumber(tenantId, id),
        };
      }),
    );
    return changeoverFromTurnovers(data, q.from, q.to);
  },
  occupancybyproductclass: async (tenantId, parks, q, source) => {
    const ref = await getReferenceData(tenantId);
    const data = await Promise.all(
      parks.map(async (p) => {
        const [spots, rollUps] = await Promise.all([
          readParkSpots(tenantId, p.id, ref),
          source.stayRollUps(tenantId, p.id, q.from, q.to, ['sold']),
        ]);
        return { ...p, spots: spots.spots, rollUps, closures: await readClosures(tenantId, p.id, spots) };
      }),
    );
    return occupancyFromRollUps(data, q.from, q.to);
  },
  closure: async (tenantId, parks, q) => closureReport(await closureParks(tenantId, parks), q.from, q.to),
  camper: async (tenantId, parks, q, source) =>
    camperReport(await guestParks(tenantId, parks, q.from, q.to, source), q.from, q.to),
  // The tags of the range's first day, from the items (one day's stays).
  sitemarker: async (tenantId, parks, q) =>
    siteMarkerReport(await guestParks(tenantId, parks, q.from, q.from, ITEM_SOURCE), q.from),
  reservationmethod: async (tenantId, parks, q, source) =>
    reservationMethodFromRollUps(await arrivalParks(tenantId, parks, q, source)),
  adminoverride: async (tenantId, parks, q, source) => {
    const ref = await getReferenceData(tenantId);
    const data = await Promise.all(
      parks.map(async (p) => {
        const [spots, stays] = await Promise.all([
          readParkSpots(tenantId, p.id, ref),
          source.overriddenStays(tenantId, p.id, q.from, q.to),
        ]);
        return { ...p, spots: spots.spots, stays };
      }),
    );
    return adminOverrideReport(data);
  },
  cancelledreservations: async (tenantId, parks, q, source) => {
    const ref = await getReferenceData(tenantId);
    const data = await Promise.all(
      parks.map(async (p) => {
        const [spots, cancelled] = await Promise.all([
          readParkSpots(tenantId, p.id, ref),
          source.cancelledStays(tenantId, p.id, q.from, q.to),
        ]);
        return { ...p, spots: spots.spots, cancelled };
      }),
    );
    return cancelledReservationsReport(data);
  },
  parkvisitation: async (tenantId, parks, q, source) => {
    const [tenant, data] = await Promise.all([getTenant(tenantId), arrivalParks(tenantId, parks, q, source)]);
    return parkVisitationFromRollUps(data, homeStateOf(tenant?.mapSearchStateFilter));
  },
  maintenance: async (tenantId, parks, q) =>
    maintenanceReport(await closureParks(tenantId, parks), q.from, q.to),
  occupancybyrevenue: async (tenantId, parks, q, source) => {
    const ref = await getReferenceData(tenantId);
    const data = await Promise.all(
      parks.map(async (p) => {
        const [spots, rollUps] = await Promise.all([
          readParkSpots(tenantId, p.id, ref),
          source.stayRollUps(tenantId, p.id, q.from, q.to, ['revenue']),
        ]);
        return { ...p, spots: spots.spots, rollUps };
      }),
    );
    return occupancyByRevenueFromRollUps(data);
  },
  revenuebreakup: async (tenantId, parks, q, source) =>
    revenueBreakupFromCells(await moneyParks(tenantId, parks, q, source)),
  fielddeposit: async (tenantId, parks, q, source) => {
    const [ref, data] = await Promise.all([
      getReferenceData(tenantId),
      moneyParks(tenantId, parks, q, source),
    ]);
    return fieldDepositFromCells(data, (id) => ref.PAYMENTTYPE.get(id)?.name ?? `Type ${id}`);
  },
  amenities: async (tenantId, parks) => {
    const ref = await getReferenceData(tenantId);
    const data = await Promise.all(
      parks.map(async (p) => {
        const { records } = await readParkSpots(tenantId, p.id, ref);
        return {
          name: p.name,
          spots: records.map((s) => ({
            id: s.id,
            isActive: s.isActive,
            attributes: attributeValues(s, ref),
          })),
        };
      }),
    );
    return amenitiesReport(data);
  },
};

/** The reports that read their nights, stays or money from the source: the aggregates on the routes. */
export const AGGREGATED_REPORTS: readonly BuiltReport[] = [
  'facilitychangeover',
  'occupancybyproductclass',
  'occupancybyrevenue',
  'reservationmethod',
  'parkvisitation',
  'cancelledreservations',
  'revenuebreakup',
  'fielddeposit',
  'camper',
  'adminoverride',
];

/** The place search's 'US-CO' names the agency's own state. */
const homeStateOf = (mapSearchStateFilter: string | undefined) => mapSearchStateFilter?.split('-')[1] ?? '';

/** Each park's stays arriving in the range, rolled up per month. */
function arrivalParks(tenantId: TenantId, parks: Park[], q: ReportQuery, source: ReportSource) {
  return Promise.all(
    parks.map(async (p) => ({
      ...p,
      rollUps: await source.stayRollUps(tenantId, p.id, q.from, q.to, ['arrivals']),
    })),
  );
}

/** Each park's money cells over its calendar days of the range. */
async function moneyParks(tenantId: TenantId, parks: Park[], q: ReportQuery, source: ReportSource) {
  const zones = new Map((await listLocations(tenantId)).map((l) => [l.id, l.timezone]));
  return Promise.all(
    parks.map(async (p) => ({
      name: p.name,
      ...(await source.money(tenantId, { ...p, timezone: zones.get(p.id) ?? 'UTC' }, q.from, q.to)),
    })),
  );
}

/**
 * A report's table over the given parks, read from the day aggregates (after the local runtime's stream
 * consumer has caught up), or with `from: 'items'` from the items they are kept from.
 */
export async function buildReport(
  tenantId: TenantId,
  slug: BuiltReport,
  parks: Park[],
  q: ReportQuery,
  from: 'aggregates' | 'items' = 'aggregates',
): Promise<ReportTable> {
  const source = from === 'aggregates' ? AGGREGATE_SOURCE : ITEM_SOURCE;
  if (AGGREGATED_REPORTS.includes(slug)) await source.ready();
  return BUILDERS[slug](tenantId, parks, q, source);
}

/** Each park's spots and the stays in it on a day from `start` to `end`. */
async function guestParks(
  tenantId: TenantId,
  parks: Park[],
  start: string,
  end: string,
  source: ReportSource,
) {
  const ref = await getReferenceData(tenantId);
  return Promise.all(
    parks.map(async (p) => {
      const [spots, stays] = await Promise.all([
        readParkSpots(tenantId, p.id, ref),
        source.guestStays(tenantId, p.id, start, end),
      ]);
      return { ...p, spots: spots.spots, stays };
    }),
  );
}

async function closureParks(tenantId: TenantId, parks: Park[]) {
  const ref = await getReferenceData(tenantId);
  return Promise.all(
    parks.map(async (p) => {
      const spots = await readParkSpots(tenantId, p.id, ref);
      return { ...p, spots: spots.spots, closures: await readClosures(tenantId, p.id, spots) };
    }),
  );
}

function reportRoute(slug: BuiltReport) {
  const info = REPORT_INFO[slug];
  return defineRoute({
    method: 'GET',
    path: `admin/AdminReport/${slug}`,
    operationId: `adminReport${slug[0]!.toUpperCase()}${slug.slice(1)}`,
    summary: `${info.title} report: ${info.answers}`,
    query: reportQuery,
    auth: REPORT_AUTH,
    response: reportResponseSchema,
    handler: async ({ tenantId, query, auth }) => {
      const visible = await reportableParks(tenantId, auth as StaffAuth);
      const parks = query.locationIds ? visible.filter((p) => query.locationIds!.includes(p.id)) : visible;
      if (!parks.length)
        throw new BadRequestError(REPORT_MESSAGE.noPark, { 'query.locationIds': [REPORT_MESSAGE.noPark] });
      return {
        data: {
          slug,
          title: info.title,
          from: query.from,
          to: query.to,
          parks,
          table: await buildReport(tenantId, slug, parks, query),
        },
      };
    },
  });
}

export const adminReportRoutes: RouteTable = {
  context: 'admin-reports',
  routes: [
    defineRoute({
      method: 'GET',
      path: 'admin/AdminReport/parks',
      operationId: 'adminReportParks',
      summary: 'The parks the caller may report on',
      query: noQuery,
      auth: { kind: 'staff', permissions: [PERMISSION] },
      response: reportParksResponseSchema,
      handler: async ({ tenantId, auth }) => ({ data: await reportableParks(tenantId, auth as StaffAuth) }),
    }),
    ...BUILT_REPORTS.map(reportRoute),
  ],
};
