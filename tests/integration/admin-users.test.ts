/**
 * Staff users over DynamoDB Local and cognito-local (admin §7.4, §7.5): an agency admin adds a ranger
 * with one park; the ranger chooses a password with the mailed code, signs in and is scoped to that
 * park; deactivation refuses their next call and their sign-in until activated; nobody deactivates or
 * deletes themself; search, list, by e-mail; delete; forgot username and password reset on the staff
 * pool; field messages for bad input.
 */
import { describe, expect, it } from 'vitest';
import { lastMailTo } from './accounts-support.ts';
import { callAs, callWithToken } from './identity-support.ts';
import { api, call } from './support.ts';
import type { UserListRow } from '#contract/admin-users';
import type { Page } from '#contract/envelope';
import { INVALID_ACCOUNT_MESSAGE, LOGIN_MESSAGE, type User } from '#contract/users';
import { listLocations } from '#store/locations';
import { getStaffUserByUsername } from '#store/staff-users';
import { toTenantId } from '#domain/tenant-id';

const T = toTenantId('co');
const PASSWORD = 'Ranger.Trail-2032';
const RANGER_ROLE = 3;

let n = 0;
function newRanger(locationIds: number[], overrides: Record<string, unknown> = {}) {
  n += 1;
  const tag = `${Date.now().toString(36)}${process.pid.toString(36)}${n}`;
  return {
    firstName: 'Robin',
    lastName: 'Trail',
    email: `ranger.${tag}@example.gov`,
    username: `ranger.${tag}`,
    userRoleId: RANGER_ROLE,
    receiveReservationEmails: true,
    userLocationIds: locationIds,
    ...overrides,
  };
}

async function secondPark() {
  return [...(await listLocations(T))].sort((a, b) => a.id - b.id)[1]!.id;
}

