/**
 * Claims and releases (holds) through the API adapter against DynamoDB Local: one winner per night
 * however many claim at once, expired holds free at once, releases harmless to repeat, the public's and
 * the staff's rules. The test uses one demo park of the 'wa' tenant and writes its own rules into it.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { testPark } from './test-park.ts';
import { api } from './support.ts';
import { confirmedCustomer } from './accounts-support.ts';
import { callAs, callWithToken, idToken } from './identity-support.ts';
import { HOLD_MESSAGE, HOLD_SECONDS } from '#domain/holds';
import { dynamo, tableName } from '#store/client';
import { getHold } from '#store/holds';
import { writeInventory } from '#store/inventory-writer';
import { keys } from '#store/keys';
import { toTenantId } from '#domain/tenant-id';

const TENANT = toTenantId('wa');
// The ranger holds the first two parks by id; this one is neither of them.
const { park, spots: overnight, today: T, d } = testPark(TENANT, 4);
const [raceSpot, releaseSpot, expiredSpot, staffSpot, rulesSpot, reclaimSpot] = overnight;

const claimPath = (spotId: number) => api(TENANT, `SpotReservation/spot/${spotId}/claim`);
const releasePath = (spotId: number, lockCode: string) =>
  api(TENANT, `SpotReservation/spot/${spotId}/releaseclaim?lockCode=${encodeURIComponent(lockCode)}`);
const adminClaimPath = (spotId: number) => api(TENANT, `admin/AdminSpotReservation/spot/${spotId}/claim`);
const stay = (from: number, to: number) => ({ reservationStartDate: d(from), reservationEndDate: d(to) });

/** The spot's night items as stored: night -> lockCode/status. */
async function storedNights(spotId: number) {
  const out = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.spotNight(TENANT, spotId, T).pk },
      ConsistentRead: true,
    }),
  );
  return (out.Items ?? []).map((i) => ({
    night: i.sk as string,
    lockCode: i.lockCode as string,
    status: i.status,
  }));
}

let tokens: string[] = [];

beforeAll(async () => {
  if (!raceSpot || !reclaimSpot) throw new Error('the test park needs six overnight spots');
  const extra = await Promise.all([confirmedCustomer(TENANT), confirmedCustomer(TENANT)]);
  tokens = [
    await idToken(TENANT, 'customer1'),
    await idToken(TENANT, 'customer2'),
    ...extra.map((c) => c.token),
  ];
  await writeInventory(TENANT, {
    nights: [
      // An expired hold of someone else's, and a live one.
      {
        spotId: expiredSpot!.id,
        locationId: park.id,
        night: d(40),
        status: 'held',
        lockCode: 'OLD',
        expiresAt: 1,
      },
      {
        spotId: rulesSpot!.id,
        locationId: park.id,
        night: d(42),
        status: 'reserved',
        reservationId: 7001,
      },
    ],
    closures: [
      {
        id: 71,
        locationId: park.id,
        spotIds: [staffSpot!.id],
        startDate: d(50),
        endDate: d(50),
        overridable: true,
        reason: 'Paving',
      },
    ],
    walkInPeriods: [
      { id: 72, locationId: park.id, spotIds: [staffSpot!.id], startDate: d(52), endDate: d(52) },
    ],
  });
});

