/**
 * Opening morning: N clients claim at once across M spots of one park for the same nights, through the
 * real HTTP API of the local runtime (bin/local.ts) with real customer tokens from its Cognito pool.
 * Prints holds granted (must equal M), double bookings found by reading every night item of those spots
 * back (must be 0), 5xx responses, claim latency percentiles and claims per second; then, in the same
 * run, the throughput of raw DynamoDB Local TransactWriteItems of the same shape, and the ratio of the
 * two (claims per second over raw transactions per second). Figures only.
 *   FLASH_CLIENTS (default 1000), FLASH_SPOTS (default 100), FLASH_CUSTOMERS (default 40).
 */
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import { listOutbox } from '../../functions/adapters/mail/outbox.ts';
import { ensureTable, localDynamoClient, startDynamoLocal } from '../../bin/local/dynamodb.ts';
import { findFreePort } from '../../bin/local/ports.ts';
import { cognitoClient } from '../../bin/local/user-pools.ts';
import { startLocalRuntime } from '../support/local-runtime.ts';
import { buildDemoCatalogue } from '#demo/index';
import { addDays } from '#domain/availability/calendar';
import { todayIn } from '#domain/dates';
import { keys } from '#store/keys';
import { TABLE_NAME_DEFAULT } from '#store/table-definition';
import { toTenantId } from '#domain/tenant-id';

const CLIENTS = Number(process.env.FLASH_CLIENTS ?? 1000);
const SPOTS = Number(process.env.FLASH_SPOTS ?? 100);
const CUSTOMERS = Number(process.env.FLASH_CUSTOMERS ?? 40);
const TENANT = toTenantId('wa');
const PASSWORD = 'Flash-Crowd-2030!';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** In batches of `size`, so that account creation does not itself become a flash crowd. */
async function inBatches<T, R>(items: T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size)
    out.push(...(await Promise.all(items.slice(i, i + size).map(run))));
  return out;
}

