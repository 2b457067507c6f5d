/**
 * The benches that call the store directly: DynamoDB Local in memory with the product's table, and the
 * environment the store reads (set before the store's modules are imported, as they read it on first use).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { Agent, fetch as undiciFetch } from 'undici';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { listOutbox } from '../../functions/adapters/mail/outbox.ts';
import { ensureTable, startDynamoLocal } from '../../bin/local/dynamodb.ts';
import { findFreePort } from '../../bin/local/ports.ts';
import { cognitoClient } from '../../bin/local/user-pools.ts';
import type { LocalRuntime } from '../support/local-runtime.ts';
import { buildDemoCatalogue } from '#demo/index';
import { addDays } from '#domain/availability/calendar';
import type { TenantId } from '#domain/catalogue';
import { todayIn } from '#domain/dates';
import { toTenantId } from '#domain/tenant-id';
import { LOCAL_MAX_SOCKETS, localAgentOptions } from '#store/client';
import { keys } from '#store/keys';
import { spotNightItem } from '#store/inventory-writer';
import { TABLE_NAME_DEFAULT } from '#store/table-definition';

export async function startBenchTable(table: string): Promise<{ stop(): Promise<void> }> {
  const dynamo = await startDynamoLocal({ port: await findFreePort() });
  await ensureTable(dynamo.endpoint, table);
  process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
  process.env.TABLE_NAME = table;
  process.env.POWERTOOLS_LOG_LEVEL = 'WARN';
  return dynamo;
}

/**
 * What the crowd benches (flash-crowd.ts, opening-morning.ts) share: the local runtime's API as a
 * browser calls it, the park and stay they crowd, a customer account made through the API, the
 * double-booking read-back, and raw DynamoDB Local transactions of a claim's shape on the runtime's
 * own DynamoDB Local (warm, holding the demo data), the baseline claims are compared with.
 */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/**
 * CPU seconds used so far by each process (Linux /proc; 0 where unreadable): a bench reads them before
 * and after a phase to show which process the phase's time went to.
 */
export function cpuSeconds(pids: number[]): number[] {
  const tick = 100; // USER_HZ, 100 on Linux
  return pids.map((pid) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return (Number(fields[11]) + Number(fields[12])) / tick;
    } catch {
      return 0;
    }
  });
}

/** The DynamoDB Local (java) process listening on the endpoint's port, found by its command line. */
export function dynamoLocalPid(endpoint: string): number {
  const port = new URL(endpoint).port;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (cmd[0]?.endsWith('java') && cmd.includes('-port') && cmd[cmd.indexOf('-port') + 1] === port)
        return Number(entry);
    } catch {
      // A process that ended meanwhile.
    }
  }
  return 0;
}

/** Each process's CPU seconds in a phase, per unit of work, as 'name 1.2 ms' items. */
export function cpuLine(names: string[], before: number[], after: number[], units: number): string {
  return names
    .map((name, i) => `${name} ${((((after[i] ?? 0) - (before[i] ?? 0)) * 1000) / units).toFixed(1)} ms`)
    .join(', ');
}

export const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** p50/p95/p99 of latencies in ms. */
export function latencyLine(latencies: number[]): string {
  const l = [...latencies].sort((a, b) => a - b);
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  return `p50 ${ms(percentile(l, 50))}, p95 ${ms(percentile(l, 95))}, p99 ${ms(percentile(l, 99))}`;
}

/** In batches of `size`, so that account creation does not itself become a crowd. */
export async function inBatches<T, R>(items: T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size)
    out.push(...(await Promise.all(items.slice(i, i + size).map(run))));
  return out;
}

export interface ApiAnswer {
  status: number;
  body: Record<string, unknown>;
  /** Why there was no answer (status 0): the connection's error code, e.g. ECONNRESET. */
  failure?: string;
  /** The answer's headers, names in lower case. */
  headers?: Record<string, string>;
}

/**
 * The tenant's API on the runtime; no answer (a dropped connection) is status 0. `clientAddress`: the
 * loopback address (any 127.x.y.z) the calls come from, so that a crowd comes from many clients, as a
 * real one does, rather than from one that the per-client rate limits would stop.
 */
