/**
 * Who is calling: the bearer id token verified against the path tenant's pools, and for staff their
 * back-office record (role, permissions, assigned parks) from the store.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { isTokenRevoked } from '#adapters/identity/revocation';
import { trustedPools } from '#adapters/identity/pools';
import { TokenRejectedError, type VerifiedIdToken, verifyIdToken } from '#adapters/identity/token-verifier';
import { INVALID_ACCOUNT_MESSAGE, USER_STATUS } from '#contract/users';
import type { AuthConfigRecord, TenantId } from '#domain/catalogue';
import { type PermissionName, permissionName } from '#domain/permissions';
import type { AuthContext, StaffAuth } from '#http/routes';
import { getAuthConfig } from '#store/auth-config';
import { getRole } from '#store/roles';
import { getStaffUserByEmail, getStaffUserBySub } from '#store/staff-users';

/**
 * No token: anonymous. A token that fails verification (forged, expired, another tenant's, revoked):
 * 'invalid'. A valid staff token without an active back-office record: 'no-account'.
 */
export type CallerResult =
  | { kind: 'anonymous' }
  | { kind: 'invalid'; reason: string }
  | { kind: 'no-account'; message: string }
  | { kind: 'caller'; caller: AuthContext };

export function bearerToken(event: APIGatewayProxyEventV2): string | undefined {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  // A bare token is accepted too: some clients send the id token without the scheme.
  return match ? match[1] : header.trim() || undefined;
}

/**
 * Pool ids change only when a tenant's stack (or the local data directory) is rebuilt. Requests that
 * find the copy run out wait on one read together (an opening morning's burst costs one read).
 */
const CONFIG_CACHE_MS = 30_000;
const configCache = new Map<string, { at: number; cfg: AuthConfigRecord | undefined }>();
const configReads = new Map<string, Promise<AuthConfigRecord | undefined>>();

async function authConfig(tenantId: TenantId): Promise<AuthConfigRecord | undefined> {
  const hit = configCache.get(tenantId);
  if (hit && Date.now() - hit.at < CONFIG_CACHE_MS) return hit.cfg;
  let read = configReads.get(tenantId);
  if (!read) {
    read = getAuthConfig(tenantId)
      .then((cfg) => {
        if (cfg) configCache.set(tenantId, { at: Date.now(), cfg });
        return cfg;
      })
      .finally(() => configReads.delete(tenantId));
    configReads.set(tenantId, read);
  }
  return read;
}

/** For tests and the local runtime after the pools were recreated. */
export function clearAuthConfigCache(): void {
  configCache.clear();
  configReads.clear();
}

export async function resolveCaller(
  event: APIGatewayProxyEventV2,
  tenantId: TenantId,
): Promise<CallerResult> {
  const token = bearerToken(event);
  if (!token) return { kind: 'anonymous' };
  const cfg = await authConfig(tenantId);
  if (!cfg) return { kind: 'invalid', reason: 'The tenant has no identity configuration.' };
  let verified: VerifiedIdToken;
  try {
    verified = await verifyIdToken(token, trustedPools(cfg));
  } catch (err) {
    if (err instanceof TokenRejectedError) return { kind: 'invalid', reason: err.message };
    throw err;
  }
  if (await isTokenRevoked(tenantId, verified.tokenId)) return { kind: 'invalid', reason: 'Signed out.' };
  const base = {
    tenantId,
    sub: verified.sub,
    email: verified.email,
    token,
    tokenId: verified.tokenId,
    expiresAt: verified.expiresAt,
    userPoolId: verified.userPoolId,
    cognitoUsername: verified.cognitoUsername,
  };
  if (verified.role === 'customer') {
    return {
      kind: 'caller',
      caller: { kind: 'customer', ...base, username: verified.cognitoUsername.toLowerCase() },
    };
  }
  const staff = await loadStaff(tenantId, verified);
  if (!staff) return { kind: 'no-account', message: INVALID_ACCOUNT_MESSAGE };
  return { kind: 'caller', caller: { ...staff, ...base, username: staff.username } };
}

type StaffPrincipal = Pick<
  StaffAuth,
  'kind' | 'userId' | 'username' | 'roleId' | 'permissions' | 'locationIds'
>;

/**
 * By the token's sub; a directory (federated) user whose record predates their first sign-in is found
 * by their verified e-mail instead.
 */
async function loadStaff(tenantId: TenantId, token: VerifiedIdToken): Promise<StaffPrincipal | undefined> {
  let user = await getStaffUserBySub(tenantId, token.sub);
  if (!user && token.email && token.claims.email_verified === true) {
    const byEmail = await getStaffUserByEmail(tenantId, token.email);
    if (byEmail?.authType === 'directory') user = byEmail;
  }
  if (!user || user.userStatusId !== USER_STATUS.Active) return undefined;
  const role = await getRole(tenantId, user.userRoleId);
  const permissions = (role?.permissionIds ?? [])
    .map(permissionName)
    .filter((n): n is PermissionName => n !== undefined);
  return {
    kind: 'staff',
    userId: user.id,
    username: user.username,
    roleId: user.userRoleId,
    permissions,
    locationIds: user.locationIds,
  };
}