describe('claims race for a night', () => {
  it('gives exactly one of many concurrent overlapping claims the hold; the others get the message', async () => {
    // 32 claims from four customers at once, every one of them including night d+31.
    const attempts = Array.from({ length: 32 }, (_, i) => {
      const from = 30 + (i % 2);
      return callWithToken(
        tokens[i % tokens.length],
        'POST',
        claimPath(raceSpot!.id),
        stay(from, 32 + (i % 3)),
      );
    });
    const results = await Promise.all(attempts);
    for (const r of results) expect(r.status, JSON.stringify(r.body)).toBe(200);
    const winners = results.filter((r) => r.body.statusCode === 'Success');
    expect(winners).toHaveLength(1);
    for (const loser of results.filter((r) => r.body.statusCode !== 'Success')) {
      expect(loser.body.statusCode).toBe('Failure');
      expect(loser.body.messages[0]).toBe(HOLD_MESSAGE.notAvailable);
    }
    const { lockCode, lockedUntil } = winners[0]!.body.data as { lockCode: string; lockedUntil: string };
    const seconds = (Date.parse(lockedUntil) - Date.now()) / 1000;
    expect(seconds).toBeGreaterThan(HOLD_SECONDS - 60);
    expect(seconds).toBeLessThanOrEqual(HOLD_SECONDS);
    // Every stored night of the spot belongs to the one winner.
    const nights = await storedNights(raceSpot!.id);
    expect(nights.length).toBeGreaterThanOrEqual(1);
    expect(new Set(nights.map((n) => n.lockCode))).toEqual(new Set([lockCode]));
    expect(nights.every((n) => n.status === 'held')).toBe(true);
  });

  it('shows the held nights as Reserved to others and free to the holder', async () => {
    const claim = await callWithToken(tokens[0], 'POST', claimPath(releaseSpot!.id), stay(34, 36));
    const { lockCode } = claim.body.data as { lockCode: string };
    const availability = (lock?: string) =>
      callWithToken(undefined, 'POST', api(TENANT, 'Spot/availability'), {
        locationId: park.id,
        startDate: d(34),
        endDate: d(35),
        selectedSpotId: releaseSpot!.id,
        lockCode: lock,
        itemsPerPage: 1,
      });
    const codes = async (lock?: string) =>
      (
        (await availability(lock)).body.spots as { spotAvailabilities: { availabilityCode: number }[] }[]
      )[0]!.spotAvailabilities.map((a) => a.availabilityCode);
    expect(await codes()).toEqual([2, 2]); // Reserved
    expect(await codes(lockCode)).toEqual([1, 1]); // Available to the holder
  });
});

describe('expiry and release', () => {
  it('treats an expired hold as free at once, before any sweeper removes it', async () => {
    const res = await callWithToken(tokens[1], 'POST', claimPath(expiredSpot!.id), stay(40, 41));
    expect(res.body.statusCode, JSON.stringify(res.body)).toBe('Success');
    const nights = await storedNights(expiredSpot!.id);
    expect(nights.find((n) => n.night === d(40))?.lockCode).toBe(
      (res.body.data as { lockCode: string }).lockCode,
    );
  });

  it('releases a hold; releasing again is harmless; another customer cannot release it', async () => {
    const claim = await callWithToken(tokens[2], 'POST', claimPath(releaseSpot!.id), stay(44, 46));
    expect(claim.body.statusCode).toBe('Success');
    const { lockCode } = claim.body.data as { lockCode: string };

    const stranger = await callWithToken(tokens[3], 'POST', releasePath(releaseSpot!.id, lockCode));
    expect(stranger.body.statusCode).toBe('Failure');
    expect((await storedNights(releaseSpot!.id)).filter((n) => n.lockCode === lockCode)).toHaveLength(2);

    const first = await callWithToken(tokens[2], 'POST', releasePath(releaseSpot!.id, lockCode));
    expect(first.body).toMatchObject({ statusCode: 'Success', spotId: releaseSpot!.id });
    expect((await storedNights(releaseSpot!.id)).filter((n) => n.lockCode === lockCode)).toHaveLength(0);
    expect(await getHold(TENANT, lockCode)).toBeUndefined();
    const again = await callWithToken(tokens[2], 'POST', releasePath(releaseSpot!.id, lockCode));
    expect(again.body.statusCode).toBe('Success');
    // The nights are free again for anyone.
    const next = await callWithToken(tokens[3], 'POST', claimPath(releaseSpot!.id), stay(44, 46));
    expect(next.body.statusCode).toBe('Success');
  });

  it("replaces the same customer's live hold when they claim again with its lock code", async () => {
    const first = await callWithToken(tokens[0], 'POST', claimPath(reclaimSpot!.id), stay(60, 63));
    const oldLock = (first.body.data as { lockCode: string }).lockCode;
    const second = await callWithToken(tokens[0], 'POST', claimPath(reclaimSpot!.id), {
      ...stay(61, 65),
      lockCode: oldLock,
    });
    expect(second.body.statusCode, JSON.stringify(second.body)).toBe('Success');
    const newLock = (second.body.data as { lockCode: string }).lockCode;
    const nights = await storedNights(reclaimSpot!.id);
    expect(nights.map((n) => n.night).sort()).toEqual([d(61), d(62), d(63), d(64)]);
    expect(new Set(nights.map((n) => n.lockCode))).toEqual(new Set([newLock]));
    expect(await getHold(TENANT, oldLock)).toBeUndefined();
    // Someone else's lock code does not let a customer take their nights.
    const thief = await callWithToken(tokens[1], 'POST', claimPath(reclaimSpot!.id), {
      ...stay(61, 62),
      lockCode: newLock,
    });
    expect(thief.body.statusCode).toBe('Failure');
  });
});

