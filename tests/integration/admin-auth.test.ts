/** Staff sign-in (AdminAuth/login), the user record fetch after it, logout and account verification. */
import { describe, expect, it } from 'vitest';
import { api, call } from './support.ts';
import { STAFF_KEYS, callWithToken, demoPerson } from './identity-support.ts';
import { LOGIN_MESSAGE, SIGN_IN_MESSAGE, type User } from '#contract/users';
import { PERMISSION } from '#domain/permissions';

const login = (tenantId: string, username: string, password: string) =>
  call('POST', api(tenantId, 'AdminAuth/login'), { username, password });

async function loginAs(tenantId: string, key: (typeof STAFF_KEYS)[number]) {
  const p = demoPerson(tenantId, key);
  const res = await login(tenantId, p.username, p.password);
  expect(res.status).toBe(200);
  return { person: p, token: res.body.authToken as string };
}

describe('AdminAuth/login', () => {
  it.each(STAFF_KEYS)('signs in the %s and returns an id token the API accepts', async (key) => {
    const { person, token } = await loginAs('co', key);
    const res = await callWithToken(token, 'GET', api('co', `admin/AdminUser/username/${person.username}`));
    expect(res.status).toBe(200);
    const user = res.body.data as User;
    expect(user).toMatchObject({
      username: person.username,
      firstName: person.firstName,
      userType: 'PartnerAdmin',
      authType: 'admin',
      userRoleId: person.isStaff ? expect.any(Number) : 0,
      verified: true,
      tenantId: 'co',
    });
    expect(user.externalUserId).toMatch(/\S/);
  });

  it('lower-cases the username', async () => {
    const p = demoPerson('co', 'clerk');
    const res = await login('co', p.username.toUpperCase(), p.password);
    expect(res.status).toBe(200);
  });

  it("answers an unknown user with the spec's message", async () => {
    const res = await login('co', 'nobody.here', 'Whatever-1!');
    expect(res.status).toBe(401);
    expect(res.body.messages).toEqual([LOGIN_MESSAGE.invalid]);
  });

  it('refuses a wrong password', async () => {
    const p = demoPerson('co', 'ranger');
    const res = await login('co', p.username, 'Wrong-Password-1!');
    expect(res.status).toBe(401);
    expect(res.body.statusCode).toBe('Failure');
  });

  it("refuses another tenant's staff user", async () => {
    const p = demoPerson('wa', 'superAdmin');
    const res = await login('co', p.username, p.password);
    expect(res.status).toBe(401);
    expect(res.body.messages).toEqual([LOGIN_MESSAGE.invalid]);
  });

  it('refuses a customer at the staff login', async () => {
    const p = demoPerson('co', 'customer1');
    expect((await login('co', p.username, p.password)).status).toBe(401);
  });

  it('names the missing fields', async () => {
    const res = await call('POST', api('co', 'AdminAuth/login'), {});
    expect(res.status).toBe(400);
    expect(res.body.messages).toEqual(
      expect.arrayContaining(['body.username is required.', 'body.password is required.']),
    );
  });
});

describe('the user record after sign-in', () => {
  it('carries the ranger’s role permissions and two assigned parks', async () => {
    const { person, token } = await loginAs('co', 'ranger');
    const user = (await callWithToken(token, 'GET', api('co', `admin/AdminUser/username/${person.username}`)))
      .body.data as User;
    expect(user.userRoleId).toBe(3);
    expect(user.role?.name).toBe('Park Ranger');
    expect(user.role?.permissions).toContainEqual({
      id: PERMISSION.ReservationManagementAdd,
      name: 'ReservationManagementAdd',
    });
    expect(user.role?.permissions.map((p) => p.name)).not.toContain('SystemSettingsPermissions');
    expect(user.locations).toHaveLength(2);
    expect(user.locations.every((l) => l.userId === user.id)).toBe(true);

    const byId = await callWithToken(token, 'GET', api('co', `admin/AdminUser/${user.id}`));
    expect(byId.status).toBe(200);
    expect((byId.body.user as User).username).toBe(person.username);
  });

  it("lets only user managers read someone else's record", async () => {
    const clerk = await loginAs('co', 'clerk');
    const ranger = demoPerson('co', 'ranger');
    const path = api('co', `admin/AdminUser/username/${ranger.username}`);
    expect((await callWithToken(clerk.token, 'GET', path)).status).toBe(403);
    const admin = await loginAs('co', 'agencyAdmin');
    expect((await callWithToken(admin.token, 'GET', path)).status).toBe(200);
    expect(
      (await callWithToken(admin.token, 'GET', api('co', 'admin/AdminUser/username/nobody'))).status,
    ).toBe(404);
  });

  it('lists roles and user statuses', async () => {
    const { token } = await loginAs('co', 'superAdmin');
    const roles = await callWithToken(token, 'GET', api('co', 'admin/AdminUser/userroles'));
    expect(roles.status).toBe(200);
    expect((roles.body.data as { name: string }[]).map((r) => r.name)).toEqual(
      expect.arrayContaining(['Super Admin', 'Agency Admin', 'Park Ranger', 'Read-Only Clerk']),
    );
    const statuses = await callWithToken(token, 'GET', api('co', 'admin/AdminUser/userstatuses'));
    expect((statuses.body.data as { id: number }[]).map((s) => s.id)).toContain(1);
  });
});

describe('AdminAuth/logout', () => {
  it('signs the token out: the API refuses it from then on', async () => {
    const { person, token } = await loginAs('co', 'clerk');
    const out = await callWithToken(token, 'POST', api('co', `AdminAuth/logout?token=${token}`));
    expect(out.status).toBe(200);
    expect(out.body.data).toMatchObject({ token, username: person.username, id: expect.any(Number) });
    const after = await callWithToken(token, 'GET', api('co', `admin/AdminUser/username/${person.username}`));
    expect(after.status).toBe(401);
    expect(after.body.messages).toEqual([SIGN_IN_MESSAGE]);
    // A fresh sign-in works again.
    expect((await loginAs('co', 'clerk')).token).not.toBe(token);
  });

  it('needs a signed-in caller', async () => {
    expect((await call('POST', api('co', 'AdminAuth/logout?token=abc'))).status).toBe(401);
  });
});

describe('AdminAuth/UserVerification', () => {
  it('tells signed-in staff whether a staff account is verified; anonymous callers get one answer', async () => {
    const { person, token } = await loginAs('co', 'superAdmin');
    const user = (await callWithToken(token, 'GET', api('co', `admin/AdminUser/username/${person.username}`)))
      .body.data as User;
    const path = api('co', `AdminAuth/UserVerification?userId=${user.id}`);
    const res = await callWithToken(token, 'GET', path);
    expect(res.status).toBe(200);
    expect(res.body.verified).toBe(true);
    const unknown = api('co', 'AdminAuth/UserVerification?userId=999999');
    expect((await callWithToken(token, 'GET', unknown)).status).toBe(404);
    const anonymous = await call('GET', path);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.verified).toBe(false);
    expect((await call('GET', unknown)).body).toEqual(anonymous.body);
    expect((await call('GET', api('co', 'AdminAuth/UserVerification?userId=x'))).status).toBe(400);
  });
});
