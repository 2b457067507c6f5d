/** Parks and their contents (loops, spots, points of interest). Key design: README.md. */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type {
  LocationPointOfInterestRecord,
  LocationRecord,
  LoopRecord,
  SpotRecord,
  TenantId,
} from '#domain/catalogue';
import type { HistoryEntry } from '#domain/audit';
import type { LocationDerived } from '#domain/location-derived';
import type { CatalogueAudit } from '#domain/park-setup';
import { catalogueHistoryPut, locationItem, loopItem, sameVersion } from '#store/catalogue-writer';
import { dynamo, tableName } from '#store/client';
import { transactConditionally } from '#store/conditional';
import { keys, stripKeys } from '#store/keys';
import { queryAll, queryPrefix } from '#store/query';

/** A park as stored: the catalogue record plus the read data derived from its spots at write time. */
export type StoredLocation = LocationRecord & LocationDerived;

export function listLocations(tenantId: TenantId): Promise<StoredLocation[]> {
  return queryPrefix<StoredLocation>(keys.locationsPk(tenantId), 'LOC#');
}

export function listFeaturedLocations(tenantId: TenantId): Promise<StoredLocation[]> {
  return queryPrefix<StoredLocation>(keys.featuredLocations(tenantId), 'LOC#', 'gsi2');
}

export function listLocationsByRegion(tenantId: TenantId, regionId: number): Promise<StoredLocation[]> {
  return queryPrefix<StoredLocation>(keys.locationsByRegion(tenantId, regionId), 'LOC#', 'gsi1');
}

export async function getLocation(
  tenantId: TenantId,
  locationId: number,
): Promise<StoredLocation | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.location(tenantId, locationId) }),
  );
  return out.Item ? stripKeys<StoredLocation>(out.Item) : undefined;
}

export function listLoops(tenantId: TenantId, locationId: number): Promise<LoopRecord[]> {
  return queryPrefix<LoopRecord>(keys.locationPk(tenantId, locationId), 'LOOP#');
}

export function listSpots(tenantId: TenantId, locationId: number): Promise<SpotRecord[]> {
  return queryPrefix<SpotRecord>(keys.locationPk(tenantId, locationId), 'SPOT#');
}

export function listLocationPointsOfInterest(
  tenantId: TenantId,
  locationId: number,
): Promise<LocationPointOfInterestRecord[]> {
  return queryPrefix<LocationPointOfInterestRecord>(keys.locationPk(tenantId, locationId), 'LPOI#');
}

/** What park search judges a spot by; the rest of a spot (photos, descriptions) is not read. */
export type SpotSearchFields = Pick<
  SpotRecord,
  'id' | 'locationId' | 'isActive' | 'spotTypeIds' | 'attributes'
>;

/** A park's spots, only the fields park search needs (a projection keeps the read small). */
export function listSpotSearchFields(tenantId: TenantId, locationId: number): Promise<SpotSearchFields[]> {
  return queryAll<SpotSearchFields>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ProjectionExpression: 'pk, sk, id, locationId, isActive, spotTypeIds, attributes',
    ExpressionAttributeValues: { ':pk': keys.locationPk(tenantId, locationId), ':prefix': 'SPOT#' },
  });
}

// ---------------------------------------------------------------------------------------------------
// Back-office set-up (README "Catalogue set-up"): each write is one transaction with its audit entry,
// conditional on the version the edit was read at.

export type AuditedLocation = StoredLocation & Partial<CatalogueAudit>;

/** The park as it is now (consistent read), for an edit about to be checked and saved. */
export async function getLocationForEdit(
  tenantId: TenantId,
  locationId: number,
): Promise<AuditedLocation | undefined> {
  const out = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.location(tenantId, locationId),
      ConsistentRead: true,
    }),
  );
  return out.Item ? stripKeys<AuditedLocation>(out.Item) : undefined;
}

/**
 * Saves a park: a new one only if its id is free, an edit only over the version it was read at
 * (`seenVersion`). The park's derived read data and spot version are kept as they are. False when the
 * condition failed.
 */
export async function saveLocation(
  tenantId: TenantId,
  park: AuditedLocation,
  seenVersion: string | null,
  entry: HistoryEntry,
): Promise<boolean> {
  const { catalogueVersion } = park as { catalogueVersion?: number };
  const condition =
    seenVersion === null
      ? { ConditionExpression: 'attribute_not_exists(pk)', values: {} }
      : sameVersion(seenVersion);
  const item = { ...locationItem(tenantId, park), ...(catalogueVersion ? { catalogueVersion } : {}) };
  return (
    await transactConditionally([
      {
        Put: {
          TableName: tableName(),
          Item: item,
          ConditionExpression: condition.ConditionExpression,
          ...(Object.keys(condition.values).length ? { ExpressionAttributeValues: condition.values } : {}),
        },
      },
      catalogueHistoryPut(tenantId, 'PARK', park.id, entry),
    ])
  ).ok;
}

/** Adds or renames a loop (a new one only if its id is free), recorded in the park's history. */
export async function saveLoop(
  tenantId: TenantId,
  loop: LoopRecord,
  isNew: boolean,
  entry: HistoryEntry,
): Promise<boolean> {
  return (
    await transactConditionally([
      {
        Put: {
          TableName: tableName(),
          Item: loopItem(tenantId, loop),
          ConditionExpression: isNew ? 'attribute_not_exists(pk)' : 'attribute_exists(pk)',
        },
      },
      catalogueHistoryPut(tenantId, 'PARK', loop.locationId, entry),
    ])
  ).ok;
}

/** The highest id of the records under `prefix` in any park's partition (spots, loops, closures). */
export async function maxIdInParks(tenantId: TenantId, prefix: string): Promise<number> {
  const parks = await listLocations(tenantId);
  const pages = await Promise.all(
    parks.map((p) =>
      queryAll<{ id: number }>({
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ProjectionExpression: 'id',
        ExpressionAttributeValues: { ':pk': keys.locationPk(tenantId, p.id), ':prefix': prefix },
      }),
    ),
  );
  return Math.max(0, ...pages.flat().map((r) => Number(r.id) || 0));
}
