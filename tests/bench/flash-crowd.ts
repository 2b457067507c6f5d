/**
 * Opening morning without a queue: N clients claim at once across M spots of one park for the same
 * nights, through the real HTTP API of the local runtime (bin/local.ts) with real customer tokens from
 * its Cognito pool. Prints holds granted (must equal M), double bookings found by reading every night
 * item of those spots back (must be 0), 5xx responses, claim latency percentiles and claims per second;
 * beside them, on the same DynamoDB Local, raw TransactWriteItems of a claim's shape (N at once over M
 * spots), their rate and latency, and the ratio of the two rates. Figures only.
 *
 * Rounds alternate: raw, crowd, raw, crowd, ..., raw, each crowd on nights of its own (its holds
 * released after it is checked). A crowd's ratio is its rate over the mean of the raw rounds on either
 * side, so a machine whose load changes during the run, or a DynamoDB Local still warming up (a JVM's
 * compiler takes thousands of transactions to settle), moves both sides of a ratio alike; the median of
 * the rounds' ratios is the figure.
 *   FLASH_CLIENTS (default 1000), FLASH_SPOTS (default 100), FLASH_ROUNDS (default 3).
 *   FLASH_WARM_UP (default CLIENTS): claims of a warm-up crowd before the first raw round.
 *   FLASH_CUSTOMERS (default enough for 20 claims each in all): the accounts the clients claim with.
 *   FLASH_ADDRESSES (default 16): the loopback addresses the clients come from, as a crowd comes from
 *   many (the per-client claim limit is 1,200 a minute).
 *   FLASH_REPORT_AGGREGATES (default off): whether the runtime runs the report aggregates' stream
 *   consumer beside the API. On AWS it is a Lambda of its own reading the stream, so the claim path does
 *   not share its CPU with it; on this machine it would take its share of the same two cores.
 */
