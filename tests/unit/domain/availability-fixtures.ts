/** Small hand-made catalogue records for the availability domain tests. */
import type { AttributeRecord, ProductRecord, SpotRecord } from '#domain/catalogue';
import { EMPTY_PARK_RULES, type ParkRules } from '#domain/inventory';

export const TODAY = '2026-07-10';
/** 2026-07-10T12:00:00Z in epoch seconds. */
export const NOW = Date.parse('2026-07-10T12:00:00Z') / 1000;

export function product(id: number, over: Partial<ProductRecord> = {}): ProductRecord {
  return {
    id,
    name: `Product ${id}`,
    description: '',
    code: `P${id}`,
    productTypeId: 1,
    productClassificationId: id,
    bookingTypeId: 1,
    requiresCustomerAccount: false,
    baseDailyRateCents: 2500,
    ...over,
  };
}

export function spot(id: number, over: Partial<SpotRecord> = {}): SpotRecord {
  return {
    id,
    locationId: 1,
    loopId: 1,
    name: `A${String(id).padStart(3, '0')}`,
    area: 'North',
    areaDescription: '',
    productId: 1,
    spotTypeIds: [1],
    equipmentTypeIds: [],
    latitude: 0,
    longitude: 0,
    salesChannel: 'All',
    featuredImageUrl: '',
    photos: [],
    descriptions: [],
    attributes: [],
    isActive: true,
    ...over,
  };
}

export function attribute(
  id: number,
  valueType: AttributeRecord['valueType'],
  options: number[] = [],
): AttributeRecord {
  return {
    id,
    name: `Attribute ${id}`,
    displayName: '',
    description: '',
    valueType,
    icon: '',
    categoryId: 1,
    distanceApplies: false,
    options: options.map((o) => ({ id: o, value: `Option ${o}` })),
    minValue: null,
    maxValue: null,
    isSearchable: true,
    showIcon: true,
    includedInAvailability: true,
    overridableAtSpot: false,
  };
}

export const rules = (over: Partial<ParkRules> = {}): ParkRules => ({ ...EMPTY_PARK_RULES, ...over });