/** Adds a ranger and lets them choose their password with the mailed code; returns their token. */
async function activeRanger(locationIds: number[]) {
  const body = newRanger(locationIds);
  const added = await callAs(T, 'agencyAdmin', 'POST', api(T, 'admin/AdminUser'), body);
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const user = added.body.user as User;
  const code = lastMailTo(body.email, 'cognito-forgot-password')?.code;
  expect(code).toBeTruthy();
  const confirmed = await call('POST', api(T, 'AdminAuth/ConfirmUserRegistration'), {
    username: body.username,
    confirmationCode: code,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return {
    body,
    user,
    signIn: () => call('POST', api(T, 'AdminAuth/login'), { username: body.username, password: PASSWORD }),
  };
}

describe('admin/AdminUser: add, sign in, scope', () => {
  it('adds a ranger with one park who chooses a password, signs in and sees only that park', async () => {
    const park = await secondPark();
    const { body, user, signIn } = await activeRanger([park]);
    expect(user).toMatchObject({
      username: body.username,
      email: body.email,
      userType: 'PartnerAdmin',
      authType: 'admin',
      userRoleId: RANGER_ROLE,
      locations: [expect.objectContaining({ locationId: park })],
      userStatus: expect.objectContaining({ name: 'Active' }),
      verified: false,
    });
    const login = await signIn();
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const token = login.body.authToken as string;
    const own = await callWithToken(token, 'GET', api(T, `admin/AdminUser/username/${body.username}`));
    expect((own.body.data as User).verified).toBe(true);
    const first = [...(await listLocations(T))].sort((a, b) => a.id - b.id)[0]!.id;
    const today = new Date().toISOString().slice(0, 10);
    const atTheirPark = await callWithToken(
      token,
      'GET',
      api(T, `admin/AdminSearch/checkin?LocationIds=${park}&Today=${today}`),
    );
    expect(atTheirPark.status, JSON.stringify(atTheirPark.body)).toBe(200);
    const elsewhere = await callWithToken(
      token,
      'GET',
      api(T, `admin/AdminSearch/checkin?LocationIds=${first}&Today=${today}`),
    );
    expect(elsewhere.status).toBe(403);
  });

  it('refuses a taken username or e-mail, an unknown role or park, and missing fields, with field messages', async () => {
    const park = await secondPark();
    const first = newRanger([park]);
    expect((await callAs(T, 'agencyAdmin', 'POST', api(T, 'admin/AdminUser'), first)).status).toBe(200);
    const again = await callAs(T, 'agencyAdmin', 'POST', api(T, 'admin/AdminUser'), {
      ...newRanger([park]),
      username: first.username.toUpperCase(),
      email: first.email,
    });
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual({
      'body.username': ['This username is already taken. Choose another.'],
      'body.email': ['Another staff user already has this email address.'],
    });
    const badRole = await callAs(
      T,
      'agencyAdmin',
      'POST',
      api(T, 'admin/AdminUser'),
      newRanger([park], { userRoleId: 999 }),
    );
    expect(badRole.body.errors).toEqual({ 'body.userRoleId': ['Choose a role.'] });
    const badPark = await callAs(T, 'agencyAdmin', 'POST', api(T, 'admin/AdminUser'), newRanger([999999]));
    expect(badPark.body.errors).toEqual({ 'body.userLocationIds': ['Choose parks of this agency.'] });
    const empty = await callAs(T, 'agencyAdmin', 'POST', api(T, 'admin/AdminUser'), {});
    expect(empty.status).toBe(400);
    expect(empty.body.messages).toEqual(
      expect.arrayContaining(['First Name is required', 'Email is required']),
    );
    const clerk = await callAs(T, 'clerk', 'POST', api(T, 'admin/AdminUser'), newRanger([park]));
    expect(clerk.status).toBe(403);
  });
});

describe('admin/AdminUser: deactivate, activate, delete', () => {
  it("refuses a deactivated user's next call and sign-in until they are activated again", async () => {
    const { user, signIn } = await activeRanger([await secondPark()]);
    const token = (await signIn()).body.authToken as string;
    const off = await callAs(T, 'agencyAdmin', 'POST', api(T, `admin/AdminUser/deactivate/${user.id}`));
    expect(off.status).toBe(200);
    expect((off.body.user as User).userStatus.name).toBe('Inactive');
    const next = await callWithToken(token, 'GET', api(T, `admin/AdminUser/${user.id}`));
    expect(next.status).toBe(403);
    expect(next.body.messages).toEqual([INVALID_ACCOUNT_MESSAGE]);
    const refused = await signIn();
    expect(refused.status).toBe(401);
    expect(refused.body.messages).toEqual([LOGIN_MESSAGE.invalid]);
    expect(
      (await callAs(T, 'agencyAdmin', 'POST', api(T, `admin/AdminUser/activate/${user.id}`))).status,
    ).toBe(200);
    expect((await signIn()).status).toBe(200);
  });

  it('never lets a user deactivate or delete themself', async () => {
    const me = await getStaffUserByUsername(T, 'co.agencyadmin');
    for (const [method, path] of [
      ['POST', `admin/AdminUser/deactivate/${me!.id}`],
      ['DELETE', `admin/AdminUser/${me!.id}`],
    ] as const) {
      const res = await callAs(T, 'agencyAdmin', method, api(T, path));
      expect(res.status).toBe(400);
      expect(res.body.messages).toEqual(['You cannot deactivate or delete your own account.']);
    }
  });

  it('deletes a user: the record and the pool user go, sign-in is refused', async () => {
    const { user, signIn } = await activeRanger([await secondPark()]);
    expect((await callAs(T, 'agencyAdmin', 'DELETE', api(T, `admin/AdminUser/${user.id}`))).status).toBe(200);
    expect((await callAs(T, 'agencyAdmin', 'GET', api(T, `admin/AdminUser/${user.id}`))).status).toBe(404);
    expect((await signIn()).status).toBe(401);
  });
});

describe('admin/AdminUser: search, list, edit', () => {
  it('finds users by name and role (active by default), lists them and finds one by e-mail', async () => {
    const park = await secondPark();
    const lastName = `Search${Date.now()
      .toString(26)
      .replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)]!)}`;
    const body = newRanger([park], { lastName });
    const added = (await callAs(T, 'agencyAdmin', 'POST', api(T, 'admin/AdminUser'), body)).body.user as User;
    const found = await callAs(
      T,
      'clerk',
      'GET',
      api(T, `admin/AdminUser/search?LastName=${lastName}&RoleIds=3`),
    );
    expect(found.status, JSON.stringify(found.body)).toBe(403);
    const asAdmin = await callAs(
      T,
      'agencyAdmin',
      'GET',
      api(T, `admin/AdminUser/search?LastName=${lastName}&RoleIds=3`),
    );
    const rows = (asAdmin.body.searchResults as Page<UserListRow>).data;
    expect(rows).toEqual([
      expect.objectContaining({
        id: added.id,
        userRoleName: 'Park Ranger',
        userStatusName: 'Active',
        authTypeName: 'admin',
        locations: [expect.objectContaining({ locationId: park })],
      }),
    ]);
    await callAs(T, 'agencyAdmin', 'POST', api(T, `admin/AdminUser/deactivate/${added.id}`));
    const inactive = await callAs(
      T,
      'agencyAdmin',
      'GET',
      api(T, `admin/AdminUser/search?LastName=${lastName}`),
    );
    expect((inactive.body.searchResults as Page<UserListRow>).totalItems).toBe(0);
    const any = await callAs(
      T,
      'agencyAdmin',
      'GET',
      api(T, `admin/AdminUser/search?LastName=${lastName}&UserStatusId=0`),
    );
    expect((any.body.searchResults as Page<UserListRow>).totalItems).toBe(1);
    const list = await callAs(T, 'agencyAdmin', 'POST', api(T, 'admin/AdminUser/users'), {
      isNonSupport: true,
    });
    expect((list.body.data as UserListRow[]).map((r) => r.username)).toContain(body.username);
    expect((list.body.data as UserListRow[]).map((r) => r.username)).not.toContain('co.superadmin');
    const byEmail = await callAs(
      T,
      'agencyAdmin',
      'GET',
      api(T, `admin/AdminUser/email/${encodeURIComponent(body.email)}`),
    );
    expect((byEmail.body.data as User).id).toBe(added.id);
  });

  it("edits a user's name, role and parks; the change applies to their next call", async () => {
    const park = await secondPark();
    const { body, user, signIn } = await activeRanger([park]);
    const token = (await signIn()).body.authToken as string;
    const edited = await callAs(T, 'agencyAdmin', 'PUT', api(T, 'admin/AdminUser'), {
      ...body,
      id: user.id,
      firstName: 'Rowan',
      userRoleId: 4,
      userLocationIds: [],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.user).toMatchObject({ firstName: 'Rowan', userRoleId: 4, locations: [] });
    const today = new Date().toISOString().slice(0, 10);
    const now = await callWithToken(
      token,
      'GET',
      api(T, `admin/AdminSearch/checkin?LocationIds=${park}&Today=${today}`),
    );
    expect(now.status).toBe(403);
  });
});

describe('AdminAuth self-service', () => {
  it('mails the username, and resets the password with the mailed code', async () => {
    const { body, signIn } = await activeRanger([await secondPark()]);
    const forgot = await call('POST', api(T, `AdminAuth/ForgotUsername/${encodeURIComponent(body.email)}`));
    expect(forgot.status).toBe(200);
    expect(lastMailTo(body.email, 'forgot-username')?.text).toContain(body.username);
    const nobody = await call('POST', api(T, 'AdminAuth/ForgotUsername/nobody%40example.gov'));
    expect(nobody.body.messages).toEqual(forgot.body.messages);

    expect((await call('POST', api(T, `AdminAuth/ResetPassword/${body.username}`))).status).toBe(200);
    const code = lastMailTo(body.email, 'cognito-forgot-password')?.code;
    const newPassword = 'Second.Trail-2033';
    const wrong = await call('PUT', api(T, 'AdminAuth/ConfirmResetPassword'), {
      username: body.username,
      confirmationCode: '000000',
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(wrong.status).toBe(400);
    const reset = await call('PUT', api(T, 'AdminAuth/ConfirmResetPassword'), {
      username: body.username,
      confirmationCode: code,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect((await signIn()).status).toBe(401);
    const login = await call('POST', api(T, 'AdminAuth/login'), {
      username: body.username,
      password: newPassword,
    });
    expect(login.status).toBe(200);
  });
});
