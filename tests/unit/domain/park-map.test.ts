/** The park map's rules: how far a nudge moves a marker, and how far from its park a marker may go. */
import { describe, expect, it } from 'vitest';
import { MAX_MILES_FROM_PARK, milesFromPark, nudge } from '#domain/park-map';

const PARK = { latitude: 38.8, longitude: -105.2 };

describe('nudge', () => {
  it('moves north and south along the meridian by the metres asked', () => {
    const [lon, lat] = nudge([PARK.longitude, PARK.latitude], 'north', 111.32);
    expect(lon).toBe(PARK.longitude);
    expect(lat).toBeCloseTo(38.801, 7);
    expect(nudge([PARK.longitude, PARK.latitude], 'south', 111.32)[1]).toBeCloseTo(38.799, 7);
  });

  it('moves east and west by the same ground distance, so more degrees of longitude away from the equator', () => {
    const [east] = nudge([PARK.longitude, PARK.latitude], 'east', 100);
    const [west] = nudge([PARK.longitude, PARK.latitude], 'west', 100);
    expect(east - PARK.longitude).toBeCloseTo(PARK.longitude - west, 7);
    const miles = milesFromPark(PARK, [east, PARK.latitude]);
    expect(miles * 1609.344).toBeCloseTo(100, 0);
  });
});

describe('milesFromPark', () => {
  it('measures the great-circle distance from the park', () => {
    expect(milesFromPark(PARK, [PARK.longitude, PARK.latitude])).toBe(0);
    // A degree of latitude is about 69 miles.
    expect(milesFromPark(PARK, [PARK.longitude, PARK.latitude + 1])).toBeCloseTo(69.1, 0);
    expect(milesFromPark(PARK, [PARK.longitude, PARK.latitude + 0.2])).toBeGreaterThan(
      MAX_MILES_FROM_PARK - 2,
    );
  });
});
