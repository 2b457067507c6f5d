/**
 * Demo business rules (admin §2.3 brm/*): each tenant's defaults (the account and transaction limits,
 * and the standard booking window, which a park added in the back office follows); a two-night minimum
 * at its busiest park that is not featured (weekend getaways there are sold two nights at a time); a
 * two-night minimum for cabins at the other parks with cabins that are not featured (featured parks sell
 * them night by night); and, given today, next summer's three-night cabin minimum at the two-night park,
 * scheduled ahead. The one park whose booking window differs has its own window (demo/inventory.ts),
 * which the inventory loader writes as rule rows too; the others follow the agency's.
 */
import type { TenantCatalogue } from '#domain/catalogue';
import type { TenantBusinessRules } from '#domain/business-rules';
import {
  type BusinessRuleRow,
  IMPORTED_ROW_ID_BASE,
  STANDING_START,
  standingRow,
} from '#domain/business-rules/rows';
import { CLASSIFICATION_ID } from './classifications.ts';
import { DEFAULT_BOOKING_WINDOW } from './inventory.ts';

export const DEMO_BUSINESS_RULE_DEFAULTS = {
  minimumStayNights: 1,
  maximumActiveReservationsOnAccount: 5,
  maximumReservationsPerTransaction: 4,
  maximumReservationsSameStartDate: 2,
} as const;

export const DEMO_TWO_NIGHT_MINIMUM = 2;
export const DEMO_CABIN_MINIMUM = 2;
export const DEMO_SUMMER_CABIN_MINIMUM = 3;

/** Ids of the demo's product class rows: in the imported range, apart from the standing rows' ids. */
const CLASS_ROW_ID_BASE = IMPORTED_ROW_ID_BASE + 900_000_000;

/** The park with the two-night minimum: the non-featured park with the most active spots (lowest id on a tie). */
export function twoNightMinimumPark(c: TenantCatalogue) {
  const spots = (id: number) => c.spots.filter((s) => s.locationId === id && s.isActive).length;
  return [...c.locations]
    .filter((p) => !p.featured)
    .sort((a, b) => spots(b.id) - spots(a.id) || a.id - b.id)[0];
}

/** Parks with cabins, by id. */
function cabinParks(c: TenantCatalogue): number[] {
  const cabin = CLASSIFICATION_ID.camperCabin;
  return [...new Set(c.spots.filter((s) => s.productId === cabin).map((s) => s.locationId))].sort(
    (a, b) => a - b,
  );
}

export function buildDemoBusinessRules(c: TenantCatalogue, today?: string): TenantBusinessRules {
  const park = twoNightMinimumPark(c);
  const cabin = CLASSIFICATION_ID.camperCabin;
  const featured = new Set(c.locations.filter((l) => l.featured).map((l) => l.id));
  const others = cabinParks(c).filter((id) => id !== park?.id && !featured.has(id));
  const rows: BusinessRuleRow[] = [
    standingRow('minimumArrivalDate', null, DEFAULT_BOOKING_WINDOW.minArrivalDays),
    standingRow('maximumArrivalDate', null, DEFAULT_BOOKING_WINDOW.maxArrivalDays),
    standingRow('maximumStay', null, DEFAULT_BOOKING_WINDOW.maxStayNights),
  ];
  rows.push(
    ...others.map((locationId, i): BusinessRuleRow => ({
      id: CLASS_ROW_ID_BASE + i,
      rule: 'minimumStay',
      locationId,
      productId: cabin,
      value: DEMO_CABIN_MINIMUM,
      startDate: STANDING_START,
      endDate: null,
    })),
  );
  if (today && park) {
    const year = Number(today.slice(0, 4)) + 1;
    rows.push({
      id: CLASS_ROW_ID_BASE + 500,
      rule: 'minimumStay',
      locationId: park.id,
      productId: cabin,
      value: DEMO_SUMMER_CABIN_MINIMUM,
      startDate: `${year}-06-01`,
      endDate: `${year}-08-31`,
    });
  }
  return {
    tenantDefaults: { ...DEMO_BUSINESS_RULE_DEFAULTS },
    parks: park ? [{ locationId: park.id, minimumStayNights: DEMO_TWO_NIGHT_MINIMUM }] : [],
    rows,
  };
}