export function tenantApi(runtime: LocalRuntime, tenantId: TenantId, clientAddress?: string) {
  const base = `http://localhost:${runtime.port}/v1/tenant/${tenantId}`;
  const dispatcher = clientAddress ? new Agent({ localAddress: clientAddress }) : undefined;
  return async (
    method: string,
    path: string,
    body?: unknown,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<ApiAnswer> => {
    try {
      const res = await undiciFetch(`${base}/${path}`, {
        dispatcher,
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return {
        status: res.status,
        body: (await res.json()) as Record<string, unknown>,
        headers: Object.fromEntries(res.headers),
      };
    } catch (err) {
      const cause = (err as { cause?: { code?: string; message?: string } }).cause;
      return { status: 0, body: {}, failure: cause?.code ?? cause?.message ?? String(err) };
    }
  };
}
export type TenantApi = ReturnType<typeof tenantApi>;

/** The demo park with the most spots, a two-night stay three weeks out, and the spots free for it. */
export async function crowdedPark(api: TenantApi, tenantId: TenantId, spotCount: number) {
  const catalogue = buildDemoCatalogue(tenantId);
  const counts = new Map<number, number>();
  for (const s of catalogue.spots) counts.set(s.locationId, (counts.get(s.locationId) ?? 0) + 1);
  const park = catalogue.locations.reduce((a, b) =>
    (counts.get(a.id) ?? 0) >= (counts.get(b.id) ?? 0) ? a : b,
  );
  const arrival = addDays(todayIn(park.timezone, new Date()), 21);
  const departure = addDays(arrival, 2);
  const availabilityBody = {
    locationId: park.id,
    startDate: arrival,
    endDate: addDays(arrival, 1),
    arrivalDate: arrival,
    departureDate: departure,
    onlyShowAvailable: true,
  };
  const free = freeSpotIds((await api('POST', 'Spot/availability', availabilityBody)).body);
  return {
    park,
    parkSpots: counts.get(park.id) ?? 0,
    arrival,
    departure,
    availabilityBody,
    free,
    spots: free.slice(0, spotCount),
  };
}

/** The spots an availability answer lists free, but for those only a disabled occupant may take. */
export function freeSpotIds(body: Record<string, unknown>): number[] {
  type Listed = { id: number; spotAttributes: { name: string; value: string | null }[] };
  return ((body.spots as Listed[] | undefined) ?? [])
    .filter((s) => !s.spotAttributes.some((a) => a.name === 'ADA Occupant Required' && a.value === 'yes'))
    .map((s) => s.id);
}

/** A customer signed up through the API, confirmed with the mailed code and signed in: its id token. */
export async function signedUpCustomer(
  runtime: LocalRuntime,
  api: TenantApi,
  username: string,
  password: string,
): Promise<string> {
  const email = `${username}@example.org`;
  const created = await api('POST', 'Customer', {
    firstName: 'Crowd',
    lastName: 'Bench',
    email,
    primaryPhoneNumber: '(206) 555-0100',
    street1: '1 Main St',
    city: 'Olympia',
    state: 'WA',
    zipcode: '98501',
    country: 'USA',
    username,
    password,
  });
  if (!created.body.data)
    throw new Error(`sign-up of ${username} refused: ${created.status} ${JSON.stringify(created.body)}`);
  const userId = (created.body.data as { userId: number }).userId;
  const code = listOutbox(join(runtime.dataDir, 'outbox')).find((m) => m.to === email && m.code)?.code;
  await api('POST', 'User/ConfirmUserRegistration', { userId, confirmationCode: code });
  const tenant = await api('GET', 'Tenant');
  const { publicClientId } = tenant.body.authConfig as { publicClientId: string };
  const cognito = cognitoClient(`http://localhost:${runtime.port}/cognito/`);
  try {
    const signIn = (name: string) =>
      cognito.send(
        new InitiateAuthCommand({
          ClientId: publicClientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: name, PASSWORD: password },
        }),
      );
    const out = await signIn(username).catch(() => signIn(email));
    return out.AuthenticationResult!.IdToken!;
  } finally {
    cognito.destroy();
  }
}

/** Where the runtime's DynamoDB Local listens (it prints the port). */
export function runtimeDynamoEndpoint(runtime: LocalRuntime): string {
  const port = /DynamoDB Local on port (\d+)/.exec(runtime.output)?.[1];
  if (!port) throw new Error('the runtime did not say where DynamoDB Local listens');
  return `http://127.0.0.1:${port}`;
}

function documentClient(endpoint: string) {
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint,
      region: 'us-west-2',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      // The sockets the runtime's own client has.
      requestHandler: { httpAgent: localAgentOptions(LOCAL_MAX_SOCKETS) },
    }),
  );
}

/**
 * Double bookings of the stay's nights on `spots`: a spot won more than once, or a night held by anyone
 * but its winner, read back from the table.
 */
