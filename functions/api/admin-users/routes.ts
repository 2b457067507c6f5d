/**
 * The admin-users context (admin §7.4): staff user records, roles and statuses. A staff user may always
 * read their own record (the fetch after sign-in and the own-profile page); other users' records need
 * UserManagementView.
 */
import { z } from 'zod';
import { idParam, noQuery } from '#contract/common';
import {
  FORBIDDEN_MESSAGE,
  USER_STATUSES,
  rolesResponseSchema,
  userDataResponseSchema,
  userResponseSchema,
  userStatusesResponseSchema,
} from '#contract/users';
import { hasPermission } from '#domain/permissions';
import { ForbiddenError, notFound } from '#domain/errors';
import { type AuthContext, type RouteTable, defineRoute, staff } from '#http/routes';
import { getRole, listRoles } from '#store/roles';
import { type StaffUserRecord, getStaffUser, getStaffUserByUsername } from '#store/staff-users';
import { toRole, toUser } from './user-record.ts';
import { userManagementRoutes } from './user-management-routes.ts';
import { roleRoutes } from './role-routes.ts';

const userNameParams = z.object({
  userName: z
    .string()
    .trim()
    .min(1, { error: 'userName is required.' })
    .max(128, { error: 'userName must be at most 128 characters.' })
    .transform((s) => s.toLowerCase()),
});
const userIdParams = z.object({ userId: idParam('userId') });

/** Own record, or anyone's with UserManagementView; 404 only once the caller may look. */
async function readableUser(
  auth: AuthContext | undefined,
  user: StaffUserRecord | undefined,
  id: string | number,
) {
  if (!auth || auth.kind !== 'staff') throw new ForbiddenError(FORBIDDEN_MESSAGE);
  const own = user?.id === auth.userId;
  if (!own && !hasPermission(auth, 'UserManagementView')) throw new ForbiddenError(FORBIDDEN_MESSAGE);
  if (!user) throw notFound('User', id);
  return toUser(user, await getRole(user.tenantId, user.userRoleId));
}

export const adminUserRoutes: RouteTable = {
  context: 'admin-users',
  routes: [
    // Before the {userId} routes: 'search', 'users' and 'userRole' are not ids.
    ...roleRoutes,
    ...userManagementRoutes,
    defineRoute({
      method: 'GET',
      path: 'admin/AdminUser/username/{userName}',
      operationId: 'getAdminUserByUsername',
      summary: 'A staff user by username (the record fetch after staff sign-in)',
      params: userNameParams,
      query: noQuery,
      auth: staff(),
      response: userDataResponseSchema,
      handler: async ({ tenantId, params, auth }) => ({
        data: await readableUser(
          auth,
          await getStaffUserByUsername(tenantId, params.userName),
          params.userName,
        ),
      }),
    }),
    defineRoute({
      method: 'GET',
      path: 'admin/AdminUser/userroles',
      operationId: 'listUserRoles',
      summary: "The tenant's staff roles with their permissions",
      query: noQuery,
      auth: { kind: 'staff', permissions: ['UserManagementView', 'SystemSettingsPermissions'], anyOf: true },
      response: rolesResponseSchema,
      handler: async ({ tenantId }) => ({ data: (await listRoles(tenantId)).map(toRole) }),
    }),
    defineRoute({
      method: 'GET',
      path: 'admin/AdminUser/userstatuses',
      operationId: 'listUserStatuses',
      summary: 'Staff user statuses',
      query: noQuery,
      auth: staff(),
      response: userStatusesResponseSchema,
      handler: async () => ({ data: USER_STATUSES }),
    }),
    defineRoute({
      method: 'GET',
      path: 'admin/AdminUser/{userId}',
      operationId: 'getAdminUser',
      summary: 'A staff user by id',
      params: userIdParams,
      query: noQuery,
      auth: staff(),
      response: userResponseSchema,
      handler: async ({ tenantId, params, auth }) => ({
        user: await readableUser(auth, await getStaffUser(tenantId, params.userId), params.userId),
      }),
    }),
  ],
};
