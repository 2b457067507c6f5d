/**
 * Guessing (public §8, admin §7.5): the staff login locks after repeated wrong passwords, known user or
 * not; confirmation and reset codes are refused after a few tries, the right code too; and every
 * anonymous account call answers a real account exactly as it answers an unknown one.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { api } from './support.ts';
import { PASSWORD, confirmedCustomer, customerSignIn, lastMailTo, newCustomer } from './accounts-support.ts';
import { callFrom, freshClientIp } from './client-support.ts';
import { demoPerson } from './identity-support.ts';
import { LOGIN_MESSAGE } from '#contract/users';
import { LIMIT_MESSAGE } from '#domain/limits';
import { MAX_FAILURES } from '#domain/sign-in-lockout';
import { getAuthConfig } from '#store/auth-config';
import { clearSignInFailures } from '#store/login-attempts';
import { getStaffUserByUsername } from '#store/staff-users';
import { toTenantId } from '#domain/tenant-id';
import type { ApiResult } from './support.ts';

// 'wa': no other test file signs its staff in through AdminAuth/login.
const T = toTenantId('wa');
const ip = freshClientIp();
const call = (method: string, path: string, body?: unknown) => callFrom(ip, method, api(T, path), body);
const login = (username: string, password: string) => call('POST', 'AdminAuth/login', { username, password });

/** What a person (or a script) can compare: the status and the whole body. */
const answer = (res: ApiResult) => ({ status: res.status, body: res.body });

const clerk = demoPerson(T, 'clerk');

afterAll(async () => {
  const cfg = await getAuthConfig(T);
  await clearSignInFailures({
    tenantId: T,
    userPoolId: `api:${cfg!.tenantAdminUserPoolId}`,
    username: clerk.username.toLowerCase(),
  });
});

describe('AdminAuth/login lockout', () => {
  it('locks a staff account after repeated wrong passwords: then even the right one is refused', async () => {
    for (let i = 0; i < MAX_FAILURES; i++) {
      const wrong = await login(clerk.username, `Wrong-Password-${i}!`);
      expect(wrong.status).toBe(401);
      expect(wrong.body.messages).toEqual([LOGIN_MESSAGE.invalid]);
    }
    const locked = await login(clerk.username, clerk.password);
    expect(locked.status).toBe(403);
    expect(locked.body.messages).toEqual([LOGIN_MESSAGE.locked]);
    expect(locked.body.authToken).toBeUndefined();
  });

  it('locks an unknown username the same way, so the lock tells nothing either', async () => {
    const username = `nobody.${Date.now()}`;
    for (let i = 0; i < MAX_FAILURES; i++)
      expect((await login(username, 'Wrong-Password-1!')).status).toBe(401);
    expect(answer(await login(username, 'Wrong-Password-1!'))).toEqual({
      status: 403,
      body: expect.objectContaining({ messages: [LOGIN_MESSAGE.locked] }),
    });
  });
});

describe('codes', () => {
  it('refuses a reset code after a few wrong tries, even the right one; the password stays', async () => {
    const { body } = await confirmedCustomer(T);
    expect((await call('POST', `User/ResetPassword/${body.username}`)).status).toBe(200);
    const code = lastMailTo(body.email, 'cognito-forgot-password')?.code;
    expect(code).toMatch(/^\d{6}$/);
    const confirm = (confirmationCode: string) =>
      call('PUT', 'User/ConfirmResetPassword', {
        username: body.username,
        password: 'Campfire.2040',
        confirmPassword: 'Campfire.2040',
        confirmationCode,
      });
    for (let i = 0; i < 5; i++) {
      const wrong = await confirm(String(100000 + i) === code ? '999999' : String(100000 + i));
      expect(wrong.status).toBe(400);
    }
    const right = await confirm(code!);
    expect(right.status).toBe(429);
    expect(right.body.messages).toEqual([LIMIT_MESSAGE.tooManyCodeAttempts]);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    await expect(customerSignIn(T, body, PASSWORD)).resolves.toMatch(/^ey/);
  });

  it('refuses a confirmation code after a few wrong tries, even the right one', async () => {
    const body = newCustomer();
    const created = await call('POST', 'Customer', body);
    expect(created.status).toBe(200);
    const { userId } = created.body.data as { userId: number };
    const code = lastMailTo(body.email, 'cognito-sign-up')?.code;
    const confirm = (confirmationCode: string) =>
      call('POST', 'User/ConfirmUserRegistration', { userId: String(userId), confirmationCode });
    for (let i = 0; i < 5; i++) {
      expect((await confirm(String(100000 + i) === code ? '999999' : String(100000 + i))).status).toBe(400);
    }
    const right = await confirm(code!);
    expect(right.status).toBe(429);
    expect(right.body.messages).toEqual([LIMIT_MESSAGE.tooManyCodeAttempts]);
  });
});

describe('anonymous calls answer a real account as they answer an unknown one', () => {
  it('User/UserVerification, ResendRegistrationCode, ResetPassword, ForgotUsername, the code calls', async () => {
    const { body, customer } = await confirmedCustomer(T);
    const unknownId = 999_999_000 + (Date.now() % 1000);
    const unknownName = `nobody.${Date.now()}`;
    const same = async (real: () => Promise<ApiResult>, unknown: () => Promise<ApiResult>) =>
      expect(answer(await real())).toEqual(answer(await unknown()));

    await same(
      () => call('GET', `User/UserVerification?userId=${customer.userId}`),
      () => call('GET', `User/UserVerification?userId=${unknownId}`),
    );
    await same(
      () => call('POST', `User/ResendRegistrationCode/${customer.userId}`),
      () => call('POST', `User/ResendRegistrationCode/${unknownId}`),
    );
    await same(
      () => call('POST', `User/ResendRegistrationCode/${body.username}`),
      () => call('POST', `User/ResendRegistrationCode/${unknownName}`),
    );
    await same(
      () => call('POST', `User/ResetPassword/${body.username}`),
      () => call('POST', `User/ResetPassword/${unknownName}`),
    );
    await same(
      () => call('POST', `User/ForgotUsername/${encodeURIComponent(body.email)}`),
      () => call('POST', `User/ForgotUsername/${unknownName}%40example.org`),
    );
    await same(
      () =>
        call('POST', 'User/ConfirmUserRegistration', { username: body.username, confirmationCode: '000000' }),
      () =>
        call('POST', 'User/ConfirmUserRegistration', { username: unknownName, confirmationCode: '000000' }),
    );
    const reset = (username: string) => ({
      username,
      password: 'Campfire.2040',
      confirmPassword: 'Campfire.2040',
      confirmationCode: '000000',
    });
    await same(
      () => call('PUT', 'User/ConfirmResetPassword', reset(body.username)),
      () => call('PUT', 'User/ConfirmResetPassword', reset(unknownName)),
    );
  });

  it('AdminAuth/UserVerification and a wrong staff password', async () => {
    const ranger = demoPerson(T, 'ranger');
    const staff = await getStaffUserByUsername(T, ranger.username);
    expect(answer(await call('GET', `AdminAuth/UserVerification?userId=${staff!.id}`))).toEqual(
      answer(await call('GET', 'AdminAuth/UserVerification?userId=999999')),
    );
    expect(answer(await login(ranger.username, 'Wrong-Password-1!'))).toEqual(
      answer(await login(`nobody.${Date.now()}`, 'Wrong-Password-1!')),
    );
    // A good sign-in clears the ranger's one failure.
    expect((await login(ranger.username, ranger.password)).status).toBe(200);
  });
});
