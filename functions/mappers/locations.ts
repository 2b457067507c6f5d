/** Park and loop records → the contract's Location and Loop. Pure. */
import type { Location, Loop } from '#contract/locations';
import type { LocationPointOfInterestNested } from '#contract/points-of-interest';
import type { LoopRecord, RegionRecord, TenantId } from '#domain/catalogue';
import type { StoredLocation } from '#store/locations';
import { toRegion } from './lookups.ts';

export function toLocation(
  tenantId: TenantId,
  loc: StoredLocation,
  regions: Map<number, RegionRecord>,
  pointsOfInterest: LocationPointOfInterestNested[] = [],
): Location {
  const region = regions.get(loc.regionId) ?? {
    id: loc.regionId,
    shortName: '',
    longName: '',
    regionNumber: 0,
  };
  return {
    id: loc.id,
    locationId: loc.id,
    tenantId,
    code: loc.code,
    longName: loc.longName,
    shortName: loc.shortName,
    annualVisitors: loc.annualVisitors,
    acreage: loc.acreage,
    elevation: loc.elevation,
    url: loc.url,
    region: toRegion(tenantId, region),
    regionId: loc.regionId,
    timezone: loc.timezone,
    helpUrl: loc.helpUrl,
    helpUrlName: loc.helpUrlName,
    directions: loc.directions,
    latitude: loc.latitude,
    longitude: loc.longitude,
    mapLatitude: loc.mapLatitude,
    mapLongitude: loc.mapLongitude,
    mapZoomLevel: loc.mapZoomLevel,
    street1: loc.street1,
    street2: loc.street2,
    city: loc.city,
    state: loc.state,
    zipcode: loc.zipcode,
    primaryContactName: loc.primaryContactName,
    primaryContactEmail: loc.primaryContactEmail,
    secondaryContactName: loc.secondaryContactName,
    secondaryContactEmail: loc.secondaryContactEmail,
    reportingEmail: loc.reportingEmail,
    phoneNumber: loc.phoneNumber,
    faxNumber: loc.faxNumber,
    featured: loc.featured,
    featuredDescription: loc.featuredDescription,
    featuredImageUrl: loc.featuredImageUrl,
    // No search criteria apply to a plain park read.
    meetsSearchCriteria: true,
    operationalSeasonId: loc.operationalSeasonId,
    isActive: loc.isActive,
    importantDates: loc.importantDates,
    areas: loc.areas ?? [],
    images: loc.images.map(({ id, url, title, description }) => ({ id, url, title, description })),
    locationDescriptions: [...loc.descriptions]
      .sort((a, b) => a.displayOrder - b.displayOrder)
      .map((d) => ({ ...d, tenantId, locationId: loc.id })),
    locationPointOfInterests: pointsOfInterest,
    productTypeCounts: loc.productTypeCounts ?? [],
  };
}

export function toLoop(tenantId: TenantId, loop: LoopRecord): Loop {
  return {
    id: loop.id,
    tenantId,
    locationId: loop.locationId,
    name: loop.name,
    code: loop.code,
    description: loop.description,
    elevation: loop.elevation,
    directions: loop.directions,
  };
}