async function main() {
  console.log(
    `flash crowd: ${CLIENTS} clients, ${SPOTS} spots, ${CUSTOMERS} customer accounts; starting the local runtime...`,
  );
  const runtime = await startLocalRuntime();
  let claimsPerSecond: number;
  try {
    const base = `http://localhost:${runtime.port}/v1/tenant/${TENANT}`;
    const json = async (method: string, path: string, body?: unknown, token?: string) => {
      const res = await fetch(`${base}/${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };

    // The park with the most spots, and M overnight spots free on both nights of the stay.
    const catalogue = buildDemoCatalogue(TENANT);
    const counts = new Map<number, number>();
    for (const s of catalogue.spots) counts.set(s.locationId, (counts.get(s.locationId) ?? 0) + 1);
    const park = catalogue.locations.reduce((a, b) =>
      (counts.get(a.id) ?? 0) >= (counts.get(b.id) ?? 0) ? a : b,
    );
    const arrival = addDays(todayIn(park.timezone, new Date()), 21);
    const departure = addDays(arrival, 2);
    const availability = await json('POST', 'Spot/availability', {
      locationId: park.id,
      startDate: arrival,
      endDate: addDays(arrival, 1),
      arrivalDate: arrival,
      departureDate: departure,
      onlyShowAvailable: true,
    });
    const free = (
      availability.body.spots as { id: number; spotAttributes: { name: string; value: string | null }[] }[]
    )
      .filter((s) => !s.spotAttributes.some((a) => a.name === 'ADA Occupant Required' && a.value === 'yes'))
      .map((s) => s.id);
    const spots = free.slice(0, SPOTS);
    console.log(
      `park ${park.longName} (${counts.get(park.id)} spots): ${free.length} free for ${arrival}..${departure}, using ${spots.length}`,
    );

    // Customer accounts through the API, confirmed with the mailed code, signed in at the pool.
    const tenant = await json('GET', 'Tenant');
    const authConfig = tenant.body.authConfig as { publicClientId: string; userPoolEndpoint: string };
    const cognito = cognitoClient(`http://localhost:${runtime.port}/cognito/`);
    const stamp = Date.now().toString(36);
    const tokens = await inBatches([...Array(CUSTOMERS).keys()], 8, async (i) => {
      const username = `flash.${stamp}.${i}`;
      const email = `${username}@example.org`;
      const created = await json('POST', 'Customer', {
        firstName: 'Flash',
        lastName: 'Crowd',
        email,
        primaryPhoneNumber: '(206) 555-0100',
        street1: '1 Main St',
        city: 'Olympia',
        state: 'WA',
        zipcode: '98501',
        country: 'USA',
        username,
        password: PASSWORD,
      });
      const userId = (created.body.data as { userId: number }).userId;
      const code = listOutbox(join(runtime.dataDir, 'outbox')).find((m) => m.to === email && m.code)?.code;
      await json('POST', 'User/ConfirmUserRegistration', { userId, confirmationCode: code });
      const signIn = (name: string) =>
        cognito.send(
          new InitiateAuthCommand({
            ClientId: authConfig.publicClientId,
            AuthFlow: 'USER_PASSWORD_AUTH',
            AuthParameters: { USERNAME: name, PASSWORD },
          }),
        );
      const out = await signIn(username).catch(() => signIn(email));
      return out.AuthenticationResult!.IdToken!;
    });
    cognito.destroy();

    // The crowd: every client at once, client i on spot i mod M.
    const latencies: number[] = [];
    const started = performance.now();
    const results = await Promise.all(
      [...Array(CLIENTS).keys()].map(async (i) => {
        const spotId = spots[i % spots.length]!;
        const t0 = performance.now();
        const res = await json(
          'POST',
          `SpotReservation/spot/${spotId}/claim`,
          { reservationStartDate: arrival, reservationEndDate: departure },
          tokens[i % tokens.length],
        ).catch(() => ({ status: 0, body: {} as Record<string, unknown> }));
        latencies.push(performance.now() - t0);
        return { spotId, ...res };
      }),
    );
    const wall = performance.now() - started;
    const winners = results.filter((r) => r.status === 200 && r.body.statusCode === 'Success');
    const refused = results.filter((r) => r.status === 200 && r.body.statusCode === 'Failure');
    const serverErrors = results.filter((r) => r.status >= 500 || r.status === 0);

    // Double bookings: a spot with more than one winning claim, or a night of the stay held by anyone else.
    const winnerOf = new Map<number, string[]>();
    for (const w of winners) {
      const lock = (w.body.data as { lockCode: string }).lockCode;
      winnerOf.set(w.spotId, [...(winnerOf.get(w.spotId) ?? []), lock]);
    }
    const dynamoPort = Number(/DynamoDB Local on port (\d+)/.exec(runtime.output)?.[1] ?? 0);
    let doubleBookings = [...winnerOf.values()].filter((locks) => locks.length > 1).length;
    if (dynamoPort) {
      const doc = documentClient(`http://127.0.0.1:${dynamoPort}`);
      for (const spotId of spots) {
        const out = await doc.send(
          new QueryCommand({
            TableName: TABLE_NAME_DEFAULT,
            KeyConditionExpression: 'pk = :pk AND sk BETWEEN :a AND :b',
            ExpressionAttributeValues: {
              ':pk': keys.spotNight(TENANT, spotId, arrival).pk,
              ':a': arrival,
              // The stay's nights: the departure day may well be the next guest's first night.
              ':b': addDays(departure, -1),
            },
          }),
        );
        const locks = winnerOf.get(spotId) ?? [];
        doubleBookings += (out.Items ?? []).filter((item) => !locks.includes(item.lockCode as string)).length;
      }
      doc.destroy();
    }
    latencies.sort((a, b) => a - b);
    claimsPerSecond = (CLIENTS / wall) * 1000;
    console.log(
      [
        `holds granted: ${winners.length} (spots: ${spots.length})`,
        `refused with the server's message: ${refused.length} ("${(refused[0]?.body.messages as string[] | undefined)?.[0] ?? ''}")`,
        `double bookings: ${doubleBookings}${dynamoPort ? '' : ' (winners per spot only: the table was not reachable)'}`,
        `5xx or no answer: ${serverErrors.length}`,
        `claim latency: p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, p99 ${ms(percentile(latencies, 99))}`,
        `claims per second: ${claimsPerSecond.toFixed(0)} (${CLIENTS} in ${ms(wall)})`,
      ].join('\n'),
    );
  } finally {
    await runtime.stop();
  }
  const rawPerSecond = await rawTransactions();
  console.log(
    `claims per second / raw transactions per second: ${(claimsPerSecond / rawPerSecond).toFixed(2)} (load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
}

function documentClient(endpoint: string) {
  return DynamoDBDocumentClient.from(localDynamoClient(endpoint));
}

/** The same shape without the API: two conditional night puts and a hold put per claim, N at once over M spots. */
async function rawTransactions(): Promise<number> {
  const port = await findFreePort();
  const dynamo = await startDynamoLocal({ port });
  try {
    const table = 'campfire-flash';
    await ensureTable(dynamo.endpoint, table);
    const doc = documentClient(dynamo.endpoint);
    const now = Math.floor(Date.now() / 1000);
    const nights = ['2030-07-01', '2030-07-02'];
    let won = 0;
    const started = performance.now();
    await Promise.all(
      [...Array(CLIENTS).keys()].map(async (i) => {
        const spotId = 1 + (i % SPOTS);
        const lockCode = `raw-${i}`;
        try {
          await doc.send(
            new TransactWriteCommand({
              TransactItems: [
                ...nights.map((night) => ({
                  Put: {
                    TableName: table,
                    Item: {
                      ...keys.spotNight(toTenantId('bench'), spotId, night),
                      status: 'held',
                      lockCode,
                      expiresAt: now + 900,
                    },
                    ConditionExpression: 'attribute_not_exists(pk) OR (#s = :held AND expiresAt <= :now)',
                    ExpressionAttributeNames: { '#s': 'status' },
                    ExpressionAttributeValues: { ':held': 'held', ':now': now },
                  },
                })),
                {
                  Put: {
                    TableName: table,
                    Item: { ...keys.hold(toTenantId('bench'), lockCode), spotId, expiresAt: now + 900 },
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
      }),
    );
    const wall = performance.now() - started;
    console.log(
      `raw DynamoDB Local TransactWriteItems (same shape, ${CLIENTS} at once over ${SPOTS} spots): ${((CLIENTS / wall) * 1000).toFixed(0)} per second, ${won} won`,
    );
    doc.destroy();
    return (CLIENTS / wall) * 1000;
  } finally {
    await dynamo.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
