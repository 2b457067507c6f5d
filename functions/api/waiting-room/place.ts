/**
 * A visitor's place in a queue event: joining (one place per account, a pre-queue arrival into the
 * draw, a later one at the back), the draw at opening (whichever request first finds it due), and the
 * view the waiting-room page polls, with an admission token once the line reaches the place.
 */
import { randomBytes } from 'node:crypto';
import type { QueuePlace } from '#contract/waiting-room';
import type { TenantId } from '#domain/catalogue';
import { ForbiddenError, RefusedError, notFound } from '#domain/errors';
import {
  ADMISSION_TOKEN_SECONDS,
  QUEUE_TOKEN_GRACE_SECONDS,
  WAITING_ROOM_MESSAGE,
  admissionLine,
  drawDue,
  estimatedWaitSeconds,
  isAdmitted,
  phaseOf,
  placeOf,
  pollAfterMs,
  preQueueStartsAt,
  progressOf,
} from '#domain/waiting-room';
import { signWaitingRoomToken, verifyWaitingRoomToken } from '#domain/waiting-room-tokens';
import {
  type QueueEventRecord,
  drawQueue,
  getQueueEvent,
  getQueuePlace,
  markAdmitted,
  putQueuePlace,
  recentQueueEvent,
  rememberQueueEvent,
  takeArrivalNumber,
} from '#store/waiting-room';
import { waitingRoomKey } from '#api/shared/waiting-room-admission';

const iso = (ms: number) => new Date(ms).toISOString();

export function publicEvent(event: QueueEventRecord, now: number) {
  return {
    eventId: event.eventId,
    name: event.name,
    locationId: event.locationId,
    phase: phaseOf(event, now),
    opensAt: iso(event.opensAt),
    preQueueStartsAt: iso(preQueueStartsAt(event)),
    endsAt: iso(event.endsAt),
  };
}

/** The event, drawn when the draw is due (the first request after opening wins the one write). */
async function withDraw(tenantId: TenantId, event: QueueEventRecord, now: number): Promise<QueueEventRecord> {
  if (!drawDue(event, now)) return event;
  const drawn =
    (await drawQueue(tenantId, event.eventId, randomBytes(32).toString('base64url'), now)) ??
    (await getQueueEvent(tenantId, event.eventId));
  if (!drawn) return event;
  // The polls this process answers next see the draw at once.
  rememberQueueEvent(tenantId, drawn);
  return drawn;
}

export async function requireEvent(tenantId: TenantId, eventId: string): Promise<QueueEventRecord> {
  const event = await getQueueEvent(tenantId, eventId);
  if (!event) throw notFound('Waiting room event', eventId);
  return event;
}

export interface Visitor {
  sub: string;
  client: string;
}

/** The account's arrival number in the event: its existing place's, or a new one. */
async function arrivalOf(tenantId: TenantId, event: QueueEventRecord, visitor: Visitor): Promise<number> {
  const existing = await getQueuePlace(tenantId, event.eventId, visitor.sub);
  if (existing) return existing.arrival;
  let current = event;
  for (let attempt = 0; attempt < 4; attempt++) {
    const now = Date.now();
    const beforeDraw = current.drawSeed === undefined && now < current.opensAt;
    const arrival = await takeArrivalNumber(tenantId, event.eventId, beforeDraw);
    if (arrival === undefined) {
      // The draw happened meanwhile (or is due): draw if needed, then join behind it.
      current = await withDraw(tenantId, (await getQueueEvent(tenantId, event.eventId)) ?? current, now);
      continue;
    }
    const placed = await putQueuePlace(
      tenantId,
      { eventId: event.eventId, sub: visitor.sub, arrival, client: visitor.client, joinedAt: now },
      event.endsAt,
    );
    if (placed) return arrival;
    // The same account joined at the same moment from elsewhere: that place is the account's one place.
    const other = await getQueuePlace(tenantId, event.eventId, visitor.sub);
    if (other) return other.arrival;
  }
  throw new RefusedError([WAITING_ROOM_MESSAGE.queueTokenInvalid]);
}

export async function joinQueue(tenantId: TenantId, eventId: string, visitor: Visitor): Promise<QueuePlace> {
  const event = await requireEvent(tenantId, eventId);
  const now = Date.now();
  const phase = phaseOf(event, now);
  if (phase === 'scheduled' || phase === 'ended') {
    throw new RefusedError([
      phase === 'ended' ? WAITING_ROOM_MESSAGE.alreadyEnded : WAITING_ROOM_MESSAGE.notActive,
    ]);
  }
  const arrival = await arrivalOf(tenantId, event, visitor);
  return placeView(tenantId, await requireEvent(tenantId, eventId), arrival, visitor);
}

/** The place a queue token names, for this account and client only. */
export async function pollPlace(
  tenantId: TenantId,
  eventId: string,
  queueToken: string,
  visitor: Visitor,
): Promise<QueuePlace> {
  const check = verifyWaitingRoomToken(await waitingRoomKey(tenantId), queueToken, {
    kind: 'queue',
    tenantId,
    eventId,
    sub: visitor.sub,
    client: visitor.client,
    nowSeconds: Math.floor(Date.now() / 1000),
  });
  if (!check.ok) throw new ForbiddenError(WAITING_ROOM_MESSAGE.queueTokenInvalid);
  // A poll is answered from the event as this process read it within the last second.
  const event = await recentQueueEvent(tenantId, eventId);
  if (!event) throw notFound('Waiting room event', eventId);
  return placeView(tenantId, event, check.claims.arrival, visitor, queueToken);
}

async function placeView(
  tenantId: TenantId,
  loaded: QueueEventRecord,
  arrival: number,
  visitor: Visitor,
  queueToken?: string,
): Promise<QueuePlace> {
  const now = Date.now();
  const event = await withDraw(tenantId, loaded, now);
  const key = await waitingRoomKey(tenantId);
  const token =
    queueToken ??
    signWaitingRoomToken(key, {
      kind: 'queue',
      tenantId,
      eventId: event.eventId,
      sub: visitor.sub,
      client: visitor.client,
      arrival,
      exp: Math.floor(event.endsAt / 1000) + QUEUE_TOKEN_GRACE_SECONDS,
    });
  const phase = phaseOf(event, now);
  const place = placeOf(event, arrival) ?? null;
  const line = Math.floor(admissionLine(event, now));
  const admitted = phase === 'ended' || (place !== null && isAdmitted(event, place, now));
  let admissionToken: string | null = null;
  let admissionExpiresAt: string | null = null;
  if (admitted && phase !== 'ended') {
    const exp = Math.min(Math.floor(now / 1000) + ADMISSION_TOKEN_SECONDS, Math.ceil(event.endsAt / 1000));
    admissionToken = signWaitingRoomToken(key, {
      kind: 'admission',
      tenantId,
      eventId: event.eventId,
      sub: visitor.sub,
      client: visitor.client,
      arrival,
      exp,
    });
    admissionExpiresAt = iso(exp * 1000);
    await markAdmitted(tenantId, event.eventId, visitor.sub, now);
  }
  return {
    event: publicEvent(event, now),
    queueToken: token,
    place,
    ahead: place === null ? null : Math.max(0, place - 1 - line),
    inQueue: event.joined,
    estimatedWaitSeconds: place === null ? null : estimatedWaitSeconds(event, place, now),
    progress: admitted ? 1 : place === null ? 0 : progressOf(place, line),
    admitted,
    admissionToken,
    admissionExpiresAt,
    pollAfterMs: pollAfterMs(event, admitted ? null : place, now, Math.random()),
  };
}
