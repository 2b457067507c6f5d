/**
 * The park map's saves: moved spots and points of interest of one park in one transaction, each
 * conditional on the version it was read at and with its history entry. Key design: README.md.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { HistoryEntry } from '#domain/audit';
import type { LocationPointOfInterestRecord, TenantId } from '#domain/catalogue';
import type { CatalogueAudit } from '#domain/park-setup';
import {
  catalogueHistoryPut,
  parkSpotsChanged,
  refreshParkDerived,
  sameVersion,
} from '#store/catalogue-writer';
import { dynamo, tableName } from '#store/client';
import { transactConditionally } from '#store/conditional';
import { keys, stripKeys } from '#store/keys';
import { type SpotSave, spotPut } from '#store/spots';

export type AuditedPointOfInterest = LocationPointOfInterestRecord & Partial<CatalogueAudit>;

/** A park's point of interest as it is now (consistent read), for a move about to be saved. */
export async function getPointOfInterestForEdit(
  tenantId: TenantId,
  locationId: number,
  id: number,
): Promise<AuditedPointOfInterest | undefined> {
  const out = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: { pk: keys.locationPk(tenantId, locationId), sk: keys.locationPoiSk(id) },
      ConsistentRead: true,
    }),
  );
  return out.Item ? stripKeys<AuditedPointOfInterest>(out.Item) : undefined;
}

export interface PointOfInterestSave {
  point: AuditedPointOfInterest;
  seenVersion: string;
  entry: HistoryEntry;
}

function pointPut(tenantId: TenantId, { point, seenVersion }: PointOfInterestSave) {
  const condition = sameVersion(seenVersion);
  return {
    Put: {
      TableName: tableName(),
      Item: {
        pk: keys.locationPk(tenantId, point.locationId),
        sk: keys.locationPoiSk(point.id),
        entity: 'LocationPointOfInterest',
        ...point,
      },
      ConditionExpression: condition.ConditionExpression,
      ...(Object.keys(condition.values).length ? { ExpressionAttributeValues: condition.values } : {}),
    },
  };
}

/**
 * Saves the moves of one park at once (at most MAX_MOVES_PER_SAVE, checked by the contract). False when a
 * marker changed since it was read: nothing is written. Moved spots bump the park's version and refresh
 * its read data, as every spot save does.
 */
export async function saveMarkerMoves(
  tenantId: TenantId,
  locationId: number,
  spots: readonly SpotSave[],
  points: readonly PointOfInterestSave[],
): Promise<boolean> {
  const result = await transactConditionally([
    ...spots.flatMap((s) => [
      spotPut(tenantId, s),
      catalogueHistoryPut(tenantId, 'SPOT', s.spot.id, s.entry),
    ]),
    ...points.flatMap((p) => [
      pointPut(tenantId, p),
      catalogueHistoryPut(tenantId, 'LPOI', p.point.id, p.entry),
    ]),
    ...(spots.length > 0 ? [parkSpotsChanged(tenantId, locationId)] : []),
  ]);
  if (result.ok && spots.length > 0) await refreshParkDerived(tenantId, locationId);
  return result.ok;
}
