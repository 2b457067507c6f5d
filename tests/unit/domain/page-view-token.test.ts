/**
 * Page-view tokens (functions/domain/page-view-token.ts): a read's token admits a claim of the same
 * client (and account, when read signed in) until it expires; a forged, altered, expired, another
 * tenant's or another client's or account's token does not.
 */
import { describe, expect, it } from 'vitest';
import { PAGE_VIEW } from '#domain/limits';
import { signPageView, tenantPageViewKey, verifyPageView } from '#domain/page-view-token';
import { tenantWaitingRoomKey } from '#domain/waiting-room-tokens';

const SECRET = 'unit-test-secret';
const key = tenantPageViewKey(SECRET, 'wa');
const NOW = 1_900_000_000;
const here = { client: '203.0.113.7' };
const signedIn = { client: '203.0.113.7', sub: 'sub-a' };

describe('page-view tokens', () => {
  it('admit a claim of the same client and account until they expire', () => {
    const token = signPageView(key, signedIn, NOW);
    expect(token.length).toBeLessThan(64);
    expect(verifyPageView(key, token, signedIn, NOW)).toEqual({ ok: true });
    expect(verifyPageView(key, token, signedIn, NOW + PAGE_VIEW.seconds - 1)).toEqual({ ok: true });
    expect(verifyPageView(key, token, signedIn, NOW + PAGE_VIEW.seconds)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it("admit any account of the client after an anonymous read, but a signed-in read only its account's", () => {
    const anonymous = signPageView(key, here, NOW);
    expect(verifyPageView(key, anonymous, signedIn, NOW)).toEqual({ ok: true });
    expect(verifyPageView(key, anonymous, { ...signedIn, sub: 'sub-b' }, NOW)).toEqual({ ok: true });
    const mine = signPageView(key, signedIn, NOW);
    expect(verifyPageView(key, mine, { ...signedIn, sub: 'sub-b' }, NOW)).toEqual({
      ok: false,
      reason: 'signature',
    });
  });

  it("refuse another client's token", () => {
    for (const viewer of [here, signedIn]) {
      const token = signPageView(key, viewer, NOW);
      expect(verifyPageView(key, token, { ...signedIn, client: '203.0.113.8' }, NOW)).toEqual({
        ok: false,
        reason: 'signature',
      });
    }
  });

  it("refuse forged and altered tokens, another tenant's, and the waiting room's key", () => {
    const token = signPageView(key, signedIn, NOW);
    const [exp, scope, sig] = token.split('.') as [string, string, string];
    const refused = (t: string | undefined, k = key) => verifyPageView(k, t, signedIn, NOW);
    // A later expiry, the other scope, a changed signature, or a signature made up.
    expect(refused(`${Number(exp) + 3600}.${scope}.${sig}`)).toMatchObject({
      ok: false,
      reason: 'signature',
    });
    expect(refused(`${exp}.a.${sig}`)).toMatchObject({ ok: false, reason: 'signature' });
    const flipped = `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    expect(refused(`${exp}.${scope}.${flipped}`)).toMatchObject({ ok: false, reason: 'signature' });
    expect(refused(`${exp}.${scope}.${Buffer.alloc(16).toString('base64url')}`)).toMatchObject({
      ok: false,
      reason: 'signature',
    });
    // Signed under another tenant's key, or under the waiting room's own key for this tenant.
    expect(refused(token, tenantPageViewKey(SECRET, 'co'))).toMatchObject({ ok: false, reason: 'signature' });
    expect(refused(token, tenantWaitingRoomKey(SECRET, 'wa'))).toMatchObject({
      ok: false,
      reason: 'signature',
    });
    expect(refused(token, tenantPageViewKey('another-secret', 'wa'))).toMatchObject({
      ok: false,
      reason: 'signature',
    });
  });

  it('refuse a missing or malformed token', () => {
    const refused = (t: string | undefined) => verifyPageView(key, t, signedIn, NOW);
    expect(refused(undefined)).toEqual({ ok: false, reason: 'missing' });
    expect(refused('')).toEqual({ ok: false, reason: 'missing' });
    for (const bad of [
      'x',
      'a.b.c',
      `${NOW + 60}.u`,
      `${NOW + 60}.x.abc`,
      `${NOW + 60}.u.a.b`,
      'x'.repeat(200),
    ]) {
      expect(refused(bad), bad).toMatchObject({ ok: false, reason: 'malformed' });
    }
  });
});
