/**
 * The waiting room through the API adapter against DynamoDB Local: staff set a queue event on one park
 * of the 'co' tenant (no other test file claims there); visitors who arrive in the pre-queue window are
 * drawn into a random order at opening and a later arrival joins at the back; one account holds one
 * place; the claim route refuses a missing, forged, expired or someone else's admission token while the
 * event runs, takes the visitor's own, and needs no token before or after the event.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPark } from './test-park.ts';
import { api } from './support.ts';
import { confirmedCustomer } from './accounts-support.ts';
import { freshClientIp } from './client-support.ts';
import { callWithToken, idToken } from './identity-support.ts';
import { waitingRoomKey } from '#api/shared/waiting-room-admission';
import { WAITING_ROOM_MESSAGE } from '#domain/waiting-room';
import { clientTag, signWaitingRoomToken } from '#domain/waiting-room-tokens';
import { toTenantId } from '#domain/tenant-id';
import { dynamo, tableName } from '#store/client';
import { waitingRoomKeys } from '#store/waiting-room';

const TENANT = toTenantId('co');
const { park, spots, d } = testPark(TENANT, 6);
const EVENTS = api(TENANT, 'admin/AdminWaitingRoom/event');
const PRE_QUEUE_VISITORS = 8;
/** The opening, this far after the event is set: the pre-queue visitors join before it. */
const OPENS_IN_MS = 12_000;

interface Visitor {
  token: string;
  sub: string;
  ip: string;
}
interface Place {
  place: number | null;
  queueToken: string;
  admitted: boolean;
  admissionToken: string | null;
  estimatedWaitSeconds: number | null;
  progress: number;
  event: { eventId: string; phase: string };
}

const as = (v: Visitor, method: string, path: string, body?: unknown) =>
  callWithToken(v.token, method, path, body, v.ip);
const claimPath = (spotId: number, admissionToken?: string) =>
  api(
    TENANT,
    `SpotReservation/spot/${spotId}/claim${admissionToken ? `?admissionToken=${encodeURIComponent(admissionToken)}` : ''}`,
  );
const stay = (n: number) => ({ reservationStartDate: d(n), reservationEndDate: d(n + 1) });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let staffToken = '';
let visitors: Visitor[] = [];
let eventId = '';
let version = 0;
let opensAt = 0;

async function newVisitor(): Promise<Visitor> {
  const c = await confirmedCustomer(TENANT);
  return { token: c.token, sub: c.customer.externalUserId, ip: freshClientIp() };
}

async function join(v: Visitor): Promise<Place> {
  const res = await as(v, 'POST', api(TENANT, `WaitingRoom/${eventId}/join`));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Place;
}

async function poll(v: Visitor, queueToken: string) {
  return as(
    v,
    'GET',
    api(TENANT, `WaitingRoom/${eventId}/place?queueToken=${encodeURIComponent(queueToken)}`),
  );
}

beforeAll(async () => {
  if (spots.length < 6) throw new Error('the test park needs six overnight spots');
  staffToken = await idToken(TENANT, 'agencyAdmin');
  visitors = [];
  for (let i = 0; i < PRE_QUEUE_VISITORS + 2; i++) visitors.push(await newVisitor());
});

afterAll(async () => {
  // End the event, so that a repeated run on the same table may set its own.
  if (eventId) {
    const res = await callWithToken(staffToken, 'GET', EVENTS);
    const current = (res.body.data as { eventId: string; version: number }[]).find(
      (e) => e.eventId === eventId,
    );
    if (current) {
      await callWithToken(staffToken, 'PUT', `${EVENTS}/${eventId}`, {
        name: 'Integration release',
        opensAt: new Date(opensAt).toISOString(),
        endsAt: new Date(Math.max(Date.now() + 1000, opensAt + 1000)).toISOString(),
        preQueueMinutes: 5,
        ratePerMinute: 6000,
        version: current.version,
      });
    }
  }
});

