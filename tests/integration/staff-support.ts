/**
 * A staff user of a test's own: a role with the given permissions, assigned the given parks, and a token
 * for them signed like the pool's (the claims of the demo ranger's with the user's own sub).
 */
import { randomUUID } from 'node:crypto';
import { USER_STATUS } from '#contract/users';
import type { TenantId } from '#domain/catalogue';
import { putRole } from '#store/roles';
import { createStaffUser, nextStaffUserId } from '#store/staff-users';
import { claimsOf, idToken, mintToken } from './identity-support.ts';

export async function parkStaffToken(
  tenantId: TenantId,
  user: { name: string; firstName: string; lastName: string },
  permissionIds: number[],
  locationIds: number[],
): Promise<string> {
  const roleId = 9000 + Math.floor(Math.random() * 900);
  await putRole(tenantId, {
    id: roleId,
    name: `${user.name} ${roleId}`,
    description: `${user.name} (a test's own role).`,
    permissionIds,
  });
  const sub = randomUUID();
  const username = `${user.name.toLowerCase().replace(/\W+/g, '.')}.${sub.slice(0, 8)}`;
  const email = `${username}@campfire.example`;
  await createStaffUser({
    id: await nextStaffUserId(tenantId),
    tenantId,
    firstName: user.firstName,
    lastName: user.lastName,
    email,
    username,
    externalUserId: sub,
    cognitoUsername: username,
    userType: 'PartnerAdmin',
    authType: 'admin',
    userStatusId: USER_STATUS.Active,
    userRoleId: roleId,
    locationIds,
    verified: true,
    externalAgencyId: null,
    addedToMsp: false,
    receiveReservationEmails: false,
  });
  const claims = claimsOf(await idToken(tenantId, 'ranger'));
  return mintToken({ ...claims, sub, email, 'cognito:username': username }, 'cognito-local');
}
