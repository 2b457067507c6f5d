/** The lockout rule (public §8) and its counters in DynamoDB Local, as the Cognito triggers run them. */
import { describe, expect, it } from 'vitest';
import {
  LOCK_MS,
  FAILURE_WINDOW_MS,
  MAX_FAILURES,
  NO_ATTEMPTS,
  beginAttempt,
} from '../../functions/triggers/lockout-policy.ts';
import { admitSignIn, clearSignInFailures } from '../../functions/triggers/login-attempts.ts';
import { handler as preAuthentication } from '../../functions/triggers/pre-authentication.ts';
import { handler as postAuthentication } from '../../functions/triggers/post-authentication.ts';
import './support.ts';
import { toTenantId } from '#domain/tenant-id';

describe('lockout policy (pure)', () => {
  it('allows 5 attempts without success, refuses the 6th and locks for 15 minutes', () => {
    let state = NO_ATTEMPTS;
    for (let i = 0; i < MAX_FAILURES; i++) {
      const d = beginAttempt(state, 1000 + i);
      expect(d.allowed).toBe(true);
      state = d.state;
    }
    const sixth = beginAttempt(state, 2000);
    expect(sixth).toEqual({ allowed: false, state: { attempts: [], lockedUntil: 2000 + LOCK_MS } });
    expect(beginAttempt(sixth.state, 2000 + LOCK_MS - 1).allowed).toBe(false);
    expect(beginAttempt(sixth.state, 2000 + LOCK_MS).allowed).toBe(true);
  });

  it('forgets failures older than the window', () => {
    const old = { attempts: [0, 1, 2, 3, 4] };
    expect(beginAttempt(old, FAILURE_WINDOW_MS + 4).allowed).toBe(true);
    expect(beginAttempt(old, FAILURE_WINDOW_MS - 1).allowed).toBe(false);
  });
});

describe('trigger handlers', () => {
  const event = (userName: string) =>
    ({ userPoolId: 'us-west-2_test', userName, request: { userAttributes: {} }, response: {} }) as never;

  it('PreAuthentication throws the locked message after 5 attempts; PostAuthentication resets', async () => {
    process.env.TENANT_ID = 'co';
    const name = `trigger-${Date.now()}`;
    for (let i = 0; i < 5; i++) await expect(preAuthentication(event(name))).resolves.toBeTruthy();
    await expect(preAuthentication(event(name))).rejects.toThrow(
      'Account is temporarily locked. Please try again later.',
    );
    const other = `${name}-b`;
    for (let i = 0; i < 5; i++) await preAuthentication(event(other));
    await postAuthentication(event(other));
    await expect(preAuthentication(event(other))).resolves.toBeTruthy();
  });

  it('counts per tenant and pool', async () => {
    const ref = { tenantId: toTenantId('wa'), userPoolId: 'p1', username: `Per-${Date.now()}` };
    for (let i = 0; i < 5; i++) await admitSignIn(ref);
    expect(await admitSignIn({ ...ref, username: ref.username.toLowerCase() })).toBe(false);
    expect(await admitSignIn({ ...ref, tenantId: toTenantId('co') })).toBe(true);
    expect(await admitSignIn({ ...ref, userPoolId: 'p2' })).toBe(true);
    await clearSignInFailures(ref);
  });
});
