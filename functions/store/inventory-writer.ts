/**
 * Writes taken nights and park availability rules (the demo loader, tests, migrations) with
 * BatchWriteItem: idempotent, items overwritten by key. Claims and releases are conditional
 * transactions (store/holds.ts), not this.
 */
import { bookingWindowRows } from '#domain/business-rules/rows';
import type { TenantId } from '#domain/catalogue';
import type { SpotNightRecord, TenantInventory } from '#domain/inventory';
import { ruleRowItem } from '#store/business-rules';
import { writeItems } from '#store/catalogue-writer';
import { PARK_RULE_KIND, type ParkRuleKind, keys, nightShard } from '#store/keys';

type Item = Record<string, unknown> & { pk: string; sk: string };

/** A taken night with its base-table and gsi2 keys. */
export function spotNightItem(tenantId: TenantId, n: SpotNightRecord): Item {
  return {
    ...keys.spotNight(tenantId, n.spotId, n.night),
    gsi2pk: keys.parkNightsByMonth(tenantId, n.locationId, n.night.slice(0, 7), nightShard(n.spotId)),
    gsi2sk: keys.parkNightSk(n.night, n.spotId),
    entity: 'SpotNight',
    ...n,
  };
}

function ruleItem(
  tenantId: TenantId,
  kind: ParkRuleKind,
  entity: string,
  r: { locationId: number; id?: number },
) {
  return { pk: keys.locationPk(tenantId, r.locationId), sk: keys.parkRuleSk(kind, r.id), entity, ...r };
}

export function inventoryItems(tenantId: TenantId, inv: Partial<TenantInventory>): Item[] {
  return [
    ...(inv.closures ?? []).map((r) => ruleItem(tenantId, PARK_RULE_KIND.closure, 'Closure', r)),
    ...(inv.operationalSeasons ?? []).map((r) =>
      ruleItem(tenantId, PARK_RULE_KIND.operationalSeason, 'OperationalSeason', r),
    ),
    ...(inv.pricingSeasons ?? []).map((r) =>
      ruleItem(tenantId, PARK_RULE_KIND.pricingSeason, 'PricingSeason', r),
    ),
    ...(inv.walkInPeriods ?? []).map((r) =>
      ruleItem(tenantId, PARK_RULE_KIND.walkInPeriod, 'WalkInPeriod', r),
    ),
    // A park's booking window is stored as its arrival-day and stay-length business rule rows.
    ...(inv.bookingWindows ?? []).flatMap((w) => bookingWindowRows(w).map((r) => ruleRowItem(tenantId, r))),
    ...(inv.nights ?? []).map((n) => spotNightItem(tenantId, n)),
  ];
}

export async function writeInventory(tenantId: TenantId, inv: Partial<TenantInventory>): Promise<void> {
  await writeItems(inventoryItems(tenantId, inv));
}
