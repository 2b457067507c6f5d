/**
 * Staff user management (admin §7.4): search and list, add, edit, activate, deactivate, delete, find
 * by e-mail, read a user's history, change one's own password and link a user to the MSP directory. Viewing needs
 * UserManagementView, changes UserManagementEdit; nobody deactivates or deletes themself.
 */
import {
  STAFF_USER_MESSAGE,
  type UserSearchQuery,
  addUserToMspRequestSchema,
  adminUsersRequestSchema,
  staffEmailParams,
  userListResponseSchema,
  userRequestSchema,
  staffUserHistoryResponseSchema,
  userSearchQuery,
  userSearchResponseSchema,
} from '#contract/admin-users';
import { idParam, noQuery } from '#contract/common';
import { changePasswordRequestSchema, emptyResponseSchema } from '#contract/customers';
import { userDataResponseSchema, userResponseSchema } from '#contract/users';
import { changePassword } from '#adapters/identity/accounts';
import { staffPool } from '#adapters/identity/invited-accounts';
import { pageOf } from '#domain/booking/reservation-search';
import type { TenantId } from '#domain/catalogue';
import { BadRequestError, ForbiddenError, NotFoundError } from '#domain/errors';
import { FORBIDDEN_MESSAGE } from '#contract/users';
import { STAFF_USER_ACTION, type StaffUserCriteria, matchesStaffUser } from '#domain/users';
import { type AuthContext, type Route, defineRoute, staff } from '#http/routes';
import { listLocations } from '#store/locations';
import { getRole, listRoles } from '#store/roles';
import {
  type StaffUserRecord,
  getStaffUserByEmail,
  listStaffUserHistory,
  listStaffUsers,
} from '#store/staff-users';
import { saveStaffUser } from '#api/shared/staff-user-history';
import { z } from 'zod';
import {
  addStaffUser,
  editStaffUser,
  existingStaffUser,
  removeStaffUser,
  setStaffUserStatus,
} from './staff-accounts.ts';
import { toUser, toUserListRow } from './user-record.ts';

const VIEW = staff('UserManagementView');
const EDIT = staff('UserManagementEdit');
const userIdParams = z.object({ userId: idParam('userId') });

/** The signed-in staff user making the change (their id, and their username for the history). */
function caller(auth: AuthContext | undefined): { id: number; username: string } {
  if (auth?.kind !== 'staff') throw new ForbiddenError(FORBIDDEN_MESSAGE);
  return { id: auth.userId, username: auth.username };
}

async function userView(user: StaffUserRecord) {
  return toUser(user, await getRole(user.tenantId, user.userRoleId));
}

/** List rows with their role and park names. */
async function rows(tenantId: TenantId, users: StaffUserRecord[]) {
  const [roles, parks] = await Promise.all([listRoles(tenantId), listLocations(tenantId)]);
  const roleName = (id: number) => roles.find((r) => r.id === id)?.name ?? '';
  const parkName = (id: number) => parks.find((p) => p.id === id)?.longName ?? String(id);
  return users.map((u) => toUserListRow(u, roleName(u.userRoleId), parkName));
}

const idList = (text: string | undefined) => (text ? text.split(',').map(Number) : undefined);

function criteriaOf(q: UserSearchQuery): StaffUserCriteria {
  return {
    firstName: q.FirstName,
    lastName: q.LastName,
    username: q.Username,
    email: q.Email,
    roleIds: idList(q.RoleIds),
    locationIds: idList(q.LocationIds),
    statusId: q.UserStatusId,
  };
}

function sorted(users: StaffUserRecord[], field: UserSearchQuery['SortField'], descending: boolean) {
  const key = (u: StaffUserRecord) =>
    field
      ? `${u[field].toLowerCase()}\u0000${u.id}`
      : `${u.lastName.toLowerCase()}\u0000${u.firstName.toLowerCase()}`;
  const out = [...users].sort((a, b) => key(a).localeCompare(key(b)) || a.id - b.id);
  return descending ? out.reverse() : out;
}

