/**
 * What a new agency without a catalogue file starts from: the product's standard lists (spot, product
 * and equipment types, classifications, attributes, activities and amenities, payment types and the
 * reservation statuses), and none of the agency's own data (regions, parks, loops, spots, product
 * classes, alerts, discount classes), which staff add in the back office. Every list stays editable
 * there; the statuses and payment types are what the booking flows are built on.
 */
import type { TenantCatalogue, TenantRecord } from '#domain/catalogue';
import { attributeCategories, attributes } from '#demo/attributes';
import { buildProductClassifications } from '#demo/classifications';
import { paymentTypes, reservationStatuses } from '#demo/lookups';
import { pointOfInterestCategories, pointsOfInterest } from '#demo/points-of-interest';
import { equipmentTypes, productTypes, spotTypes } from '#demo/spot-types';

export function starterCatalogue(tenant: TenantRecord): TenantCatalogue {
  return structuredClone({
    tenant,
    regions: [],
    locations: [],
    loops: [],
    spotTypes,
    productTypes,
    equipmentTypes,
    productClassifications: buildProductClassifications(),
    products: [],
    attributeCategories,
    attributes,
    spots: [],
    pointOfInterestCategories,
    pointsOfInterest,
    locationPointsOfInterest: [],
    alerts: [],
    paymentTypes,
    discountClasses: [],
    reservationStatuses,
  });
}
