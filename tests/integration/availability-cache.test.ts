/**
 * Availability at scale against DynamoDB Local: anonymous POST Spot/availability answers come from the
 * park's spot projection and the short shared cache (store/availability-cache.ts), which never serves a
 * night free for longer than its bound after a reservation is committed, nor a spot's old state after an
 * edit; writes made by this process (the local runtime's single process) show at once. Writes "made
 * elsewhere" go through a second DynamoDB client, as another Lambda container's would. Claims, with the
 * park facts now remembered per process, still give one winner per night. One demo park of 'wa'.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { gunzipSync } from 'node:zlib';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { testPark } from './test-park.ts';
import { api, call } from './support.ts';
import { confirmedCustomer } from './accounts-support.ts';
import { callAs, callWithToken, idToken } from './identity-support.ts';
import { otherContainerClient } from './dynamo-support.ts';
import { AVAILABILITY_CODE } from '#domain/availability/codes';
import { AVAILABILITY_CACHE_MS, availabilityCacheKey, cachedAvailability } from '#store/availability-cache';
import { tableName } from '#store/client';
import { spotNightItem } from '#store/inventory-writer';
import { keys } from '#store/keys';
import { toTenantId } from '#domain/tenant-id';

const TENANT = toTenantId('wa');
const { park, spots, d } = testPark(TENANT, 5);
const [committedSpot, claimedSpot, editedSpot, closedSpot, raceSpot, warmSpot] = spots;

/** Another container's client: its writes are unknown to this process's caches. */
const elsewhere = otherContainerClient();

/** Anonymous day codes of the park from day `from` to day `to`, by spot id. */
async function anonymousCodes(from: number, to: number) {
  const res = await call('POST', api(TENANT, 'Spot/availability'), {
    locationId: park.id,
    startDate: d(from),
    endDate: d(to),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const rows = res.body.spots as { id: number; spotAvailabilities: { availabilityCode: number }[] }[];
  return new Map(rows.map((r) => [r.id, r.spotAvailabilities.map((a) => a.availabilityCode)]));
}

const claimPath = (spotId: number) => api(TENANT, `SpotReservation/spot/${spotId}/claim`);
const { Available, Reserved, Closed } = AVAILABILITY_CODE;

beforeAll(() => {
  if (!warmSpot) throw new Error('the test park needs six overnight spots');
});

describe('the anonymous availability cache', () => {
  it('never shows a night free longer than its bound after a reservation committed elsewhere', async () => {
    expect((await anonymousCodes(20, 22)).get(committedSpot!.id)).toEqual([Available, Available, Available]);
    await elsewhere.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: spotNightItem(TENANT, {
                spotId: committedSpot!.id,
                locationId: park.id,
                night: d(21),
                status: 'reserved',
                reservationId: 990_001,
              }),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
    // Whatever the cache held when the reservation was committed is past its bound now.
    await sleep(AVAILABILITY_CACHE_MS + 50);
    expect((await anonymousCodes(20, 22)).get(committedSpot!.id)).toEqual([Available, Reserved, Available]);
  });

  it("shows this process's claim at once", async () => {
    expect((await anonymousCodes(20, 22)).get(claimedSpot!.id)).toEqual([Available, Available, Available]);
    const token = await idToken(TENANT, 'customer1');
    const claim = await callWithToken(token, 'POST', claimPath(claimedSpot!.id), {
      reservationStartDate: d(20),
      reservationEndDate: d(22),
    });
    expect(claim.body.statusCode, JSON.stringify(claim.body)).toBe('Success');
    expect((await anonymousCodes(20, 22)).get(claimedSpot!.id)).toEqual([Reserved, Reserved, Available]);
  });

  it('shows a spot edit made elsewhere within the bound (the park projection follows its version)', async () => {
    expect((await anonymousCodes(30, 31)).get(editedSpot!.id)).toEqual([Available, Available]);
    // What a staff save does in its transaction: the spot, and the park's catalogue version bump.
    await elsewhere.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: { pk: keys.locationPk(TENANT, park.id), sk: keys.spotSk(editedSpot!.id) },
              UpdateExpression: 'SET isActive = :off',
              ExpressionAttributeValues: { ':off': false },
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: keys.location(TENANT, park.id),
              UpdateExpression: 'ADD catalogueVersion :one',
              ExpressionAttributeValues: { ':one': 1 },
            },
          },
        ],
      }),
    );
    await sleep(AVAILABILITY_CACHE_MS + 50);
    // An inactive spot is no longer listed to the public.
    const after = await anonymousCodes(30, 31);
    expect(after.has(editedSpot!.id)).toBe(false);
    expect(after.get(closedSpot!.id)).toEqual([Available, Available]);
  });

  it('shows a closure staff save in this process at once', async () => {
    expect((await anonymousCodes(40, 41)).get(closedSpot!.id)).toEqual([Available, Available]);
    const saved = await callAs(TENANT, 'superAdmin', 'POST', api(TENANT, 'admin/AdminClosure'), {
      locationId: park.id,
      spotIds: [closedSpot!.id],
      startDate: d(41),
      endDate: d(41),
      overridable: false,
      reason: 'Tree down',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await anonymousCodes(40, 41)).get(closedSpot!.id)).toEqual([Available, Closed]);
  });
});

describe('the shared answer', () => {
  it('is written to the table after the caller has it, for the other containers to read', async () => {
    const request = { locationId: park.id, probe: Date.now() };
    const answer = { spots: [{ id: 1, codes: [Available] }] };
    const before = Date.now();
    expect(await cachedAvailability(TENANT, park.id, request, () => Promise.resolve(answer))).toEqual(answer);

    const key = availabilityCacheKey(TENANT, park.id, request);
    let item: Record<string, unknown> | undefined;
    for (let i = 0; i < 50 && !item; i++) {
      item = (
        await elsewhere.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))
      ).Item;
      if (!item) await sleep(20);
    }
    expect(item).toBeDefined();
    expect(Number(item!.computedAt)).toBeGreaterThanOrEqual(before);
    expect(JSON.parse(gunzipSync(Buffer.from(item!.data as Uint8Array)).toString('utf8'))).toEqual(answer);
  });
});

describe('claims with the park facts remembered', () => {
  it('give exactly one of many concurrent claims on a night the hold', async () => {
    const accounts = await Promise.all([confirmedCustomer(TENANT), confirmedCustomer(TENANT)]);
    const tokens = [await idToken(TENANT, 'customer2'), ...accounts.map((a) => a.token)];
    // The spot's, park's and rules' facts are read once here and remembered for the race below.
    const warm = await callWithToken(tokens[0], 'POST', claimPath(warmSpot!.id), {
      reservationStartDate: d(50),
      reservationEndDate: d(51),
    });
    expect(warm.body.statusCode, JSON.stringify(warm.body)).toBe('Success');
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        callWithToken(tokens[i % tokens.length], 'POST', claimPath(raceSpot!.id), {
          reservationStartDate: d(50 + (i % 2)),
          reservationEndDate: d(52),
        }),
      ),
    );
    const won = results.filter((r) => r.body.statusCode === 'Success');
    expect(won).toHaveLength(1);
    for (const lost of results.filter((r) => r.body.statusCode !== 'Success')) {
      expect(lost.body.messages).toEqual(['Spot is not available for the selected dates.']);
    }
  });
});
