/**
 * Writes a tenant's whole catalogue (the demo data, or a migration) into the table with BatchWriteItem,
 * computing derived read data on the way. Idempotent: items are overwritten by key. The loaded marker is
 * written last, so a half-written catalogue is never reported as loaded. The items of parks, loops,
 * spots and alerts are built here for the back office's edits too, and so are the set-up's ids, audit
 * history and a park's derived data after its spots change.
 */
import { BatchWriteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { HistoryEntry } from '#domain/audit';
import type {
  AlertRecord,
  LocationRecord,
  LoopRecord,
  SpotRecord,
  TenantCatalogue,
  TenantId,
} from '#domain/catalogue';
import { type LocationDerived, deriveLocationData } from '#domain/location-derived';
import { dynamo, tableName } from '#store/client';
import { conditionally } from '#store/conditional';
import { REFERENCE_KIND, type ReferenceKind, keys, pad, stripKeys } from '#store/keys';
import { queryItems, queryPrefix } from '#store/query';
import { getReferenceData } from '#store/reference';

type Item = Record<string, unknown> & { pk: string; sk: string };

const BATCH_SIZE = 25; // DynamoDB's BatchWriteItem limit
const PARALLEL_BATCHES = 8;
const MAX_ATTEMPTS = 8;

/** The items a catalogue becomes; exported so tests and tools can inspect the key design. */
export function catalogueItems(c: TenantCatalogue): Item[] {
  const tenantId = c.tenant.id;
  const items: Item[] = [{ ...keys.tenant(tenantId), entity: 'Tenant', ...c.tenant }];

  const reference = (kind: ReferenceKind, entity: string, records: { id: number }[]) => {
    for (const r of records) items.push({ ...keys.reference(tenantId, kind, r.id), entity, ...r });
  };
  reference(REFERENCE_KIND.region, 'Region', c.regions);
  reference(REFERENCE_KIND.spotType, 'SpotType', c.spotTypes);
  reference(REFERENCE_KIND.productType, 'ProductType', c.productTypes);
  reference(REFERENCE_KIND.equipmentType, 'EquipmentType', c.equipmentTypes);
  reference(REFERENCE_KIND.productClassification, 'ProductClassification', c.productClassifications);
  reference(REFERENCE_KIND.product, 'Product', c.products);
  reference(REFERENCE_KIND.attributeCategory, 'AttributeCategory', c.attributeCategories);
  reference(REFERENCE_KIND.attribute, 'Attribute', c.attributes);
  reference(REFERENCE_KIND.pointOfInterestCategory, 'PointOfInterestCategory', c.pointOfInterestCategories);
  reference(REFERENCE_KIND.pointOfInterest, 'PointOfInterest', c.pointsOfInterest);
  reference(REFERENCE_KIND.paymentType, 'PaymentType', c.paymentTypes);
  reference(REFERENCE_KIND.discountClass, 'DiscountClass', c.discountClasses);
  reference(REFERENCE_KIND.reservationStatus, 'ReservationStatus', c.reservationStatuses);

  const products = new Map(c.products.map((p) => [p.id, p]));
  const productTypes = new Map(c.productTypes.map((p) => [p.id, p]));
  const spotsByLocation = new Map<number, typeof c.spots>();
  for (const s of c.spots) {
    const list = spotsByLocation.get(s.locationId);
    if (list) list.push(s);
    else spotsByLocation.set(s.locationId, [s]);
  }
  for (const loc of c.locations) {
    const derived = deriveLocationData(loc, spotsByLocation.get(loc.id) ?? [], products, productTypes);
    items.push(locationItem(tenantId, { ...loc, ...derived }));
  }
  for (const loop of c.loops) items.push(loopItem(tenantId, loop));
  for (const spot of c.spots) items.push(spotItem(tenantId, spot));
  for (const lpoi of c.locationPointsOfInterest) {
    items.push({
      pk: keys.locationPk(tenantId, lpoi.locationId),
      sk: keys.locationPoiSk(lpoi.id),
      entity: 'LocationPointOfInterest',
      ...lpoi,
    });
  }
  const spotsById = new Map(c.spots.map((s) => [s.id, s]));
  const loopNames = new Map(c.loops.map((l) => [l.id, l.name]));
  const locationNames = new Map(c.locations.map((l) => [l.id, l.longName]));
  for (const alert of c.alerts) items.push(alertItem(tenantId, alert, spotsById, loopNames, locationNames));
  return items;
}

/** A park's item: the record, its derived read data, and its region (gsi1) and featured (gsi2) keys. */
export function locationItem(tenantId: TenantId, loc: LocationRecord & Partial<LocationDerived>): Item {
  return {
    ...keys.location(tenantId, loc.id),
    gsi1pk: keys.locationsByRegion(tenantId, loc.regionId),
    gsi1sk: `LOC#${pad(loc.id)}`,
    // Sparse index: only featured parks carry gsi2 keys.
    ...(loc.featured ? { gsi2pk: keys.featuredLocations(tenantId), gsi2sk: `LOC#${pad(loc.id)}` } : {}),
    entity: 'Location',
    ...loc,
  };
}

export function loopItem(tenantId: TenantId, loop: LoopRecord): Item {
  return {
    pk: keys.locationPk(tenantId, loop.locationId),
    sk: keys.loopSk(loop.id),
    entity: 'Loop',
    ...loop,
  };
}

/** A spot's item in its park's partition, found by its id alone through gsi1. */
export function spotItem(tenantId: TenantId, spot: SpotRecord): Item {
  return {
    pk: keys.locationPk(tenantId, spot.locationId),
    sk: keys.spotSk(spot.id),
    gsi1pk: keys.spotById(tenantId, spot.id),
    gsi1sk: 'SPOT',
    entity: 'Spot',
    ...spot,
  };
}

/** An alert's item, its spots stored with their names so an alert list stays one query. */
export function alertItem(
  tenantId: TenantId,
  alert: AlertRecord,
  spotsById: ReadonlyMap<number, Pick<SpotRecord, 'locationId' | 'name' | 'loopId' | 'area'>>,
  loopNames: ReadonlyMap<number, string>,
  locationNames: ReadonlyMap<number, string>,
): Item {
  const alertSpots = alert.spotIds.flatMap((spotId) => {
    const spot = spotsById.get(spotId);
    if (!spot) return [];
    return [
      {
        spotId,
        locationId: spot.locationId,
        locationName: locationNames.get(spot.locationId) ?? '',
        spotName: spot.name,
        spotLoopName: loopNames.get(spot.loopId) ?? '',
        spotAreaName: spot.area,
      },
    ];
  });
  return {
    pk: keys.alertsPk(tenantId),
    sk:
      alert.locationId === null
        ? keys.globalAlertSk(alert.id)
        : keys.locationAlertSk(alert.locationId, alert.id),
    entity: 'Alert',
    ...alert,
    alertSpots,
  };
}

/** Writes items in batches of 25, several batches in parallel (the catalogue, inventory). */
export async function writeItems(items: Item[]): Promise<void> {
  const batches: Item[][] = [];
  for (let i = 0; i < items.length; i += BATCH_SIZE) batches.push(items.slice(i, i + BATCH_SIZE));
  let next = 0;
  const worker = async () => {
    while (next < batches.length) await writeBatch(batches[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_BATCHES, batches.length) }, worker));
}

