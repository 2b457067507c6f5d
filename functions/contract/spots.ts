/** Spots, spot types and product classifications (spec public §3.3; admin §3.7). */
import { z } from 'zod';
import { cacheBuster, idParam, imageSchema, optionalQuery } from './common.ts';
import { envelope } from './envelope.ts';

/** bookingTypeId: 1 overnight, 2 day use (spec public §3.3). */
export const BOOKING_TYPE_NAME: Record<number, string> = { 1: 'Overnight', 2: 'Day Use' };

/** Well-known spot type names. */
export const SPOT_TYPE_NAMES = ['Campsite', 'Shelter', 'Cabin', 'Group Campsite'] as const;

export const spotTypeSchema = z
  .object({
    id: z.number(),
    tenantId: z.string(),
    name: z.string(),
    description: z.string(),
    icon: z.string(),
  })
  .meta({ id: 'SpotType' });
export type SpotType = z.infer<typeof spotTypeSchema>;

export const dayAvailabilitySchema = z
  .object({
    availabilityCode: z.number().int().min(1).max(6),
    availabilityDate: z.string(),
    baseDailyRate: z.number(),
    availableAfterMaxArrival: z.boolean(),
  })
  .meta({ id: 'DayAvailability' });
export type DayAvailability = z.infer<typeof dayAvailabilitySchema>;

export const spotProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  productTypeId: z.number(),
  productTypeName: z.string(),
  productTypeIcon: z.string(),
  bookingTypeName: z.string(),
  bookingTypeId: z.number(),
  productClassificationId: z.number(),
  productClassificationName: z.string(),
  productClassificationDescription: z.string(),
});

export const spotAttributeSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    /** 'yes'/'no', a number or text; null for select attributes and when there is no value. */
    value: z.string().nullable(),
    icon: z.string(),
    selectedAttributeOptions: z.array(z.object({ id: z.number(), value: z.string() })),
    showIcon: z.boolean(),
    hasNoValue: z.boolean(),
  })
  .meta({ id: 'SpotAttribute' });
export type SpotAttribute = z.infer<typeof spotAttributeSchema>;

/** A spot as search results list it (GET Location/{locationId}/spot, later Spot/availability). */
export const spotSchema = z
  .object({
    id: z.number(),
    tenantId: z.string(),
    name: z.string(),
    locationId: z.number(),
    locationName: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    area: z.string(),
    areaDescription: z.string(),
    /** The loop's name. */
    loop: z.string(),
    loopId: z.number(),
    productId: z.number(),
    product: spotProductSchema,
    photos: z.array(imageSchema),
    spotAttributes: z.array(spotAttributeSchema),
    spotDescriptions: z.array(
      z.object({ id: z.number(), title: z.string(), description: z.string(), displayOrder: z.number() }),
    ),
    spotTypes: z.array(z.object({ id: z.number(), name: z.string() })),
    equipmentTypes: z.array(z.object({ id: z.number(), name: z.string() })),
    isSpotAvailable: z.boolean(),
    /** Day availability; filled by Spot/availability, empty in plain spot lists. */
    spotAvailabilities: z.array(dayAvailabilitySchema),
    featuredImageUrl: z.string(),
    salesChannel: z.string(),
    /** Dollars. */
    lowerDailyRate: z.number(),
    higherDailyRate: z.number(),
  })
  .meta({ id: 'Spot' });
export type Spot = z.infer<typeof spotSchema>;

/** GET Spot/{spotId} → spotDetails. */
export const spotDetailsSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    locationId: z.number(),
    locationName: z.string(),
    area: z.object({ name: z.string(), description: z.string() }),
    loop: z.object({ id: z.number(), name: z.string() }),
    product: z.object({
      id: z.number(),
      name: z.string(),
      productClassificationId: z.number(),
      productClassificationName: z.string(),
      productClassificationDescription: z.string(),
      bookingTypeId: z.number(),
    }),
    latitude: z.number(),
    longitude: z.number(),
    spotSpotTypes: z.array(
      z.object({ spotTypeId: z.number(), spotType: z.object({ id: z.number(), name: z.string() }) }),
    ),
    images: z.array(imageSchema),
    featuredImageUrl: z.string(),
    attributes: z.array(
      z.object({
        globalAttributeId: z.number(),
        name: z.string(),
        value: z.string().nullable(),
        attributeSelectedOptions: z.array(z.object({ id: z.number(), value: z.string() })),
      }),
    ),
  })
  .meta({ id: 'SpotDetails' });
export type SpotDetails = z.infer<typeof spotDetailsSchema>;

export const classificationWithSpotTypesSchema = z
  .object({
    classification: z.object({
      id: z.number(),
      name: z.string(),
      description: z.string(),
      icons: z.array(z.object({ id: z.number(), icon: z.string() })),
    }),
    spotTypes: z.array(z.object({ id: z.number() })),
  })
  .meta({ id: 'ClassificationWithSpotTypes' });
export type ClassificationWithSpotTypes = z.infer<typeof classificationWithSpotTypesSchema>;

/** Classification tiles label code: 'P' + id zero-padded to 3 digits (spec public §9). */
export function classificationLabelCode(id: number): string {
  return `P${String(id).padStart(3, '0')}`;
}

export const productClassificationsQuery = z.object({
  ...cacheBuster,
  locationId: optionalQuery(idParam('locationId')),
});

export const spotsResponseSchema = envelope('data', z.array(spotSchema)).meta({ id: 'SpotsResponse' });
export const spotDetailsResponseSchema = envelope('spotDetails', spotDetailsSchema).meta({
  id: 'SpotDetailsResponse',
});
export const spotTypesResponseSchema = envelope('spotTypes', z.array(spotTypeSchema)).meta({
  id: 'SpotTypesResponse',
});
export const productClassificationsResponseSchema = envelope(
  'productClassificationsWithSpotTypes',
  z.array(classificationWithSpotTypesSchema),
).meta({ id: 'ProductClassificationsResponse' });
