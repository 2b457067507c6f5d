/**
 * Seasons and prices as staff add, change and delete them (README "Park availability rules" and
 * "Pricing"): a park's pricing and operational seasons are `RULE#PRICESEASON#<id>` and `RULE#OPSEASON#<id>`
 * in its partition, beside the rules availability reads in one Query; date blocks and discount rules are
 * the fee schedule's `DATEBLOCK#<id>` and `DISCOUNTRULE#<id>`, a discount class its reference item
 * `DISCOUNTCLASS#<id>`, in the tenant's catalogue partition. Each write is one transaction with its
 * audit entry, conditional on the version it was read at.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { HistoryEntry } from '#domain/audit';
import type { DiscountClassRecord, TenantId } from '#domain/catalogue';
import type { OperationalSeasonRecord, PricingSeasonRecord } from '#domain/inventory';
import type { CatalogueAudit } from '#domain/park-setup';
import type { DateBlockRecord, DiscountRuleRecord } from '#domain/pricing/schedule';
import { type CatalogueKind, catalogueHistoryPut, versionCondition } from '#store/catalogue-writer';
import { dynamo, tableName } from '#store/client';
import { type TransactItem, transactConditionally } from '#store/conditional';
import { PARK_RULE_KIND, PRICING_KIND, REFERENCE_KIND, keys, stripKeys } from '#store/keys';
import { queryPrefix } from '#store/query';

type Audited<T> = T & Partial<CatalogueAudit>;
export type StoredPricingSeason = Audited<PricingSeasonRecord>;
export type StoredOperationalSeason = Audited<OperationalSeasonRecord>;
export type StoredDateBlock = Audited<DateBlockRecord>;
export type StoredDiscountClass = Audited<DiscountClassRecord>;

type Key = { pk: string; sk: string };

export async function getItem<T>(Key: Key): Promise<T | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key, ConsistentRead: true }));
  return out.Item ? stripKeys<T>(out.Item) : undefined;
}

/** Puts (or deletes: `record` null) one record over the version read, in one transaction with its audit entry. */
export async function writeAudited(
  tenantId: TenantId,
  key: Key,
  record: (object & { entity: string }) | null,
  seenVersion: string | null,
  history: { kind: CatalogueKind; id: number; entry: HistoryEntry },
  extra: TransactItem[] = [],
): Promise<boolean> {
  const TableName = tableName();
  const write: TransactItem = record
    ? { Put: { TableName, Item: { ...key, ...record }, ...versionCondition(seenVersion) } }
    : { Delete: { TableName, Key: key, ...versionCondition(seenVersion) } };
  return (
    await transactConditionally([
      write,
      ...extra,
      catalogueHistoryPut(tenantId, history.kind, history.id, history.entry),
    ])
  ).ok;
}

// ---------------------------------------------------------------------------------- a park's seasons

const parkRuleKey = (
  tenantId: TenantId,
  kind: typeof PARK_RULE_KIND.pricingSeason | typeof PARK_RULE_KIND.operationalSeason,
  locationId: number,
  id: number,
) => ({ pk: keys.locationPk(tenantId, locationId), sk: keys.parkRuleSk(kind, id) });

export function listPricingSeasons(tenantId: TenantId, locationId: number): Promise<StoredPricingSeason[]> {
  return queryPrefix<StoredPricingSeason>(
    keys.locationPk(tenantId, locationId),
    `RULE#${PARK_RULE_KIND.pricingSeason}#`,
  );
}

export function getPricingSeason(tenantId: TenantId, locationId: number, id: number) {
  return getItem<StoredPricingSeason>(parkRuleKey(tenantId, PARK_RULE_KIND.pricingSeason, locationId, id));
}

/** Adds (seenVersion null), changes or deletes (`deleted`) a pricing season; false when the condition failed. */
export function writePricingSeason(
  tenantId: TenantId,
  season: StoredPricingSeason,
  seenVersion: string | null,
  entry: HistoryEntry,
  deleted = false,
): Promise<boolean> {
  return writeAudited(
    tenantId,
    parkRuleKey(tenantId, PARK_RULE_KIND.pricingSeason, season.locationId, season.id),
    deleted ? null : { entity: 'PricingSeason', ...season },
    seenVersion,
    { kind: 'PRICESEASON', id: season.id, entry },
  );
}