export async function writeCatalogue(catalogue: TenantCatalogue): Promise<void> {
  const items = catalogueItems(catalogue);
  await writeItems(items);
  await dynamo().send(
    new BatchWriteCommand({
      RequestItems: {
        [tableName()]: [
          {
            PutRequest: {
              Item: {
                ...keys.catalogueLoaded(catalogue.tenant.id),
                entity: 'CatalogueLoaded',
                itemCount: items.length,
              },
            },
          },
        ],
      },
    }),
  );
}

/** Writes one batch, retrying unprocessed items with exponential backoff (throttling). */
async function writeBatch(batch: Item[]): Promise<void> {
  const table = tableName();
  let requests = batch.map((Item) => ({ PutRequest: { Item } }));
  for (let attempt = 1; requests.length > 0; attempt++) {
    const out = await dynamo().send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
    const unprocessed = out.UnprocessedItems?.[table] ?? [];
    if (unprocessed.length === 0) return;
    if (attempt >= MAX_ATTEMPTS) throw new Error(`${unprocessed.length} catalogue items stayed unprocessed`);
    requests = unprocessed as typeof requests;
    await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
  }
}

export async function isCatalogueLoaded(tenantId: TenantId): Promise<boolean> {
  const out = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.catalogueLoaded(tenantId) }),
  );
  return out.Item !== undefined;
}

// ----------------------------------------------------------------------------------------------------
// Catalogue set-up in the back office (README "Catalogue set-up"): ids, audit history, a park's
// derived read data after its spots change.

/** Seasons and prices (store/seasons.ts), fee rules and add-ons (store/pricing.ts). */
type SeasonKind = 'PRICESEASON' | 'OPSEASON' | 'DATEBLOCK' | 'DISCOUNTCLASS' | 'FEERULE' | 'ADDON';

