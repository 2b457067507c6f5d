/**
 * A tenant's fee schedule (README "Pricing"): fee rules, date blocks, add-ons and discount rules, in the
 * tenant's catalogue partition under their own sort-key prefixes. A quote reads the four prefixes with
 * four parallel Queries (a few dozen small items); the add-on list of a park is one of them, filtered.
 */
import type { HistoryEntry } from '#domain/audit';
import type { TenantId } from '#domain/catalogue';
import type { CatalogueAudit } from '#domain/park-setup';
import type {
  AddOnRecord,
  DateBlockRecord,
  DiscountRuleRecord,
  FeeRuleRecord,
  FeeSchedule,
} from '#domain/pricing/schedule';
import { parkAddOns } from '#domain/pricing/add-ons';
import { writeItems } from '#store/catalogue-writer';
import { PRICING_KIND, type PricingKind, keys } from '#store/keys';
import { queryPrefix } from '#store/query';
import { getItem, writeAudited } from '#store/seasons';

/** A fee rule or add-on as staff keep it: `isActive` false takes it out of every quote (absent: active). */
type Kept<T> = T & { isActive?: boolean } & Partial<CatalogueAudit>;
export type StoredFeeRule = Kept<FeeRuleRecord>;
export type StoredAddOn = Kept<AddOnRecord>;
const active = <T extends { isActive?: boolean }>(records: T[]) =>
  records.filter((r) => r.isActive !== false);

const list = <T>(tenantId: TenantId, kind: PricingKind) =>
  queryPrefix<T>(keys.referencePk(tenantId), `${kind}#`);

export async function getFeeSchedule(tenantId: TenantId): Promise<FeeSchedule> {
  const [feeRules, dateBlocks, addOns, discountRules] = await Promise.all([
    list<StoredFeeRule>(tenantId, PRICING_KIND.feeRule),
    list<DateBlockRecord>(tenantId, PRICING_KIND.dateBlock),
    list<StoredAddOn>(tenantId, PRICING_KIND.addOn),
    list<DiscountRuleRecord>(tenantId, PRICING_KIND.discountRule),
  ]);
  // A fee, add-on or discount class staff turned off is not in the schedule: not charged, not sold.
  return {
    feeRules: active(feeRules),
    dateBlocks,
    addOns: active(addOns),
    discountRules: active(discountRules),
  };
}

/** The discount classes' price rules, turned-off ones included (which classes the public may choose). */
export function listDiscountRules(tenantId: TenantId): Promise<DiscountRuleRecord[]> {
  return list<DiscountRuleRecord>(tenantId, PRICING_KIND.discountRule);
}

/** The add-ons a park sells (GET Pricing/addons). */
export async function listParkAddOns(tenantId: TenantId, locationId: number): Promise<AddOnRecord[]> {
  return parkAddOns(active(await list<StoredAddOn>(tenantId, PRICING_KIND.addOn)), locationId);
}

/** The items a schedule becomes (demo loader, tests). */
export function feeScheduleItems(tenantId: TenantId, s: FeeSchedule) {
  const items = (kind: PricingKind, entity: string, records: { id: number }[]) =>
    records.map((r) => ({ ...keys.pricing(tenantId, kind, r.id), entity, ...r }));
  return [
    ...items(PRICING_KIND.feeRule, 'FeeRule', s.feeRules),
    ...items(PRICING_KIND.dateBlock, 'DateBlock', s.dateBlocks),
    ...items(PRICING_KIND.addOn, 'AddOn', s.addOns),
    ...items(PRICING_KIND.discountRule, 'DiscountRule', s.discountRules),
  ];
}

/** Writes a schedule (idempotent: items overwritten by key; entries no longer listed are kept). */
export async function writeFeeSchedule(tenantId: TenantId, schedule: FeeSchedule): Promise<void> {
  await writeItems(feeScheduleItems(tenantId, schedule));
}

/** Whether the tenant has any fee rule (the demo loader adds the schedule to data loaded before it existed). */
export async function hasFeeSchedule(tenantId: TenantId): Promise<boolean> {
  return (await list<FeeRuleRecord>(tenantId, PRICING_KIND.feeRule)).length > 0;
}

// ------------------------------------------------------------------ fee rules and add-ons in the back office

/** Every fee rule, the inactive ones too (the back office's list). */
export function listFeeRules(tenantId: TenantId): Promise<StoredFeeRule[]> {
  return list<StoredFeeRule>(tenantId, PRICING_KIND.feeRule);
}

export function getFeeRule(tenantId: TenantId, id: number) {
  return getItem<StoredFeeRule>(keys.pricing(tenantId, PRICING_KIND.feeRule, id));
}

/** Adds (seenVersion null) or changes a fee rule with its audit entry; false when the version read is gone. */
export function writeFeeRule(
  tenantId: TenantId,
  rule: StoredFeeRule,
  seenVersion: string | null,
  entry: HistoryEntry,
): Promise<boolean> {
  return writeAudited(
    tenantId,
    keys.pricing(tenantId, PRICING_KIND.feeRule, rule.id),
    { entity: 'FeeRule', ...rule },
    seenVersion,
    { kind: 'FEERULE', id: rule.id, entry },
  );
}

/** Every add-on, the inactive ones too (the back office's list). */
export function listAddOns(tenantId: TenantId): Promise<StoredAddOn[]> {
  return list<StoredAddOn>(tenantId, PRICING_KIND.addOn);
}

export function getAddOn(tenantId: TenantId, id: number) {
  return getItem<StoredAddOn>(keys.pricing(tenantId, PRICING_KIND.addOn, id));
}

export function writeAddOn(
  tenantId: TenantId,
  addOn: StoredAddOn,
  seenVersion: string | null,
  entry: HistoryEntry,
): Promise<boolean> {
  return writeAudited(
    tenantId,
    keys.pricing(tenantId, PRICING_KIND.addOn, addOn.id),
    { entity: 'AddOn', ...addOn },
    seenVersion,
    { kind: 'ADDON', id: addOn.id, entry },
  );
}
