/**
 * `npm run bench`: figures, never assertions. Starts DynamoDB Local in memory, loads both demo tenants
 * (catalogue and availability data laid out from today), then measures the catalogue reads every visitor
 * makes and spot availability for the 500-spot park, through the same API Gateway adapter and Lambda
 * handlers as `npm start`, beside the raw DynamoDB queries each one is built on.
 *   BENCH_REQUESTS (default 200) requests per endpoint, sequential (latency, not throughput).
 */
import { performance } from 'node:perf_hooks';
import { startBenchTable } from './bench-table.ts';
import { createApiDispatcher } from '../../bin/local/api-gateway.ts';
import { DEMO_TENANT_IDS, buildDemoCatalogue, buildDemoInventory } from '#demo/index';
import { addDays } from '#domain/availability/calendar';
import { todayIn } from '#domain/dates';
import { toTenantId } from '#domain/tenant-id';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const TABLE = 'campfire-bench';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function measure(label: string, run: () => Promise<number>, unit = 'bytes'): Promise<void> {
  await run(); // warm: module imports and connection set-up are not what we measure
  const times: number[] = [];
  let size = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    size = await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const fmt = (n: number) => n.toFixed(1).padStart(7);
  console.log(
    `${label.padEnd(48)} p50 ${fmt(percentile(times, 50))} ms  p95 ${fmt(percentile(times, 95))} ms  p99 ${fmt(
      percentile(times, 99),
    )} ms  ${String(size).padStart(8)} ${unit}`,
  );
}

async function main(): Promise<void> {
  const dynamo = await startBenchTable(TABLE);
  try {
    // Imported after the environment is set: the store reads it when first used.
    const { writeCatalogue } = await import('#store/catalogue-writer');
    const { listSpots, listLocations, listLoops, getLocation } = await import('#store/locations');
    const { writeInventory } = await import('#store/inventory-writer');
    const { getParkRules, listTakenNights } = await import('#store/inventory');
    const { getReferenceData } = await import('#store/reference');

    for (const tenantId of DEMO_TENANT_IDS) {
      const catalogue = buildDemoCatalogue(tenantId);
      const started = performance.now();
      const inventory = buildDemoInventory(catalogue, todayIn(catalogue.tenant.timezone, new Date()));
      await writeInventory(tenantId, inventory);
      await writeCatalogue(catalogue);
      console.log(
        `load ${tenantId}: ${catalogue.spots.length} spots, ${catalogue.locations.length} parks, ${
          inventory.nights.length
        } taken nights in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }

    const co = buildDemoCatalogue(toTenantId('co'));
    const spotsPerPark = new Map<number, number>();
    for (const s of co.spots) spotsPerPark.set(s.locationId, (spotsPerPark.get(s.locationId) ?? 0) + 1);
    const [bigPark, bigCount] = [...spotsPerPark.entries()].sort((a, b) => b[1] - a[1])[0]!;

    const dispatch = createApiDispatcher();
    const get = (path: string) => async () => {
      const res = await dispatch({ method: 'GET', path, rawQueryString: '', headers: {}, body: undefined });
      if (res.statusCode !== 200) throw new Error(`${path}: HTTP ${res.statusCode}`);
      return Buffer.byteLength(res.body);
    };
    const post = (path: string, body: unknown) => async () => {
      const res = await dispatch({
        method: 'POST',
        path,
        rawQueryString: '',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (res.statusCode !== 200) throw new Error(`${path}: HTTP ${res.statusCode} ${res.body}`);
      return Buffer.byteLength(res.body);
    };
    const bigLocation = co.locations.find((l) => l.id === bigPark)!;
    const today = todayIn(bigLocation.timezone, new Date());
    const window = { start: today, end: addDays(today, 13) };
    const bigNights = buildDemoInventory(co, today).nights.filter(
      (n) => n.locationId === bigPark && n.night >= window.start && n.night <= window.end,
    ).length;
    const availability = { locationId: bigPark, startDate: window.start, endDate: window.end };

    console.log(`\n${REQUESTS} sequential requests each, through the API Gateway adapter:`);
    await measure('GET Tenant', get('/v1/tenant/co/Tenant'));
    await measure('GET Location/featured', get('/v1/tenant/co/Location/featured'));
    await measure('GET Location (all parks)', get('/v1/tenant/co/Location'));
    await measure('GET Alert/global/web', get('/v1/tenant/co/Alert/global/web'));
    await measure(
      `GET Location/${bigPark}/spot (${bigCount} spots)`,
      get(`/v1/tenant/co/Location/${bigPark}/spot`),
    );

    await measure(
      `POST Spot/availability 14 days, 20-row page`,
      post('/v1/tenant/co/Spot/availability', { ...availability, pageNumber: 1, itemsPerPage: 20 }),
    );
    await measure(
      `POST Spot/availability 14 days, all ${bigCount} spots`,
      post('/v1/tenant/co/Spot/availability', availability),
    );
    await measure(
      `POST Spot/availability + stay, onlyShowAvailable`,
      post('/v1/tenant/co/Spot/availability', {
        ...availability,
        arrivalDate: addDays(today, 2),
        departureDate: addDays(today, 4),
        onlyShowAvailable: true,
        itemsPerPage: 20,
      }),
    );
    console.log(
      `  (${bigCount} spots × 14 days = ${bigCount * 14} spot-nights, ${bigNights} taken: ${(
        (100 * bigNights) /
        (bigCount * 14)
      ).toFixed(0)}%)`,
    );

    console.log('\nthe raw DynamoDB queries underneath, same run:');
    await measure(
      'Query: all parks of a tenant',
      async () => (await listLocations(toTenantId('co'))).length,
      'items',
    );
    await measure(
      `Query: ${bigCount} spots of one park`,
      async () => (await listSpots(toTenantId('co'), bigPark)).length,
      'items',
    );
    await measure(
      'Query ×8 (gsi2): taken nights, 14 days',
      async () => (await listTakenNights(toTenantId('co'), bigPark, window.start, window.end)).length,
      'items',
    );
    await measure(
      'Query: park rules',
      async () => {
        const r = await getParkRules(toTenantId('co'), bigPark);
        return r.closures.length + r.pricingSeasons.length + r.walkInPeriods.length + r.businessRules.length;
      },
      'items',
    );
    await measure(
      'Query: reference lists',
      async () => (await getReferenceData(toTenantId('co'))).PRODUCT.size,
      'products',
    );
    await measure(
      'all reads of one availability call (as run)',
      async () => {
        // As the handler runs them: all in one parallel round.
        const [, spots, , , , nights] = await Promise.all([
          getLocation(toTenantId('co'), bigPark),
          listSpots(toTenantId('co'), bigPark),
          listLoops(toTenantId('co'), bigPark),
          getReferenceData(toTenantId('co')),
          getParkRules(toTenantId('co'), bigPark),
          listTakenNights(toTenantId('co'), bigPark, window.start, window.end),
        ]);
        return spots.length + nights.length;
      },
      'items',
    );
  } finally {
    await dynamo.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