/** The agency's catalogue lists (store/catalogue-settings.ts). */
type ListKind = 'PRODUCT' | 'SPOTTYPE' | 'PRODUCTTYPE' | 'POI' | 'ATTRIBUTE' | 'REGION';

/** The kinds of record staff add and edit; each has its own id counter and history partitions. */
export type CatalogueKind = 'PARK' | 'LOOP' | 'SPOT' | 'CLOSURE' | 'ALERT' | 'LPOI' | SeasonKind | ListKind;

/**
 * The next id of a kind. The counter starts above the highest id the catalogue already holds (`floor`,
 * asked only while the counter does not exist yet), then counts atomically, so racing adds never share
 * an id.
 */
export async function nextCatalogueId(
  tenantId: TenantId,
  kind: CatalogueKind,
  floor: () => Promise<number>,
): Promise<number> {
  const key = keys.catalogueCounter(tenantId, kind);
  const existing = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  const start = existing.Item ? 0 : await floor();
  const out = await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'SET n = if_not_exists(n, :start) + :one',
      ExpressionAttributeValues: { ':start': start, ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(out.Attributes?.n);
}

/** A record's audit entry, written in the transaction that changes the record. */
export function catalogueHistoryPut(
  tenantId: TenantId,
  kind: CatalogueKind,
  id: number,
  entry: HistoryEntry,
  n = 0,
) {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        pk: keys.catalogueHistoryPk(tenantId, kind, id),
        sk: keys.customerHistorySk(entry.activityDate, n),
        entity: 'CatalogueHistory',
        ...entry,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** A record's audit history, newest first. */
export async function listCatalogueHistory(
  tenantId: TenantId,
  kind: CatalogueKind,
  id: number,
): Promise<HistoryEntry[]> {
  return (await queryPrefix<HistoryEntry>(keys.catalogueHistoryPk(tenantId, kind, id), 'HIST#')).reverse();
}

/**
 * The condition that an edit saves over the version it was read at: `dateLastModified` unchanged (absent
 * on records the catalogue import wrote and nobody edited since).
 */
export function sameVersion(seen: string) {
  return seen === ''
    ? { ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(dateLastModified)', values: {} }
    : { ConditionExpression: 'dateLastModified = :seenVersion', values: { ':seenVersion': seen } };
}

/**
 * A Put's or Delete's condition in the form a write takes it: null, a record that must be new (its key
 * free); else the version read (sameVersion).
 */
export function versionCondition(seenVersion: string | null) {
  const c =
    seenVersion === null
      ? { ConditionExpression: 'attribute_not_exists(pk)', values: {} }
      : sameVersion(seenVersion);
  return {
    ConditionExpression: c.ConditionExpression,
    ...(Object.keys(c.values).length ? { ExpressionAttributeValues: c.values } : {}),
  };
}

/** The park's version bump that every change of its spots makes in its own transaction. */
export function parkSpotsChanged(tenantId: TenantId, locationId: number) {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.location(tenantId, locationId),
      UpdateExpression: 'ADD catalogueVersion :one',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':one': 1 },
    },
  };
}

/**
 * Recomputes the park's read data from its spots (counts per product type, price range, areas), as the
 * catalogue import does. Written only if no spot changed since the spots were read (the park's
 * `catalogueVersion`): a later change recomputes it itself, so the park never keeps stale counts.
 */
export async function refreshParkDerived(tenantId: TenantId, locationId: number): Promise<void> {
  const park = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.location(tenantId, locationId),
      ConsistentRead: true,
    }),
  );
  if (!park.Item) return;
  const version = Number(park.Item.catalogueVersion ?? 0);
  const [spotItems, reference] = await Promise.all([
    queryItems({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.locationPk(tenantId, locationId), ':prefix': 'SPOT#' },
      ConsistentRead: true,
    }),
    getReferenceData(tenantId),
  ]);
  const spots = spotItems.map((i) => stripKeys<SpotRecord>(i));
  const derived = deriveLocationData({ id: locationId }, spots, reference.PRODUCT, reference.PRODUCTTYPE);
  await conditionally(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.location(tenantId, locationId),
        UpdateExpression:
          'SET productTypeCounts = :c, minPriceCents = :min, maxPriceCents = :max, areas = :areas, spotCount = :n',
        ConditionExpression:
          version === 0 ? 'attribute_not_exists(catalogueVersion)' : 'catalogueVersion = :v',
        ExpressionAttributeValues: {
          ':c': derived.productTypeCounts,
          ':min': derived.minPriceCents,
          ':max': derived.maxPriceCents,
          ':areas': derived.areas,
          ':n': derived.spotCount,
          ...(version === 0 ? {} : { ':v': version }),
        },
      }),
    ),
  );
}
