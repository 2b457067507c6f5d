/**
 * Staff user use cases (admin §7.4): add a user (a user of the tenant's staff pool made with a password
 * nobody knows, the record, then Cognito mails the code with which they choose their password; or an
 * enterprise-directory user, linked by e-mail at their first sign-in), edit, activate, deactivate and
 * delete. The pool and the table are kept in step: a record that cannot be written removes the new pool
 * user again; a status is written to the record first (the API refuses an inactive user's next call at
 * once) and then to the pool, so a failed pool call is finished by pressing again. Every change is
 * written with its history entry (who, when, old → new) in one transaction.
 */
import { type UserRequest, STAFF_USER_MESSAGE } from '#contract/admin-users';
import { USER_STATUS } from '#contract/users';
import type { TenantId } from '#domain/catalogue';
import { BadRequestError, NotFoundError } from '#domain/errors';
import { STAFF_USER_ACTION } from '#domain/users';
import {
  createInvitedAccount,
  deleteAccount,
  mailSetPasswordCode,
  setAccountEnabled,
  staffPool,
  updateAccountAttributes,
} from '#adapters/identity/invited-accounts';
import { listLocations } from '#store/locations';
import { getRole } from '#store/roles';
import { saveStaffUser, staffUserEntry } from '#api/shared/staff-user-history';
import {
  type StaffUserRecord,
  StaffUserConflictError,
  createStaffUser,
  deleteStaffUser,
  getStaffUser,
  getStaffUserByEmail,
  getStaffUserByUsername,
  nextStaffUserId,
} from '#store/staff-users';

const fieldError = (field: string, message: string) => new BadRequestError(message, { [field]: [message] });

export async function existingStaffUser(tenantId: TenantId, userId: number): Promise<StaffUserRecord> {
  const user = await getStaffUser(tenantId, userId);
  if (!user) throw new NotFoundError(STAFF_USER_MESSAGE.notFound(userId));
  return user;
}

/** The role must exist and the parks must be the tenant's. */
async function checkRoleAndParks(tenantId: TenantId, req: UserRequest): Promise<void> {
  const [role, parks] = await Promise.all([getRole(tenantId, req.userRoleId), listLocations(tenantId)]);
  if (!role) throw fieldError('body.userRoleId', STAFF_USER_MESSAGE.unknownRole);
  const known = new Set(parks.map((p) => p.id));
  if (req.userLocationIds.some((id) => !known.has(id)))
    throw fieldError('body.userLocationIds', STAFF_USER_MESSAGE.unknownPark);
}

export async function addStaffUser(
  tenantId: TenantId,
  req: UserRequest,
  actor: string,
): Promise<StaffUserRecord> {
  const directory = req.authTypeId === 3;
  const email = req.email.toLowerCase();
  const username = (req.username ?? (directory ? email : '')).toLowerCase();
  if (!username) throw fieldError('body.username', 'Username is required');
  await checkRoleAndParks(tenantId, req);
  const [byName, byEmail] = await Promise.all([
    getStaffUserByUsername(tenantId, username),
    getStaffUserByEmail(tenantId, email),
  ]);
  if (byName || byEmail) {
    const errors: Record<string, string[]> = {};
    if (byName) errors['body.username'] = [STAFF_USER_MESSAGE.usernameTaken];
    if (byEmail) errors['body.email'] = [STAFF_USER_MESSAGE.emailTaken];
    throw new BadRequestError('The request body is not valid.', errors);
  }
  const pool = directory ? undefined : await staffPool(tenantId);
  const account = pool
    ? await createInvitedAccount(
        pool,
        { username, email, firstName: req.firstName, lastName: req.lastName },
        () => fieldError('body.username', STAFF_USER_MESSAGE.usernameTaken),
      )
    : undefined;
  const record: StaffUserRecord = {
    id: await nextStaffUserId(tenantId),
    tenantId,
    firstName: req.firstName,
    lastName: req.lastName,
    email,
    username,
    externalUserId: account?.sub ?? req.externalUserId ?? '',
    cognitoUsername: account?.cognitoUsername ?? username,
    userType: directory ? 'AgencyAdmin' : 'PartnerAdmin',
    authType: directory ? 'directory' : 'admin',
    // Verified once they have chosen their password with the mailed code.
    userStatusId: USER_STATUS.Active,
    userRoleId: req.userRoleId,
    locationIds: [...new Set(req.userLocationIds)],
    verified: directory,
    externalAgencyId: null,
    addedToMsp: false,
    receiveReservationEmails: req.receiveReservationEmails,
  };
  try {
    await createStaffUser(record, await staffUserEntry(actor, STAFF_USER_ACTION.added, undefined, record));
  } catch (err) {
    if (pool && account) await deleteAccount(pool, account.cognitoUsername);
    if (err instanceof StaffUserConflictError)
      throw fieldError('body.username', STAFF_USER_MESSAGE.usernameTaken);
    throw err;
  }
  if (pool && account) await mailSetPasswordCode(pool, account.cognitoUsername);
  return record;
}

/** Names, e-mail, role, parks and reservation mails; the username is fixed once made. */
export async function editStaffUser(
  before: StaffUserRecord,
  req: UserRequest,
  actor: string,
): Promise<StaffUserRecord> {
  await checkRoleAndParks(before.tenantId, req);
  const after: StaffUserRecord = {
    ...before,
    firstName: req.firstName,
    lastName: req.lastName,
    email: req.email.toLowerCase(),
    userRoleId: req.userRoleId,
    locationIds: [...new Set(req.userLocationIds)],
    receiveReservationEmails: req.receiveReservationEmails,
  };
  const saved = await saveStaffUser(before, after, actor, STAFF_USER_ACTION.updated);
  const person = { email: saved.email, firstName: saved.firstName, lastName: saved.lastName };
  const changed = ['email', 'firstName', 'lastName'] as const;
  if (saved.authType === 'admin' && changed.some((k) => before[k] !== saved[k]))
    await updateAccountAttributes(await staffPool(saved.tenantId), saved.cognitoUsername, person);
  return saved;
}

/** Activates or deactivates a user other than the caller. */
export async function setStaffUserStatus(
  before: StaffUserRecord,
  active: boolean,
  caller: { id: number; username: string },
): Promise<StaffUserRecord> {
  if (before.id === caller.id) throw new BadRequestError(STAFF_USER_MESSAGE.notOwnAccount);
  const status = active ? USER_STATUS.Active : USER_STATUS.Inactive;
  const action = active ? STAFF_USER_ACTION.activated : STAFF_USER_ACTION.deactivated;
  const saved =
    before.userStatusId === status
      ? before
      : await saveStaffUser(before, { ...before, userStatusId: status }, caller.username, action);
  if (saved.authType === 'admin')
    await setAccountEnabled(await staffPool(saved.tenantId), saved.cognitoUsername, active);
  return saved;
}

/** Deletes a user other than the caller: the record first (refused at once), then the pool user. */
export async function removeStaffUser(user: StaffUserRecord, callerId: number): Promise<void> {
  if (user.id === callerId) throw new BadRequestError(STAFF_USER_MESSAGE.notOwnAccount);
  await deleteStaffUser(user);
  if (user.authType === 'admin') await deleteAccount(await staffPool(user.tenantId), user.cognitoUsername);
}
