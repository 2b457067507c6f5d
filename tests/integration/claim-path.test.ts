/**
 * The claim path's shortcuts never change an answer: a process's memory of an account's hold slots
 * that another process has made wrong still gives exactly the limit of holds, and rate-limit calls
 * counted together (one write for many) still let exactly the limit through, beside calls another
 * process counted. The test books on its own days of a demo park of 'wa'.
 */
import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { testPark } from './test-park.ts';
import { api } from './support.ts';
import { confirmedCustomer } from './accounts-support.ts';
import { callWithToken } from './identity-support.ts';
import { LIMIT_MESSAGE, limitsOf, windowStartOf } from '#domain/limits';
import { dynamo, tableName } from '#store/client';
import { getHold } from '#store/holds';
import { keys } from '#store/keys';
import { takeRate } from '#store/rate-limits';
import { getTenant } from '#store/tenants';
import { toTenantId } from '#domain/tenant-id';

const TENANT = toTenantId('wa');
const { spots, d } = testPark(TENANT, 10);

let nextStay = 0;
/** Two nights far from the other tests' days on this park, never the same twice. */
function freshStay() {
  const k = nextStay++;
  const spot = spots[k % spots.length]!;
  const from = 140 + 3 * Math.floor(k / spots.length);
  return { spotId: spot.id, body: { reservationStartDate: d(from), reservationEndDate: d(from + 2) } };
}

async function claim(token: string) {
  const stay = freshStay();
  const res = await callWithToken(
    token,
    'POST',
    api(TENANT, `SpotReservation/spot/${stay.spotId}/claim`),
    stay.body,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** The account's slots as the table has them: slot number → lock code. */
async function slotsOf(customerId: number): Promise<Map<number, string>> {
  const out = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.holdSlots(TENANT, customerId) },
      ConsistentRead: true,
    }),
  );
  return new Map((out.Items ?? []).map((item) => [Number(item.slot), String(item.lockCode)]));
}

let limit = 0;

beforeAll(async () => {
  limit = limitsOf((await getTenant(TENANT))?.limits).maxActiveHolds;
  if (limit < 2) throw new Error('the test needs a hold limit of at least 2');
});

describe('hold slots another process took', () => {
  it('still give the account exactly its limit of holds', async () => {
    const { token, customer } = await confirmedCustomer(TENANT);
    const first = await claim(token);
    expect(first.statusCode, JSON.stringify(first)).toBe('Success');
    const used = [...(await slotsOf(customer.id)).keys()];
    expect(used).toHaveLength(1);

    // Another process's claims fill every slot but one, behind this process's back.
    const nowSeconds = Math.floor(Date.now() / 1000);
    const others = Array.from({ length: limit }, (_, slot) => slot)
      .filter((s) => s !== used[0])
      .slice(1);
    for (const slot of others) {
      const lockCode = randomUUID();
      await dynamo().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...keys.hold(TENANT, lockCode), entity: 'Hold', lockCode, expiresAt: nowSeconds + 900 },
        }),
      );
      await dynamo().send(
        new PutCommand({
          TableName: tableName(),
          Item: {
            pk: keys.holdSlots(TENANT, customer.id),
            sk: keys.holdSlotSk(slot),
            entity: 'HoldSlot',
            slot,
            lockCode,
          },
        }),
      );
    }

    const second = await claim(token);
    expect(second.statusCode, JSON.stringify(second)).toBe('Success');
    const third = await claim(token);
    expect(third.messages).toEqual([LIMIT_MESSAGE.tooManyHolds(limit)]);

    const slots = await slotsOf(customer.id);
    expect(slots.size).toBe(limit);
    const secondLock = (second.data as { lockCode: string }).lockCode;
    expect([...slots.values()]).toContain(secondLock);
    expect(await getHold(TENANT, secondLock)).toBeDefined();
  });
});

describe('rate-limit calls counted together', () => {
  it('let exactly the limit through, with the calls another process counted', async () => {
    const subject = `claim#client#test-${randomUUID()}`;
    const rate = { limit: 10, windowSeconds: 3600 };
    const nowSeconds = Math.floor(Date.now() / 1000);
    // Another process has counted 4 calls in this window.
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.rateWindow(
          TENANT,
          subject,
          rate.windowSeconds,
          windowStartOf(nowSeconds, rate.windowSeconds),
        ),
        UpdateExpression: 'ADD calls :n SET expiresAt = :end',
        ExpressionAttributeValues: { ':n': 4, ':end': nowSeconds + rate.windowSeconds },
      }),
    );
    const decisions = await Promise.all(
      Array.from({ length: 25 }, () => takeRate(TENANT, subject, rate, nowSeconds)),
    );
    expect(decisions.filter((r) => r.allowed)).toHaveLength(6);
    const later = await takeRate(TENANT, subject, rate, nowSeconds);
    expect(later.allowed).toBe(false);
    expect(later.allowed ? 0 : later.retryAfterSeconds).toBeGreaterThan(0);
  });
});
