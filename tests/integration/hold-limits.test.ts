/**
 * The hold limit per customer account (tenant limits, README "Hold limits"): of N + 10 claims one
 * account makes at once, exactly N hold; a released or expired hold frees its slot at once; a claim that
 * replaces the caller's own hold needs no free slot. The test books on its own demo park of 'wa'.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { testPark } from './test-park.ts';
import { api } from './support.ts';
import { confirmedCustomer } from './accounts-support.ts';
import { callWithToken } from './identity-support.ts';
import { LIMIT_MESSAGE, limitsOf } from '#domain/limits';
import { dynamo, tableName } from '#store/client';
import { getHold } from '#store/holds';
import { keys } from '#store/keys';
import { getTenant } from '#store/tenants';
import { toTenantId } from '#domain/tenant-id';

const TENANT = toTenantId('wa');
const { spots, d } = testPark(TENANT, 10);

const claimPath = (spotId: number) => api(TENANT, `SpotReservation/spot/${spotId}/claim`);
const releasePath = (spotId: number, lockCode: string) =>
  api(TENANT, `SpotReservation/spot/${spotId}/releaseclaim?lockCode=${encodeURIComponent(lockCode)}`);

/** Stays that never share a night: stay k is two nights on a spot of the park, k spread over spots. */
let nextStay = 0;
function freshStay() {
  const k = nextStay++;
  const spot = spots[k % spots.length]!;
  const from = 20 + 3 * Math.floor(k / spots.length);
  return { spotId: spot.id, body: { reservationStartDate: d(from), reservationEndDate: d(from + 2) } };
}

async function claim(token: string, stay = freshStay(), extra: object = {}) {
  const res = await callWithToken(token, 'POST', claimPath(stay.spotId), { ...stay.body, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...stay, res, lockCode: (res.body.data as { lockCode?: string } | undefined)?.lockCode };
}

let limit = 0;

beforeAll(async () => {
  if (spots.length < 5) throw new Error('the test park needs five overnight spots');
  limit = limitsOf((await getTenant(TENANT))?.limits).maxActiveHolds;
});

describe('the hold limit of a customer account', () => {
  it('gives exactly N of N + 10 concurrent claims by one account a hold; the rest are told the limit', async () => {
    const { token } = await confirmedCustomer(TENANT);
    const results = await Promise.all(Array.from({ length: limit + 10 }, () => claim(token)));
    const held = results.filter((r) => r.res.body.statusCode === 'Success');
    expect(held).toHaveLength(limit);
    for (const r of results.filter((x) => x.res.body.statusCode !== 'Success')) {
      expect(r.res.body.messages).toEqual([LIMIT_MESSAGE.tooManyHolds(limit)]);
    }
    const stored = await Promise.all(held.map((r) => getHold(TENANT, r.lockCode!)));
    expect(stored.every((h) => h !== undefined)).toBe(true);
  });

  it('frees a slot when a hold is released, and refuses again once it is taken', async () => {
    const { token } = await confirmedCustomer(TENANT);
    const held = [];
    for (let i = 0; i < limit; i++) held.push(await claim(token));
    expect(held.every((h) => h.res.body.statusCode === 'Success')).toBe(true);
    const refused = await claim(token);
    expect(refused.res.body.messages).toEqual([LIMIT_MESSAGE.tooManyHolds(limit)]);

    const first = held[0]!;
    const released = await callWithToken(token, 'POST', releasePath(first.spotId, first.lockCode!));
    expect(released.body.statusCode).toBe('Success');
    expect((await claim(token)).res.body.statusCode).toBe('Success');
    expect((await claim(token)).res.body.messages).toEqual([LIMIT_MESSAGE.tooManyHolds(limit)]);

    // Cancel-and-reserve: replacing one's own live hold takes its slot over.
    const mine = held[1]!;
    const moved = await claim(token, freshStay(), { lockCode: mine.lockCode });
    expect(moved.res.body.statusCode, JSON.stringify(moved.res.body)).toBe('Success');
    expect(await getHold(TENANT, mine.lockCode!)).toBeUndefined();
  });

  it('counts an expired hold as free at once, before any sweep', async () => {
    const { token } = await confirmedCustomer(TENANT);
    const held = [];
    for (let i = 0; i < limit; i++) held.push(await claim(token));
    expect((await claim(token)).res.body.messages).toEqual([LIMIT_MESSAGE.tooManyHolds(limit)]);
    // One hold runs out (its item says so; the sweeper has not run).
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.hold(TENANT, held[0]!.lockCode!),
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
      }),
    );
    expect((await claim(token)).res.body.statusCode).toBe('Success');
  });
});
