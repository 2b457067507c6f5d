/** Staff users and roles as the API returns them (contract/users.ts). */
import { type Role, USER_STATUSES, type User } from '#contract/users';
import type { UserListRow } from '#contract/admin-users';
import { permissionName } from '#domain/permissions';
import { AUTH_TYPE, USER_TYPE } from '#domain/users';
import type { RoleRecord } from '#store/roles';
import type { StaffUserRecord } from '#store/staff-users';

export function toRole(role: RoleRecord): Role {
  const permissions = role.permissionIds.flatMap((id) => {
    const name = permissionName(id);
    return name ? [{ id, name }] : [];
  });
  return {
    id: role.id,
    name: role.name,
    description: role.description,
    permissions,
    userRolePermissionIds: permissions.map((p) => p.id),
  };
}

/** The assignment id is derived: assignments have no life of their own beyond the user record. */
function assignmentId(userId: number, locationId: number): number {
  return userId * 100_000 + locationId;
}

export function toUser(user: StaffUserRecord, role: RoleRecord | undefined): User {
  const status = USER_STATUSES.find((s) => s.id === user.userStatusId) ?? USER_STATUSES[0]!;
  return {
    id: user.id,
    tenantId: user.tenantId,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    username: user.username,
    externalUserId: user.externalUserId,
    verified: user.verified,
    locations: user.locationIds.map((locationId) => ({
      id: assignmentId(user.id, locationId),
      locationId,
      userId: user.id,
    })),
    userType: user.userType,
    authType: user.authType,
    userStatus: status,
    userRoleId: user.userRoleId,
    role: role ? toRole(role) : null,
    externalAgencyId: user.externalAgencyId,
    addedToMsp: user.addedToMsp,
    receiveReservationEmails: user.receiveReservationEmails,
  };
}

/** A row of the user search and list (admin §3.1), with the parks' names. */
export function toUserListRow(
  user: StaffUserRecord,
  roleName: string,
  parkName: (locationId: number) => string,
): UserListRow {
  const status = USER_STATUSES.find((s) => s.id === user.userStatusId) ?? USER_STATUSES[0]!;
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    username: user.username,
    locations: user.locationIds.map((locationId) => ({ locationId, locationName: parkName(locationId) })),
    userTypeId: USER_TYPE[user.userType],
    userTypeName: user.userType,
    authTypeId: AUTH_TYPE[user.authType],
    authTypeName: user.authType,
    userStatusId: status.id,
    userStatusName: status.name,
    userRoleId: user.userRoleId,
    userRoleName: roleName,
  };
}