export function listOperationalSeasons(
  tenantId: TenantId,
  locationId: number,
): Promise<StoredOperationalSeason[]> {
  return queryPrefix<StoredOperationalSeason>(
    keys.locationPk(tenantId, locationId),
    `RULE#${PARK_RULE_KIND.operationalSeason}#`,
  );
}

export function getOperationalSeason(tenantId: TenantId, locationId: number, id: number) {
  return getItem<StoredOperationalSeason>(
    parkRuleKey(tenantId, PARK_RULE_KIND.operationalSeason, locationId, id),
  );
}

export function writeOperationalSeason(
  tenantId: TenantId,
  season: StoredOperationalSeason,
  seenVersion: string | null,
  entry: HistoryEntry,
  deleted = false,
): Promise<boolean> {
  return writeAudited(
    tenantId,
    parkRuleKey(tenantId, PARK_RULE_KIND.operationalSeason, season.locationId, season.id),
    deleted ? null : { entity: 'OperationalSeason', ...season },
    seenVersion,
    { kind: 'OPSEASON', id: season.id, entry },
  );
}

// ---------------------------------------------------------------------------------------- date blocks

export function listDateBlocks(tenantId: TenantId): Promise<StoredDateBlock[]> {
  return queryPrefix<StoredDateBlock>(keys.referencePk(tenantId), `${PRICING_KIND.dateBlock}#`);
}

export function getDateBlock(tenantId: TenantId, id: number) {
  return getItem<StoredDateBlock>(keys.pricing(tenantId, PRICING_KIND.dateBlock, id));
}

export function writeDateBlock(
  tenantId: TenantId,
  block: StoredDateBlock,
  seenVersion: string | null,
  entry: HistoryEntry,
  deleted = false,
): Promise<boolean> {
  return writeAudited(
    tenantId,
    keys.pricing(tenantId, PRICING_KIND.dateBlock, block.id),
    deleted ? null : { entity: 'DateBlock', ...block },
    seenVersion,
    { kind: 'DATEBLOCK', id: block.id, entry },
  );
}

// ----------------------------------------------------------------------------------- discount classes

export function listDiscountClasses(tenantId: TenantId): Promise<StoredDiscountClass[]> {
  return queryPrefix<StoredDiscountClass>(keys.referencePk(tenantId), `${REFERENCE_KIND.discountClass}#`);
}

/** Every class's price rule, the inactive ones too (a quote reads only the active ones). */
export function listDiscountRules(tenantId: TenantId): Promise<DiscountRuleRecord[]> {
  return queryPrefix<DiscountRuleRecord>(keys.referencePk(tenantId), `${PRICING_KIND.discountRule}#`);
}

export async function getDiscountClass(tenantId: TenantId, id: number) {
  const [discountClass, rule] = await Promise.all([
    getItem<StoredDiscountClass>(keys.reference(tenantId, REFERENCE_KIND.discountClass, id)),
    getItem<DiscountRuleRecord>(keys.pricing(tenantId, PRICING_KIND.discountRule, id)),
  ]);
  return discountClass ? { discountClass, rule } : undefined;
}

/**
 * Adds or changes a discount class and its price rule together (the class item carries the version);
 * false when the class changed since it was read.
 */
export function writeDiscountClass(
  tenantId: TenantId,
  discountClass: StoredDiscountClass,
  rule: DiscountRuleRecord,
  seenVersion: string | null,
  entry: HistoryEntry,
): Promise<boolean> {
  return writeAudited(
    tenantId,
    keys.reference(tenantId, REFERENCE_KIND.discountClass, discountClass.id),
    { entity: 'DiscountClass', ...discountClass },
    seenVersion,
    { kind: 'DISCOUNTCLASS', id: discountClass.id, entry },
    [
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...keys.pricing(tenantId, PRICING_KIND.discountRule, rule.id),
            entity: 'DiscountRule',
            ...rule,
          },
        },
      },
    ],
  );
}
