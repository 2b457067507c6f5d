/**
 * Park search (public §2.7, §7.2 Location/search): which parks answer a search, whether each meets the
 * criteria, how far each is from the searched point, in which order, one page. Pure: the API reads the
 * parks (and, only when spot criteria are given, their spots) and hands them in.
 *
 * Rules: a name narrows the parks to those whose name or one of whose areas or loops contains it
 * (matchingAreaName says which). Every other criterion decides meetsSearchCriteria: within the miles of
 * the point or zip code; in one of the regions / parks / with one of the points of interest; and at
 * least one active spot with one of the spot types, every amenity, room for the people (attribute 133),
 * the vehicles (attribute 8) and the vehicle length (attribute 7), judged by the spot search's amenity
 * rule (functions/domain/availability/filters.ts). Parks that miss are dropped unless
 * includeNonMatchingResults; matching parks come first.
 */
import { type SpotAttributeFilter, matchesAttribute } from '#domain/availability/filters';
import type { AttributeRecord, LocationRecord, SpotRecord } from '#domain/catalogue';
import type { LocationDerived } from '#domain/location-derived';

/** Well-known attributes the search form asks about directly (spec §3.3, demo attributes). */
export const SEARCH_ATTRIBUTE = { maxPeople: 133, maxVehicles: 8, drivewayLength: 7 } as const;

