/** Point-of-interest records → both contract shapes. Pure. */
import {
  DISTANCE_DESCRIPTIONS,
  type LocationPointOfInterest,
  type LocationPointOfInterestNested,
  type PointOfInterest,
} from '#contract/points-of-interest';
import type {
  LocationPointOfInterestRecord,
  PointOfInterestCategoryRecord,
  PointOfInterestRecord,
  TenantId,
} from '#domain/catalogue';

const NO_CATEGORY = { id: 0, name: '', description: '' };

function distance(id: number) {
  return DISTANCE_DESCRIPTIONS.find((d) => d.id === id) ?? { id, name: '', description: '' };
}

export function toPointOfInterest(
  tenantId: TenantId,
  poi: PointOfInterestRecord,
  categories: Map<number, PointOfInterestCategoryRecord>,
): PointOfInterest {
  const category = categories.get(poi.categoryId) ?? { ...NO_CATEGORY, id: poi.categoryId };
  return {
    id: poi.id,
    name: poi.name,
    description: poi.description,
    icon: poi.icon,
    pointOfInterestCategory: { id: category.id, name: category.name, description: category.description },
    tenantPointOfInterest: {
      id: poi.id,
      tenantId,
      pointOfInterestId: poi.id,
      isSearchable: poi.isSearchable,
      isMappable: poi.isMappable,
    },
    pointOfInterestCategoryId: poi.categoryId,
  };
}

/** Shape (b): the flat row. Rows whose point of interest is unknown are dropped by the caller. */
export function toLocationPointOfInterest(
  lpoi: LocationPointOfInterestRecord,
  poi: PointOfInterestRecord,
  categories: Map<number, PointOfInterestCategoryRecord>,
): LocationPointOfInterest {
  const category = categories.get(poi.categoryId) ?? { ...NO_CATEGORY, id: poi.categoryId };
  const band = distance(lpoi.distanceDescriptionId);
  return {
    id: lpoi.id,
    poiId: poi.id,
    latitude: lpoi.latitude,
    longitude: lpoi.longitude,
    name: poi.name,
    description: poi.description,
    icon: poi.icon,
    distanceDescriptionId: band.id,
    distanceDescriptionName: band.name,
    distanceDescriptionDescription: band.description,
    categoryId: category.id,
    categoryName: category.name,
    categoryDescription: category.description,
  };
}

/** Shape (a): nested inside a location. */
export function toLocationPointOfInterestNested(
  tenantId: TenantId,
  lpoi: LocationPointOfInterestRecord,
  poi: PointOfInterestRecord,
  categories: Map<number, PointOfInterestCategoryRecord>,
): LocationPointOfInterestNested {
  const band = distance(lpoi.distanceDescriptionId);
  return {
    locationId: lpoi.locationId,
    tenantId,
    latitude: lpoi.latitude,
    longitude: lpoi.longitude,
    pointOfInterest: toPointOfInterest(tenantId, poi, categories),
    pointOfInterestDistanceDescription: { id: band.id, name: band.name, description: band.description },
    pointOfInterestId: poi.id,
    pointOfInterestDistanceDescriptionId: band.id,
  };
}
