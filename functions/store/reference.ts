/**
 * The tenant's reference lists (regions, spot types, products, attributes, ...), kept in one partition
 * per tenant (see README.md). One list is one Query; `getReferenceData` reads them all in one Query for
 * responses that join several.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type {
  AttributeCategoryRecord,
  AttributeRecord,
  DiscountClassRecord,
  EquipmentTypeRecord,
  LookupValueRecord,
  PaymentTypeRecord,
  PointOfInterestCategoryRecord,
  PointOfInterestRecord,
  ProductClassificationRecord,
  ProductRecord,
  ProductTypeRecord,
  RegionRecord,
  SpotTypeRecord,
  TenantId,
} from '#domain/catalogue';
import { dynamo, tableName } from '#store/client';
import { REFERENCE_KIND, type ReferenceKind, keys, stripKeys } from '#store/keys';
import { queryItems, queryPrefix } from '#store/query';

export interface ReferenceRecords {
  REGION: RegionRecord;
  SPOTTYPE: SpotTypeRecord;
  PRODUCTTYPE: ProductTypeRecord;
  EQUIPMENTTYPE: EquipmentTypeRecord;
  CLASSIFICATION: ProductClassificationRecord;
  PRODUCT: ProductRecord;
  ATTRCATEGORY: AttributeCategoryRecord;
  ATTRIBUTE: AttributeRecord;
  POICATEGORY: PointOfInterestCategoryRecord;
  POI: PointOfInterestRecord;
  PAYMENTTYPE: PaymentTypeRecord;
  DISCOUNTCLASS: DiscountClassRecord;
  RESERVATIONSTATUS: LookupValueRecord;
}

/** One reference list, in id order. */
export function listReference<K extends ReferenceKind>(
  tenantId: TenantId,
  kind: K,
): Promise<ReferenceRecords[K][]> {
  return queryPrefix<ReferenceRecords[K]>(keys.referencePk(tenantId), `${kind}#`);
}

export async function getReference<K extends ReferenceKind>(
  tenantId: TenantId,
  kind: K,
  id: number,
): Promise<ReferenceRecords[K] | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.reference(tenantId, kind, id) }),
  );
  return out.Item ? stripKeys<ReferenceRecords[K]>(out.Item) : undefined;
}

/** Every reference list, indexed by id, for joins. */
export type ReferenceData = { [K in ReferenceKind]: Map<number, ReferenceRecords[K]> };

export async function getReferenceData(tenantId: TenantId): Promise<ReferenceData> {
  const data = Object.fromEntries(Object.values(REFERENCE_KIND).map((k) => [k, new Map()])) as ReferenceData;
  const items = await queryItems({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.referencePk(tenantId) },
  });
  for (const item of items) {
    const kind = String(item.sk).split('#')[0] as ReferenceKind;
    const record = stripKeys<{ id: number }>(item);
    (data[kind] as Map<number, unknown> | undefined)?.set(record.id, record);
  }
  return data;
}