export async function doubleBookings(
  endpoint: string,
  tenantId: TenantId,
  spots: number[],
  winners: { spotId: number; lockCode: string }[],
  arrival: string,
  departure: string,
): Promise<number> {
  const winnerOf = new Map<number, string[]>();
  for (const w of winners) winnerOf.set(w.spotId, [...(winnerOf.get(w.spotId) ?? []), w.lockCode]);
  let found = [...winnerOf.values()].filter((locks) => locks.length > 1).length;
  const doc = documentClient(endpoint);
  try {
    for (const spotId of spots) {
      const out = await doc.send(
        new QueryCommand({
          TableName: TABLE_NAME_DEFAULT,
          KeyConditionExpression: 'pk = :pk AND sk BETWEEN :a AND :b',
          ExpressionAttributeValues: {
            ':pk': keys.spotNight(tenantId, spotId, arrival).pk,
            ':a': arrival,
            // The stay's nights: the departure day may well be the next guest's first night.
            ':b': addDays(departure, -1),
          },
        }),
      );
      const locks = winnerOf.get(spotId) ?? [];
      found += (out.Items ?? []).filter((item) => !locks.includes(item.lockCode as string)).length;
    }
  } finally {
    doc.destroy();
  }
  return found;
}

export interface RawTransactions {
  perSecond: number;
  won: number;
  latencies: number[];
  /** CPU seconds of the `pids` passed, before and after the timed round. */
  cpu: { before: number[]; after: number[] };
}

/**
 * A claim's transaction without the API, item for item as store/holds.ts writes it for a customer's
 * first hold: two conditional night puts (the night item with its index keys), the hold item and the
 * account's hold slot, `count` at once over `spots` spots, on the runtime's DynamoDB Local and table (a
 * tenant of its own). A first round of the same size warms the connections (unless `warmUp` is false:
 * a run that has already made some); the second is timed.
 */
export async function rawTransactions(
  endpoint: string,
  count: number,
  spots: number,
  pids: number[] = [],
  { warmUp = true }: { warmUp?: boolean } = {},
): Promise<RawTransactions> {
  const doc = documentClient(endpoint);
  const now = Math.floor(Date.now() / 1000);
  const round = async (tenant: TenantId): Promise<RawTransactions> => {
    const cpuBefore = cpuSeconds(pids);
    const arrivalDate = '2030-07-01';
    const departureDate = '2030-07-03';
    const nights = ['2030-07-01', '2030-07-02'];
    const latencies: number[] = [];
    let won = 0;
    const started = performance.now();
    await Promise.all(
      [...Array(count).keys()].map(async (i) => {
        const spotId = 1 + (i % spots);
        const lockCode = `raw-${i}`;
        const customerId = 1 + i;
        const hold = {
          lockCode,
          spotId,
          locationId: 1,
          arrivalDate,
          departureDate,
          nights,
          holder: { kind: 'customer', id: customerId, username: `raw.${i}` },
          walkIn: false,
          overriddenClosureDays: [],
          createdAt: new Date(now * 1000).toISOString(),
          expiresAt: now + 900,
        };
        const t0 = performance.now();
        try {
          await doc.send(
            new TransactWriteCommand({
              TransactItems: [
                ...nights.map((night) => ({
                  Put: {
                    TableName: TABLE_NAME_DEFAULT,
                    Item: spotNightItem(tenant, {
                      spotId,
                      locationId: 1,
                      night,
                      status: 'held',
                      lockCode,
                      expiresAt: now + 900,
                    }),
                    ConditionExpression: 'attribute_not_exists(pk) OR (#s = :held AND expiresAt <= :now)',
                    ExpressionAttributeNames: { '#s': 'status' },
                    ExpressionAttributeValues: { ':held': 'held', ':now': now },
                  },
                })),
                {
                  Put: {
                    TableName: TABLE_NAME_DEFAULT,
                    Item: { ...keys.hold(tenant, lockCode), entity: 'Hold', ...hold },
                    ConditionExpression: 'attribute_not_exists(pk)',
                  },
                },
                {
                  Put: {
                    TableName: TABLE_NAME_DEFAULT,
                    Item: {
                      pk: keys.holdSlots(tenant, customerId),
                      sk: keys.holdSlotSk(0),
                      entity: 'HoldSlot',
                      slot: 0,
                      lockCode,
                    },
                    ConditionExpression: 'attribute_not_exists(pk)',
                  },
                },
              ],
            }),
          );
          won += 1;
        } catch {
          // Lost the race: what the API turns into the refusal message.
        }
        latencies.push(performance.now() - t0);
      }),
    );
    const perSecond = (count / (performance.now() - started)) * 1000;
    return { perSecond, won, latencies, cpu: { before: cpuBefore, after: cpuSeconds(pids) } };
  };
  try {
    const stamp = Date.now().toString(36);
    if (warmUp) await round(toTenantId(`rawwarm${stamp}`));
    return await round(toTenantId(`raw${stamp}`));
  } finally {
    doc.destroy();
  }
}
