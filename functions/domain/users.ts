/** Kinds of user and the sign-in each uses (public §3.7, admin §3.1), and staff user and role audit rules. */
import type { AuditChange } from '#domain/audit';
import { diffFields } from '#domain/park-setup';
import {
  PERMISSION,
  PERMISSION_NAMES,
  type PermissionPrincipal,
  hasPermission,
  permissionName,
} from '#domain/permissions';

/**
 * userType, serialised by name. Numbers: 1 Customer (public pool), 2 PartnerAdmin (tenant-admin pool,
 * username and password), 3 AgencyAdmin (agency staff signing in through the enterprise directory).
 */
export const USER_TYPE = { Customer: 1, PartnerAdmin: 2, AgencyAdmin: 3 } as const;
export type UserTypeName = keyof typeof USER_TYPE;

/**
 * authType, serialised by name: 1 local (public pool), 2 admin (tenant-admin pool), 3 directory
 * (enterprise directory federated into the admin pool). The web's authSource is 'local' for 1, else 'admin'.
 */
export const AUTH_TYPE = { local: 1, admin: 2, directory: 3 } as const;
export type AuthTypeName = keyof typeof AUTH_TYPE;

/** What the staff user search needs to know about a user. */
export interface SearchableStaffUser {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  userRoleId: number;
  userStatusId: number;
  locationIds: readonly number[];
}

export interface StaffUserCriteria {
  firstName?: string;
  lastName?: string;
  username?: string;
  email?: string;
  roleIds?: readonly number[];
  locationIds?: readonly number[];
  /** 0: any status. */
  statusId: number;
}

const startsWith = (value: string, typed: string | undefined) =>
  !typed || value.toLowerCase().startsWith(typed.trim().toLowerCase());

/** Names, username and e-mail from their start; any of the roles; any of the parks; the status (0 any). */
export function matchesStaffUser(u: SearchableStaffUser, q: StaffUserCriteria): boolean {
  if (q.statusId !== 0 && u.userStatusId !== q.statusId) return false;
  if (!startsWith(u.firstName, q.firstName) || !startsWith(u.lastName, q.lastName)) return false;
  if (!startsWith(u.username, q.username) || !startsWith(u.email, q.email)) return false;
  if (q.roleIds?.length && !q.roleIds.includes(u.userRoleId)) return false;
  if (q.locationIds?.length && !q.locationIds.some((id) => u.locationIds.includes(id))) return false;
  return true;
}

/** A staff user as their history reads it: names where the record holds ids. */
export interface StaffUserAuditView {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  role: string;
  /** The assigned parks' names, sorted, joined with ', '. */
  parks: string;
  status: string;
  receiveReservationEmails: 'Yes' | 'No';
}

export const STAFF_USER_AUDIT_LABELS: Record<keyof StaffUserAuditView, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  username: 'Username',
  role: 'Role',
  parks: 'Parks',
  status: 'Status',
  receiveReservationEmails: 'Reservation Emails',
};

const AUDITED_STAFF_FIELDS = Object.keys(STAFF_USER_AUDIT_LABELS) as (keyof StaffUserAuditView)[];

/** What a staff user's history says was done. */
export const STAFF_USER_ACTION = {
  added: 'Staff user added',
  updated: 'Staff user updated',
  activated: 'Staff user activated',
  deactivated: 'Staff user deactivated',
  confirmed: 'Account confirmed',
  addedToMsp: 'Added to MSP',
  roleAdded: 'Role added',
  roleUpdated: 'Role updated',
} as const;

/** The fields that differ (all of them for a new user), old → new. */
export function diffStaffUser(
  before: StaffUserAuditView | undefined,
  after: StaffUserAuditView,
): AuditChange[] {
  return diffFields(before, after, AUDITED_STAFF_FIELDS);
}

/** A role as its history reads it. */
export interface RoleAuditView {
  name: string;
  description: string;
  permissionIds: readonly number[];
}

/** The name, the description, and each permission granted ('No' → 'Yes') or taken away ('Yes' → 'No'). */
export function diffRole(before: RoleAuditView | undefined, after: RoleAuditView): AuditChange[] {
  const changes: AuditChange[] = [];
  if (before?.name !== after.name)
    changes.push({ field: 'Name', oldValue: before?.name ?? null, newValue: after.name });
  if ((before?.description ?? '') !== after.description)
    changes.push({
      field: 'Description',
      oldValue: before?.description || null,
      newValue: after.description || null,
    });
  for (const name of PERMISSION_NAMES) {
    const had = before?.permissionIds.includes(PERMISSION[name]) ?? false;
    const has = after.permissionIds.includes(PERMISSION[name]);
    if (had !== has)
      changes.push({ field: name, oldValue: had ? 'Yes' : 'No', newValue: has ? 'Yes' : 'No' });
  }
  return changes;
}

export const ROLE_MESSAGE = {
  unknownPermission: 'Choose permissions from the list.',
  notYours: 'You can only grant or remove permissions you hold yourself.',
  ownPermissions: 'You cannot remove the permission to manage roles from your own role.',
  nameTaken: 'Another role already has this name.',
  repeated: 'Each role may appear once.',
  notFound: (id: number) => `Role ${id} was not found.`,
  stale: 'This role was changed elsewhere. Reload and try again.',
} as const;

/**
 * Why a caller may not make a role's permissions `next` (null when they may): every permission must
 * exist, a caller grants or removes only permissions they hold themself (so nobody raises their own
 * power through a role), and the caller's own role keeps the permission to manage roles.
 */
export function roleChangeProblem(
  caller: PermissionPrincipal,
  role: { id: number; permissionIds: readonly number[] } | undefined,
  next: readonly number[],
): string | null {
  if (next.some((id) => permissionName(id) === undefined)) return ROLE_MESSAGE.unknownPermission;
  const before = new Set(role?.permissionIds ?? []);
  const touched = [...new Set([...before, ...next])].filter((id) => before.has(id) !== next.includes(id));
  if (touched.some((id) => !hasPermission(caller, permissionName(id)!))) return ROLE_MESSAGE.notYours;
  if (role?.id === caller.roleId && !next.includes(PERMISSION.SystemSettingsPermissions))
    return ROLE_MESSAGE.ownPermissions;
  return null;
}
