/**
 * Roles and their permissions (admin §2.3 user-role-management, §7.4 PUT userRole and userRoles), for
 * SystemSettingsPermissions: a role's name and permissions changed, or a new role added, each change
 * with its history entry (who, when, each permission granted or taken away). The API reads the caller's
 * role on every call, so a change holds from the next call of every user with that role. A caller
 * grants or removes only permissions they hold, and never the permission to manage roles from their own
 * role.
 */
import { z } from 'zod';
import {
  type UserRoleRequest,
  roleResponseSchema,
  rolesSavedResponseSchema,
  staffUserHistoryResponseSchema,
  userRoleRequestSchema,
  userRolesRequestSchema,
} from '#contract/admin-users';
import { idParam, noQuery } from '#contract/common';
import { FORBIDDEN_MESSAGE } from '#contract/users';
import type { TenantId } from '#domain/catalogue';
import { BadRequestError, ForbiddenError, NotFoundError } from '#domain/errors';
import { ROLE_MESSAGE, STAFF_USER_ACTION, diffRole, roleChangeProblem } from '#domain/users';
import { type AuthContext, type Route, defineRoute, staff } from '#http/routes';
import { type RoleChange, type RoleRecord, listRoleHistory, listRoles, saveRoles } from '#store/roles';
import { historyEntry } from '#api/shared/customer-history';
import { toRole } from './user-record.ts';

const MANAGE = staff('SystemSettingsPermissions');
const roleIdParams = z.object({ roleId: idParam('roleId') });

const fieldError = (field: string, message: string) => new BadRequestError(message, { [field]: [message] });

/** The changes the requests make (`field` names a request's fields in messages); unchanged roles drop out. */
async function planChanges(
  tenantId: TenantId,
  auth: AuthContext | undefined,
  requests: readonly UserRoleRequest[],
  field: (index: number, name: string) => string,
): Promise<RoleChange[]> {
  if (auth?.kind !== 'staff') throw new ForbiddenError(FORBIDDEN_MESSAGE);
  const ids = requests.flatMap((r) => (r.id === undefined ? [] : [r.id]));
  if (new Set(ids).size !== ids.length) throw fieldError('body', ROLE_MESSAGE.repeated);
  const roles = await listRoles(tenantId);
  let nextId = Math.max(0, ...roles.map((r) => r.id)) + 1;
  const at = new Date().toISOString();
  const names = new Map<string, number>();
  const changes: RoleChange[] = [];
  for (const [i, req] of requests.entries()) {
    const before = req.id === undefined ? undefined : roles.find((r) => r.id === req.id);
    if (req.id !== undefined && !before) throw new NotFoundError(ROLE_MESSAGE.notFound(req.id));
    const name = req.name.trim();
    const key = name.toLowerCase();
    const taken = roles.some((r) => r.id !== req.id && r.name.toLowerCase() === key) || names.has(key);
    if (taken) throw fieldError(field(i, 'name'), ROLE_MESSAGE.nameTaken);
    names.set(key, i);
    const permissionIds = [...new Set(req.userRolePermissionIds)].sort((a, b) => a - b);
    const problem = roleChangeProblem(auth, before, permissionIds);
    if (problem) throw fieldError(field(i, 'userRolePermissionIds'), problem);
    const after: RoleRecord = {
      ...(before ?? { id: nextId++, description: '' }),
      name,
      ...(req.description === undefined ? {} : { description: req.description }),
      permissionIds,
    };
    const diff = diffRole(before, after);
    if (before && diff.length === 0) continue;
    const action = before ? STAFF_USER_ACTION.roleUpdated : STAFF_USER_ACTION.roleAdded;
    changes.push({
      before,
      after,
      entry: historyEntry(auth.username, at, { performed: action, business: action }, diff),
    });
  }
  return changes;
}

async function save(tenantId: TenantId, changes: RoleChange[]) {
  if (changes.length && (await saveRoles(tenantId, changes)) === 'stale')
    throw new BadRequestError(ROLE_MESSAGE.stale);
}

export const roleRoutes: Route[] = [
  defineRoute({
    method: 'PUT',
    path: 'admin/AdminUser/userRole',
    operationId: 'saveUserRole',
    summary: "Change a role's name and permissions, or add a role (no id); recorded in the role's history",
    body: userRoleRequestSchema,
    auth: MANAGE,
    response: roleResponseSchema,
    handler: async ({ tenantId, body, auth }) => {
      const changes = await planChanges(tenantId, auth, [body], (_i, name) => `body.${name}`);
      await save(tenantId, changes);
      const saved = changes[0]?.after ?? (await listRoles(tenantId)).find((r) => r.id === body.id)!;
      return { data: toRole(saved) };
    },
  }),
  defineRoute({
    method: 'PUT',
    path: 'admin/AdminUser/userRoles',
    operationId: 'saveUserRoles',
    summary: 'Change several roles at once (the permission matrix): all are saved or none',
    body: userRolesRequestSchema,
    auth: MANAGE,
    response: rolesSavedResponseSchema,
    handler: async ({ tenantId, body, auth }) => {
      const changes = await planChanges(tenantId, auth, body, (i, name) => `body.${i}.${name}`);
      await save(tenantId, changes);
      const roles = await listRoles(tenantId);
      return { data: roles.map(toRole) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: 'admin/AdminUser/userRole/{roleId}/history',
    operationId: 'getUserRoleHistory',
    summary: "A role's history, newest first: who granted or took away which permission, and when",
    params: roleIdParams,
    query: noQuery,
    auth: MANAGE,
    response: staffUserHistoryResponseSchema,
    handler: async ({ tenantId, params }) => {
      if (!(await listRoles(tenantId)).some((r) => r.id === params.roleId))
        throw new NotFoundError(ROLE_MESSAGE.notFound(params.roleId));
      return { data: await listRoleHistory(tenantId, params.roleId) };
    },
  }),
];
