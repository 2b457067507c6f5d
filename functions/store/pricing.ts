/**
 * A tenant's fee schedule (README "Pricing"): fee rules, date blocks, add-ons and discount rules, in the
 * tenant's catalogue partition under their own sort-key prefixes. A quote reads the four prefixes with
 * four parallel Queries (a few dozen small items); the add-on list of a park is one of them, filtered.
 */
import type { TenantId } from '#domain/catalogue';
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

const list = <T>(tenantId: TenantId, kind: PricingKind) =>
  queryPrefix<T>(keys.referencePk(tenantId), `${kind}#`);

export async function getFeeSchedule(tenantId: TenantId): Promise<FeeSchedule> {
  const [feeRules, dateBlocks, addOns, discountRules] = await Promise.all([
    list<FeeRuleRecord>(tenantId, PRICING_KIND.feeRule),
    list<DateBlockRecord>(tenantId, PRICING_KIND.dateBlock),
    list<AddOnRecord>(tenantId, PRICING_KIND.addOn),
    list<DiscountRuleRecord>(tenantId, PRICING_KIND.discountRule),
  ]);
  // A discount class staff turned off prices like a class with no rule: nothing off.
  return { feeRules, dateBlocks, addOns, discountRules: discountRules.filter((r) => r.isActive !== false) };
}

/** The discount classes' price rules, turned-off ones included (which classes the public may choose). */
export function listDiscountRules(tenantId: TenantId): Promise<DiscountRuleRecord[]> {
  return list<DiscountRuleRecord>(tenantId, PRICING_KIND.discountRule);
}

/** The add-ons a park sells (GET Pricing/addons). */
export async function listParkAddOns(tenantId: TenantId, locationId: number): Promise<AddOnRecord[]> {
  return parkAddOns(await list<AddOnRecord>(tenantId, PRICING_KIND.addOn), locationId);
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
