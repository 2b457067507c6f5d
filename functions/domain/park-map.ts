/**
 * The park map (admin §2.3 park-map): staff place a park's spots and points of interest by dragging
 * them. Pure: the rule that keeps a moved marker near its park, and the keyboard's nudge.
 */
import { milesBetween } from './park-search.ts';

/** [longitude, latitude], as maps and GeoJSON order them. */
export type LonLat = [number, number];

/** A marker dropped farther than this from the park's own position is refused (a slip while zoomed out). */
export const MAX_MILES_FROM_PARK = 15;

/** Moves saved at once: each is a put and its history entry in one transaction of at most 100 items. */
export const MAX_MOVES_PER_SAVE = 49;

export const PARK_MAP_MESSAGE = {
  tooFar: (name: string) =>
    `${name} would be more than ${MAX_MILES_FROM_PARK} miles from the park. Zoom in and place it inside the park.`,
  notInPark: 'Every spot and point of interest must belong to this park.',
  tooManyMoves: `Save at most ${MAX_MOVES_PER_SAVE} moved markers at a time.`,
  movedTwice: 'Each marker may be moved once per save.',
} as const;

/** Miles from the park's own position (the park search's great-circle distance). */
export function milesFromPark(park: { latitude: number; longitude: number }, [lon, lat]: LonLat): number {
  return milesBetween(park.latitude, park.longitude, lat, lon);
}

export type Heading = 'north' | 'south' | 'east' | 'west';

/** A position moved `metres` towards a heading: the keyboard's way to nudge a marker. */
export function nudge([lon, lat]: LonLat, heading: Heading, metres: number): LonLat {
  const dLat = metres / 111_320;
  const dLon = metres / (111_320 * Math.cos((lat * Math.PI) / 180));
  const round = (n: number) => Math.round(n * 1e7) / 1e7;
  switch (heading) {
    case 'north':
      return [lon, round(lat + dLat)];
    case 'south':
      return [lon, round(lat - dLat)];
    case 'east':
      return [round(lon + dLon), lat];
    case 'west':
      return [round(lon - dLon), lat];
  }
}
