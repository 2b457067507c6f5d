import { describe, expect, it } from 'vitest';
import { AVAILABILITY_CODE } from '#domain/availability/codes';
import { addDays } from '#domain/availability/calendar';
import { type BusinessRuleRow, bookingWindowRows } from '#domain/business-rules/rows';
import { PUBLIC_CALLER } from '#domain/availability/day-codes';
import { searchAvailability } from '#domain/availability/search';
import type { ParkRules, TenantInventory } from '#domain/inventory';
import { DEMO_TENANT_IDS, buildDemoCatalogue, buildDemoInventory } from '#demo/index';
import { DEFAULT_BOOKING_WINDOW } from '#demo/inventory';
import { buildDemoBusinessRules } from '#demo/business-rules';

const TODAY = '2026-11-23';
/** Noon UTC on the load day: the demo holds (expiring at the end of the day) are live. */
const NOW = Date.parse(`${TODAY}T12:00:00Z`) / 1000;

/** What the store reads for a park: its own rows and the agency's (locationId null). */
function parkRules(inv: TenantInventory, agency: BusinessRuleRow[], locationId: number): ParkRules {
  const of = <T extends { locationId: number }>(list: T[]) => list.filter((r) => r.locationId === locationId);
  return {
    closures: of(inv.closures),
    operationalSeasons: of(inv.operationalSeasons),
    pricingSeasons: of(inv.pricingSeasons),
    walkInPeriods: of(inv.walkInPeriods),
    businessRules: [
      ...agency.filter((r) => r.locationId === null || r.locationId === locationId),
      ...of(inv.bookingWindows).flatMap(bookingWindowRows),
    ],
  };
}

describe.each(DEMO_TENANT_IDS)('demo availability %s', (tenantId) => {
  const c = buildDemoCatalogue(tenantId);
  const inv = buildDemoInventory(c, TODAY);
  const agencyRows = buildDemoBusinessRules(c, TODAY).rows ?? [];
  const spotsOf = (locationId: number) => c.spots.filter((s) => s.locationId === locationId && s.isActive);
  const bigPark = c.locations
    .filter((l) => l.featured)
    .sort((a, b) => spotsOf(b.id).length - spotsOf(a.id).length)[0]!;

  /** Day codes of a park's first public (today..today+13) window. */
  const firstWindow = (locationId: number) =>
    searchAvailability(
      {
        spots: spotsOf(locationId),
        loopNames: new Map(c.loops.map((l) => [l.id, l.name])),
        catalogue: {
          products: new Map(c.products.map((p) => [p.id, p])),
          attributes: new Map(c.attributes.map((a) => [a.id, a])),
        },
        nights: inv.nights.filter((n) => n.locationId === locationId),
        rules: parkRules(inv, agencyRows, locationId),
        today: TODAY,
        now: NOW,
        caller: PUBLIC_CALLER,
      },
      {
        startDate: TODAY,
        endDate: addDays(TODAY, 13),
        includeDayAvailability: true,
        filters: { spotTypeIds: [], classificationIds: [], attributes: [] },
        onlyShowAvailable: false,
        pageNumber: 1,
      },
    ).rows.flatMap((r) => r.days);

  it('is the same for the same load day, and moves with it', () => {
    expect(buildDemoInventory(c, TODAY)).toEqual(inv);
    const later = buildDemoInventory(c, addDays(TODAY, 1));
    expect(later.nights.length).toBeGreaterThan(0);
    expect(later.nights.map((n) => n.night)).not.toEqual(inv.nights.map((n) => n.night));
  });

  it('takes each night of a spot at most once, only for active spots of the park named', () => {
    const keys = inv.nights.map((n) => `${n.spotId}#${n.night}`);
    expect(new Set(keys).size).toBe(keys.length);
    const spots = new Map(c.spots.map((s) => [s.id, s]));
    for (const n of inv.nights) {
      expect(spots.get(n.spotId)?.locationId).toBe(n.locationId);
      expect(spots.get(n.spotId)?.isActive).toBe(true);
      if (n.status === 'held') expect(n.expiresAt).toBeGreaterThan(NOW);
      if (n.status === 'reserved') expect(n.reservationId).toBeGreaterThan(0);
    }
  });

  it("takes about 30% of the big park's nights over the next six weeks", () => {
    const spots = spotsOf(bigPark.id).length;
    const end = addDays(TODAY, 41);
    const taken = inv.nights.filter((n) => n.locationId === bigPark.id && n.night >= TODAY && n.night <= end);
    const share = taken.length / (spots * 42);
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.35);
  });

  it("shows every day code in the big park's first 14-day window", () => {
    const codes = new Set(firstWindow(bigPark.id).map((d) => d.code));
    expect([...codes].sort()).toEqual(Object.values(AVAILABILITY_CODE).sort());
  });

  it('has a featured park whose first window shows days only a stay can reach', () => {
    const featured = c.locations.filter((l) => l.featured);
    expect(featured.some((l) => firstWindow(l.id).some((d) => d.availableAfterMaxArrival))).toBe(true);
  });

  it("gives one park a booking window of its own, the others the agency's today to today+180, and closes two for winter", () => {
    // Rows of its own only where the window differs, so a change of the agency's window reaches the rest.
    expect(inv.bookingWindows).toHaveLength(1);
    expect(inv.bookingWindows[0]!.maxArrivalDays).toBeLessThan(DEFAULT_BOOKING_WINDOW.maxArrivalDays);
    const agencyWindow = agencyRows.filter((r) => r.locationId === null && r.rule === 'maximumArrivalDate');
    expect(agencyWindow.map((r) => r.value)).toEqual([DEFAULT_BOOKING_WINDOW.maxArrivalDays]);
    const seasonal = new Set(inv.operationalSeasons.map((s) => s.locationId));
    expect(seasonal.size).toBe(2);
    for (const id of seasonal) {
      // Closed in late November: the whole first window is Unavailable.
      expect(firstWindow(id).every((d) => d.code === AVAILABILITY_CODE.Unavailable)).toBe(true);
    }
  });

  it('prices summer higher than the base rate for every product of every park', () => {
    const summer = inv.pricingSeasons.filter((s) => s.name.startsWith('Summer'));
    expect(new Set(summer.map((s) => s.locationId)).size).toBe(c.locations.length);
    for (const s of summer) {
      for (const r of s.rates) {
        expect(r.dailyRateCents).toBeGreaterThan(
          c.products.find((p) => p.id === r.productId)!.baseDailyRateCents,
        );
      }
    }
  });
});
