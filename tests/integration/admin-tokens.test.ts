/**
 * Bearer token checks: only an unexpired id token of the path tenant's pools, signed by the pool and
 * issued to its app client, is accepted; everything else is 401 on a protected route.
 */
import { describe, expect, it } from 'vitest';
import { api } from './support.ts';
import { callWithToken, claimsOf, demoPerson, idToken, mintToken } from './identity-support.ts';
import { SIGN_IN_MESSAGE, STAFF_ONLY_MESSAGE } from '#contract/users';
import { getAuthConfig } from '#store/auth-config';
import { toTenantId } from '#domain/tenant-id';

const me = demoPerson('co', 'superAdmin');
const recordPath = api('co', `admin/AdminUser/username/${me.username}`);
const now = () => Math.floor(Date.now() / 1000);

async function expect401(token: string | undefined) {
  const res = await callWithToken(token, 'GET', recordPath);
  expect(res.status).toBe(401);
  expect(res.body.messages).toEqual([SIGN_IN_MESSAGE]);
}

describe('bearer tokens on a staff route', () => {
  it('accepts a fresh id token of the tenant-admin pool', async () => {
    expect((await callWithToken(await idToken('co', 'superAdmin'), 'GET', recordPath)).status).toBe(200);
  });

  it('refuses a missing or malformed token', async () => {
    await expect401(undefined);
    await expect401('not-a-jwt');
  });

  it('refuses a token signed by anyone but the pool', async () => {
    await expect401(mintToken(claimsOf(await idToken('co', 'superAdmin')), 'forger'));
  });

  it('refuses a token whose claims were altered after signing', async () => {
    const [h, , s] = (await idToken('co', 'superAdmin')).split('.');
    const altered = { ...claimsOf(await idToken('co', 'superAdmin')), sub: 'someone-else' };
    await expect401(`${h}.${Buffer.from(JSON.stringify(altered)).toString('base64url')}.${s}`);
  });

  it('refuses an expired token', async () => {
    const claims = claimsOf(await idToken('co', 'superAdmin'));
    await expect401(mintToken({ ...claims, iat: now() - 7200, exp: now() - 3600 }, 'cognito-local'));
  });

  it('refuses an access token and a token for another app client', async () => {
    const claims = claimsOf(await idToken('co', 'superAdmin'));
    await expect401(mintToken({ ...claims, token_use: 'access' }, 'cognito-local'));
    const cfg = await getAuthConfig(toTenantId('co'));
    await expect401(mintToken({ ...claims, aud: cfg?.publicClientId }, 'cognito-local'));
  });

  it("refuses another tenant's staff token", async () => {
    await expect401(await idToken('wa', 'superAdmin'));
  });

  it('refuses a customer (public pool) token on a staff route with 403', async () => {
    const res = await callWithToken(await idToken('co', 'customer1'), 'GET', recordPath);
    expect(res.status).toBe(403);
    expect(res.body.messages).toEqual([STAFF_ONLY_MESSAGE]);
  });

  it('lets an invalid token through a public route as an anonymous caller', async () => {
    const res = await callWithToken('not-a-jwt', 'GET', api('co', 'Location'));
    expect(res.status).toBe(200);
  });
});