export const userManagementRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: 'admin/AdminUser/search',
    operationId: 'searchAdminUsers',
    summary: 'Staff users by name, username, e-mail, role, park and status (Active by default), paged',
    query: userSearchQuery,
    auth: VIEW,
    response: userSearchResponseSchema,
    handler: async ({ tenantId, query }) => {
      const criteria = criteriaOf(query);
      const found = (await listStaffUsers(tenantId)).filter((u) => matchesStaffUser(u, criteria));
      const ordered = sorted(found, query.SortField, query.SortDescending ?? false);
      return {
        searchResults: {
          data: await rows(tenantId, pageOf(ordered, query.PageNumber, query.ItemsPerPage)),
          pageNumber: query.PageNumber,
          itemsPerPage: query.ItemsPerPage,
          totalItems: ordered.length,
        },
      };
    },
  }),
  defineRoute({
    method: 'POST',
    path: 'admin/AdminUser/users',
    operationId: 'listAdminUsers',
    summary: "The tenant's staff users (without support users when isNonSupport)",
    body: adminUsersRequestSchema,
    auth: VIEW,
    response: userListResponseSchema,
    handler: async ({ tenantId, body }) => {
      const roles = await listRoles(tenantId);
      const support = new Set(roles.filter((r) => r.permissionIds.includes(900)).map((r) => r.id));
      const users = (await listStaffUsers(tenantId)).filter(
        (u) => !body.isNonSupport || !support.has(u.userRoleId),
      );
      return { data: await rows(tenantId, sorted(users, undefined, false)) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: 'admin/AdminUser/email/{email}',
    operationId: 'getAdminUserByEmail',
    summary: 'A staff user by e-mail address',
    params: staffEmailParams,
    query: noQuery,
    auth: VIEW,
    response: userDataResponseSchema,
    handler: async ({ tenantId, params }) => {
      const user = await getStaffUserByEmail(tenantId, params.email.toLowerCase());
      if (!user) throw new NotFoundError(STAFF_USER_MESSAGE.notFound(params.email));
      return { data: await userView(user) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: 'admin/AdminUser/{userId}/history',
    operationId: 'getAdminUserHistory',
    summary: "A staff user's audit history, newest first: who changed what and when, old → new",
    params: userIdParams,
    query: noQuery,
    auth: VIEW,
    response: staffUserHistoryResponseSchema,
    handler: async ({ tenantId, params }) => {
      await existingStaffUser(tenantId, params.userId);
      return { data: await listStaffUserHistory(tenantId, params.userId) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: 'admin/AdminUser',
    operationId: 'createAdminUser',
    summary:
      'Add a staff user: in the staff pool (Cognito mails the code to choose a password) or from the enterprise directory',
    body: userRequestSchema,
    auth: EDIT,
    response: userResponseSchema,
    handler: async ({ tenantId, body, auth }) => ({
      user: await userView(await addStaffUser(tenantId, body, caller(auth).username)),
    }),
  }),
  defineRoute({
    method: 'PUT',
    path: 'admin/AdminUser',
    operationId: 'editAdminUser',
    summary: "Edit a staff user's name, e-mail, role, parks and reservation mails",
    body: userRequestSchema,
    auth: EDIT,
    response: userResponseSchema,
    handler: async ({ tenantId, body, auth }) => {
      if (body.id === undefined)
        throw new BadRequestError('id is required', { 'body.id': ['id is required'] });
      const before = await existingStaffUser(tenantId, body.id);
      return { user: await userView(await editStaffUser(before, body, caller(auth).username)) };
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: 'admin/AdminUser/{userId}',
    operationId: 'deleteAdminUser',
    summary: 'Delete a staff user (never oneself): the record, then the pool user',
    params: userIdParams,
    auth: EDIT,
    response: emptyResponseSchema,
    handler: async ({ tenantId, params, auth }) => {
      await removeStaffUser(await existingStaffUser(tenantId, params.userId), caller(auth).id);
      return { data: null };
    },
  }),
  ...(['activate', 'deactivate'] as const).map((action) =>
    defineRoute({
      method: 'POST',
      path: `admin/AdminUser/${action}/{userId}`,
      operationId: `${action}AdminUser`,
      summary:
        action === 'activate'
          ? 'Activate a staff user: they may sign in again'
          : 'Deactivate a staff user (never oneself): sign-in refused, their next call refused',
      params: userIdParams,
      auth: EDIT,
      response: userResponseSchema,
      handler: async ({ tenantId, params, auth }) => {
        const before = await existingStaffUser(tenantId, params.userId);
        return {
          user: await userView(await setStaffUserStatus(before, action === 'activate', caller(auth))),
        };
      },
    }),
  ),
  defineRoute({
    method: 'POST',
    path: 'admin/AdminUser/changePassword',
    operationId: 'changeAdminUserPassword',
    summary: "Change the signed-in staff user's own password (the current one is checked first)",
    body: changePasswordRequestSchema,
    auth: staff(),
    response: emptyResponseSchema,
    handler: async ({ tenantId, body, auth }) => {
      const own = await existingStaffUser(tenantId, caller(auth).id);
      if (body.userId !== own.id) throw new ForbiddenError('You can only change your own password.');
      if (own.authType !== 'admin')
        throw new BadRequestError('Your password is managed by your agency directory.');
      await changePassword(
        await staffPool(tenantId),
        own.cognitoUsername,
        body.currentPassword,
        body.newPassword,
      );
      return { data: null };
    },
  }),
  defineRoute({
    method: 'PUT',
    path: 'admin/AdminUser/addUserToMsp/{userId}',
    operationId: 'addAdminUserToMsp',
    summary: 'Link a staff user to the MSP directory (support administration)',
    params: userIdParams,
    body: addUserToMspRequestSchema,
    auth: staff('SupportAdministration'),
    response: userResponseSchema,
    handler: async ({ tenantId, params, body, auth }) => {
      const before = await existingStaffUser(tenantId, params.userId);
      const after = { ...before, addedToMsp: true, externalAgencyId: body.agencyId };
      await saveStaffUser(before, after, caller(auth).username, STAFF_USER_ACTION.addedToMsp);
      return { user: await userView(after) };
    },
  }),
];
