/** A spot by its id alone (gsi1), and its loop; staff's spot saves. Key design: README.md. */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { HistoryEntry } from '#domain/audit';
import type { LoopRecord, SpotRecord, TenantId } from '#domain/catalogue';
import type { CatalogueAudit } from '#domain/park-setup';
import {
  catalogueHistoryPut,
  parkSpotsChanged,
  refreshParkDerived,
  sameVersion,
  spotItem,
} from '#store/catalogue-writer';
import { dynamo, tableName } from '#store/client';
import { MAX_TRANSACTION_ITEMS, transactConditionally } from '#store/conditional';
import { keys, stripKeys } from '#store/keys';
import { queryPrefix } from '#store/query';

export async function getSpot(tenantId: TenantId, spotId: number): Promise<SpotRecord | undefined> {
  const [spot] = await queryPrefix<SpotRecord>(keys.spotById(tenantId, spotId), 'SPOT', 'gsi1');
  return spot;
}

export async function getLoop(
  tenantId: TenantId,
  locationId: number,
  loopId: number,
): Promise<LoopRecord | undefined> {
  const out = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: { pk: keys.locationPk(tenantId, locationId), sk: keys.loopSk(loopId) },
    }),
  );
  return out.Item ? stripKeys<LoopRecord>(out.Item) : undefined;
}

// ---------------------------------------------------------------------------------------------------
// Back-office set-up (README "Catalogue set-up").

export type AuditedSpot = SpotRecord & Partial<CatalogueAudit>;

/** A spot as it is now (consistent read of its park's partition), for an edit about to be saved. */
export async function getSpotForEdit(
  tenantId: TenantId,
  locationId: number,
  spotId: number,
): Promise<AuditedSpot | undefined> {
  const out = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: { pk: keys.locationPk(tenantId, locationId), sk: keys.spotSk(spotId) },
      ConsistentRead: true,
    }),
  );
  return out.Item ? stripKeys<AuditedSpot>(out.Item) : undefined;
}

/** A spot's save: the record and the version it was read at (null: a new spot, its id free). */
export interface SpotSave {
  spot: AuditedSpot;
  seenVersion: string | null;
  entry: HistoryEntry;
}

/** A spot's conditional put (over the version read, or as a new spot). */
export function spotPut(tenantId: TenantId, { spot, seenVersion }: SpotSave) {
  const condition =
    seenVersion === null
      ? { ConditionExpression: 'attribute_not_exists(pk)', values: {} }
      : sameVersion(seenVersion);
  return {
    Put: {
      TableName: tableName(),
      Item: spotItem(tenantId, spot),
      ConditionExpression: condition.ConditionExpression,
      ...(Object.keys(condition.values).length ? { ExpressionAttributeValues: condition.values } : {}),
    },
  };
}

/** Spots saved per transaction: each is a Put and its history entry, plus the park's version bump. */
export const SPOTS_PER_TRANSACTION = Math.floor((MAX_TRANSACTION_ITEMS - 1) / 2);

/**
 * Saves spots of one park in one transaction (at most SPOTS_PER_TRANSACTION), each conditional on the
 * version it was read at, with their history entries and the park's version bump; then the park's
 * derived read data is recomputed. False when a condition failed (nothing was written).
 */
export async function saveSpots(
  tenantId: TenantId,
  locationId: number,
  saves: readonly SpotSave[],
): Promise<boolean> {
  const result = await transactConditionally([
    ...saves.flatMap((s) => [
      spotPut(tenantId, s),
      catalogueHistoryPut(tenantId, 'SPOT', s.spot.id, s.entry),
    ]),
    parkSpotsChanged(tenantId, locationId),
  ]);
  if (result.ok) await refreshParkDerived(tenantId, locationId);
  return result.ok;
}
