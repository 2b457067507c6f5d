/**
 * A park's activities and amenities (the points of interest its public page lists and its map shows):
 * the rows the park screen reads, and what staff send to add one or take one away. A new one stands at
 * the park's own position until it is moved on the park map.
 */
import { z } from 'zod';
import { DISTANCE_BAND } from '#domain/catalogue';
import { absent, idParam, numeric } from './common.ts';
import { envelope } from './envelope.ts';

export const PARK_POINT_MESSAGE = {
  choose: 'Choose an activity or amenity',
  distance: 'Choose how far it is from the park',
  listed: (name: string) => `${name} is already listed for this park.`,
};

export const DISTANCE_BAND_NAMES: Readonly<Record<number, string>> = {
  [DISTANCE_BAND.WithinFacility]: 'In the park',
  [DISTANCE_BAND.Within10Miles]: 'Within 10 miles',
  [DISTANCE_BAND.Beyond10Miles]: 'More than 10 miles away',
};

export const parkPointOfInterestSchema = z
  .object({
    /** The park's point-of-interest id (not the catalogue's). */
    id: z.number(),
    pointOfInterestId: z.number(),
    name: z.string(),
    categoryName: z.string(),
    icon: z.string(),
    distanceDescriptionId: z.number(),
    distance: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    dateLastModified: z.string(),
  })
  .meta({ id: 'ParkPointOfInterest' });
export type ParkPointOfInterest = z.infer<typeof parkPointOfInterestSchema>;

export const parkPointsOfInterestResponseSchema = envelope('data', z.array(parkPointOfInterestSchema));
export const parkPointOfInterestResponseSchema = envelope('data', parkPointOfInterestSchema);

const choice = (label: string, message: string) =>
  z.preprocess(
    (v) => absent(v) ?? 0,
    numeric(label, z.number().int({ error: message }).positive({ error: message })),
  );

export const parkPointOfInterestRequestSchema = z
  .object({
    pointOfInterestId: choice('Activity or Amenity', PARK_POINT_MESSAGE.choose),
    distanceDescriptionId: z.preprocess(
      (v) => absent(v) ?? 0,
      numeric(
        'Distance',
        z
          .number()
          .int()
          .refine((n) => n in DISTANCE_BAND_NAMES, { error: PARK_POINT_MESSAGE.distance }),
      ),
    ),
  })
  .meta({ id: 'ParkPointOfInterestRequest' });
export type ParkPointOfInterestRequest = z.output<typeof parkPointOfInterestRequestSchema>;

export const parkPointOfInterestParams = z.object({
  locationId: idParam('locationId'),
  pointId: idParam('pointId'),
});

/** The version read; blank refuses a removal once anyone has saved the item. */
export const parkPointOfInterestDeleteQuery = z.object({ dateLastModified: z.string().max(40).default('') });
