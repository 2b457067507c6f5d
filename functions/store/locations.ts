/** Parks and their contents (loops, spots, points of interest). Key design: README.md. */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type {
  LocationPointOfInterestRecord,
  LocationRecord,
  LoopRecord,
  SpotRecord,
  TenantId,
} from '#domain/catalogue';
import type { LocationDerived } from '#domain/location-derived';
import { dynamo, tableName } from '#store/client';
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
