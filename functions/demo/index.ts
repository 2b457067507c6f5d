import type { RegionRecord, TenantCatalogue, TenantId } from '#domain/catalogue';
import { buildAlerts } from './alerts.ts';
import { attributeCategories, attributes } from './attributes.ts';
import { buildProductClassifications, buildProducts } from './classifications.ts';
import { buildLocationPointsOfInterest } from './location-points-of-interest.ts';
import { buildDiscountClasses, paymentTypes, reservationStatuses } from './lookups.ts';
import { buildLocations } from './parks.ts';
import { pointOfInterestCategories, pointsOfInterest } from './points-of-interest.ts';
import { equipmentTypes, productTypes, spotTypes } from './spot-types.ts';
import { buildParkSpots } from './spots.ts';
import { coProfile } from './tenants/co.ts';
import type { TenantProfile } from './tenants/profile.ts';
import { waProfile } from './tenants/wa.ts';
import { toTenantId } from '#domain/tenant-id';

/**
 * The demo catalogues: two fictional state park agencies. The output is deterministic (seeded
 * generators, no clock), so the local runtime and the tests load exactly the same data everywhere.
 */
const PROFILES: Readonly<Record<string, TenantProfile>> = { co: coProfile, wa: waProfile };

export const DEMO_TENANT_IDS: readonly TenantId[] = Object.keys(PROFILES).map(toTenantId);

export function isDemoTenantId(tenantId: string): boolean {
  return tenantId in PROFILES;
}

export function buildDemoCatalogue(tenantId: TenantId): TenantCatalogue {
  const profile = PROFILES[tenantId];
  if (!profile) throw new Error(`No demo data for tenant '${tenantId}'`);
  const base = profile.idBase;

  const regions: RegionRecord[] = profile.regions.map((region, i) => ({ id: base * 10 + i + 1, ...region }));
  const locations = buildLocations(profile, regions);

  // Loop ids base*1000+, spot ids base*100000+, location POI ids base*10000+: never shared across tenants.
  const loops: TenantCatalogue['loops'] = [];
  const spots: TenantCatalogue['spots'] = [];
  const locationPointsOfInterest: TenantCatalogue['locationPointsOfInterest'] = [];
  profile.parks.forEach((park, index) => {
    const location = locations[index];
    if (!location) throw new Error(`park ${park.code} has no location`);
    const built = buildParkSpots(
      profile,
      park,
      location.id,
      base * 1000 + loops.length + 1,
      base * 100_000 + spots.length + 1,
    );
    loops.push(...built.loops);
    spots.push(...built.spots);
    locationPointsOfInterest.push(
      ...buildLocationPointsOfInterest(
        profile,
        park,
        location.id,
        base * 10_000 + locationPointsOfInterest.length + 1,
      ),
    );
  });

  return {
    tenant: structuredClone(profile.tenant),
    regions,
    locations,
    loops,
    spotTypes: structuredClone(spotTypes),
    productTypes: structuredClone(productTypes),
    equipmentTypes: structuredClone(equipmentTypes),
    productClassifications: buildProductClassifications(),
    products: buildProducts(profile.rates, profile.stateCode),
    attributeCategories: structuredClone(attributeCategories),
    attributes: structuredClone(attributes),
    spots,
    pointOfInterestCategories: structuredClone(pointOfInterestCategories),
    pointsOfInterest: structuredClone(pointsOfInterest),
    locationPointsOfInterest,
    alerts: buildAlerts(profile, locations, spots),
    paymentTypes: structuredClone(paymentTypes),
    discountClasses: buildDiscountClasses(profile.tenant.stateName),
    reservationStatuses: structuredClone(reservationStatuses),
  };
}

/** Availability demo data (seasons, closures, walk-in days, booking windows, taken nights) for a load day. */
export { buildDemoInventory } from './inventory.ts';
