/**
 * Points of interest (spec public §3.3), in the two shapes the API returns: the tenant's catalogue
 * (`pointsOfInterest`) and a park's points with their distance band (`locationPointsOfInterest`).
 */
import { z } from 'zod';
import { booleanQuery, cacheBuster } from './common.ts';
import { envelope } from './envelope.ts';

/** distanceDescriptionId: the three distance bands. */
export const DISTANCE_DESCRIPTIONS = [
  { id: 1, name: 'Within Facility', description: 'Within the park' },
  { id: 2, name: 'Within 10 Miles', description: 'Within 10 miles of the park' },
  { id: 3, name: 'Greater Than 10 Miles', description: 'More than 10 miles from the park' },
] as const;

export const pointOfInterestCategorySchema = z
  .object({ id: z.number(), name: z.string(), description: z.string() })
  .meta({ id: 'PointOfInterestCategory' });

export const pointOfInterestSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    description: z.string(),
    icon: z.string(),
    pointOfInterestCategory: pointOfInterestCategorySchema,
    tenantPointOfInterest: z.object({
      id: z.number(),
      tenantId: z.string(),
      pointOfInterestId: z.number(),
      isSearchable: z.boolean(),
      isMappable: z.boolean(),
    }),
    pointOfInterestCategoryId: z.number(),
  })
  .meta({ id: 'PointOfInterest' });
export type PointOfInterest = z.infer<typeof pointOfInterestSchema>;

/** Shape (a): a park's point of interest as nested in a location. */
export const locationPointOfInterestNestedSchema = z
  .object({
    locationId: z.number(),
    tenantId: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    pointOfInterest: pointOfInterestSchema,
    pointOfInterestDistanceDescription: z.object({
      id: z.number(),
      name: z.string(),
      description: z.string(),
    }),
    pointOfInterestId: z.number(),
    pointOfInterestDistanceDescriptionId: z.number(),
  })
  .meta({ id: 'LocationPointOfInterestNested' });
export type LocationPointOfInterestNested = z.infer<typeof locationPointOfInterestNestedSchema>;

/** Shape (b): the flat row of GET Location/{locationId}/pointsofinterest. */
export const locationPointOfInterestSchema = z
  .object({
    id: z.number(),
    poiId: z.number(),
    latitude: z.number(),
    longitude: z.number(),
    name: z.string(),
    description: z.string(),
    icon: z.string(),
    distanceDescriptionId: z.number(),
    distanceDescriptionName: z.string(),
    distanceDescriptionDescription: z.string(),
    categoryId: z.number(),
    categoryName: z.string(),
    categoryDescription: z.string(),
  })
  .meta({ id: 'LocationPointOfInterest' });
export type LocationPointOfInterest = z.infer<typeof locationPointOfInterestSchema>;

export const pointsOfInterestQuery = z.object({
  ...cacheBuster,
  IsSearchable: booleanQuery('IsSearchable'),
  IsMappable: booleanQuery('IsMappable'),
});

export const pointsOfInterestResponseSchema = envelope(
  'pointsOfInterest',
  z.array(pointOfInterestSchema),
).meta({
  id: 'PointsOfInterestResponse',
});
export const locationPointsOfInterestResponseSchema = envelope(
  'locationPointsOfInterest',
  z.array(locationPointOfInterestSchema),
).meta({ id: 'LocationPointsOfInterestResponse' });
