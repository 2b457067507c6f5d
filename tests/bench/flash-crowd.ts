/**
 * Opening morning without a queue: N clients claim at once across M spots of one park for the same
 * nights, through the real HTTP API of the local runtime (bin/local.ts) with real customer tokens from
 * its Cognito pool. Prints holds granted (must equal M), double bookings found by reading every night
 * item of those spots back (must be 0), 5xx responses, claim latency percentiles and claims per second;
 * then, in the same run and on the same DynamoDB Local, raw TransactWriteItems of a claim's shape (N at
 * once over M spots), their rate and latency, and the ratio of the two rates. Figures only.
 *   FLASH_CLIENTS (default 1000), FLASH_SPOTS (default 100), FLASH_CUSTOMERS (default 40).
 */
import { performance } from 'node:perf_hooks';
import { startLocalRuntime } from '../support/local-runtime.ts';
import {
  crowdedPark,
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

const CLIENTS = Number(process.env.FLASH_CLIENTS ?? 1000);
const SPOTS = Number(process.env.FLASH_SPOTS ?? 100);
const CUSTOMERS = Number(process.env.FLASH_CUSTOMERS ?? 40);
const TENANT = toTenantId('wa');
const PASSWORD = 'Flash-Crowd-2030!';

async function main() {
  console.log(
    `flash crowd: ${CLIENTS} clients, ${SPOTS} spots, ${CUSTOMERS} customer accounts; starting the local runtime...`,
  );
  const runtime = await startLocalRuntime();
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

    // The crowd: every client at once, client i on spot i mod M.
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
    const raw = await rawTransactions(endpoint, CLIENTS, spots.length);
    console.log(
      [
        `holds granted: ${winners.length} (spots: ${spots.length})`,
        `refused with the server's message: ${refused.length} ("${(refused[0]?.body.messages as string[] | undefined)?.[0] ?? ''}")`,
        `4xx: ${otherRefusals.length}${otherRefusals[0] ? ` (${otherRefusals[0].status} "${(otherRefusals[0].body.messages as string[] | undefined)?.[0] ?? ''}")` : ''}`,
        `double bookings: ${found}`,
        `5xx or no answer: ${serverErrors.length}`,
        `claims: ${claimsPerSecond.toFixed(0)} per second (${CLIENTS} in ${wall.toFixed(0)} ms); latency ${latencyLine(latencies)} (load average ${loadAfterClaims})`,
        `raw DynamoDB Local TransactWriteItems (same shape, same DynamoDB Local, ${CLIENTS} at once over ${spots.length} spots): ${raw.perSecond.toFixed(0)} per second, ${raw.won} won; latency ${latencyLine(raw.latencies)}`,
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
