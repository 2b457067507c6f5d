/**
 * The public account flows over cognito-local and DynamoDB Local (public §7.7, §8): confirm with the
 * mailed code, resend, forgot username, reset password, verification, the captcha test verifier, the
 * signed-in customer's user record, and the lockout through the local Cognito proxy.
 */
import { createServer, type Server } from 'node:http';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { createCognitoProxy } from '../../bin/local/cognito-proxy.ts';
import { findFreePort } from '../../bin/local/ports.ts';
import {
  PASSWORD,
  confirmedCustomer,
  customerSignIn,
  lastMailTo,
  newCustomer,
  outbox,
} from './accounts-support.ts';
import { callAs, callWithToken } from './identity-support.ts';
import { api, call, get } from './support.ts';
import { getAuthConfig } from '#store/auth-config';
import { toTenantId } from '#domain/tenant-id';

const T = toTenantId('co');

async function create(overrides: Record<string, unknown> = {}) {
  const body = newCustomer(overrides);
  const res = await call('POST', api(T, 'Customer'), body);
  expect(res.status).toBe(200);
  return { body, customer: res.body.data as { id: number; userId: number; externalUserId: string } };
}

describe('account activation', () => {
  it('create -> code in the outbox -> confirm -> verified -> sign in works', async () => {
    const { body, customer } = await create();
    expect((await get(api(T, `User/UserVerification?userId=${customer.userId}`))).body.verified).toBe(false);
    await expect(customerSignIn(T, body, PASSWORD)).rejects.toThrow();
    const wrong = await call('POST', api(T, 'User/ConfirmUserRegistration'), {
      userId: String(customer.userId),
      confirmationCode: '000000x',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.messages).toEqual(['Invalid verification code provided, please try again.']);
    const code = lastMailTo(body.email, 'cognito-sign-up')?.code;
    const ok = await call('POST', api(T, 'User/ConfirmUserRegistration'), {
      username: body.username,
      confirmationCode: code,
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      verified: true,
      messages: ['Your account is confirmed. You can now sign in.'],
    });
    const token = await customerSignIn(T, body, PASSWORD);
    expect(token).toMatch(/^ey/);
    // The account's own caller is told; anyone else gets the answer an unknown account gets.
    const path = api(T, `User/UserVerification?userId=${customer.userId}`);
    expect((await callWithToken(token, 'GET', path)).body.verified).toBe(true);
    expect((await get(path)).body.verified).toBe(false);
  });

  it('resends the code; the new code confirms; a confirmed account gets the same answer and no code', async () => {
    const { body, customer } = await create();
    const first = lastMailTo(body.email, 'cognito-sign-up');
    const res = await call('POST', api(T, `User/ResendRegistrationCode/${customer.userId}`));
    expect(res.status).toBe(200);
    expect(res.body.messages).toEqual([
      'If the account exists and is not yet confirmed, a new confirmation code has been sent to its email address.',
    ]);
    const resent = lastMailTo(body.email, 'cognito-resend-code');
    expect(resent?.id).not.toBe(first?.id);
    const ok = await call('POST', api(T, 'User/ConfirmUserRegistration'), {
      userId: String(customer.userId),
      confirmationCode: resent?.code,
    });
    expect(ok.status).toBe(200);
    // A confirmed account is answered as any other (no account discovery), and no code is sent.
    const again = await call('POST', api(T, `User/ResendRegistrationCode/${customer.userId}`));
    expect(again.status).toBe(200);
    expect(again.body.messages).toEqual(res.body.messages);
    expect(lastMailTo(body.email, 'cognito-resend-code')?.id).toBe(resent?.id);
  });

  it('asks for the code and the user', async () => {
    const res = await call('POST', api(T, 'User/ConfirmUserRegistration'), {});
    expect(res.status).toBe(400);
    expect(res.body.messages).toEqual(
      expect.arrayContaining(['Confirmation Code is required', 'Username is required']),
    );
    expect((await get(api(T, 'User/UserVerification?userId=999999'))).body.verified).toBe(false);
  });
});

describe('forgot username', () => {
  it('mails the username, with the site title in the subject; answers the same for an unknown address', async () => {
    const { body } = await create();
    const res = await call(
      'POST',
      api(T, `User/ForgotUsername/${encodeURIComponent(body.email.toUpperCase())}`),
    );
    expect(res.status).toBe(200);
    const mail = lastMailTo(body.email, 'forgot-username');
    expect(mail?.text).toContain(`Your username is: ${body.username.toLowerCase()}`);
    const tenant = (await get(api(T, 'Tenant'))).body.tenant as { siteTitle: string };
    expect(mail?.subject).toBe(`${tenant.siteTitle}: your username`);
    const before = outbox().length;
    const unknown = await call('POST', api(T, 'User/ForgotUsername/nobody.here@example.com'));
    expect(unknown.status).toBe(200);
    expect(unknown.body.messages).toEqual(res.body.messages);
    expect(outbox().length).toBe(before);
    expect((await call('POST', api(T, 'User/ForgotUsername/not-an-email'))).status).toBe(400);
  });
});

describe('reset password', () => {
  it('reset -> code in the outbox -> confirm -> sign in with the new password', async () => {
    const { body } = await confirmedCustomer(T);
    const res = await call('POST', api(T, `User/ResetPassword/${body.username}`));
    expect(res.status).toBe(200);
    expect(res.body.user).toBeNull();
    const code = lastMailTo(body.email, 'cognito-forgot-password')?.code;
    expect(code).toMatch(/^\d{6}$/);
    const path = api(T, 'User/ConfirmResetPassword');
    const mismatch = await call('PUT', path, {
      username: body.username,
      password: 'Campfire.2040',
      confirmPassword: 'Campfire.2041',
      confirmationCode: code,
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.messages).toEqual(['Confirm Password must match the Password field']);
    const weak = await call('PUT', path, {
      username: body.username,
      password: 'short',
      confirmPassword: 'short',
      confirmationCode: code,
    });
    expect(weak.status).toBe(400);
    expect(weak.body.messages).toContain('Password must be at least 8 characters');
    const badCode = await call('PUT', path, {
      username: body.username,
      password: 'Campfire.2040',
      confirmPassword: 'Campfire.2040',
      confirmationCode: '999999x',
    });
    expect(badCode.status).toBe(400);
    const ok = await call('PUT', path, {
      username: body.username,
      password: 'Campfire.2040',
      confirmPassword: 'Campfire.2040',
      confirmationCode: code,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({ username: body.username.toLowerCase(), userType: 'Customer' });
    await expect(customerSignIn(T, body, 'Campfire.2040')).resolves.toMatch(/^ey/);
  });

  it('answers the same for an unknown username', async () => {
    const res = await call('POST', api(T, 'User/ResetPassword/nobody-at-all'));
    expect(res.status).toBe(200);
    expect(res.body.messages).toEqual([
      'If the account exists, a password reset code has been sent to its email address.',
    ]);
  });
});

describe('captcha (test verifier)', () => {
  it.each([
    ['test-pass', { success: true, score: 0.9, 'error-codes': [] }],
    ['test-low-score', { success: true, score: 0.1, 'error-codes': [] }],
    ['test-fail', { success: false, score: 0, 'error-codes': ['invalid-input-response'] }],
    ['anything-else', { success: false, score: 0, 'error-codes': ['invalid-input-response'] }],
  ])('%s', async (token, captcha) => {
    const res = await call('POST', api(T, `User/CaptchaVerify?token=${token}`));
    expect(res.status).toBe(200);
    expect(res.body.captcha).toEqual(captcha);
  });

  it('needs a token', async () => {
    const res = await call('POST', api(T, 'User/CaptchaVerify'));
    expect(res.status).toBe(400);
    expect(res.body.messages).toEqual(['token is required']);
  });
});

describe('GET User/username/{userName}', () => {
  it("returns the signed-in customer's user record, and only their own", async () => {
    const { body, customer, token } = await confirmedCustomer(T);
    const res = await callWithToken(token, 'GET', api(T, `User/username/${body.username.toUpperCase()}`));
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      id: customer.id,
      firstName: 'Ann',
      userType: 'Customer',
      authType: 'local',
      externalUserId: customer.externalUserId,
      verified: true,
      role: null,
      locations: [],
    });
    expect((await callWithToken(token, 'GET', api(T, 'User/username/someone-else'))).status).toBe(403);
    expect((await get(api(T, `User/username/${body.username}`))).status).toBe(401);
    expect((await callAs(T, 'ranger', 'GET', api(T, `User/username/${body.username}`))).status).toBe(403);
  });
});

describe('lockout through the local Cognito proxy', () => {
  let server: Server;
  let client: CognitoIdentityProviderClient;

  beforeAll(async () => {
    const proxy = createCognitoProxy(inject('cognitoEndpoint'), {
      tenantIds: [toTenantId('co'), toTenantId('wa')],
    });
    server = createServer((req, res) => void proxy(req, res, req.url ?? '/'));
    const port = await findFreePort();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    client = new CognitoIdentityProviderClient({
      endpoint: `http://127.0.0.1:${port}/cognito`,
      region: 'us-west-2',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
  });
  afterAll(async () => {
    client.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  async function signIn(clientId: string, username: string, password: string) {
    try {
      await client.send(
        new InitiateAuthCommand({
          ClientId: clientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: username, PASSWORD: password },
        }),
      );
      return 'ok';
    } catch (err) {
      const e = err as { name: string; message: string };
      return `${e.name}: ${e.message}`;
    }
  }

  it('locks after 5 failures with the Cognito answer; a success before that resets the count, a password reset lifts the lock', async () => {
    const { body } = await confirmedCustomer(T);
    const clientId = (await getAuthConfig(T))!.publicClientId;
    // The name the pool knows the customer by (the e-mail in pools keyed by e-mail).
    const name =
      (await signIn(clientId, body.username.toLowerCase(), PASSWORD)) === 'ok'
        ? body.username.toLowerCase()
        : body.email;
    for (let i = 0; i < 4; i++) expect(await signIn(clientId, name, 'Wrong.pass1')).toMatch(/^NotAuthorized/);
    expect(await signIn(clientId, name, PASSWORD)).toBe('ok');
    for (let i = 0; i < 5; i++) expect(await signIn(clientId, name, 'Wrong.pass1')).toMatch(/^NotAuthorized/);
    const locked =
      'UserLambdaValidationException: PreAuthentication failed with error Account is temporarily locked. Please try again later.';
    expect(await signIn(clientId, name, 'Wrong.pass1')).toBe(locked);
    // Locked means locked: the right password is refused too until the lock ends.
    expect(await signIn(clientId, name, PASSWORD)).toBe(locked);

    // A password reset proves the person: the new password signs in at once.
    expect((await call('POST', api(T, `User/ResetPassword/${body.username}`))).status).toBe(200);
    const reset = await call('PUT', api(T, 'User/ConfirmResetPassword'), {
      username: body.username,
      password: 'Campfire.2041',
      confirmPassword: 'Campfire.2041',
      confirmationCode: lastMailTo(body.email, 'cognito-forgot-password')?.code,
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(await signIn(clientId, name, 'Campfire.2041')).toBe('ok');
  });
});
