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
import { addDays } from '#domain/availability/calendar';
import type { TenantId } from '#domain/catalogue';
import { hasLocationPermission } from '#domain/permissions';
import { amenitiesReport } from '#domain/reports/amenities';
import { type BuiltReport, BUILT_REPORTS, REPORT_INFO, REPORT_MESSAGE } from '#domain/reports/catalog';
import { cancelledReservationsReport } from '#domain/reports/cancellations';
import { adminOverrideReport } from '#domain/reports/overrides';
import { closureReport, maintenanceReport } from '#domain/reports/closures';
import { facilityChangeoverReport } from '#domain/reports/facility-changeover';
import {
  camperReport,
  parkVisitationReport,
  reservationMethodReport,
  siteMarkerReport,
} from '#domain/reports/guests';
import { occupancyByProductClassReport } from '#domain/reports/occupancy';
import { fieldDepositReport, occupancyByRevenueReport, revenueBreakupReport } from '#domain/reports/money';
import type { ReportTable } from '#domain/reports/table';
import { BadRequestError } from '#domain/errors';
import { type RouteTable, type StaffAuth, defineRoute } from '#http/routes';
import { listLocations } from '#store/locations';
import { getReferenceData } from '#store/reference';
import { getTenant } from '#store/tenants';
import { reservationNumber } from '#store/reservations';
import {
  attributeValues,
  readCancelledStays,
  readClosures,
  readOverriddenStays,
  readLedger,
  readParkSpots,
  readRevenueStays,
  readSoldNights,
  readStays,
} from './park-reads.ts';

const PERMISSION = 'ReportManagementReportManagement';
const REPORT_AUTH = {
  kind: 'staff',
  permissions: [PERMISSION],
  locations: ({ query }: { query: unknown }) => (query as ReportQuery).locationIds ?? [],
} as const;

interface Park {
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

type Build = (tenantId: TenantId, parks: Park[], q: ReportQuery) => Promise<ReportTable>;

const BUILDERS: Record<BuiltReport, Build> = {
  facilitychangeover: async (tenantId, parks, q) => {
    const ref = await getReferenceData(tenantId);
    const data = await Promise.all(
      parks.map(async (p) => {
        const [spots, nights] = await Promise.all([
          readParkSpots(tenantId, p.id, ref),
          // The night before `from` tells who departs on `from`.
          readSoldNights(tenantId, p.id, addDays(q.from, -1), q.to),
        ]);
        return {
          ...p,
          spots: spots.spots,
          nights,
          reservationNumber: (id: number) => reservationNumber(tenantId, id),
        };
      }),
    );
    return facilityChangeoverReport(data, q.from, q.to);
  },
  occupancybyproductclass: async (tenantId, parks, q) => {
    const ref = await getReferenceData(tenantId);
    const data = await Promise.all(
      parks.map(async (p) => {
        const [spots, nights] = await Promise.all([
          readParkSpots(tenantId, p.id, ref),
          readSoldNights(tenantId, p.id, q.from, q.to),
        ]);
        return { ...p, spots: spots.spots, nights, closures: await readClosures(tenantId, p.id, spots) };
      }),
    );
    return occupancyByProductClassReport(data, q.from, q.to);
  },
  closure: async (tenantId, parks, q) => closureReport(await closureParks(tenantId, parks), q.from, q.to),
  camper: async (tenantId, parks, q) =>
    camperReport(await guestParks(tenantId, parks, q.from, q.to), q.from, q.to),
  // The tags of the range's first day.
  sitemarker: async (tenantId, parks, q) =>
    siteMarkerReport(await guestParks(tenantId, parks, q.from, q.from), q.from),
  reservationmethod: async (tenantId, parks, q) =>
    reservationMethodReport(await guestParks(tenantId, parks, q.from, q.to), q.from, q.to),
  adminoverride: async (tenantId, parks, q) => {
    const ref = await getReferenceData(tenantId);
    const data = await Promise.all(
      parks.map(async (p) => {
        const [spots, stays] = await Promise.all([
          readParkSpots(tenantId, p.id, ref),
          readOverriddenStays(tenantId, p.id, q.from, q.to),
        ]);
        return { ...p, spots: spots.spots, stays };
      }),
    );
    return adminOverrideReport(data);
  },
  cancelledreservations: async (tenantId, parks, q) => {
    const ref = await getReferenceData(tenantId);
    const data = await Promise.all(
      parks.map(async (p) => {
        const [spots, cancelled] = await Promise.all([
          readParkSpots(tenantId, p.id, ref),
          readCancelledStays(tenantId, p.id, q.from, q.to),
        ]);
        return { ...p, spots: spots.spots, cancelled };
      }),
    );
    return cancelledReservationsReport(data);
  },
  parkvisitation: async (tenantId, parks, q) => {
    const [tenant, data] = await Promise.all([
      getTenant(tenantId),
      guestParks(tenantId, parks, q.from, q.to),
    ]);
    // The place search's 'US-CO' names the agency's own state.
    const homeState = tenant?.mapSearchStateFilter.split('-')[1] ?? '';
    return parkVisitationReport(data, q.from, q.to, homeState);
  },
  maintenance: async (tenantId, parks, q) =>
    maintenanceReport(await closureParks(tenantId, parks), q.from, q.to),
  occupancybyrevenue: async (tenantId, parks, q) => {
    const ref = await getReferenceData(tenantId);
    const data = await Promise.all(
      parks.map(async (p) => {
        const [spots, stays] = await Promise.all([
          readParkSpots(tenantId, p.id, ref),
          readRevenueStays(tenantId, p.id, q.from, q.to),
        ]);
        return { ...p, spots: spots.spots, stays };
      }),
    );
    return occupancyByRevenueReport(data, q.from, q.to);
  },
  revenuebreakup: async (tenantId, parks, q) =>
    revenueBreakupReport(await ledgerParks(tenantId, parks, q), q.from, q.to),
  fielddeposit: async (tenantId, parks, q) => {
    const [ref, data] = await Promise.all([getReferenceData(tenantId), ledgerParks(tenantId, parks, q)]);
    return fieldDepositReport(data, q.from, q.to, (id) => ref.PAYMENTTYPE.get(id)?.name ?? `Type ${id}`);
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

/** Each park's spots and the stays holding its nights from `start` to `end`. */
async function guestParks(tenantId: TenantId, parks: Park[], start: string, end: string) {
  const ref = await getReferenceData(tenantId);
  return Promise.all(
    parks.map(async (p) => {
      const [spots, stays] = await Promise.all([
        readParkSpots(tenantId, p.id, ref),
        readStays(tenantId, p.id, start, end),
      ]);
      return { ...p, spots: spots.spots, stays };
    }),
  );
}

/** Each park's ledger over the range, with the time zone its days are counted in. */
async function ledgerParks(tenantId: TenantId, parks: Park[], q: ReportQuery) {
  const zones = new Map((await listLocations(tenantId)).map((l) => [l.id, l.timezone]));
  return Promise.all(
    parks.map(async (p) => ({
      ...p,
      timezone: zones.get(p.id) ?? 'UTC',
      entries: await readLedger(tenantId, p.id, q.from, q.to),
    })),
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
          table: await BUILDERS[slug](tenantId, parks, query),
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
