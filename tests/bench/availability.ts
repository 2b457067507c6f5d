/**
 * Spot availability at scale: POST Spot/availability for the 500-spot park of the 'co' demo tenant,
 * anonymous, a page of 20 rows over 14 days, through the same API Gateway adapter and Lambda handler as
 * `npm start`, beside the raw DynamoDB reads the call needs, in the same run. Figures only.
 *   - answers computed afresh: each request's body differs (the selected spot), so none is a cached
 *     answer; beside it the reads such an answer needs in a warm process (one parallel round: the park,
 *     its rules, the taken nights), with the cache's own get and put, and what a cold process adds;
 *   - cached answers: the same body again within the cache's bound (served from this process's memory);
 *     beside it the shared cache item's read (another container's first read of the answer);
 *   - the response's size, raw and gzip, and the read the projection replaces (every spot item).
 *   AVAILABILITY_REQUESTS (default 100) requests each, sequential (latency, not throughput); what is
 *   compared is measured in turns, call by call.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { startBenchTable } from './bench-table.ts';
import { createApiDispatcher } from '../../bin/local/api-gateway.ts';
import { buildDemoCatalogue, buildDemoInventory } from '#demo/index';
import { addDays } from '#domain/availability/calendar';
import { todayIn } from '#domain/dates';
import { toTenantId } from '#domain/tenant-id';

const REQUESTS = Number(process.env.AVAILABILITY_REQUESTS ?? 100);
const TABLE = 'campfire-availability-bench';
const TENANT = toTenantId('co');

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

interface Figures {
  p50: number;
  p95: number;
}

type Run = (i: number) => Promise<unknown>;

/**
 * Runs each of `runs` REQUESTS times (after one warm-up each), taking turns call by call so that the
 * machine's load falls alike on each, and prints p50/p95 of each.
 */
