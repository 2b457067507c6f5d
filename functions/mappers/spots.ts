/** Spot, spot type and classification records → the contract's shapes. Pure. */
import { NO_VALUE_OPTION_ID } from '#contract/attributes';
import {
  BOOKING_TYPE_NAME,
  type ClassificationWithSpotTypes,
  type Spot,
  type SpotAttribute,
  type SpotDetails,
  type SpotType,
} from '#contract/spots';
import type {
  AttributeRecord,
  ProductClassificationRecord,
  SpotAttributeValue,
  SpotRecord,
  SpotTypeRecord,
  TenantId,
} from '#domain/catalogue';
import type { SpotAvailabilityRow } from '#domain/availability/search';
import type { ReferenceData } from '#store/reference';

interface ResolvedAttribute {
  definition: AttributeRecord;
  value: string | null;
  options: { id: number; value: string }[];
}

/** A spot's attribute values joined with their definitions; values of unknown attributes are dropped. */
function resolveAttributes(values: SpotAttributeValue[], ref: ReferenceData): ResolvedAttribute[] {
  return values.flatMap((v) => {
    const definition = ref.ATTRIBUTE.get(v.attributeId);
    if (!definition) return [];
    const options = v.optionIds.map((id) => ({
      id,
      value:
        definition.options.find((o) => o.id === id)?.value ?? (id === NO_VALUE_OPTION_ID ? 'No Value' : ''),
    }));
    return [{ definition, value: v.value, options }];
  });
}

function label(a: AttributeRecord): string {
  return a.displayName || a.name;
}

function toSpotAttribute(r: ResolvedAttribute): SpotAttribute {
  const noDirectValue = r.value === null || r.value === '';
  const realOptions = r.options.filter((o) => o.id !== NO_VALUE_OPTION_ID);
  return {
    id: r.definition.id,
    name: label(r.definition),
    value: r.value,
    icon: r.definition.icon,
    selectedAttributeOptions: r.options,
    showIcon: r.definition.showIcon,
    hasNoValue: noDirectValue && realOptions.length === 0,
  };
}

function product(spot: SpotRecord, ref: ReferenceData) {
  const p = ref.PRODUCT.get(spot.productId);
  const type = p ? ref.PRODUCTTYPE.get(p.productTypeId) : undefined;
  const classification = p ? ref.CLASSIFICATION.get(p.productClassificationId) : undefined;
  return { p, type, classification };
}

export function toSpot(
  tenantId: TenantId,
  spot: SpotRecord,
  names: { locationName: string; loopName: string },
  ref: ReferenceData,
): Spot {
  const { p, type, classification } = product(spot, ref);
  const rate = p ? p.baseDailyRateCents / 100 : 0;
  return {
    id: spot.id,
    tenantId,
    name: spot.name,
    locationId: spot.locationId,
    locationName: names.locationName,
    latitude: spot.latitude,
    longitude: spot.longitude,
    area: spot.area,
    areaDescription: spot.areaDescription,
    loop: names.loopName,
    loopId: spot.loopId,
    productId: spot.productId,
    product: {
      id: spot.productId,
      name: p?.name ?? '',
      productTypeId: p?.productTypeId ?? 0,
      productTypeName: type?.name ?? '',
      productTypeIcon: type?.icon ?? '',
      bookingTypeName: p ? (BOOKING_TYPE_NAME[p.bookingTypeId] ?? '') : '',
      bookingTypeId: p?.bookingTypeId ?? 0,
      productClassificationId: p?.productClassificationId ?? 0,
      productClassificationName: classification?.name ?? '',
      productClassificationDescription: classification?.description ?? '',
    },
    photos: spot.photos.map(({ id, title, description, url }) => ({ id, title, description, url })),
    spotAttributes: resolveAttributes(spot.attributes, ref).map(toSpotAttribute),
    spotDescriptions: spot.descriptions.map(({ id, title, description, displayOrder }) => ({
      id,
      title,
      description,
      displayOrder,
    })),
    spotTypes: spot.spotTypeIds.map((id) => ({ id, name: ref.SPOTTYPE.get(id)?.name ?? '' })),
    equipmentTypes: spot.equipmentTypeIds.map((id) => ({ id, name: ref.EQUIPMENTTYPE.get(id)?.name ?? '' })),
    // Without dates every active spot can be booked; Spot/availability refines this per day.
    isSpotAvailable: spot.isActive,
    spotAvailabilities: [],
    featuredImageUrl: spot.featuredImageUrl,
    salesChannel: spot.salesChannel,
    lowerDailyRate: rate,
    higherDailyRate: rate,
  };
}

export function toSpotDetails(
  spot: SpotRecord,
  names: { locationName: string; loopName: string },
  ref: ReferenceData,
): SpotDetails {
  const { p, classification } = product(spot, ref);
  return {
    id: spot.id,
    name: spot.name,
    locationId: spot.locationId,
    locationName: names.locationName,
    area: { name: spot.area, description: spot.areaDescription },
    loop: { id: spot.loopId, name: names.loopName },
    product: {
      id: spot.productId,
      name: p?.name ?? '',
      productClassificationId: p?.productClassificationId ?? 0,
      productClassificationName: classification?.name ?? '',
      productClassificationDescription: classification?.description ?? '',
      bookingTypeId: p?.bookingTypeId ?? 0,
    },
    latitude: spot.latitude,
    longitude: spot.longitude,
    spotSpotTypes: spot.spotTypeIds.map((id) => ({
      spotTypeId: id,
      spotType: { id, name: ref.SPOTTYPE.get(id)?.name ?? '' },
    })),
    images: spot.photos.map(({ id, title, description, url }) => ({ id, title, description, url })),
    featuredImageUrl: spot.featuredImageUrl,
    attributes: resolveAttributes(spot.attributes, ref).map((r) => ({
      globalAttributeId: r.definition.id,
      name: label(r.definition),
      value: r.value,
      attributeSelectedOptions: r.options.filter((o) => o.id !== NO_VALUE_OPTION_ID),
    })),
  };
}

export function toSpotType(tenantId: TenantId, t: SpotTypeRecord): SpotType {
  return { id: t.id, tenantId, name: t.name, description: t.description, icon: t.icon };
}

export function toClassificationWithSpotTypes(c: ProductClassificationRecord): ClassificationWithSpotTypes {
  return {
    classification: {
      id: c.id,
      name: c.name,
      description: c.description,
      icons: c.icons.map((i) => ({ ...i })),
    },
    spotTypes: c.spotTypeIds.map((id) => ({ id })),
  };
}

/** A spot with its day codes and rates (Spot/availability): the plain spot shape, refined per day. */
export function toAvailableSpot(
  tenantId: TenantId,
  row: SpotAvailabilityRow,
  names: { locationName: string; loopName: string },
  ref: ReferenceData,
): Spot {
  return {
    ...toSpot(tenantId, row.spot, names, ref),
    isSpotAvailable: row.isSpotAvailable,
    spotAvailabilities: row.days.map((d) => ({
      availabilityCode: d.code,
      availabilityDate: d.date,
      baseDailyRate: d.baseDailyRateCents / 100,
      availableAfterMaxArrival: d.availableAfterMaxArrival,
    })),
    lowerDailyRate: row.lowerDailyRateCents / 100,
    higherDailyRate: row.higherDailyRateCents / 100,
  };
}
