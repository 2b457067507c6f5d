/**
 * The tenant's auth config (spec public §3.2): written by the deployment or the local runtime once the
 * tenant's user pools exist, read by GET Tenant.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { AuthConfigRecord, TenantId } from '#domain/catalogue';
import { dynamo, tableName } from '#store/client';
import { keys, stripKeys } from '#store/keys';

/** The stored item; the CDK tenant stack writes the same item on deploy. */
export function authConfigItem(tenantId: TenantId, cfg: AuthConfigRecord) {
  return { ...keys.authConfig(tenantId), entity: 'AuthConfig', ...cfg };
}

export async function putAuthConfig(tenantId: TenantId, cfg: AuthConfigRecord): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: authConfigItem(tenantId, cfg) }));
}

export async function getAuthConfig(tenantId: TenantId): Promise<AuthConfigRecord | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.authConfig(tenantId) }));
  return out.Item ? stripKeys<AuthConfigRecord>(out.Item) : undefined;
}
