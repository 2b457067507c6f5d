/**
 * Roles and staff user history over DynamoDB Local and cognito-local (admin §2.3 user-role-management,
 * §7.4 userRole and userRoles): an agency admin adds a role of the test's own, gives it to a new staff
 * user at one park, grants the role a permission (the user can act at that park from their next call,
 * not at another) and takes it away again (refused from the next call); each change is in the role's
 * history, and the user's role and park changes in the user's history. A ranger can neither change nor
 * read roles; nobody grants what they do not hold; bad input gets field messages.
 */
import { describe, expect, it } from 'vitest';
import { lastMailTo } from './accounts-support.ts';
import { callAs, callWithToken } from './identity-support.ts';
import { api, call } from './support.ts';
import type { HistoryEntry } from '#domain/audit';
import type { Role, User } from '#contract/users';
import { PERMISSION } from '#domain/permissions';
import { listLocations } from '#store/locations';
import { toTenantId } from '#domain/tenant-id';

const T = toTenantId('co');
const PASSWORD = 'Gate.Keeper-2033';
const VIEW = PERMISSION.ReservationManagementView;
const tag = () => `${Date.now().toString(36)}${process.pid.toString(36)}`;

const asAdmin = (method: string, path: string, body?: unknown) =>
  callAs(T, 'agencyAdmin', method, api(T, path), body);

/** Parks 2 and 1 of the tenant, by id: the user's park and another. */
async function twoParks() {
  const [first, second] = [...(await listLocations(T))].sort((a, b) => a.id - b.id);
  return { theirs: second!.id, other: first!.id };
}