describe('the waiting room', () => {
  it('lets a claim through without a token while no event gates the park', async () => {
    const res = await as(visitors[0]!, 'POST', claimPath(spots[0]!.id), stay(30));
    expect(res.body.statusCode, JSON.stringify(res.body)).toBe('Success');
  });

  it('refuses an event staff set badly with field messages', async () => {
    const res = await callWithToken(staffToken, 'POST', EVENTS, {
      name: '',
      locationId: park.id,
      opensAt: 'tomorrow',
      endsAt: new Date().toISOString(),
      preQueueMinutes: -1,
      ratePerMinute: 0,
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('The admission rate must be at least 1 a minute.');
  });

  it('refuses the staff screen to a customer', async () => {
    const res = await as(visitors[0]!, 'GET', EVENTS);
    expect(res.status).toBe(403);
  });

  it('draws the pre-queue arrivals into a random order at opening; a later arrival joins at the back', async () => {
    opensAt = Date.now() + OPENS_IN_MS;
    const created = await callWithToken(staffToken, 'POST', EVENTS, {
      name: 'Integration release',
      locationId: park.id,
      opensAt: new Date(opensAt).toISOString(),
      endsAt: new Date(opensAt + 10 * 60_000).toISOString(),
      preQueueMinutes: 5,
      // Slow enough that the places can be read before everyone is admitted.
      ratePerMinute: 6,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const event = created.body.data as { eventId: string; version: number; phase: string };
    eventId = event.eventId;
    version = event.version;
    expect(event.phase).toBe('preQueue');

    const status = await callWithToken(
      undefined,
      'GET',
      api(TENANT, `WaitingRoom/status?locationId=${park.id}`),
    );
    expect(status.body.data).toMatchObject({ eventId, phase: 'preQueue' });

    // Pre-queue arrivals in order: before the draw nobody has a place yet.
    const joined: Place[] = [];
    for (const v of visitors.slice(0, PRE_QUEUE_VISITORS)) joined.push(await join(v));
    expect(joined.every((p) => p.place === null && !p.admitted)).toBe(true);
    expect(Date.now()).toBeLessThan(opensAt);

    await sleep(opensAt - Date.now() + 200);
    const places: number[] = [];
    for (const [i, v] of visitors.slice(0, PRE_QUEUE_VISITORS).entries()) {
      const res = await poll(v, joined[i]!.queueToken);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      places.push((res.body.data as Place).place!);
    }
    // A permutation of 1..n, not the arrival order (1 in 8! it would be by chance).
    expect([...places].sort((a, b) => a - b)).toEqual(
      Array.from({ length: PRE_QUEUE_VISITORS }, (_, i) => i + 1),
    );
    expect(places).not.toEqual(Array.from({ length: PRE_QUEUE_VISITORS }, (_, i) => i + 1));

    const late = await join(visitors[PRE_QUEUE_VISITORS]!);
    expect(late.place).toBe(PRE_QUEUE_VISITORS + 1);
    expect(late.admitted).toBe(false);
    expect(late.estimatedWaitSeconds).toBeGreaterThan(0);

    const staffView = await callWithToken(staffToken, 'GET', EVENTS);
    const mine = (staffView.body.data as { eventId: string; joined: number; preQueueCount: number }[]).find(
      (e) => e.eventId === eventId,
    );
    expect(mine).toMatchObject({ joined: PRE_QUEUE_VISITORS + 1, preQueueCount: PRE_QUEUE_VISITORS });
  }, 60_000);

  it('keeps one place per account, however often or from wherever it joins', async () => {
    const v = visitors[PRE_QUEUE_VISITORS]!;
    const again = await Promise.all([join(v), join(v), join({ ...v, ip: freshClientIp() })]);
    expect(again.map((p) => p.place)).toEqual([
      PRE_QUEUE_VISITORS + 1,
      PRE_QUEUE_VISITORS + 1,
      PRE_QUEUE_VISITORS + 1,
    ]);
    const items = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': waitingRoomKeys.place(TENANT, eventId, v.sub).pk },
        ConsistentRead: true,
      }),
    );
    expect((items.Items ?? []).filter((i) => i.sub === v.sub)).toHaveLength(1);
    // A queue token read from another client is not this visitor's.
    const stolen = await as(
      { ...visitors[1]!, ip: v.ip },
      'GET',
      api(TENANT, `WaitingRoom/${eventId}/place?queueToken=${encodeURIComponent(again[0]!.queueToken)}`),
    );
    expect(stolen.status).toBe(403);
    expect(stolen.body.messages).toContain(WAITING_ROOM_MESSAGE.queueTokenInvalid);
  });

  it('requires the admission token on a claim while the event runs, and refuses anyone else’s', async () => {
    // Speed the line up: everyone is admitted at once.
    const raised = await callWithToken(staffToken, 'PUT', `${EVENTS}/${eventId}`, {
      name: 'Integration release',
      opensAt: new Date(opensAt).toISOString(),
      endsAt: new Date(opensAt + 10 * 60_000).toISOString(),
      preQueueMinutes: 5,
      ratePerMinute: 60_000,
      version,
    });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    expect(raised.body.data).toMatchObject({ ratePerMinute: 60_000 });
    await sleep(100);

    const [owner, other] = [visitors[0]!, visitors[1]!];
    const first = await join(owner);
    const admitted = (await poll(owner, first.queueToken)).body.data as Place;
    expect(admitted.admitted).toBe(true);
    expect(admitted.progress).toBe(1);
    const token = admitted.admissionToken!;
    expect(token).toBeTruthy();

    const none = await as(owner, 'POST', claimPath(spots[1]!.id), stay(32));
    expect(none.status).toBe(403);
    expect(none.body.messages).toEqual([WAITING_ROOM_MESSAGE.admissionRequired]);

    const [payload, signature] = token.split('.');
    const tampered = `${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: other.sub })).toString('base64url')}.${signature}`;
    const forged = await as(other, 'POST', claimPath(spots[1]!.id, tampered), stay(32));
    expect(forged.status).toBe(403);
    expect(forged.body.messages).toEqual([WAITING_ROOM_MESSAGE.admissionInvalid]);

    const reused = await as(other, 'POST', claimPath(spots[1]!.id, token), stay(32));
    expect(reused.status).toBe(403);
    expect(reused.body.messages).toEqual([WAITING_ROOM_MESSAGE.admissionNotYours]);

    const elsewhere = await as(
      { ...owner, ip: freshClientIp() },
      'POST',
      claimPath(spots[1]!.id, token),
      stay(32),
    );
    expect(elsewhere.status).toBe(403);

    const expired = signWaitingRoomToken(await waitingRoomKey(TENANT), {
      kind: 'admission',
      tenantId: TENANT,
      eventId,
      sub: owner.sub,
      client: clientTag(owner.ip),
      arrival: 1,
      exp: Math.floor(Date.now() / 1000) - 1,
    });
    const late = await as(owner, 'POST', claimPath(spots[1]!.id, expired), stay(32));
    expect(late.status).toBe(403);
    expect(late.body.messages).toEqual([WAITING_ROOM_MESSAGE.admissionExpired]);

    const good = await as(owner, 'POST', claimPath(spots[1]!.id, token), stay(32));
    expect(good.body.statusCode, JSON.stringify(good.body)).toBe('Success');

    // Another park of the tenant is not gated.
    const elsewherePark = testPark(TENANT, 11).spots.at(-1)!;
    const free = await as(other, 'POST', claimPath(elsewherePark.id), stay(80));
    expect(free.status, JSON.stringify(free.body)).toBe(200);
  });

  it('needs no token once the event has ended', async () => {
    const current = (
      (await callWithToken(staffToken, 'GET', EVENTS)).body.data as { eventId: string; version: number }[]
    ).find((e) => e.eventId === eventId)!;
    const ended = await callWithToken(staffToken, 'PUT', `${EVENTS}/${eventId}`, {
      name: 'Integration release',
      opensAt: new Date(opensAt).toISOString(),
      endsAt: new Date(Date.now() + 500).toISOString(),
      preQueueMinutes: 5,
      ratePerMinute: 60_000,
      version: current.version,
    });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    await sleep(700);
    const res = await as(visitors[2]!, 'POST', claimPath(spots[2]!.id), stay(34));
    expect(res.body.statusCode, JSON.stringify(res.body)).toBe('Success');
  });
});
