/**
 * Which Cognito pools a tenant's tokens may come from (from its auth config item) and the issuer each
 * pool signs with: `https://cognito-idp.<region>.amazonaws.com/<poolId>` on AWS, and
 * `<COGNITO_ENDPOINT>/<poolId>` on the local runtime (cognito-local).
 */
import type { AuthConfigRecord } from '#domain/catalogue';

export type PoolRole = 'customer' | 'staff';

export interface TrustedPool {
  role: PoolRole;
  userPoolId: string;
  clientId: string;
}

/**
 * Customers sign in to the public pool; staff to the tenant-admin pool (username and password) or the
 * admin pool (enterprise directory). Locally the admin pool is the tenant-admin pool: listed once.
 */
export function trustedPools(cfg: AuthConfigRecord): TrustedPool[] {
  const pools: TrustedPool[] = [
    { role: 'customer', userPoolId: cfg.publicUserPoolId, clientId: cfg.publicClientId },
    { role: 'staff', userPoolId: cfg.tenantAdminUserPoolId, clientId: cfg.tenantAdminClientId },
  ];
  const sameAsTenantAdmin =
    cfg.adminUserPoolId === cfg.tenantAdminUserPoolId && cfg.adminClientId === cfg.tenantAdminClientId;
  if (cfg.adminUserPoolId && cfg.adminClientId && !sameAsTenantAdmin) {
    pools.push({ role: 'staff', userPoolId: cfg.adminUserPoolId, clientId: cfg.adminClientId });
  }
  return pools.filter((p) => p.userPoolId && p.clientId);
}

/** The local stand-in's base URL, when the handlers run on the local runtime or in tests. */
export function localCognitoEndpoint(): string | undefined {
  return process.env.COGNITO_ENDPOINT || undefined;
}

export function poolIssuer(userPoolId: string): string {
  const local = localCognitoEndpoint();
  if (local) return `${local.replace(/\/$/, '')}/${userPoolId}`;
  // The pool id starts with its region, e.g. us-west-2_AbC123.
  const region = userPoolId.split('_')[0];
  return `https://cognito-idp.${region}.amazonaws.com/${userPoolId}`;
}
