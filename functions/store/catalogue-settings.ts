/**
 * The agency's catalogue lists as staff add, change and delete them: each record is its reference item
 * (`<KIND>#<id>` in the tenant's catalogue partition, README "Reference data"), written in one transaction
 * with its audit entry and conditional on the version it was read at. The spots of every park are read
 * here to count what uses a record.
 */
import type { HistoryEntry } from '#domain/audit';
import type { SpotRecord, TenantId } from '#domain/catalogue';
import type { CatalogueAudit } from '#domain/park-setup';
import { type CatalogueKind, catalogueHistoryPut, versionCondition } from '#store/catalogue-writer';
import { dynamo, tableName } from '#store/client';
import { transactConditionally } from '#store/conditional';
import { type ReferenceKind, keys, stripKeys } from '#store/keys';
import { listLocationPointsOfInterest, listLocations, listSpots } from '#store/locations';
import { GetCommand } from '@aws-sdk/lib-dynamodb';

export type Audited<T> = T & Partial<CatalogueAudit>;

/** One reference record as stored, read consistently (an edit checks the version it was read at). */
export async function getCatalogueRecord<T>(
  tenantId: TenantId,
  kind: ReferenceKind,
  id: number,
): Promise<Audited<T> | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.reference(tenantId, kind, id), ConsistentRead: true }),
  );
  return out.Item ? stripKeys<Audited<T>>(out.Item) : undefined;
}

/**
 * Puts a reference record (or deletes it: `record` null) over the version read (null: it must be new),
 * with its audit entry; false when someone else saved it first.
 */
export async function writeCatalogueRecord(
  tenantId: TenantId,
  kind: ReferenceKind,
  entity: string,
  id: number,
  record: object | null,
  seenVersion: string | null,
  history: { kind: CatalogueKind; entry: HistoryEntry },
): Promise<boolean> {
  const TableName = tableName();
  const key = keys.reference(tenantId, kind, id);
  const write = record
    ? { Put: { TableName, Item: { ...key, entity, ...record }, ...versionCondition(seenVersion) } }
    : { Delete: { TableName, Key: key, ...versionCondition(seenVersion) } };
  return (
    await transactConditionally([write, catalogueHistoryPut(tenantId, history.kind, id, history.entry)])
  ).ok;
}

/** Every spot of every park (counts of what uses a spot type, product class or attribute). */
export async function listTenantSpots(tenantId: TenantId): Promise<SpotRecord[]> {
  const parks = await listLocations(tenantId);
  return (await Promise.all(parks.map((p) => listSpots(tenantId, p.id)))).flat();
}

/** The points of interest each park lists, every park. */
export async function listTenantParkPointsOfInterest(tenantId: TenantId) {
  const parks = await listLocations(tenantId);
  return (await Promise.all(parks.map((p) => listLocationPointsOfInterest(tenantId, p.id)))).flat();
}
