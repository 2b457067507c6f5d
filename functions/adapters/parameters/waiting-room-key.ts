/**
 * The deployment's waiting-room secret, from which each tenant's signing keys are derived
 * (functions/domain/waiting-room-tokens.ts, functions/domain/page-view-token.ts): on AWS a Secrets Manager secret named by
 * WAITING_ROOM_SECRET_NAME (read at run time and cached like the payment provider's); locally
 * WAITING_ROOM_SECRET, or else a random secret made once per process, which the local runtime's
 * single process both signs and verifies with. Never the random one inside Lambda: every function
 * must share one key.
 */
import { randomBytes } from 'node:crypto';
import type { TenantId } from '#domain/catalogue';
import { secretString } from './index.ts';

export const WAITING_ROOM_SECRET_NAME_ENV = 'WAITING_ROOM_SECRET_NAME';

let processSecret: string | undefined;

export async function waitingRoomSecret(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const name = env[WAITING_ROOM_SECRET_NAME_ENV];
  if (name) return secretString(name);
  const local = env.WAITING_ROOM_SECRET?.trim();
  if (local) return local;
  if (env.AWS_LAMBDA_FUNCTION_NAME) throw new Error(`${WAITING_ROOM_SECRET_NAME_ENV} is not set`);
  processSecret ??= randomBytes(32).toString('base64url');
  return processSecret;
}

/** A per-tenant key derived from the waiting-room secret (its HKDF in the domain), e.g. tenantWaitingRoomKey. */
export type TenantKeyDerivation = (secret: string, tenantId: string) => Buffer;

const derivedKeys = new Map<TenantKeyDerivation, Map<string, Buffer>>();

/**
 * The tenant's key under `derive`, derived once per process and secret: each derivation keeps its own
 * keys, and a rotated secret (read again after SECRET_MAX_AGE_SECONDS) derives afresh.
 */
export async function derivedTenantKey(tenantId: TenantId, derive: TenantKeyDerivation): Promise<Buffer> {
  const secret = await waitingRoomSecret();
  let keys = derivedKeys.get(derive);
  if (!keys) {
    keys = new Map();
    derivedKeys.set(derive, keys);
  }
  const cacheKey = `${tenantId}\u0000${secret}`;
  let key = keys.get(cacheKey);
  if (!key) {
    key = derive(secret, tenantId);
    keys.set(cacheKey, key);
  }
  return key;
}
