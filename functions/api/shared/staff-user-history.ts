/**
 * A staff user's changes with their history (who, when, old → new), shared by the user management
 * and the account self-service: the user as their history reads it (role and park names), the entry of
 * a change, and the save of a change with its entry in one transaction.
 */
import { STAFF_USER_MESSAGE } from '#contract/admin-users';
import { USER_STATUSES } from '#contract/users';
import { BadRequestError } from '#domain/errors';
import type { STAFF_USER_ACTION } from '#domain/users';
import { type StaffUserAuditView, diffStaffUser } from '#domain/users';
import { listLocations } from '#store/locations';
import { listRoles } from '#store/roles';
import { type StaffUserRecord, StaffUserConflictError, updateStaffUser } from '#store/staff-users';
import { historyEntry } from '#api/shared/customer-history';

export type StaffUserAction = (typeof STAFF_USER_ACTION)[keyof typeof STAFF_USER_ACTION];

const fieldError = (field: string, message: string) => new BadRequestError(message, { [field]: [message] });

type Names = { roles: { id: number; name: string }[]; parks: { id: number; longName: string }[] };

/** The user as their history reads it, with the role's and the parks' names. */
function auditView(user: StaffUserRecord, { roles, parks }: Names): StaffUserAuditView {
  const parkName = (id: number) => parks.find((p) => p.id === id)?.longName ?? String(id);
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    username: user.username,
    role: roles.find((r) => r.id === user.userRoleId)?.name ?? String(user.userRoleId),
    parks: user.locationIds
      .map(parkName)
      .sort((a, b) => a.localeCompare(b))
      .join(', '),
    status: USER_STATUSES.find((s) => s.id === user.userStatusId)?.name ?? String(user.userStatusId),
    receiveReservationEmails: user.receiveReservationEmails ? 'Yes' : 'No',
  };
}

/** The history entry of a change from `before` (none: a new user) to `after`, made by `actor`. */
export async function staffUserEntry(
  actor: string,
  action: StaffUserAction,
  before: StaffUserRecord | undefined,
  after: StaffUserRecord,
) {
  const [roles, parks] = await Promise.all([listRoles(after.tenantId), listLocations(after.tenantId)]);
  const names = { roles, parks };
  const changes = diffStaffUser(before && auditView(before, names), auditView(after, names));
  return historyEntry(actor, new Date().toISOString(), { performed: action, business: action }, changes);
}

/** Saves a change with its history entry; a user changed since it was read is refused. */
export async function saveStaffUser(
  before: StaffUserRecord,
  after: StaffUserRecord,
  actor: string,
  action: StaffUserAction,
): Promise<StaffUserRecord> {
  const entry = await staffUserEntry(actor, action, before, after);
  try {
    if ((await updateStaffUser(before, after, entry)) === 'stale')
      throw new BadRequestError(STAFF_USER_MESSAGE.stale);
  } catch (err) {
    if (err instanceof StaffUserConflictError) throw fieldError('body.email', STAFF_USER_MESSAGE.emailTaken);
    throw err;
  }
  return after;
}
