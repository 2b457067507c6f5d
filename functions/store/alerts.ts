/** Tenant-wide and park alerts, one partition per tenant. Key design: README.md. */
import type { HistoryEntry } from '#domain/audit';
import type { AlertRecord, TenantId } from '#domain/catalogue';
import type { CatalogueAudit } from '#domain/park-setup';
import { catalogueHistoryPut, sameVersion } from '#store/catalogue-writer';
import { tableName } from '#store/client';
import { transactConditionally } from '#store/conditional';
import { keys } from '#store/keys';
import { queryAll, queryPrefix } from '#store/query';

/** An alert as stored: with its spots' names resolved at write time. */
export type StoredAlert = AlertRecord & {
  alertSpots: {
    spotId: number;
    locationId: number;
    locationName: string;
    spotName: string;
    spotLoopName: string;
    spotAreaName: string;
  }[];
};

export function listGlobalAlerts(tenantId: TenantId): Promise<StoredAlert[]> {
  return queryPrefix<StoredAlert>(keys.alertsPk(tenantId), 'GLOBAL#');
}

export function listLocationAlerts(tenantId: TenantId, locationId: number): Promise<StoredAlert[]> {
  return queryPrefix<StoredAlert>(keys.alertsPk(tenantId), keys.locationAlertPrefix(locationId));
}

// ---------------------------------------------------------------------------------------------------
// Back-office set-up (README "Catalogue set-up").

export type AuditedAlert = StoredAlert & Partial<CatalogueAudit>;

/** Every alert of the tenant (the admin alert list: one partition, a few dozen items). */
export function listAllAlerts(tenantId: TenantId): Promise<AuditedAlert[]> {
  return queryAll<AuditedAlert>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.alertsPk(tenantId) },
    ConsistentRead: true,
  });
}

export async function getAlert(tenantId: TenantId, alertId: number): Promise<AuditedAlert | undefined> {
  return (await listAllAlerts(tenantId)).find((a) => a.id === alertId);
}

/** The alert's item key: its sort key names its park, so moving it to another park moves the item. */
const alertKey = (tenantId: TenantId, a: Pick<AlertRecord, 'id' | 'locationId'>) => ({
  pk: keys.alertsPk(tenantId),
  sk: a.locationId === null ? keys.globalAlertSk(a.id) : keys.locationAlertSk(a.locationId, a.id),
});

/** Deletes an alert over the version read, with its audit entry; false when it changed meanwhile. */
export async function deleteAlert(
  tenantId: TenantId,
  alert: AuditedAlert,
  entry: HistoryEntry,
): Promise<boolean> {
  const version = sameVersion(alert.dateLastModified ?? '');
  return (
    await transactConditionally([
      {
        Delete: {
          TableName: tableName(),
          Key: alertKey(tenantId, alert),
          ConditionExpression: version.ConditionExpression,
          ...(Object.keys(version.values).length ? { ExpressionAttributeValues: version.values } : {}),
        },
      },
      catalogueHistoryPut(tenantId, 'ALERT', alert.id, entry),
    ])
  ).ok;
}

/**
 * Adds (`before` undefined: its id free) or changes an alert over the version read; the item `alertItem`
 * built (with its spots' names). Moving it to another park deletes the old item in the same transaction.
 */
export async function saveAlert(
  tenantId: TenantId,
  item: Record<string, unknown> & { pk: string; sk: string },
  before: AuditedAlert | undefined,
  entry: HistoryEntry,
  alertId: number,
): Promise<boolean> {
  const oldKey = before ? alertKey(tenantId, before) : undefined;
  const moved = oldKey !== undefined && oldKey.sk !== item.sk;
  const version = sameVersion(before?.dateLastModified ?? '');
  const guard = {
    ConditionExpression: version.ConditionExpression,
    ...(Object.keys(version.values).length ? { ExpressionAttributeValues: version.values } : {}),
  };
  return (
    await transactConditionally([
      ...(moved ? [{ Delete: { TableName: tableName(), Key: oldKey, ...guard } }] : []),
      {
        Put: {
          TableName: tableName(),
          Item: item,
          ...(before && !moved ? guard : { ConditionExpression: 'attribute_not_exists(pk)' }),
        },
      },
      catalogueHistoryPut(tenantId, 'ALERT', alertId, entry),
    ])
  ).ok;
}
