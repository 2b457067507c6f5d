/**
 * Opening morning without a queue: N clients claim at once across M spots of one park for the same
 * nights, through the real HTTP API of the local runtime (bin/local.ts) with real customer tokens from
 * its Cognito pool. Prints holds granted (must equal M), double bookings found by reading every night
 * item of those spots back (must be 0), 5xx responses, claim latency percentiles and claims per second;
 * then, in the same run and on the same DynamoDB Local, raw TransactWriteItems of a claim's shape (N at
 * once over M spots), their rate and latency, and the ratio of the two rates. Figures only.
 *   FLASH_CLIENTS (default 1000), FLASH_SPOTS (default 100), FLASH_CUSTOMERS (default 40).
 *   FLASH_REPORT_AGGREGATES (default off): whether the runtime runs the report aggregates' stream
 *   consumer beside the API. On AWS it is a Lambda of its own reading the stream, so the claim path does
 *   not share its CPU with it; on this machine it would take its share of the same two cores.
 */
import { performance } from 'node:perf_hooks';
import { startLocalRuntime } from '../support/local-runtime.ts';
import {
  cpuLine,
  cpuSeconds,
  crowdedPark,
  dynamoLocalPid,
  doubleBookings,
  inBatches,
  latencyLine,
  loadAverage,
  rawTransactions,
  runtimeDynamoEndpoint,
  signedUpCustomer,
  tenantApi,
} from './bench-table.ts';
import { toTenantId } from '#domain/tenant-id';
import { addDays } from '#domain/availability/calendar';

const CLIENTS = Number(process.env.FLASH_CLIENTS ?? 1000);
const SPOTS = Number(process.env.FLASH_SPOTS ?? 100);
const CUSTOMERS = Number(process.env.FLASH_CUSTOMERS ?? 40);
/** Claims of the warm-up crowd (FLASH_WARM_UP, default a fifth of the clients). */
const WARM_UP = Number(process.env.FLASH_WARM_UP ?? Math.round(CLIENTS / 5));
const REPORT_AGGREGATES = process.env.FLASH_REPORT_AGGREGATES === 'on' ? 'on' : 'off';
const TENANT = toTenantId('wa');
const PASSWORD = 'Flash-Crowd-2030!';

async function main() {
  console.log(
    `flash crowd: ${CLIENTS} clients, ${SPOTS} spots, ${CUSTOMERS} customer accounts, report aggregates ${REPORT_AGGREGATES}; starting the local runtime...`,
  );
  const runtime = await startLocalRuntime({ CAMPFIRE_REPORT_AGGREGATES: REPORT_AGGREGATES });
  try {
    const api = tenantApi(runtime, TENANT);
    const endpoint = runtimeDynamoEndpoint(runtime);
    const { park, parkSpots, arrival, departure, free, spots } = await crowdedPark(api, TENANT, SPOTS);
    console.log(
      `park ${park.longName} (${parkSpots} spots): ${free.length} free for ${arrival}..${departure}, using ${spots.length}`,
    );

    const stamp = Date.now().toString(36);
    const tokens = await inBatches([...Array(CUSTOMERS).keys()], 8, (i) =>
      signedUpCustomer(runtime, api, `flash.${stamp}.${i}`, PASSWORD),
    );

    // A warm-up crowd a week later, its holds released: the timed crowd then meets a warm runtime and a
    // warm DynamoDB Local (compiled code paths), as the raw transactions meet theirs after a warm-up
    // round. Small enough that warm-up and crowd stay within the claim rate limits of one window.
    const warmStay = { reservationStartDate: addDays(arrival, 7), reservationEndDate: addDays(departure, 7) };
    const warm = await Promise.all(
      [...Array(WARM_UP).keys()].map(async (i) => {
        const spotId = spots[i % spots.length]!;
        const token = tokens[i % tokens.length];
        const res = await api('POST', `SpotReservation/spot/${spotId}/claim`, warmStay, token);
        return { spotId, token, lockCode: (res.body.data as { lockCode?: string } | undefined)?.lockCode };
      }),
    );
    await inBatches(
      warm.filter((w) => w.lockCode),
      50,
      (w) =>
        api(
          'POST',
          `SpotReservation/spot/${w.spotId}/releaseclaim?lockCode=${w.lockCode}`,
          undefined,
          w.token,
        ),
    );

    // The crowd: every client at once, client i on spot i mod M.
    // CPU seconds of DynamoDB Local, the runtime and this bench (its HTTP clients), per claim and per raw transaction.
    const pids = [dynamoLocalPid(endpoint), runtime.pid, process.pid];
    const cpuNames = ['DynamoDB Local', 'runtime', 'bench'];
    const cpuBefore = cpuSeconds(pids);
    const latencies: number[] = [];
    const started = performance.now();
    const results = await Promise.all(
      [...Array(CLIENTS).keys()].map(async (i) => {
        const spotId = spots[i % spots.length]!;
        const t0 = performance.now();
        const res = await api(
          'POST',
          `SpotReservation/spot/${spotId}/claim`,
          { reservationStartDate: arrival, reservationEndDate: departure },
          tokens[i % tokens.length],
        );
        latencies.push(performance.now() - t0);
        return { spotId, ...res };
      }),
    );
    const wall = performance.now() - started;
    const cpuAfter = cpuSeconds(pids);
    const claimsPerSecond = (CLIENTS / wall) * 1000;
    const winners = results.filter((r) => r.status === 200 && r.body.statusCode === 'Success');
    const refused = results.filter((r) => r.status === 200 && r.body.statusCode === 'Failure');
    const otherRefusals = results.filter((r) => r.status >= 400 && r.status < 500);
    const serverErrors = results.filter((r) => r.status >= 500 || r.status === 0);
    const found = await doubleBookings(
      endpoint,
      TENANT,
      spots,
      winners.map((w) => ({ spotId: w.spotId, lockCode: (w.body.data as { lockCode: string }).lockCode })),
      arrival,
      departure,
    );
    const loadAfterClaims = loadAverage();
    const raw = await rawTransactions(endpoint, CLIENTS, spots.length, pids);
    console.log(
      [
        `holds granted: ${winners.length} (spots: ${spots.length})`,
        `refused with the server's message: ${refused.length} ("${(refused[0]?.body.messages as string[] | undefined)?.[0] ?? ''}")`,
        `4xx: ${otherRefusals.length}${otherRefusals[0] ? ` (${otherRefusals[0].status} "${(otherRefusals[0].body.messages as string[] | undefined)?.[0] ?? ''}")` : ''}`,
        `double bookings: ${found}`,
        `5xx or no answer: ${serverErrors.length}`,
        `claims: ${claimsPerSecond.toFixed(0)} per second (${CLIENTS} in ${wall.toFixed(0)} ms); latency ${latencyLine(latencies)} (load average ${loadAfterClaims})`,
        `raw DynamoDB Local TransactWriteItems (same shape, same DynamoDB Local, ${CLIENTS} at once over ${spots.length} spots): ${raw.perSecond.toFixed(0)} per second, ${raw.won} won; latency ${latencyLine(raw.latencies)}`,
        `CPU per claim: ${cpuLine(cpuNames, cpuBefore, cpuAfter, CLIENTS)}; per raw transaction: ${cpuLine(cpuNames, raw.cpu.before, raw.cpu.after, CLIENTS)}`,
        `claims per second / raw transactions per second: ${(claimsPerSecond / raw.perSecond).toFixed(2)} (load average ${loadAverage()})`,
      ].join('\n'),
    );
  } finally {
    await runtime.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
