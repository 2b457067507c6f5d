/**
 * Demo business rules (admin §2.3 brm/*): each tenant's defaults, and a two-night minimum at its busiest
 * park that is not featured (weekend getaways there are sold two nights at a time). Stay length and
 * arrival days come from the parks' booking windows (demo/inventory.ts). Deterministic: no clock.
 */
import type { TenantCatalogue } from '#domain/catalogue';
import type { TenantBusinessRules } from '#domain/business-rules';

export const DEMO_BUSINESS_RULE_DEFAULTS = {
  minimumStayNights: 1,
  maximumActiveReservationsOnAccount: 5,
  maximumReservationsPerTransaction: 4,
  maximumReservationsSameStartDate: 2,
} as const;

export const DEMO_TWO_NIGHT_MINIMUM = 2;

/** The park with the two-night minimum: the non-featured park with the most active spots (lowest id on a tie). */
export function twoNightMinimumPark(c: TenantCatalogue) {
  const spots = (id: number) => c.spots.filter((s) => s.locationId === id && s.isActive).length;
  return [...c.locations]
    .filter((p) => !p.featured)
    .sort((a, b) => spots(b.id) - spots(a.id) || a.id - b.id)[0];
}

export function buildDemoBusinessRules(c: TenantCatalogue): TenantBusinessRules {
  const park = twoNightMinimumPark(c);
  return {
    tenantDefaults: { ...DEMO_BUSINESS_RULE_DEFAULTS },
    parks: park ? [{ locationId: park.id, minimumStayNights: DEMO_TWO_NIGHT_MINIMUM }] : [],
  };
}