import { performance } from 'node:perf_hooks';
import { startLocalRuntime } from '../support/local-runtime.ts';
import {
  type TenantApi,
  cpuLine,
  cpuSeconds,
  crowdedPark,
  dynamoLocalPid,
  doubleBookings,
  freeSpotIds,
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
const ROUNDS = Number(process.env.FLASH_ROUNDS ?? 3);
const ADDRESSES = Number(process.env.FLASH_ADDRESSES ?? 16);
/** Claims of the warm-up crowd (FLASH_WARM_UP): as many as a round, as the raw side warms with a round. */
const WARM_UP = Number(process.env.FLASH_WARM_UP ?? CLIENTS);
/** Accounts enough that none claims more than 20 times in all, within the limit of 30 a minute. */
const CUSTOMERS = Number(process.env.FLASH_CUSTOMERS ?? Math.ceil((WARM_UP + CLIENTS * ROUNDS) / 20));
const REPORT_AGGREGATES = process.env.FLASH_REPORT_AGGREGATES === 'on' ? 'on' : 'off';
const TENANT = toTenantId('wa');
const PASSWORD = 'Flash-Crowd-2030!';

interface Stay {
  reservationStartDate: string;
  reservationEndDate: string;
}

/** Client i: its address's API and its account's token. */
interface Client {
  api: TenantApi;
  token: string;
}

/** Every client claims spot i mod M at once; the holds won, the refusals and the latencies. */
async function crowd(clients: Client[], spots: number[], stay: Stay, count: number) {
  const latencies: number[] = [];
  const started = performance.now();
  const results = await Promise.all(
    [...Array(count).keys()].map(async (i) => {
      const spotId = spots[i % spots.length]!;
      const client = clients[i % clients.length]!;
      const t0 = performance.now();
      const res = await client.api('POST', `SpotReservation/spot/${spotId}/claim`, stay, client.token);
      latencies.push(performance.now() - t0);
      const lockCode = (res.body.data as { lockCode?: string } | undefined)?.lockCode;
      return { spotId, client, lockCode, ...res };
    }),
  );
  return { results, latencies, wall: performance.now() - started };
}

/** Releases the holds a crowd won, so the accounts' hold limits do not carry into the next round. */
async function release(won: { spotId: number; client: Client; lockCode?: string }[]) {
  await inBatches(won, 50, (w) =>
    w.client.api(
      'POST',
      `SpotReservation/spot/${w.spotId}/releaseclaim?lockCode=${w.lockCode}`,
      undefined,
      w.client.token,
    ),
  );
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function main() {
  console.log(
    `flash crowd: ${ROUNDS} rounds of ${CLIENTS} clients on ${SPOTS} spots from ${ADDRESSES} addresses, ${CUSTOMERS} customer accounts, report aggregates ${REPORT_AGGREGATES}; starting the local runtime...`,
  );
  const runtime = await startLocalRuntime({ CAMPFIRE_REPORT_AGGREGATES: REPORT_AGGREGATES });
  try {
    const apis = [...Array(ADDRESSES).keys()].map((i) => tenantApi(runtime, TENANT, `127.0.1.${i + 1}`));
    const api = apis[0]!;
    const endpoint = runtimeDynamoEndpoint(runtime);
    const { park, parkSpots, arrival, departure, availabilityBody } = await crowdedPark(api, TENANT, SPOTS);
    console.log(`park ${park.longName} (${parkSpots} spots); crowds from ${arrival}, a week apart`);

    const stamp = Date.now().toString(36);
    const clients: Client[] = await inBatches([...Array(CUSTOMERS).keys()], 8, async (i) => {
      const clientApi = apis[i % apis.length]!;
      return {
        api: clientApi,
        token: await signedUpCustomer(runtime, clientApi, `flash.${stamp}.${i}`, PASSWORD),
      };
    });
    // Round r's stay is r weeks after the first; the warm-up's is a week before it.
    const stayOf = (weeks: number): Stay => ({
      reservationStartDate: addDays(arrival, 7 * weeks),
      reservationEndDate: addDays(departure, 7 * weeks),
    });
    const spotsFor = async (stay: Stay) => {
      const body = {
        ...availabilityBody,
        startDate: stay.reservationStartDate,
        endDate: addDays(stay.reservationStartDate, 1),
        arrivalDate: stay.reservationStartDate,
        departureDate: stay.reservationEndDate,
      };
      return freeSpotIds((await api('POST', 'Spot/availability', body)).body).slice(0, SPOTS);
    };

    // A warm-up crowd, its holds released: the runtime's and DynamoDB Local's code paths of a claim
    // compiled before the first round.
    const warmSpots = await spotsFor(stayOf(-1));
    const warm = await crowd(clients, warmSpots, stayOf(-1), WARM_UP);
    await release(warm.results.filter((r) => r.lockCode));

    // CPU seconds of DynamoDB Local, the runtime and this bench (its HTTP clients), per claim and per raw transaction.
    const pids = [dynamoLocalPid(endpoint), runtime.pid, process.pid];
    const cpuNames = ['DynamoDB Local', 'runtime', 'bench'];
    const raws = [await rawTransactions(endpoint, CLIENTS, SPOTS, pids)];
    const ratios: number[] = [];
    const allLatencies: number[] = [];
    let holdsShort = 0;
    let doubles = 0;
    let serverErrors = 0;
    let otherRefusals = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const stay = stayOf(round);
      const spots = await spotsFor(stay);
      const cpuBefore = cpuSeconds(pids);
      const { results, latencies, wall } = await crowd(clients, spots, stay, CLIENTS);
      const cpuAfter = cpuSeconds(pids);
      const load = loadAverage();
      const winners = results.filter((r) => r.status === 200 && r.body.statusCode === 'Success');
      const refused = results.filter((r) => r.status === 200 && r.body.statusCode === 'Failure');
      const others = results.filter((r) => r.status >= 400 && r.status < 500);
      const errors = results.filter((r) => r.status >= 500 || r.status === 0);
      const found = await doubleBookings(
        endpoint,
        TENANT,
        spots,
        winners.map((w) => ({ spotId: w.spotId, lockCode: w.lockCode! })),
        stay.reservationStartDate,
        stay.reservationEndDate,
      );
      await release(winners);
      const raw = await rawTransactions(endpoint, CLIENTS, SPOTS, pids, { warmUp: false });
      const before = raws[raws.length - 1]!;
      raws.push(raw);
      const claimsPerSecond = (CLIENTS / wall) * 1000;
      const rawPerSecond = (before.perSecond + raw.perSecond) / 2;
      // A round some of whose claims were refused otherwise than on the nights (a limit) is not comparable.
      if (others.length === 0) ratios.push(claimsPerSecond / rawPerSecond);
      allLatencies.push(...latencies);
      holdsShort += spots.length - winners.length;
      doubles += found;
      serverErrors += errors.length;
      otherRefusals += others.length;
      console.log(
        [
          `round ${round + 1}, ${stay.reservationStartDate}..${stay.reservationEndDate}:`,
          `  holds granted: ${winners.length} (spots: ${spots.length}); refused with the server's message: ${refused.length} ("${(refused[0]?.body.messages as string[] | undefined)?.[0] ?? ''}")`,
          `  4xx: ${others.length}${others[0] ? ` (${others[0].status} "${(others[0].body.messages as string[] | undefined)?.[0] ?? ''}")` : ''}; double bookings: ${found}; 5xx or no answer: ${errors.length}`,
          `  claims: ${claimsPerSecond.toFixed(0)} per second (${CLIENTS} in ${wall.toFixed(0)} ms); latency ${latencyLine(latencies)} (load average ${load})`,
          `  raw TransactWriteItems (same shape, ${CLIENTS} at once over ${SPOTS} spots) before and after: ${before.perSecond.toFixed(0)} and ${raw.perSecond.toFixed(0)} per second; latency after ${latencyLine(raw.latencies)}`,
          `  CPU per claim: ${cpuLine(cpuNames, cpuBefore, cpuAfter, CLIENTS)}; per raw transaction (after): ${cpuLine(cpuNames, raw.cpu.before, raw.cpu.after, CLIENTS)}`,
          `  claims per second / raw transactions per second (mean of before and after): ${(claimsPerSecond / rawPerSecond).toFixed(2)}${others.length ? ' (not counted: claims refused otherwise than on the nights)' : ''}`,
        ].join('\n'),
      );
    }
    console.log(
      [
        `${ROUNDS} rounds: holds short of spots ${holdsShort}, double bookings ${doubles}, 5xx or no answer ${serverErrors}, other 4xx ${otherRefusals}`,
        `claim latency over all rounds: ${latencyLine(allLatencies)}`,
        `claims per second / raw transactions per second: median ${ratios.length ? median(ratios).toFixed(2) : 'none'} (rounds counted ${ratios.map((r) => r.toFixed(2)).join(', ')}; load average ${loadAverage()})`,
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
