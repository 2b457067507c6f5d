/**
 * Each tenant's Cognito user pools in cognito-local: a public (customer) pool and a tenant-admin pool,
 * each with one app client. Found by name first, so a restart reuses the pools and their users.
 */
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { AuthConfigRecord } from '../../functions/domain/catalogue.ts';
import type { TenantId } from '#domain/catalogue';

export interface PoolIds {
  userPoolId: string;
  clientId: string;
}

export interface TenantPools {
  public: PoolIds;
  tenantAdmin: PoolIds;
}

/** Same rules as the CDK identity stack, so a password accepted locally is accepted on AWS. */
const PASSWORD_POLICY = {
  MinimumLength: 8,
  RequireUppercase: true,
  RequireLowercase: true,
  RequireNumbers: true,
  RequireSymbols: true,
};

export function poolNames(tenantId: TenantId) {
  return { public: `campfire-${tenantId}-public`, tenantAdmin: `campfire-${tenantId}-tenant-admin` };
}

export function cognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint,
    region: 'us-west-2',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

export async function ensureTenantPools(
  client: CognitoIdentityProviderClient,
  tenantId: TenantId,
): Promise<TenantPools> {
  const names = poolNames(tenantId);
  const existing = (await client.send(new ListUserPoolsCommand({ MaxResults: 60 }))).UserPools ?? [];
  const ensure = async (name: string): Promise<PoolIds> => {
    const userPoolId = existing.find((p) => p.Name === name)?.Id ?? (await createPool(client, name));
    return { userPoolId, clientId: await ensureClient(client, userPoolId, `${name}-web`) };
  };
  return { public: await ensure(names.public), tenantAdmin: await ensure(names.tenantAdmin) };
}

async function createPool(client: CognitoIdentityProviderClient, name: string): Promise<string> {
  const created = await client.send(
    new CreateUserPoolCommand({
      PoolName: name,
      Policies: { PasswordPolicy: PASSWORD_POLICY },
      AutoVerifiedAttributes: ['email'],
    }),
  );
  const id = created.UserPool?.Id;
  if (!id) throw new Error(`cognito-local did not return an id for pool ${name}`);
  return id;
}

async function ensureClient(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  name: string,
): Promise<string> {
  const clients = (
    await client.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }))
  ).UserPoolClients;
  const found = clients?.find((c) => c.ClientName === name)?.ClientId;
  if (found) return found;
  const created = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: name,
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH', 'ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  const id = created.UserPoolClient?.ClientId;
  if (!id) throw new Error(`cognito-local did not return an id for client ${name}`);
  return id;
}

/**
 * The tenant's auth config as the local runtime serves it. There is no enterprise directory locally,
 * so the admin pool is the tenant-admin pool (local admin login) and the SSO domain is empty.
 */
export function localAuthConfig(pools: TenantPools, siteUrl: string): AuthConfigRecord {
  return {
    adminUserPoolId: pools.tenantAdmin.userPoolId,
    adminClientId: pools.tenantAdmin.clientId,
    adminOauthNicAdDomain: '',
    adminOauthNicAdRedirectSignInUrl: `${siteUrl}/admin/verify-login`,
    adminOauthNicAdRedirectSignOutUrl: `${siteUrl}/admin/login`,
    publicClientId: pools.public.clientId,
    publicUserPoolId: pools.public.userPoolId,
    tenantAdminClientId: pools.tenantAdmin.clientId,
    tenantAdminUserPoolId: pools.tenantAdmin.userPoolId,
    awsRegion: 'us-west-2',
    // The browser reaches cognito-local only through the one public port (see server.ts).
    userPoolEndpoint: `${siteUrl}/cognito/`,
  };
}
