/**
 * Staff sign-in: the username names a back-office record; its Cognito identity in the tenant-admin pool
 * is signed in with the password. Unknown, directory-only and inactive users all get the same
 * 'Invalid username or password.', and lock the same way after repeated failures, so the answer never
 * tells which usernames exist.
 */
import { SignInError, passwordSignIn } from '#adapters/identity/password-sign-in';
import { LOGIN_MESSAGE, USER_STATUS } from '#contract/users';
import { NotFoundError } from '#domain/errors';
import { getAuthConfig } from '#store/auth-config';
import { admitSignIn, apiSignInPool, clearSignInFailures } from '#store/login-attempts';
import { getStaffUserByUsername, linkStaffIdentity } from '#store/staff-users';
import type { TenantId } from '#domain/catalogue';

export class PasswordSignInFailure extends Error {
  constructor(
    message: string,
    readonly reason: SignInError['reason'],
  ) {
    super(message);
  }
}

export async function signInStaff(tenantId: TenantId, username: string, password: string) {
  const cfg = await getAuthConfig(tenantId);
  if (!cfg) throw new NotFoundError(`Tenant '${tenantId}' has no identity configuration.`);
  // The sign-in lockout counts this call by the name asked for, known or not, before anything is looked
  // up; the pool's own trigger (on AWS) counts the password check under Cognito's name for the user.
  const attempt = {
    tenantId,
    userPoolId: apiSignInPool(cfg.tenantAdminUserPoolId),
    username: username.toLowerCase(),
  };
  if (!(await admitSignIn(attempt))) throw new PasswordSignInFailure(LOGIN_MESSAGE.locked, 'locked');
  const user = await getStaffUserByUsername(tenantId, username);
  if (!user || user.authType === 'directory' || user.userStatusId === USER_STATUS.Inactive) {
    throw new PasswordSignInFailure(LOGIN_MESSAGE.invalid, 'invalid');
  }
  let tokens;
  try {
    tokens = await passwordSignIn(cfg.tenantAdminClientId, user.cognitoUsername || user.username, password);
  } catch (err) {
    if (err instanceof SignInError) throw new PasswordSignInFailure(err.message, err.reason);
    throw err;
  }
  await clearSignInFailures(attempt);
  if (!user.externalUserId) {
    // First sign-in of a user created before their identity: remember the sub for token checks.
    const sub = JSON.parse(Buffer.from(tokens.idToken.split('.')[1] ?? '', 'base64url').toString()).sub;
    if (typeof sub === 'string') await linkStaffIdentity(tenantId, user.id, sub, user.cognitoUsername);
  }
  return tokens;
}
