/** Kinds of user and the sign-in each uses (public §3.7, admin §3.1). */
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
