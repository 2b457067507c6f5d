/**
 * Server-side sign-out of an id token: the token is recorded as revoked (refused by every route from
 * now on) and, on AWS, the user's refresh tokens are revoked too (AdminUserGlobalSignOut). cognito-local
 * has no global sign-out, so locally the revocation record alone does it.
 */
import { AdminUserGlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from './cognito-client.ts';
import { localCognitoEndpoint } from './pools.ts';
import { revokeToken } from './revocation.ts';
import type { TenantId } from '#domain/catalogue';

export async function signOut(opts: {
  tenantId: TenantId;
  tokenId: string;
  expiresAt: number;
  userPoolId: string;
  cognitoUsername: string;
}): Promise<void> {
  await revokeToken(opts.tenantId, opts.tokenId, opts.expiresAt);
  if (localCognitoEndpoint()) return;
  await cognito().send(
    new AdminUserGlobalSignOutCommand({ UserPoolId: opts.userPoolId, Username: opts.cognitoUsername }),
  );
}
