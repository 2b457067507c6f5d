/**
 * The waiting room's signed tokens: `<payload>.<signature>`, both base64url, the signature an
 * HMAC-SHA256 of the payload under the tenant's waiting-room key (derived from the deployment's secret
 * with HKDF, so one tenant's key never verifies another's tokens). A queue token finds a visitor's place
 * again after a reload; an admission token lets its account claim while the event is active. Both are
 * bound to the account (Cognito subject) and the client (a hash of its address), and expire.
 */
import { createHash, createHmac, hkdfSync, randomUUID, timingSafeEqual } from 'node:crypto';

export type WaitingRoomTokenKind = 'queue' | 'admission';

export interface WaitingRoomTokenClaims {
  kind: WaitingRoomTokenKind;
  tenantId: string;
  eventId: string;
  /** The account's Cognito subject. */
  sub: string;
  /** clientTag() of the client's address. */
  client: string;
  /** The visitor's arrival number in the event. */
  arrival: number;
  /** Expiry, epoch seconds. */
  exp: number;
  /** Token id. */
  jti: string;
}

export type TokenCheck =
  | { ok: true; claims: WaitingRoomTokenClaims }
  | {
      ok: false;
      reason: 'malformed' | 'signature' | 'kind' | 'expired' | 'tenant' | 'account' | 'client' | 'event';
    };

/** The tenant's signing key from the deployment's waiting-room secret. */
export function tenantWaitingRoomKey(secret: string, tenantId: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'campfire-waiting-room', `tenant:${tenantId}`, 32));
}

/** A short, one-way tag of a client address: the token binds to it without carrying the address. */
export function clientTag(address: string): string {
  return createHash('sha256').update(address).digest('base64url').slice(0, 16);
}

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest();

export function signWaitingRoomToken(
  key: Buffer,
  claims: Omit<WaitingRoomTokenClaims, 'jti'> & { jti?: string },
): string {
  const payload = Buffer.from(JSON.stringify({ ...claims, jti: claims.jti ?? randomUUID() })).toString(
    'base64url',
  );
  return `${payload}.${sign(key, payload).toString('base64url')}`;
}

/** What a token must match: its kind, tenant, account, client and (when known) event. */
export interface TokenExpectation {
  kind: WaitingRoomTokenKind;
  tenantId: string;
  sub: string;
  client: string;
  eventId?: string;
  nowSeconds: number;
}

export function verifyWaitingRoomToken(key: Buffer, token: string, expected: TokenExpectation): TokenCheck {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'malformed' };
  const given = Buffer.from(signature, 'base64url');
  const wanted = sign(key, payload);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted))
    return { ok: false, reason: 'signature' };
  let claims: WaitingRoomTokenClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as WaitingRoomTokenClaims;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (claims.kind !== expected.kind) return { ok: false, reason: 'kind' };
  if (claims.tenantId !== expected.tenantId) return { ok: false, reason: 'tenant' };
  if (expected.eventId !== undefined && claims.eventId !== expected.eventId)
    return { ok: false, reason: 'event' };
  if (typeof claims.exp !== 'number' || claims.exp <= expected.nowSeconds)
    return { ok: false, reason: 'expired' };
  if (claims.sub !== expected.sub) return { ok: false, reason: 'account' };
  if (claims.client !== expected.client) return { ok: false, reason: 'client' };
  return { ok: true, claims };
}
