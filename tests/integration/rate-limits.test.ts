/**
 * Rate limits (tenant limits, README "Rate limits"): each limited call answers 429 with Retry-After and
 * the message once the client's (or the account's) window is used up. Windows are filled through the
 * store's own counter where reaching them by calls would take long (a hundred sign-ups); the call that is
 * refused is always a real request from the test's own client address.
 */
import { setTimeout } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { testPark } from './test-park.ts';
import { api } from './support.ts';
import { confirmedCustomer, newCustomer } from './accounts-support.ts';
import { callFrom, freshClientIp } from './client-support.ts';
import {
  type LimitedAction,
  LIMIT_MESSAGE,
  type RateLimit,
  type TenantLimits,
  limitsOf,
} from '#domain/limits';
import { takeRate } from '#store/rate-limits';
import { getTenant } from '#store/tenants';
import { toTenantId } from '#domain/tenant-id';
import type { ApiResult } from './support.ts';

const TENANT = toTenantId('wa');
const { spots, d } = testPark(TENANT, 11);

let limits: TenantLimits;

beforeAll(async () => {
  limits = limitsOf((await getTenant(TENANT))?.limits);
});

/** Waits for the next fixed window when the current one ends within `seconds`. */
async function freshWindowIfEndingWithin(rate: RateLimit, seconds: number) {
  const left = rate.windowSeconds - (Math.floor(Date.now() / 1000) % rate.windowSeconds);
  if (left < seconds) await setTimeout(left * 1000);
}

/**
 * Uses up the client's window of the action, as that many earlier calls would have; first waits for a
 * fresh window when the current one ends within 20 seconds, so the refused call falls in the same one.
 */
async function fillClientWindow(action: LimitedAction, ip: string) {
  const rate = limits.rates[action].perClient!;
  await freshWindowIfEndingWithin(rate, 20);
  for (let done = 0; done < rate.limit; done += 100) {
    const batch = Math.min(100, rate.limit - done);
    await Promise.all(Array.from({ length: batch }, () => takeRate(TENANT, `${action}#client#${ip}`, rate)));
  }
  return rate;
}

function expectTooMany(res: ApiResult, windowSeconds: number) {
  expect(res.status, JSON.stringify(res.body)).toBe(429);
  expect(res.body.statusCode).toBe('Failure');
  expect(res.body.messages).toEqual([LIMIT_MESSAGE.tooManyRequests]);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('per client', () => {
  it.each<[LimitedAction, string, string, () => unknown]>([
    ['signUp', 'POST', 'Customer', () => newCustomer()],
    ['signIn', 'POST', 'AdminAuth/login', () => ({ username: 'nobody.here', password: 'Whatever-1!' })],
    ['passwordReset', 'POST', 'User/ResetPassword/nobody-at-all', () => undefined],
    [
      'passwordReset',
      'PUT',
      'User/ConfirmResetPassword',
      () => ({
        username: 'nobody-at-all',
        password: 'Campfire.2040',
        confirmPassword: 'Campfire.2040',
        confirmationCode: '123456',
      }),
    ],
    ['mail', 'POST', 'User/ResendRegistrationCode/nobody-at-all', () => undefined],
    ['mail', 'POST', 'User/ForgotUsername/nobody.here@example.com', () => undefined],
  ])(
    '%s: %s %s answers 429 once the window is used up',
    async (action, method, path, body) => {
      const ip = freshClientIp();
      const before = await callFrom(ip, method, api(TENANT, path), body());
      expect(before.status).not.toBe(429);
      const rate = await fillClientWindow(action, ip);
      expectTooMany(await callFrom(ip, method, api(TENANT, path), body()), rate.windowSeconds);
      // Another client is not affected.
      expect((await callFrom(freshClientIp(), method, api(TENANT, path), body())).status).not.toBe(429);
    },
    120_000,
  );

  it('claim: answers 429 once the window is used up', { timeout: 120_000 }, async () => {
    const { token } = await confirmedCustomer(TENANT);
    const ip = freshClientIp();
    const rate = await fillClientWindow('claim', ip);
    const res = await callFrom(
      ip,
      'POST',
      api(TENANT, `SpotReservation/spot/${spots[0]!.id}/claim`),
      { reservationStartDate: d(30), reservationEndDate: d(32) },
      token,
    );
    expectTooMany(res, rate.windowSeconds);
  });
});

describe('per account', () => {
  it(
    'claim: the account gets 429 after its window of claims, whatever the address',
    { timeout: 120_000 },
    async () => {
      const { token } = await confirmedCustomer(TENANT);
      const rate = limits.rates.claim.perAccount!;
      await freshWindowIfEndingWithin(rate, 45);
      const claimOnce = (i: number) =>
        callFrom(
          freshClientIp(),
          'POST',
          api(TENANT, `SpotReservation/spot/${spots[i % spots.length]!.id}/claim`),
          { reservationStartDate: d(40 + 3 * i), reservationEndDate: d(41 + 3 * i) },
          token,
        );
      for (let i = 0; i < rate.limit; i++) expect((await claimOnce(i)).status).toBe(200);
      expectTooMany(await claimOnce(rate.limit), rate.windowSeconds);
    },
  );

  it(
    'password reset: one account gets at most its window of reset mails, known or not',
    { timeout: 120_000 },
    async () => {
      const { body } = await confirmedCustomer(TENANT);
      const rate = limits.rates.passwordReset.perAccount!;
      await freshWindowIfEndingWithin(rate, 60);
      for (const username of [body.username, `nobody.${Date.now()}`]) {
        for (let i = 0; i < rate.limit; i++) {
          const res = await callFrom(freshClientIp(), 'POST', api(TENANT, `User/ResetPassword/${username}`));
          expect(res.status).toBe(200);
        }
        expectTooMany(
          await callFrom(freshClientIp(), 'POST', api(TENANT, `User/ResetPassword/${username}`)),
          rate.windowSeconds,
        );
      }
    },
  );

  it(
    'staff sign-in: one username gets 429 after its window, from any address',
    { timeout: 120_000 },
    async () => {
      const rate = limits.rates.signIn.perAccount!;
      await freshWindowIfEndingWithin(rate, 60);
      const username = `nobody.${Date.now()}`;
      const login = () =>
        callFrom(freshClientIp(), 'POST', api(TENANT, 'AdminAuth/login'), {
          username,
          password: 'Whatever-1!',
        });
      for (let i = 0; i < rate.limit; i++) expect((await login()).status).not.toBe(429);
      expectTooMany(await login(), rate.windowSeconds);
    },
  );
});