const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle distance in miles (haversine). */
export function milesBetween(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(lat2 - lat1);
  const dLon = rad(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

export interface ParkSearchCriteria {
  locationName?: string;
  locationIds: number[];
  regionIds: number[];
  pointsOfInterestIds: number[];
  spotTypeIds: number[];
  spotAttributes: SpotAttributeFilter[];
  numberOfPeople?: number;
  numberOfVehicles?: number;
  vehicleLength?: number;
  /** The searched point (a place, or the zip code's centre) and the radius around it. */
  point?: { latitude: number; longitude: number };
  miles?: number;
  sortByMiles: boolean;
  includeNonMatchingResults: boolean;
  pageNumber: number;
  itemsPerPage: number;
}

/** What the search judges a spot by. */
export type SearchSpot = Pick<SpotRecord, 'isActive' | 'spotTypeIds' | 'attributes'>;

export type SearchPark = LocationRecord & Pick<LocationDerived, 'minPriceCents' | 'maxPriceCents' | 'areas'>;

export interface ParkContents {
  loopNames: string[];
  pointOfInterestIds: number[];
  /** Absent when no spot criterion is asked (the spots are not read then). */
  spots?: SearchSpot[];
}

export interface ParkHit {
  park: SearchPark;
  matchingAreaName: string;
  meetsSearchCriteria: boolean;
  milesAway?: number;
}

export interface ParkSearchPage {
  hits: ParkHit[];
  totalItems: number;
}

/** Whether any spot criterion is asked, so the spots of the parks must be read. */
export function needsSpots(c: ParkSearchCriteria): boolean {
  return (
    c.spotTypeIds.length > 0 ||
    c.spotAttributes.length > 0 ||
    c.numberOfPeople !== undefined ||
    c.numberOfVehicles !== undefined ||
    c.vehicleLength !== undefined
  );
}

/** The area, loop or park name that contains the searched text, or undefined. */
export function matchingName(park: SearchPark, loopNames: string[], text: string): string | undefined {
  const q = text.trim().toLowerCase();
  if (!q) return park.longName;
  const has = (name: string) => name.toLowerCase().includes(q);
  if (has(park.longName) || has(park.shortName)) return park.longName;
  return park.areas.map((a) => a.name).find(has) ?? loopNames.find(has);
}

/**
 * The criteria's amenity entries, including people, vehicles and vehicle length as the numeric
 * attributes they are (133, 8, 7: "at least").
 */
export function amenityFilters(c: ParkSearchCriteria): SpotAttributeFilter[] {
  const atLeast = (id: number, n: number | undefined): SpotAttributeFilter[] =>
    n === undefined ? [] : [{ id, value: String(n), selectedAttributeOptions: [] }];
  return [
    ...c.spotAttributes,
    ...atLeast(SEARCH_ATTRIBUTE.maxPeople, c.numberOfPeople),
    ...atLeast(SEARCH_ATTRIBUTE.maxVehicles, c.numberOfVehicles),
    ...atLeast(SEARCH_ATTRIBUTE.drivewayLength, c.vehicleLength),
  ];
}

/** One amenity entry, by the spot search's own rule (an entry that asks for nothing passes). */
export function spotMeetsAttribute(
  spot: SearchSpot,
  filter: SpotAttributeFilter,
  attributes: ReadonlyMap<number, AttributeRecord>,
): boolean {
  // matchesAttribute reads only the spot's attributes, which SearchSpot carries.
  return matchesAttribute(spot as SpotRecord, filter, attributes.get(filter.id)) ?? true;
}

export function spotMeetsCriteria(
  spot: SearchSpot,
  c: ParkSearchCriteria,
  attributes: ReadonlyMap<number, AttributeRecord>,
): boolean {
  return (
    spot.isActive &&
    (c.spotTypeIds.length === 0 || spot.spotTypeIds.some((t) => c.spotTypeIds.includes(t))) &&
    amenityFilters(c).every((f) => spotMeetsAttribute(spot, f, attributes))
  );
}

function parkMeetsCriteria(
  park: SearchPark,
  contents: ParkContents,
  c: ParkSearchCriteria,
  milesAway: number | undefined,
  attributes: ReadonlyMap<number, AttributeRecord>,
): boolean {
  const anyOf = (wanted: number[], have: number[]) =>
    wanted.length === 0 || wanted.some((w) => have.includes(w));
  return (
    (c.miles === undefined || milesAway === undefined || milesAway <= c.miles) &&
    anyOf(c.locationIds, [park.id]) &&
    anyOf(c.regionIds, [park.regionId]) &&
    anyOf(c.pointsOfInterestIds, contents.pointOfInterestIds) &&
    (!needsSpots(c) || (contents.spots ?? []).some((s) => spotMeetsCriteria(s, c, attributes)))
  );
}

/** The whole search: filter by name, judge the criteria, order, page. Inactive parks never appear. */
export function searchParks(
  parks: SearchPark[],
  contentsOf: (parkId: number) => ParkContents,
  c: ParkSearchCriteria,
  attributes: ReadonlyMap<number, AttributeRecord> = new Map(),
): ParkSearchPage {
  const hits: ParkHit[] = [];
  for (const park of parks) {
    if (!park.isActive) continue;
    const contents = contentsOf(park.id);
    const matchingAreaName = c.locationName
      ? matchingName(park, contents.loopNames, c.locationName)
      : park.longName;
    if (matchingAreaName === undefined) continue;
    const milesAway = c.point
      ? milesBetween(c.point.latitude, c.point.longitude, park.latitude, park.longitude)
      : undefined;
    const meetsSearchCriteria = parkMeetsCriteria(park, contents, c, milesAway, attributes);
    if (!meetsSearchCriteria && !c.includeNonMatchingResults) continue;
    hits.push({
      park,
      matchingAreaName,
      meetsSearchCriteria,
      ...(milesAway === undefined ? {} : { milesAway }),
    });
  }
  hits.sort(
    (a, b) =>
      Number(b.meetsSearchCriteria) - Number(a.meetsSearchCriteria) ||
      (c.sortByMiles ? (a.milesAway ?? 0) - (b.milesAway ?? 0) : 0) ||
      a.park.longName.localeCompare(b.park.longName),
  );
  const start = (c.pageNumber - 1) * c.itemsPerPage;
  return { hits: hits.slice(start, start + c.itemsPerPage), totalItems: hits.length };
}

/** Cents → dollars for the summary item's minPrice / maxPrice. */
export function dollars(cents: number | null): number {
  return cents === null ? 0 : cents / 100;
}