/** A staff user of the test's own with a role and one park, who has chosen a password; their token. */
async function staffUserWith(roleId: number, park: number) {
  const t = tag();
  const body = {
    firstName: 'Gale',
    lastName: 'Gate',
    email: `gate.${t}@example.gov`,
    username: `gate.${t}`,
    userRoleId: roleId,
    userLocationIds: [park],
  };
  const added = await asAdmin('POST', 'admin/AdminUser', body);
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const confirmed = await call('POST', api(T, 'AdminAuth/ConfirmUserRegistration'), {
    username: body.username,
    confirmationCode: lastMailTo(body.email, 'cognito-forgot-password')?.code,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  const login = await call('POST', api(T, 'AdminAuth/login'), {
    username: body.username,
    password: PASSWORD,
  });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return { user: added.body.user as User, token: login.body.authToken as string };
}

const checkInList = (token: string, park: number) =>
  callWithToken(
    token,
    'GET',
    api(T, `admin/AdminSearch/checkin?LocationIds=${park}&Today=${new Date().toISOString().slice(0, 10)}`),
  );

describe('admin/AdminUser/userRole: roles and their permissions', () => {
  it('grants a role a permission at the user’s park from their next call, takes it away again, and records both', async () => {
    const { theirs, other } = await twoParks();
    const name = `Gate Host ${tag()}`;
    const description = 'Checks in arrivals at the gate.';
    const added = await asAdmin('PUT', 'admin/AdminUser/userRole', {
      name,
      description,
      userRolePermissionIds: [],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const role = added.body.data as Role;
    expect(role).toMatchObject({ name, description, userRolePermissionIds: [] });
    const { token } = await staffUserWith(role.id, theirs);
    expect((await checkInList(token, theirs)).status).toBe(403);

    const granted = await asAdmin('PUT', 'admin/AdminUser/userRole', {
      id: role.id,
      name,
      userRolePermissionIds: [VIEW],
    });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    expect((await checkInList(token, theirs)).status).toBe(200);
    // The park scoping still holds: the permission counts at their park only.
    expect((await checkInList(token, other)).status).toBe(403);

    const revoked = await asAdmin('PUT', 'admin/AdminUser/userRoles', [
      { id: role.id, name, userRolePermissionIds: [] },
    ]);
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    expect((revoked.body.data as Role[]).find((r) => r.id === role.id)?.userRolePermissionIds).toEqual([]);
    expect((await checkInList(token, theirs)).status).toBe(403);

    const history = await asAdmin('GET', `admin/AdminUser/userRole/${role.id}/history`);
    expect(history.status).toBe(200);
    const entries = history.body.data as HistoryEntry[];
    expect(entries.map((e) => e.actionPerformed)).toEqual(['Role updated', 'Role updated', 'Role added']);
    expect(entries.every((e) => e.username === 'co.agencyadmin' && e.activityDate)).toBe(true);
    expect(entries[0]!.changes).toEqual([
      { field: 'ReservationManagementView', oldValue: 'Yes', newValue: 'No' },
    ]);
    expect(entries[1]!.changes).toEqual([
      { field: 'ReservationManagementView', oldValue: 'No', newValue: 'Yes' },
    ]);
    expect(entries[2]!.changes).toEqual([
      { field: 'Name', oldValue: null, newValue: name },
      { field: 'Description', oldValue: null, newValue: description },
    ]);
    // Saved without a description, a role keeps its own.
    expect((revoked.body.data as Role[]).find((r) => r.id === role.id)?.description).toBe(description);
  });

  it('lets a ranger neither change nor read roles, and nobody grant what they do not hold', async () => {
    const name = `Desk Aide ${tag()}`;
    const role = (await asAdmin('PUT', 'admin/AdminUser/userRole', { name, userRolePermissionIds: [VIEW] }))
      .body.data as Role;
    const asRanger = (method: string, path: string, body?: unknown) =>
      callAs(T, 'ranger', method, api(T, path), body);
    const change = { id: role.id, name, userRolePermissionIds: [VIEW, PERMISSION.ReservationManagementAdd] };
    expect((await asRanger('PUT', 'admin/AdminUser/userRole', change)).status).toBe(403);
    expect((await asRanger('PUT', 'admin/AdminUser/userRoles', [change])).status).toBe(403);
    expect((await asRanger('GET', `admin/AdminUser/userRole/${role.id}/history`)).status).toBe(403);

    // The agency admin does not hold the support power, so cannot hand it out.
    const support = await asAdmin('PUT', 'admin/AdminUser/userRole', {
      ...change,
      userRolePermissionIds: [VIEW, PERMISSION.SupportAdministration],
    });
    expect(support.status).toBe(400);
    expect(support.body.errors).toEqual({
      'body.userRolePermissionIds': ['You can only grant or remove permissions you hold yourself.'],
    });
    const after = (await asAdmin('GET', 'admin/AdminUser/userroles')).body.data as Role[];
    expect(after.find((r) => r.id === role.id)?.userRolePermissionIds).toEqual([VIEW]);
  });

  it('answers bad input with field messages', async () => {
    const empty = await asAdmin('PUT', 'admin/AdminUser/userRole', {});
    expect(empty.status).toBe(400);
    expect(empty.body.messages).toEqual(expect.arrayContaining(['Name is required']));
    const unknown = await asAdmin('PUT', 'admin/AdminUser/userRole', {
      name: `Odd ${tag()}`,
      userRolePermissionIds: [12345],
    });
    expect(unknown.body.errors).toEqual({
      'body.userRolePermissionIds': ['Choose permissions from the list.'],
    });
    const taken = await asAdmin('PUT', 'admin/AdminUser/userRole', {
      name: 'park ranger',
      userRolePermissionIds: [],
    });
    expect(taken.body.errors).toEqual({ 'body.name': ['Another role already has this name.'] });
    const missing = await asAdmin('PUT', 'admin/AdminUser/userRole', {
      id: 999_999,
      name: `Gone ${tag()}`,
      userRolePermissionIds: [],
    });
    expect(missing.status).toBe(404);
  });
});

describe('admin/AdminUser/{userId}/history', () => {
  it("records a user's role and park changes with who, when, old → new", async () => {
    const { theirs, other } = await twoParks();
    const parks = await listLocations(T);
    const parkName = (id: number) => parks.find((p) => p.id === id)!.longName;
    const { user } = await staffUserWith(4, theirs);
    const edited = await asAdmin('PUT', 'admin/AdminUser', {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      userRoleId: 3,
      userLocationIds: [theirs, other],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const history = await asAdmin('GET', `admin/AdminUser/${user.id}/history`);
    expect(history.status).toBe(200);
    const [updated, confirmed, added] = history.body.data as HistoryEntry[];
    expect(updated).toMatchObject({ actionPerformed: 'Staff user updated', username: 'co.agencyadmin' });
    expect(updated!.changes).toEqual([
      { field: 'role', oldValue: 'Read-Only Clerk', newValue: 'Park Ranger' },
      {
        field: 'parks',
        oldValue: parkName(theirs),
        newValue: [parkName(theirs), parkName(other)].sort((a, b) => a.localeCompare(b)).join(', '),
      },
    ]);
    expect(confirmed).toMatchObject({ actionPerformed: 'Account confirmed', username: user.username });
    expect(added).toMatchObject({ actionPerformed: 'Staff user added', username: 'co.agencyadmin' });
    expect(added!.changes).toEqual(
      expect.arrayContaining([{ field: 'role', oldValue: null, newValue: 'Read-Only Clerk' }]),
    );
    // Reading it needs UserManagementView, which the clerk lacks.
    expect((await callAs(T, 'clerk', 'GET', api(T, `admin/AdminUser/${user.id}/history`))).status).toBe(403);
  });
});
