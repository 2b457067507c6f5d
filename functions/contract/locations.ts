/** Parks (locations) and loops (spec public §3.3, §7.2). */
import { z } from 'zod';
import { imageSchema } from './common.ts';
import { envelope } from './envelope.ts';
import { regionSchema } from './lookups.ts';
import { locationPointOfInterestNestedSchema } from './points-of-interest.ts';

export const locationDescriptionSchema = z
  .object({
    id: z.number(),
    tenantId: z.string(),
    locationId: z.number(),
    title: z.string(),
    description: z.string(),
    displayOrder: z.number(),
  })
  .meta({ id: 'LocationDescription' });
export type LocationDescription = z.infer<typeof locationDescriptionSchema>;

/** Titles of the well-known location descriptions. */
export const LOCATION_DESCRIPTION_TITLE = {
  general: 'General Description',
  reservationInfo: 'Reservation Info',
} as const;

export const productTypeCountSchema = z
  .object({
    locationId: z.number(),
    productTypeId: z.number(),
    productTypeName: z.string(),
    productTypeIcon: z.string(),
    count: z.number(),
  })
  .meta({ id: 'ProductTypeCount' });
export type ProductTypeCount = z.infer<typeof productTypeCountSchema>;

/** A named area of a park, as its spots name it. */
export const areaSchema = z.object({ name: z.string(), description: z.string() }).meta({ id: 'Area' });

export const locationSchema = z
  .object({
    id: z.number(),
    locationId: z.number(),
    tenantId: z.string(),
    code: z.string(),
    longName: z.string(),
    shortName: z.string(),
    annualVisitors: z.number(),
    acreage: z.number(),
    elevation: z.number(),
    url: z.string(),
    region: regionSchema,
    regionId: z.number(),
    timezone: z.string(),
    helpUrl: z.string(),
    helpUrlName: z.string(),
    directions: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    mapLatitude: z.number(),
    mapLongitude: z.number(),
    mapZoomLevel: z.number(),
    street1: z.string(),
    street2: z.string(),
    city: z.string(),
    state: z.string(),
    zipcode: z.string(),
    primaryContactName: z.string(),
    primaryContactEmail: z.string(),
    secondaryContactName: z.string(),
    secondaryContactEmail: z.string(),
    reportingEmail: z.string(),
    phoneNumber: z.string(),
    faxNumber: z.string(),
    featured: z.boolean(),
    featuredDescription: z.string(),
    featuredImageUrl: z.string(),
    meetsSearchCriteria: z.boolean(),
    operationalSeasonId: z.number().nullable(),
    isActive: z.boolean(),
    importantDates: z.string(),
    areas: z.array(areaSchema),
    images: z.array(imageSchema),
    locationDescriptions: z.array(locationDescriptionSchema),
    /** Filled by GET Location/{locationId}; empty in park lists. */
    locationPointOfInterests: z.array(locationPointOfInterestNestedSchema),
    productTypeCounts: z.array(productTypeCountSchema),
  })
  .meta({ id: 'Location' });
export type Location = z.infer<typeof locationSchema>;

export const loopSchema = z
  .object({
    id: z.number(),
    tenantId: z.string(),
    locationId: z.number(),
    name: z.string(),
    code: z.string(),
    description: z.string(),
    elevation: z.number(),
    directions: z.string(),
  })
  .meta({ id: 'Loop' });
export type Loop = z.infer<typeof loopSchema>;

export const locationsResponseSchema = envelope('data', z.array(locationSchema)).meta({
  id: 'LocationsResponse',
});
export const locationResponseSchema = envelope('data', locationSchema).meta({ id: 'LocationResponse' });
export const loopsResponseSchema = envelope('data', z.array(loopSchema)).meta({ id: 'LoopsResponse' });
