/**
 * Writes a tenant's whole catalogue (the demo data, or a migration) into the table with BatchWriteItem,
 * computing derived read data on the way. Idempotent: items are overwritten by key. The loaded marker is
 * written last, so a half-written catalogue is never reported as loaded.
 */
import { BatchWriteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { TenantCatalogue, TenantId } from '#domain/catalogue';
import { deriveLocationData } from '#domain/location-derived';
import { dynamo, tableName } from '#store/client';
import { REFERENCE_KIND, type ReferenceKind, keys, pad } from '#store/keys';

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
    items.push({
      ...keys.location(tenantId, loc.id),
      gsi1pk: keys.locationsByRegion(tenantId, loc.regionId),
      gsi1sk: `LOC#${pad(loc.id)}`,
      // Sparse index: only featured parks carry gsi2 keys.
      ...(loc.featured ? { gsi2pk: keys.featuredLocations(tenantId), gsi2sk: `LOC#${pad(loc.id)}` } : {}),
      entity: 'Location',
      ...loc,
      ...derived,
    });
  }
  for (const loop of c.loops) {
    items.push({
      pk: keys.locationPk(tenantId, loop.locationId),
      sk: keys.loopSk(loop.id),
      entity: 'Loop',
      ...loop,
    });
  }
  for (const spot of c.spots) {
    items.push({
      pk: keys.locationPk(tenantId, spot.locationId),
      sk: keys.spotSk(spot.id),
      gsi1pk: keys.spotById(tenantId, spot.id),
      gsi1sk: 'SPOT',
      entity: 'Spot',
      ...spot,
    });
  }
  for (const lpoi of c.locationPointsOfInterest) {
    items.push({
      pk: keys.locationPk(tenantId, lpoi.locationId),
      sk: keys.locationPoiSk(lpoi.id),
      entity: 'LocationPointOfInterest',
      ...lpoi,
    });
  }
  // An alert's spots are stored with their names, so an alert list stays one query.
  const spotsById = new Map(c.spots.map((s) => [s.id, s]));
  const loopNames = new Map(c.loops.map((l) => [l.id, l.name]));
  const locationNames = new Map(c.locations.map((l) => [l.id, l.longName]));
  for (const alert of c.alerts) {
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
    items.push({
      pk: keys.alertsPk(tenantId),
      sk:
        alert.locationId === null
          ? keys.globalAlertSk(alert.id)
          : keys.locationAlertSk(alert.locationId, alert.id),
      entity: 'Alert',
      ...alert,
      alertSpots,
    });
  }
  return items;
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
