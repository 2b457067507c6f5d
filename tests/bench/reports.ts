/**
 * Reports bench (part of `npm run bench`): figures, never assertions. Starts DynamoDB Local in memory,
 * seeds both demo tenants as `npm start` does (timed: what every start pays), then the demo year of the
 * biggest park (timed apart: a step of its own), then builds that park's per-day aggregates from the
 * items as a tenant whose data predates the stream gets them (timed; the stream's consumer writes the same
 * items, and the integration tests hold the two equal), then times each report over that year through its
 * real route handler and store reads (the aggregates, for the reports that have them), beside the raw
 * reads of the same keys (no computation) and, for comparison, the same report computed from the items
 * and the raw reads of those items, in the same run. The load average is printed with the figures.
 *   BENCH_REPORT_RUNS (default 3) timed runs per report after one warm-up; the median is printed.
 *   BENCH_REPORTS (default all) a comma-separated list of the reports to time.
 *   BENCH_REPORT_DAYS (default 365) days of history and of the reports' range: fewer for a quick run.
 *   BENCH_REPORT_STREAM=1 also folds the whole table stream as the local runtime's poller does (timed).
 */
import { performance } from 'node:perf_hooks';
import { loadAverage, startBenchTable } from './bench-table.ts';
import { addDays } from '#domain/availability/calendar';
import { todayIn } from '#domain/dates';
import { toTenantId } from '#domain/tenant-id';

const RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 3);
const ONLY = process.env.BENCH_REPORTS?.split(',').map((s) => s.trim());
const DAYS = Number(process.env.BENCH_REPORT_DAYS ?? 365);
const FOLD_STREAM = ['1', 'true'].includes(process.env.BENCH_REPORT_STREAM ?? '');
const TABLE = 'campfire-bench-reports';
const TENANT = toTenantId('co');

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function median(run: () => Promise<number>): Promise<{ ms: number; size: number }> {
  let size = await run(); // warm: imports, connections and the JIT are not what we measure
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    size = await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)]!, size };
}

