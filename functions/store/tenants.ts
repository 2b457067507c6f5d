/**
 * Tenant settings (GET Tenant, tenant scoping of every request) and the tenant directory: the deployed
 * tenants, which shared resources (the hold sweeper) list instead of a deploy-time list. The directory
 * is the one cross-tenant partition: each tenant's profile item carries gsi2 keys under 'TENANTS'.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { TenantId, TenantRecord } from '#domain/catalogue';
import { dynamo, tableName } from '#store/client';
import { keys, stripKeys } from '#store/keys';
import { queryItems } from '#store/query';

/** Tenant settings change rarely; a warm Lambda keeps them briefly rather than read them per request. */
const CACHE_MS = 30_000;
const cache = new Map<TenantId, { at: number; tenant: TenantRecord | undefined }>();

/** The gsi2 partition listing every tenant whose profile a deployment wrote. */
export const TENANT_DIRECTORY_PARTITION = 'TENANTS';

export async function getTenant(tenantId: TenantId): Promise<TenantRecord | undefined> {
  const hit = cache.get(tenantId);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.tenant;
  const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.tenant(tenantId) }));
  const tenant = out.Item ? stripKeys<TenantRecord>(out.Item) : undefined;
  // Unknown tenants are not cached: a tenant whose catalogue is being loaded appears at once.
  if (tenant) cache.set(tenantId, { at: Date.now(), tenant });
  return tenant;
}

/** Writes (or replaces) a tenant's profile and lists it in the tenant directory. */
export async function putTenantProfile(tenant: TenantRecord): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.tenant(tenant.id),
        gsi2pk: TENANT_DIRECTORY_PARTITION,
        gsi2sk: tenant.id,
        entity: 'Tenant',
        ...tenant,
      },
    }),
  );
  cache.delete(tenant.id);
}

/**
 * The ids of every tenant in the directory, sorted. Plain strings: the caller (the runtime's
 * configuration) makes them TenantIds.
 */
export async function listTenantIds(): Promise<string[]> {
  const items = await queryItems({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :p',
    ExpressionAttributeValues: { ':p': TENANT_DIRECTORY_PARTITION },
    ProjectionExpression: 'gsi2sk',
  });
  return items.map((i) => String(i.gsi2sk)).sort();
}

/** For tests and the local runtime after a reset. */
export function clearTenantCache(): void {
  cache.clear();
}
