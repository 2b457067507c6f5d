/**
 * Tenant settings (GET Tenant, tenant scoping of every request) and the tenant directory: the deployed
 * tenants, which shared resources (the hold sweeper) list instead of a deploy-time list. The directory
 * is the one cross-tenant partition: each tenant's profile item carries gsi2 keys under 'TENANTS'.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { HistoryEntry } from '#domain/audit';
import type { TenantId, TenantRecord } from '#domain/catalogue';
import type { TenantSettingsRecord } from '#domain/tenant-settings';
import { sameVersion } from '#store/catalogue-writer';
import { dynamo, tableName } from '#store/client';
import { conditionally, transactConditionally } from '#store/conditional';
import { keys, stripKeys } from '#store/keys';
import { queryItems, queryPrefix } from '#store/query';

/**
 * Tenant settings change rarely; a warm Lambda keeps them briefly rather than read them per request.
 * Every request of the process waits on the same read when the copy runs out: on an opening morning a
 * thousand requests arriving together cost one read, not a thousand.
 */
const CACHE_MS = 30_000;
const cache = new Map<TenantId, { at: number; tenant: TenantRecord | undefined }>();
const reading = new Map<TenantId, Promise<TenantRecord | undefined>>();
/** Profile writes of this process: a read that began before one does not fill the cache. */
let writes = 0;

/** The gsi2 partition listing every tenant whose profile a deployment wrote. */
export const TENANT_DIRECTORY_PARTITION = 'TENANTS';

/**
 * The profile of a stored item: without the table's keys, and without `newParkDefaults`, an attribute
 * some older items carry that the profile does not have (a park's booking window is its business rule
 * rows). A save writes the profile read, so such an item loses the attribute on its next save.
 */
function profileOf<T extends TenantRecord>(item: Record<string, unknown>): T {
  const { newParkDefaults: _notOurs, ...profile } = stripKeys<T & { newParkDefaults?: unknown }>(item);
  return profile as T;
}

export async function getTenant(tenantId: TenantId): Promise<TenantRecord | undefined> {
  const hit = cache.get(tenantId);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.tenant;
  let read = reading.get(tenantId);
  if (!read) {
    const own = readTenant(tenantId).finally(() => {
      if (reading.get(tenantId) === own) reading.delete(tenantId);
    });
    read = own;
    reading.set(tenantId, read);
  }
  return read;
}

/** After a write: the next request reads again, without joining a read that began before the write. */
function forget(tenantId: TenantId): void {
  writes += 1;
  cache.delete(tenantId);
  reading.delete(tenantId);
}

async function readTenant(tenantId: TenantId): Promise<TenantRecord | undefined> {
  const writesBefore = writes;
  const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.tenant(tenantId) }));
  const tenant = out.Item ? profileOf<TenantRecord>(out.Item) : undefined;
  // Unknown tenants are not cached: a tenant whose catalogue is being loaded appears at once.
  if (tenant && writes === writesBefore) cache.set(tenantId, { at: Date.now(), tenant });
  return tenant;
}

/** The profile item of a tenant, listed in the tenant directory. */
const profileItem = (tenant: TenantRecord) => ({
  ...keys.tenant(tenant.id),
  gsi2pk: TENANT_DIRECTORY_PARTITION,
  gsi2sk: tenant.id,
  entity: 'Tenant',
  ...tenant,
});

/**
 * Writes a tenant's profile from its configuration file and lists it in the tenant directory. Once the
 * agency has saved its settings in the back office (the item has a dateLastModified), the back office
 * owns the profile: a redeploy leaves it as the agency left it. Says whether it wrote.
 */
export async function putTenantProfile(tenant: TenantRecord): Promise<boolean> {
  const written = await conditionally(
    dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: profileItem(tenant),
        ConditionExpression: 'attribute_not_exists(dateLastModified)',
      }),
    ),
  );
  forget(tenant.id);
  return written !== undefined;
}

// ----------------------------------------------------------------------------------------------------
// The settings screen (admin §2.3 tenant-settings): the profile read as it is now, saved over the
// version read with its audit entry, and the history of its changes.

/** The audit history of the tenant's settings: one partition, as a catalogue record's. */
const settingsHistoryPk = (tenantId: TenantId) => keys.catalogueHistoryPk(tenantId, 'TENANT', 0);

/** The profile as it is now (a strongly consistent read), which also refreshes this Lambda's cache. */
export async function readTenantNow(tenantId: TenantId): Promise<TenantSettingsRecord | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.tenant(tenantId), ConsistentRead: true }),
  );
  const tenant = out.Item ? profileOf<TenantSettingsRecord>(out.Item) : undefined;
  if (tenant) cache.set(tenantId, { at: Date.now(), tenant });
  return tenant;
}

/**
 * Saves the whole profile over the version read (`seenVersion`, '' for a profile never saved here) with
 * its audit entry, in one transaction; false when someone saved in between.
 */
export async function saveTenantSettings(
  tenant: TenantSettingsRecord,
  seenVersion: string,
  entry: HistoryEntry,
): Promise<boolean> {
  const version = sameVersion(seenVersion);
  const result = await transactConditionally([
    {
      Put: {
        TableName: tableName(),
        Item: profileItem(tenant),
        ConditionExpression: version.ConditionExpression,
        ...(Object.keys(version.values).length ? { ExpressionAttributeValues: version.values } : {}),
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: {
          pk: settingsHistoryPk(tenant.id),
          sk: keys.customerHistorySk(entry.activityDate, 0),
          entity: 'TenantSettingsHistory',
          ...entry,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ]);
  forget(tenant.id);
  return result.ok;
}

/** The settings' audit history, newest first. */
export async function listTenantSettingsHistory(tenantId: TenantId): Promise<HistoryEntry[]> {
  return (await queryPrefix<HistoryEntry>(settingsHistoryPk(tenantId), 'HIST#')).reverse();
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
  reading.clear();
}
