/**
 * What the claim route and the waiting-room context share: the tenant's queue events (cached a few
 * seconds per warm Lambda, so a claim costs no extra read while nothing changes), the tenant's signing
 * key, and the admission check of a claim while an event gates the spot's park. Outside any event a
 * claim needs no token, as before. A claim that looks automated (no page view before it, or a burst from
 * one account) needs a passed captcha check when the tenant runs the captcha (#http/captcha-gate).
 */
import { derivedTenantKey } from '#adapters/parameters/waiting-room-key';
import type { TenantId, TenantRecord } from '#domain/catalogue';
import { ForbiddenError } from '#domain/errors';
import { WAITING_ROOM_MESSAGE, gatingEvent, isActive } from '#domain/waiting-room';
import { clientTag, tenantWaitingRoomKey, verifyWaitingRoomToken } from '#domain/waiting-room-tokens';
import { enforceClaimCaptcha } from '#http/captcha-gate';
import { clientAddress } from '#http/client-address';
import type { AuthContext } from '#http/routes';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { getSpot } from '#store/spots';
import { type QueueEventRecord, listQueueEvents } from '#store/waiting-room';

/** How long a warm Lambda trusts its copy of the tenant's events: a staff change reaches claims within it. */
export const EVENTS_CACHE_MS = 5_000;

const cache = new Map<string, { at: number; events: Promise<QueueEventRecord[]> }>();

export function cachedQueueEvents(tenantId: TenantId, now = Date.now()): Promise<QueueEventRecord[]> {
  const hit = cache.get(tenantId);
  if (hit && now - hit.at < EVENTS_CACHE_MS) return hit.events;
  const events = listQueueEvents(tenantId);
  cache.set(tenantId, { at: now, events });
  events.catch(() => cache.delete(tenantId));
  return events;
}

/** After a staff change in this process: the next read goes to the table. */
export function forgetQueueEvents(tenantId: TenantId): void {
  cache.delete(tenantId);
}

/** The tenant's waiting-room key, derived once per process and secret. */
export function waitingRoomKey(tenantId: TenantId): Promise<Buffer> {
  return derivedTenantKey(tenantId, tenantWaitingRoomKey);
}

/** The client a token binds to: the tag of its address (#http/client-address). */
export async function clientOf(event: APIGatewayProxyEventV2): Promise<string> {
  return clientTag(await clientAddress(event));
}

const REFUSAL: Record<string, string> = {
  expired: WAITING_ROOM_MESSAGE.admissionExpired,
  account: WAITING_ROOM_MESSAGE.admissionNotYours,
  client: WAITING_ROOM_MESSAGE.admissionNotYours,
};

/**
 * A customer's claim of a spot: while an event gates the spot's park, the admission token must be one
 * this tenant signed for that event, this account and this client, unexpired (403 with the message the
 * page shows otherwise).
 */
export async function requireAdmission(req: {
  tenantId: TenantId;
  tenant: TenantRecord;
  spotId: number;
  auth: AuthContext | undefined;
  event: APIGatewayProxyEventV2;
  admissionToken: string | undefined;
}): Promise<void> {
  const now = Date.now();
  const events = (await cachedQueueEvents(req.tenantId, now)).filter((e) => isActive(e, now));
  if (events.length > 0 && req.auth) {
    const tenantWide = gatingEvent(events, null, now);
    const gate =
      tenantWide ?? gatingEvent(events, (await getSpot(req.tenantId, req.spotId))?.locationId ?? -1, now);
    if (gate) {
      if (!req.admissionToken) throw new ForbiddenError(WAITING_ROOM_MESSAGE.admissionRequired);
      const check = verifyWaitingRoomToken(await waitingRoomKey(req.tenantId), req.admissionToken, {
        kind: 'admission',
        tenantId: req.tenantId,
        eventId: gate.eventId,
        sub: req.auth.sub,
        client: await clientOf(req.event),
        nowSeconds: Math.floor(now / 1000),
      });
      if (!check.ok) throw new ForbiddenError(REFUSAL[check.reason] ?? WAITING_ROOM_MESSAGE.admissionInvalid);
    }
  }
  await enforceClaimCaptcha(req);
}
