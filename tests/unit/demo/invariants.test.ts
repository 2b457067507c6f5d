import { describe, expect, it } from 'vitest';
import { BOOKING_TYPE, type TenantCatalogue } from '#domain/catalogue';
import { buildDemoCatalogue, DEMO_TENANT_IDS } from '#demo/index';
import { toTenantId } from '#domain/tenant-id';

/** Rough bounding boxes of the two states, to catch a park placed in the wrong one. */
const STATE_BOUNDS = {
  co: { lat: [36.99, 41.0], lon: [-109.06, -102.04] },
  wa: { lat: [45.54, 49.0], lon: [-124.8, -116.91] },
} as const;

const TODAY = '2026-06-15';
const isActiveOn = (a: { startDate: string; endDate: string }, day: string) =>
  a.startDate <= day && day <= a.endDate;
const spotsOf = (c: TenantCatalogue, locationId: number) =>
  c.spots.filter((s) => s.locationId === locationId);
const valueOf = (spot: TenantCatalogue['spots'][number], attributeId: number) =>
  spot.attributes.find((a) => a.attributeId === attributeId);

describe.each(DEMO_TENANT_IDS)('demo catalogue %s', (tenantId) => {
  const c = buildDemoCatalogue(tenantId);

  it('is branded for its state', () => {
    expect(c.tenant.id).toBe(tenantId);
    expect(c.tenant.mapSearchStateFilter).toBe(`US-${tenantId.toUpperCase()}`);
    for (const key of [
      'siteTitle',
      'siteName',
      'tagline',
      'stateLogoUrl',
      'bannerImageUrl',
      'customerOnlineHelpUrl',
    ] as const)
      expect(c.tenant[key]).not.toBe('');
    expect(c.tenant.policies.length).toBeGreaterThanOrEqual(3);
    expect(c.tenant.externalLinks.length).toBeGreaterThanOrEqual(3);
    expect(c.tenant.supportInfo.phoneNumber).toMatch(/^\d{10}$/);
  });

  it('has 3+ regions and 10+ parks inside the state', () => {
    expect(c.regions.length).toBeGreaterThanOrEqual(3);
    expect(c.locations.length).toBeGreaterThanOrEqual(10);
    const bounds = STATE_BOUNDS[tenantId as keyof typeof STATE_BOUNDS];
    for (const l of c.locations) {
      expect(l.latitude).toBeGreaterThan(bounds.lat[0]);
      expect(l.latitude).toBeLessThan(bounds.lat[1]);
      expect(l.longitude).toBeGreaterThan(bounds.lon[0]);
      expect(l.longitude).toBeLessThan(bounds.lon[1]);
      expect(l.timezone).toBe(tenantId === 'co' ? 'America/Denver' : 'America/Los_Angeles');
      expect(l.phoneNumber).toMatch(/^\d{10}$/);
      expect(l.faxNumber).toMatch(/^(\d{10})?$/);
      expect(l.acreage).toBeGreaterThan(0);
      expect(l.elevation).toBeGreaterThan(0);
    }
  });

  it('describes every park with General Description and Reservation Info', () => {
    for (const l of c.locations) {
      expect(l.descriptions.map((d) => d.title)).toEqual(['General Description', 'Reservation Info']);
      for (const d of l.descriptions) expect(d.description).toMatch(/<p>/);
    }
  });

  it('has one park whose directions run over 1,500 characters', () => {
    expect(c.locations.some((l) => l.directions.length > 1500)).toBe(true);
    for (const l of c.locations) expect(l.directions).toMatch(/^<p>/);
  });

  it('lists season dates on most parks', () => {
    const withDates = c.locations.filter((l) => l.importantDates !== '');
    expect(withDates.length).toBeGreaterThan(c.locations.length / 2);
    expect(withDates.length).toBeLessThan(c.locations.length);
  });

  it('covers the contact edge cases', () => {
    expect(c.locations.some((l) => l.secondaryContactName === 'n/a')).toBe(true);
    expect(c.locations.some((l) => l.secondaryContactName === '')).toBe(true);
    expect(c.locations.some((l) => l.faxNumber !== '')).toBe(true);
  });

  it('has 2-5 photos per park except one with none, and about four featured parks', () => {
    const counts = c.locations.map((l) => l.images.length);
    expect(counts.filter((n) => n === 0)).toHaveLength(1);
    expect(counts.filter((n) => n > 0).every((n) => n >= 2 && n <= 5)).toBe(true);
    const featured = c.locations.filter((l) => l.featured);
    expect(featured.length).toBeGreaterThanOrEqual(3);
    expect(featured.length).toBeLessThanOrEqual(6);
    for (const l of featured) {
      expect(l.featuredDescription).not.toBe('');
      expect(l.featuredImageUrl).not.toBe('');
    }
  });

  it('has 2-6 loops per park, one park with 500+ spots and 1,500+ spots in all', () => {
    for (const l of c.locations) {
      const loops = c.loops.filter((loop) => loop.locationId === l.id);
      expect(loops.length).toBeGreaterThanOrEqual(2);
      expect(loops.length).toBeLessThanOrEqual(10);
    }
    expect(c.locations.some((l) => spotsOf(c, l.id).length >= 500)).toBe(true);
    expect(c.spots.length).toBeGreaterThanOrEqual(1500);
  });

  it('names spots like A012 or Cabin 3, mostly sold to everyone', () => {
    for (const s of c.spots)
      expect(s.name).toMatch(/^([A-Z]{1,2}\d{3}|(Cabin|Yurt|Shelter|Group Camp|Group Area) \d+)$/);
    const agency = c.spots.filter((s) => s.salesChannel === 'Agency').length;
    expect(agency).toBeGreaterThan(0);
    expect(agency).toBeLessThan(c.spots.length * 0.1);
    expect(c.spots.some((s) => s.photos.length > 0)).toBe(true);
  });

  it('has the four spot types and both booking types', () => {
    expect(c.spotTypes.map((t) => t.name)).toEqual(['Campsite', 'Shelter', 'Cabin', 'Group Campsite']);
    const bookingOf = (productId: number) => c.products.find((p) => p.id === productId)!.bookingTypeId;
    const spotBookingTypes = new Set(c.spots.map((s) => bookingOf(s.productId)));
    expect(spotBookingTypes).toEqual(new Set([BOOKING_TYPE.Overnight, BOOKING_TYPE.DayUse]));
  });

  it('has one product per classification at realistic rates', () => {
    expect(c.products.map((p) => p.productClassificationId).sort()).toEqual(
      c.productClassifications.map((pc) => pc.id).sort(),
    );
    const rate = (name: string) => c.products.find((p) => p.name === name)!.baseDailyRateCents;
    expect(rate('Standard Tent Site')).toBeGreaterThanOrEqual(1800);
    expect(rate('Standard Tent Site')).toBeLessThanOrEqual(2800);
    expect(rate('Electric Campsite')).toBeGreaterThanOrEqual(3200);
    expect(rate('Electric Campsite')).toBeLessThanOrEqual(4200);
    for (const name of ['Camper Cabin', 'Deluxe Cabin']) {
      expect(rate(name)).toBeGreaterThanOrEqual(7000);
      expect(rate(name)).toBeLessThanOrEqual(16000);
    }
    expect(rate('Picnic Shelter (Day Use)')).toBeGreaterThanOrEqual(4500);
    expect(rate('Picnic Shelter (Day Use)')).toBeLessThanOrEqual(9000);
  });

  it('defines the well-known attributes', () => {
    const byId = new Map(c.attributes.map((a) => [a.id, a]));
    expect(byId.get(133)).toMatchObject({ name: 'Maximum Number of People', valueType: 'Numeric Free' });
    expect(byId.get(7)).toMatchObject({ valueType: 'Numeric Free' });
    expect(byId.get(7)!.name).toMatch(/Driveway/);
    const ranked = byId.get(9)!;
    expect(ranked.valueType).toBe('Single Select');
    expect(ranked.options.map((o) => o.id)).toEqual([91, 92, 93, 94, 95, 96]);
    expect(c.attributes.filter((a) => a.name === 'ADA Occupant Required')).toMatchObject([
      { valueType: 'Yes/No' },
    ]);
    expect(new Set(c.attributes.map((a) => a.valueType))).toEqual(
      new Set(['Yes/No', 'Single Select', 'Multi Select', 'Numeric Free', 'String Free']),
    );
    expect(
      c.attributes.filter((a) => a.valueType === 'Yes/No' && a.isSearchable).length,
    ).toBeGreaterThanOrEqual(4);
    const multi = c.attributes.find((a) => a.valueType === 'Multi Select')!;
    expect(multi.options).toContainEqual({ id: -99, value: 'No Value' });
    expect(new Set(c.attributes.map((a) => a.id)).size).toBe(c.attributes.length);
  });

  it('gives spots attribute values consistent with their classification', () => {
    const classOf = (productId: number) => c.productClassifications.find((pc) => pc.id === productId)!.name;
    for (const s of c.spots) {
      const people = Number(valueOf(s, 133)!.value);
      const electric = valueOf(s, 9)!.optionIds[0]!;
      const kind = classOf(s.productId);
      if (kind === 'Full Hookup Campsite') expect(electric).toBeGreaterThanOrEqual(94);
      if (kind === 'Electric Campsite') expect(electric).toBeGreaterThan(91);
      if (kind.endsWith('Tent Site')) expect(electric).toBe(91);
      if (s.spotTypeIds.includes(3)) {
        expect(people).toBeGreaterThanOrEqual(4);
        expect(people).toBeLessThanOrEqual(8);
      }
      if (s.spotTypeIds.includes(2)) {
        expect(people).toBeGreaterThanOrEqual(30);
        expect(people).toBeLessThanOrEqual(80);
      }
    }
    const adaId = c.attributes.find((a) => a.name === 'ADA Occupant Required')!.id;
    const ada = c.spots.filter((s) => valueOf(s, adaId)?.value === 'yes').length;
    expect(ada / c.spots.length).toBeGreaterThan(0.01);
    expect(ada / c.spots.length).toBeLessThan(0.08);
  });

  it('places points of interest in all three distance bands', () => {
    expect(new Set(c.locationPointsOfInterest.map((p) => p.distanceDescriptionId))).toEqual(
      new Set([1, 2, 3]),
    );
    for (const l of c.locations) {
      const bands = c.locationPointsOfInterest
        .filter((p) => p.locationId === l.id)
        .map((p) => p.distanceDescriptionId);
      expect(bands).toContain(1);
    }
  });

  it('has tenant-wide and park alerts: active, expired, future and not on the website', () => {
    const web = c.alerts.filter((a) => a.applyToWebsite);
    expect(web.length).toBeGreaterThan(c.alerts.length / 2);
    expect(web.some((a) => a.locationId === null && isActiveOn(a, TODAY))).toBe(true);
    expect(web.some((a) => a.locationId !== null && isActiveOn(a, TODAY))).toBe(true);
    expect(c.alerts.some((a) => a.endDate < TODAY)).toBe(true);
    expect(c.alerts.some((a) => a.startDate > TODAY)).toBe(true);
    expect(c.alerts.some((a) => !a.applyToWebsite)).toBe(true);
    for (const a of c.alerts) {
      expect(a.message).toMatch(/^<p>/);
      expect(a.alertTypeName).toBe({ 1: 'Information', 2: 'Warning', 3: 'Closure' }[a.alertTypeId]);
    }
    expect(c.alerts.some((a) => /<a href=/.test(a.message) && /<strong>/.test(a.message))).toBe(true);
  });

  it('has payment types, discount classes and reservation statuses', () => {
    expect(c.paymentTypes.filter((p) => p.adminOnly).map((p) => p.name)).toContain('Cash');
    expect(c.paymentTypes.filter((p) => !p.adminOnly).every((p) => p.requiresHostedPayment)).toBe(true);
    expect(c.discountClasses.length).toBeGreaterThanOrEqual(4);
    const groups = new Set(c.reservationStatuses.map((s) => s.group));
    expect(groups).toEqual(new Set(['status', 'subStatus']));
    expect(c.reservationStatuses.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Reserved', 'Cancelled', 'CheckedIn', 'CheckedOut']),
    );
  });
});

