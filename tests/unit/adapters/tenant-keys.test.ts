/**
 * derivedTenantKey (functions/adapters/parameters/waiting-room-key.ts): one cache of per-tenant keys
 * for every derivation of the waiting-room secret, each derivation keeping its own keys.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { derivedTenantKey } from '#adapters/parameters/waiting-room-key';
import { tenantPageViewKey } from '#domain/page-view-token';
import { toTenantId } from '#domain/tenant-id';
import { tenantWaitingRoomKey } from '#domain/waiting-room-tokens';

const T = toTenantId('wa');

describe('derivedTenantKey', () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is each derivation's key of the tenant, derived once per secret", async () => {
    vi.stubEnv('WAITING_ROOM_SECRET', 'first-secret');
    const derive = vi.fn(tenantWaitingRoomKey);
    const key = await derivedTenantKey(T, derive);
    expect(key).toEqual(tenantWaitingRoomKey('first-secret', T));
    expect(await derivedTenantKey(T, derive)).toBe(key);
    expect(derive).toHaveBeenCalledTimes(1);
    expect(await derivedTenantKey(T, tenantPageViewKey)).toEqual(tenantPageViewKey('first-secret', T));
    expect(await derivedTenantKey(toTenantId('co'), derive)).toEqual(
      tenantWaitingRoomKey('first-secret', 'co'),
    );
  });

  it('derives afresh from a rotated secret', async () => {
    vi.stubEnv('WAITING_ROOM_SECRET', 'rotated-secret');
    expect(await derivedTenantKey(T, tenantWaitingRoomKey)).toEqual(
      tenantWaitingRoomKey('rotated-secret', T),
    );
  });
});
