/** Tenant settings (GET Tenant, tenant scoping of every request). */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { TenantId, TenantRecord } from '#domain/catalogue';
import { dynamo, tableName } from '#store/client';
import { keys, stripKeys } from '#store/keys';

/** Tenant settings change rarely; a warm Lambda keeps them briefly rather than read them per request. */
const CACHE_MS = 30_000;
const cache = new Map<TenantId, { at: number; tenant: TenantRecord | undefined }>();

export async function getTenant(tenantId: TenantId): Promise<TenantRecord | undefined> {
  const hit = cache.get(tenantId);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.tenant;
  const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.tenant(tenantId) }));
  const tenant = out.Item ? stripKeys<TenantRecord>(out.Item) : undefined;
  // Unknown tenants are not cached: a tenant whose catalogue is being loaded appears at once.
  if (tenant) cache.set(tenantId, { at: Date.now(), tenant });
  return tenant;
}

/** For tests and the local runtime after a reset. */
export function clearTenantCache(): void {
  cache.clear();
}