describe('the rules of a public claim', () => {
  it.each([
    ['an arrival before today', stay(-2, 1), HOLD_MESSAGE.arrivalBeforeToday],
    ['an overnight stay without a night', stay(43, 43), HOLD_MESSAGE.overnightDeparture],
    ['a reserved night', stay(41, 43), HOLD_MESSAGE.notAvailable],
    ['a stay longer than a hold can cover', stay(100, 400), HOLD_MESSAGE.tooLong],
  ])('refuses %s and writes nothing', async (_what, body, message) => {
    const before = await storedNights(rulesSpot!.id);
    const res = await callWithToken(tokens[0], 'POST', claimPath(rulesSpot!.id), body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ statusCode: 'Failure', messages: [message] });
    expect(await storedNights(rulesSpot!.id)).toEqual(before);
  });

  it('answers 400 for a malformed date, 404 for an unknown spot, 401 anonymous, 403 for staff', async () => {
    const malformed = await callWithToken(tokens[0], 'POST', claimPath(rulesSpot!.id), {
      reservationStartDate: '13/45/2026',
      reservationEndDate: d(2),
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.messages.join(' ')).toContain('reservationStartDate');
    expect((await callWithToken(tokens[0], 'POST', claimPath(999_999_999), stay(30, 31))).status).toBe(404);
    expect((await callWithToken(undefined, 'POST', claimPath(rulesSpot!.id), stay(30, 31))).status).toBe(401);
    const staff = await callAs(TENANT, 'superAdmin', 'POST', claimPath(rulesSpot!.id), stay(30, 31));
    expect(staff.status).toBe(403);
    expect(staff.body.messages[0]).toBe(
      'This action requires a customer account. Sign in to a customer account to proceed.',
    );
  });
});

describe('staff claims (admin/AdminSpotReservation)', () => {
  it('take walk-in days only for a walk-in and overridable closures only with the override, recorded', async () => {
    const noOverride = await callAs(
      TENANT,
      'agencyAdmin',
      'POST',
      adminClaimPath(staffSpot!.id),
      stay(50, 51),
    );
    expect(noOverride.body).toMatchObject({
      statusCode: 'Failure',
      messages: [HOLD_MESSAGE.overrideRequired],
    });
    const walkInDay = await callAs(
      TENANT,
      'agencyAdmin',
      'POST',
      adminClaimPath(staffSpot!.id),
      stay(52, 53),
    );
    expect(walkInDay.body).toMatchObject({ statusCode: 'Failure', messages: [HOLD_MESSAGE.walkInRequired] });

    const overridden = await callAs(TENANT, 'agencyAdmin', 'POST', adminClaimPath(staffSpot!.id), {
      ...stay(50, 51),
      overrideClosure: true,
    });
    expect(overridden.body.statusCode, JSON.stringify(overridden.body)).toBe('Success');
    const hold = await getHold(TENANT, (overridden.body.data as { lockCode: string }).lockCode);
    expect(hold).toMatchObject({ overriddenClosureDays: [d(50)], holder: { kind: 'staff' } });

    const walkIn = await callAs(TENANT, 'agencyAdmin', 'POST', adminClaimPath(staffSpot!.id), {
      ...stay(52, 53),
      walkInReservation: true,
    });
    expect(walkIn.body.statusCode).toBe('Success');
  });

  it('may hold past days; the public route may not', async () => {
    const res = await callAs(TENANT, 'superAdmin', 'POST', adminClaimPath(staffSpot!.id), stay(-3, -1));
    expect(res.body.statusCode, JSON.stringify(res.body)).toBe('Success');
  });

  it('is refused to the read-only clerk and to a ranger outside their parks', async () => {
    expect((await callAs(TENANT, 'clerk', 'POST', adminClaimPath(staffSpot!.id), stay(70, 71))).status).toBe(
      403,
    );
    expect((await callAs(TENANT, 'ranger', 'POST', adminClaimPath(staffSpot!.id), stay(70, 71))).status).toBe(
      403,
    );
    expect(
      (await callAs(TENANT, 'customer1', 'POST', adminClaimPath(staffSpot!.id), stay(70, 71))).status,
    ).toBe(403);
  });
});