async function measureTogether(runs: [label: string, run: Run][]): Promise<Figures[]> {
  for (const [, run] of runs) await run(-1);
  const times = runs.map((): number[] => []);
  for (let i = 0; i < REQUESTS; i++) {
    for (const [k, [, run]] of runs.entries()) {
      const started = performance.now();
      await run(i);
      times[k]!.push(performance.now() - started);
    }
  }
  const fmt = (n: number) => n.toFixed(1).padStart(7);
  return runs.map(([label], k) => {
    const sorted = times[k]!.sort((a, b) => a - b);
    const figures = { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
    console.log(`${label.padEnd(66)} p50 ${fmt(figures.p50)} ms  p95 ${fmt(figures.p95)} ms`);
    return figures;
  });
}

const measure = async (label: string, run: Run) => (await measureTogether([[label, run]]))[0]!;

async function main(): Promise<void> {
  const dynamo = await startBenchTable(TABLE);
  try {
    // Imported after the environment is set: the store reads it when first used.
    const { writeCatalogue } = await import('#store/catalogue-writer');
    const { writeInventory } = await import('#store/inventory-writer');
    const { getLocation, listLoops, listSpots } = await import('#store/locations');
    const { getParkRules, listTakenNights } = await import('#store/inventory');
    const { getReferenceData } = await import('#store/reference');
    const { readLatestProjection } = await import('#store/spot-projection');
    const { dynamo: client, tableName } = await import('#store/client');
    const { GetCommand, PutCommand } = await import('@aws-sdk/lib-dynamodb');

    const catalogue = buildDemoCatalogue(TENANT);
    await writeInventory(
      TENANT,
      buildDemoInventory(catalogue, todayIn(catalogue.tenant.timezone, new Date())),
    );
    await writeCatalogue(catalogue);
    const spotsPerPark = new Map<number, number>();
    for (const s of catalogue.spots)
      spotsPerPark.set(s.locationId, (spotsPerPark.get(s.locationId) ?? 0) + 1);
    const [park, spotCount] = [...spotsPerPark.entries()].sort((a, b) => b[1] - a[1])[0]!;
    const parkSpots = catalogue.spots.filter((s) => s.locationId === park);
    const location = catalogue.locations.find((l) => l.id === park)!;
    const today = todayIn(location.timezone, new Date());
    const window = { start: today, end: addDays(today, 13) };
    const page = {
      locationId: park,
      startDate: window.start,
      endDate: window.end,
      pageNumber: 1,
      itemsPerPage: 20,
    };

    const dispatch = createApiDispatcher();
    const post = async (body: unknown) => {
      const res = await dispatch({
        method: 'POST',
        path: `/v1/tenant/${TENANT}/Spot/availability`,
        rawQueryString: '',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode} ${res.body}`);
      return res.body;
    };

    console.log(
      `park ${location.longName}: ${spotCount} spots, 14 days, 20-row page; ${REQUESTS} sequential requests each`,
    );
    // The first call builds the park's projection (once per change of its spots): not measured below.
    await post(page);

    // What one call reads in a warm process: the park (its catalogue version), its rules and the taken
    // nights; the decoded projection, loops and reference lists are remembered (store/park-facts-cache.ts).
    const warmRound = () =>
      Promise.all([
        getLocation(TENANT, park),
        getParkRules(TENANT, park),
        listTakenNights(TENANT, park, window.start, window.end),
      ]);
    const cacheKey = { pk: `T#${TENANT}#BENCH`, sk: 'ANSWER' };
    const answer = gzipSync(await post(page));
    const [fresh, reads, withCache] = await measureTogether([
      [
        'POST Spot/availability, answer computed (cache miss)',
        (i) => post({ ...page, selectedSpotId: parkSpots[(i + parkSpots.length) % parkSpots.length]!.id }),
      ],
      ['  raw: the reads it needs, one parallel round', warmRound],
      [
        '  raw: the same round with the cache item get and put',
        async () => {
          await client().send(new GetCommand({ TableName: tableName(), Key: cacheKey }));
          await warmRound();
          await client().send(
            new PutCommand({ TableName: tableName(), Item: { ...cacheKey, data: answer } }),
          );
        },
      ],
    ]);
    await measure('  raw: a cold process adds the projection, loops, reference lists', () =>
      Promise.all([
        warmRound(),
        readLatestProjection(TENANT, park),
        listLoops(TENANT, park),
        getReferenceData(TENANT),
      ]),
    );
    await measure('    of which: the park', () => getLocation(TENANT, park));
    await measure('    of which: the park rules', () => getParkRules(TENANT, park));
    await measure('    of which: taken nights (gsi2, per month and shard)', () =>
      listTakenNights(TENANT, park, window.start, window.end),
    );
    await measure('    of which: the spot projection', () => readLatestProjection(TENANT, park));
    await measure('    of which: the reference lists', () => getReferenceData(TENANT));

    const [cached, sharedRead] = await measureTogether([
      ['POST Spot/availability, cached answer (same body)', () => post(page)],
      [
        '  raw: the shared cache item read',
        () => client().send(new GetCommand({ TableName: tableName(), Key: cacheKey })),
      ],
    ]);
    const everySpot = await measure(`  (before the projection: Query of all ${spotCount} spot items)`, () =>
      listSpots(TENANT, park),
    );

    const body = await post({ ...page, selectedSpotId: parkSpots[1]!.id });
    const all = await post({ locationId: park, startDate: window.start, endDate: window.end });
    const ratio = (a?: Figures, b?: Figures) => (a && b ? (a.p50 / b.p50).toFixed(2) : 'n/a');
    console.log(
      [
        `answer computed / its reads (p50): ${ratio(fresh, reads)}; / reads with the cache get and put: ${ratio(fresh, withCache)}`,
        `cached answer / shared cache item read (p50): ${ratio(cached, sharedRead)}`,
        `every spot item read / projection round (p50): ${ratio(everySpot, reads)}`,
        `20-row page: ${Buffer.byteLength(body)} bytes, ${gzipSync(body).length} bytes gzip; every spot (${spotCount}): ${Buffer.byteLength(all)} bytes, ${gzipSync(all).length} bytes gzip`,
        `load average ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
      ].join('\n'),
    );
  } finally {
    await dynamo.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
