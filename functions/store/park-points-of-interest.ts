/**
 * A park's own points of interest, added and taken away by staff: each write is conditional (a new one's
 * key free, a removal over the version read) and carries its entry in the park's history in the same
 * transaction.
 * Their moves are the park map's (park-map.ts). Key design: README.md.
 */
import type { HistoryEntry } from '#domain/audit';
import type { TenantId } from '#domain/catalogue';
import { catalogueHistoryPut, versionCondition } from '#store/catalogue-writer';
import { tableName } from '#store/client';
import { transactConditionally } from '#store/conditional';
import { keys } from '#store/keys';
import type { AuditedPointOfInterest } from '#store/park-map';

/** Adds `point` (its id new) or, with `point` null, removes the park's `id` as read at `seenVersion`. */
export async function writeParkPointOfInterest(
  tenantId: TenantId,
  locationId: number,
  id: number,
  point: AuditedPointOfInterest | null,
  seenVersion: string | null,
  entry: HistoryEntry,
): Promise<boolean> {
  const TableName = tableName();
  const key = { pk: keys.locationPk(tenantId, locationId), sk: keys.locationPoiSk(id) };
  const write = point
    ? {
        Put: {
          TableName,
          Item: { ...key, entity: 'LocationPointOfInterest', ...point },
          ...versionCondition(seenVersion),
        },
      }
    : { Delete: { TableName, Key: key, ...versionCondition(seenVersion) } };
  return (await transactConditionally([write, catalogueHistoryPut(tenantId, 'PARK', locationId, entry)])).ok;
}