async function main(): Promise<void> {
  const dynamo = await startBenchTable(TABLE);
  try {
    // Imported after the environment is set: the store reads it when first used.
    const { loadDemoCatalogueIfAbsent } = await import('../../bin/local/seed.ts');
    const { loadDemoHistoryIfAbsent } = await import('#demo/load-history');
    const { historyParkId } = await import('#demo/history');
    const { buildDemoCatalogue } = await import('#demo/index');
    const { adminReportRoutes } = await import('#api/admin-reports/routes');
    const { reportQuery } = await import('#contract/reports');
    const { BUILT_REPORTS } = await import('#domain/reports/catalog');
    const { getTenant } = await import('#store/tenants');
    const { parkCancelledInWindow, parkReservationsInWindow } = await import('#store/front-desk');
    const { getReservationFields, listSoldNights } = await import('#store/report-reads');
    const { GUEST_FIELDS, OVERRIDE_FIELDS, REVENUE_FIELDS } = await import('#api/admin-reports/park-reads');
    const { listLedger } = await import('#store/ledger');
    const { listLoops, listSpots, listLocations } = await import('#store/locations');
    const { listParkClosures } = await import('#store/closures');
    const { getReferenceData } = await import('#store/reference');
    const { AGGREGATED_REPORTS, buildReport } = await import('#api/admin-reports/routes');
    const { readEntries, readMoneyDays, readStayDays, reportAggregateKeys } =
      await import('#store/report-aggregates');
    const { readWholeStayMonths } = await import('#store/report-roll-ups');
    const { monthStart, stretchesOf } = await import('#domain/reports/roll-ups');
    const { dynamo, tableName } = await import('#store/client');
    const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
    const { CANCELLED_LOOKBACK_DAYS } = await import('#store/front-desk');
    const { createStreamPoller } = await import('../../bin/local/report-aggregates-poller.ts');
    const { rebuildReportAggregates } = await import('#workflows/report-aggregates');

    let started = performance.now();
    for (const tenantId of [TENANT, toTenantId('wa')]) await loadDemoCatalogueIfAbsent(tenantId);
    const seedMs = performance.now() - started;
    started = performance.now();
    const history = await loadDemoHistoryIfAbsent(TENANT, new Date(), DAYS);
    const historyMs = performance.now() - started;
    console.log(`load average at start: ${loadAverage()}`);
    console.log(`seed as npm start does (both tenants' catalogue and availability): ${seconds(seedMs)}`);
    console.log(
      `demo history (${DAYS} days) of the biggest co park (a step of its own): ${seconds(historyMs)} for ${
        history.reservations
      } reservations, ${history.items} items`,
    );

    const catalogue = buildDemoCatalogue(TENANT);
    const parkId = historyParkId(catalogue);
    const park = catalogue.locations.find((l) => l.id === parkId)!;
    const spotCount = catalogue.spots.filter((s) => s.locationId === parkId).length;
    const today = todayIn(park.timezone, new Date());
    const from = addDays(today, -(DAYS - 1));
    const to = today;

    // The park's aggregates built from its items, over the reports' range and the stays around it.
    started = performance.now();
    const built = await rebuildReportAggregates(
      TENANT,
      addDays(from, -CANCELLED_LOOKBACK_DAYS),
      addDays(today, 60),
      { locationIds: [parkId] },
    );
    console.log(
      `the park's day aggregates and month roll-ups built from its items: ${seconds(
        performance.now() - started,
      )} for ${built.days} days, ${built.ledgerEntries} ledger entries and ${built.months} month roll-ups`,
    );
    if (FOLD_STREAM) {
      // The local runtime's stream consumer, as `npm start` runs it: every change of the seed and the year.
      const poller = createStreamPoller({
        endpoint: process.env.DYNAMODB_ENDPOINT!,
        tableName: process.env.TABLE_NAME!,
      });
      started = performance.now();
      const folded = await poller.drain();
      poller.close();
      console.log(
        `the table's stream folded into the day aggregates: ${seconds(performance.now() - started)} for ${
          folded.records
        } changes (${folded.writes} aggregate writes)`,
      );
    }
    const tenant = (await getTenant(TENANT))!;
    // A super admin (role 1): every park, every permission the report asks for.
    const auth = {
      kind: 'staff' as const,
      tenantId: TENANT,
      sub: 'bench',
      username: 'co.superadmin',
      email: 'bench@campfire.example',
      token: '',
      userId: 1,
      roleId: 1,
      permissions: ['ReportManagementReportManagement' as const],
      locationIds: [],
    };
    const query = reportQuery.parse({ locationIds: String(parkId), from, to });
    const routes = new Map(adminReportRoutes.routes.map((r) => [r.path, r]));
    const handle = (slug: string) => async () => {
      const route = routes.get(`admin/AdminReport/${slug}`)!;
      const data = await route.handler({
        tenantId: TENANT,
        tenant,
        params: {},
        query,
        body: undefined,
        event: {} as never,
        logger: console as never,
        auth: auth as never,
      });
      return Buffer.byteLength(JSON.stringify(data));
    };

    // The reads each report makes, by key, without building anything from them.
    const spotsAndRef = () =>
      Promise.all([
        listSpots(TENANT, parkId),
        listLoops(TENANT, parkId),
        getReferenceData(TENANT),
        listLocations(TENANT),
      ]).then(([s]) => s.length);
    const nights = (start: string) => async () =>
      (await Promise.all([spotsAndRef(), listSoldNights(TENANT, parkId, start, to)]))[1].length;
    const stays =
      (fields: readonly string[], end = to) =>
      async () => {
        const [, sold] = await Promise.all([spotsAndRef(), listSoldNights(TENANT, parkId, from, end)]);
        const ids = sold.map((n) => n.reservationId);
        return (await getReservationFields(TENANT, ids, fields as never[])).length;
      };
    const closures = async () =>
      (await Promise.all([spotsAndRef(), listParkClosures(TENANT, parkId)]))[1].length;
    const ledger = async () =>
      (await Promise.all([spotsAndRef(), listLedger(TENANT, parkId, addDays(from, -1), addDays(to, 1))]))[1]
        .length;
    const cancelled = () => parkCancelledInWindow(TENANT, parkId, from, to).then((c) => c.length);
    // The aggregates' reads, unbuilt: the park's month roll-ups of the range's whole months and the day
    // items of its edge months (stays, or money), with the spots they name.
    const monthItem = (sk: string) =>
      dynamo()
        .send(
          new GetCommand({ TableName: tableName(), Key: { pk: reportAggregateKeys.pk(TENANT, parkId), sk } }),
        )
        .then((o): number => (o.Item ? 1 : 0));
    const rollUpReads = (kind: 'stays' | 'money') => async () => {
      const counts = await Promise.all(
        stretchesOf(from, to).map((s) =>
          s.whole
            ? monthItem(
                kind === 'stays'
                  ? reportAggregateKeys.stayMonth(s.from.slice(0, 7))
                  : reportAggregateKeys.moneyMonth(s.from.slice(0, 7)),
              )
            : kind === 'stays'
              ? readStayDays(TENANT, parkId, addDays(s.from, -1), s.to).then((d) => d.length)
              : readMoneyDays(TENANT, parkId, s.from, s.to).then((d) => d.breakup.length),
        ),
      );
      return counts.reduce((a, b) => a + b, 0);
    };
    // The sold-night reports read every month of the range, edges too, from the roll-ups alone.
    const monthReads = async () =>
      (
        await Promise.all(
          stretchesOf(from, to).map((s) => monthItem(reportAggregateKeys.stayMonth(s.from.slice(0, 7)))),
        )
      ).reduce((a, b) => a + b, 0);
    const withSpots = (read: () => Promise<number>) => async () =>
      (await Promise.all([spotsAndRef(), read()]))[1];
    const stayRollUps = withSpots(rollUpReads('stays'));
    const moneyRollUps = withSpots(rollUpReads('money'));
    const AGGREGATE_RAW: Record<string, [string, () => Promise<number>]> = {
      facilitychangeover: ['spots + month roll-ups', withSpots(monthReads)],
      occupancybyproductclass: [
        'spots + month roll-ups + closures',
        async () => (await Promise.all([withSpots(monthReads)(), closures()]))[0],
      ],
      occupancybyrevenue: ['spots + month roll-ups + edge days', stayRollUps],
      reservationmethod: ['month roll-ups + edge days', rollUpReads('stays')],
      parkvisitation: ['month roll-ups + edge days', rollUpReads('stays')],
      cancelledreservations: [
        'spots + month roll-ups (+2 back)',
        withSpots(() =>
          readWholeStayMonths(TENANT, parkId, addDays(from, -CANCELLED_LOOKBACK_DAYS), to).then(
            (m) => m.length,
          ),
        ),
      ],
      revenuebreakup: ['money roll-ups + edge days', moneyRollUps],
      fielddeposit: ['money roll-ups + edge days', moneyRollUps],
      // The stay entries filed on the range's months (a stay on its arrival and each month's 1st): the
      // guests from their month roll-ups, the overrides as filed.
      camper: [
        'spots + guest month roll-ups',
        withSpots(async () =>
          (
            await Promise.all(
              stretchesOf(from, to).map((s) => monthItem(reportAggregateKeys.guestMonth(s.from.slice(0, 7)))),
            )
          ).reduce((a, b) => a + b, 0),
        ),
      ],
      adminoverride: [
        'spots + override entries',
        withSpots(() => readEntries(TENANT, parkId, 'override', monthStart(from), to).then((e) => e.length)),
      ],
    };
    const parkOnly = [{ id: parkId, name: park.longName }];
    const fromItems = (slug: string) => async () =>
      Buffer.byteLength(JSON.stringify(await buildReport(TENANT, slug as never, parkOnly, query, 'items')));

    const RAW: Record<string, [string, () => Promise<number>]> = {
      facilitychangeover: ['spots + sold nights', nights(addDays(from, -1))],
      occupancybyproductclass: [
        'spots + sold nights + closures',
        async () => (await Promise.all([nights(from)(), closures()]))[0],
      ],
      closure: ['spots + closures', closures],
      maintenance: ['spots + closures', closures],
      amenities: ['spots + reference lists', spotsAndRef],
      camper: ['spots + sold nights + their stays (guest attributes)', stays(GUEST_FIELDS)],
      sitemarker: ['spots + one day of nights + their stays', stays(GUEST_FIELDS, from)],
      reservationmethod: ['spots + sold nights + their stays (guest attributes)', stays(GUEST_FIELDS)],
      parkvisitation: ['spots + sold nights + their stays (guest attributes)', stays(GUEST_FIELDS)],
      occupancybyrevenue: ['spots + sold nights + their stays (fees)', stays(REVENUE_FIELDS)],
      adminoverride: [
        'sold nights + their stays (overrides) + cancellations',
        async () => (await Promise.all([stays(OVERRIDE_FIELDS)(), cancelled()]))[0],
      ],
      cancelledreservations: [
        'spots + cancellations index',
        async () => (await Promise.all([spotsAndRef(), cancelled()]))[1],
      ],
      revenuebreakup: ['spots + ledger', ledger],
      fielddeposit: ['spots + ledger', ledger],
    };

    console.log(
      `\nEach report over ${from} to ${to} (${DAYS} days) of ${park.longName} (${spotCount} spots), through its ` +
        `route handler; median of ${RUNS} runs, beside the raw reads of the same keys (same run). The reports ` +
        `read from the day aggregates show, for comparison, the same report computed from the items and ` +
        `the raw reads of those items:`,
    );
    const w = 24;
    console.log(
      `${'report'.padEnd(w)}${'report ms'.padStart(10)}${'bytes'.padStart(9)}${'raw ms'.padStart(8)}${'items'.padStart(
        7,
      )}  ${'reads'.padEnd(32)}${'from items ms'.padStart(14)}${'item reads ms'.padStart(14)}`,
    );
    for (const slug of BUILT_REPORTS.filter((r) => !ONLY || ONLY.includes(r))) {
      const aggregated = AGGREGATED_REPORTS.includes(slug);
      const report = await median(handle(slug));
      const [what, read] = (aggregated ? AGGREGATE_RAW : RAW)[slug]!;
      const raw = await median(read);
      const items = aggregated ? await median(fromItems(slug)) : undefined;
      const itemReads = aggregated ? await median(RAW[slug]![1]) : undefined;
      console.log(
        `${slug.padEnd(w)}${report.ms.toFixed(0).padStart(10)}${String(report.size).padStart(9)}${raw.ms
          .toFixed(0)
          .padStart(8)}${String(raw.size).padStart(7)}  ${what.padEnd(32)}${(items
          ? items.ms.toFixed(0)
          : ''
        ).padStart(14)}${(itemReads ? itemReads.ms.toFixed(0) : '').padStart(14)}`,
      );
    }
    // For comparison, once: the whole reservation items, one batch at a time (the front desk's read).
    started = performance.now();
    const whole = await parkReservationsInWindow(TENANT, parkId, from, to);
    console.log(
      `\nfor comparison: whole reservation items, one batch at a time (the front desk's read): ${(
        performance.now() - started
      ).toFixed(0)} ms for ${whole.reservations.length}`,
    );
    console.log(`load average at the end: ${loadAverage()}`);
  } finally {
    await dynamo.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