describe('the two demo tenants differ', () => {
  const co = buildDemoCatalogue(toTenantId('co'));
  const wa = buildDemoCatalogue(toTenantId('wa'));
  const activeTenantWide = (c: TenantCatalogue) =>
    c.alerts
      .filter((a) => a.locationId === null && a.applyToWebsite && isActiveOn(a, TODAY))
      .map((a) => a.message);

  it('in branding and tenant-wide alerts', () => {
    expect(co.tenant.siteTitle).toBe('Colorado High Country State Parks');
    expect(wa.tenant.siteTitle).toBe('Evergreen Coast State Parks');
    expect(co.tenant.theme.primary).not.toBe(wa.tenant.theme.primary);
    expect(activeTenantWide(co).some((m) => activeTenantWide(wa).includes(m))).toBe(false);
  });

  it('in park, loop, spot, alert and region ids, so isolation bugs show', () => {
    for (const kind of [
      'locations',
      'loops',
      'spots',
      'alerts',
      'regions',
      'locationPointsOfInterest',
    ] as const) {
      const coIds = new Set(co[kind].map((r) => r.id));
      expect(wa[kind].filter((r) => coIds.has(r.id))).toEqual([]);
    }
    expect(co.locations.every((l) => l.id >= 101 && l.id < 200)).toBe(true);
    expect(wa.locations.every((l) => l.id >= 201 && l.id < 300)).toBe(true);
  });
});
