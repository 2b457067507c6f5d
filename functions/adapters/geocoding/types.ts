/**
 * The geocoder behind place search (public §2.6 'Locations' card) and zip-code search (§7.2): forward
 * geocoding of typed text, biased towards a point and kept to one state. Amazon Location on AWS, an
 * offline gazetteer on the local runtime (DESIGN §1); product code sees only this interface.
 */

/** One place as the spec's geocoding result names it: text (label), position, context short codes. */
export interface Place {
  text: string;
  latitude: number;
  longitude: number;
  /** e.g. [{ short_code: 'US-CO' }]: the state the place lies in (ISO 3166-2). */
  context: { short_code: string }[];
}

export interface PlaceSearchOptions {
  /** [longitude, latitude] the results are biased towards (the tenant's centre). */
  proximity: [number, number];
  limit: number;
  /** The tenant's mapSearchStateFilter, 'US-CO' or 'CO'; only places in that state are kept. */
  stateFilter: string;
}

export interface Geocoder {
  searchPlaces(text: string, options: PlaceSearchOptions): Promise<Place[]>;
}

/** 'US-CO', 'us-co' or 'CO' → 'US-CO' (the short_code form places carry). */
export function stateShortCode(filter: string): string {
  const code = filter.trim().toUpperCase();
  return code.startsWith('US-') ? code : `US-${code}`;
}

/** The spec's rule: keep a place only if its context holds the tenant's state short code. */
export function inState(place: Place, stateFilter: string): boolean {
  const wanted = stateShortCode(stateFilter);
  return place.context.some((c) => c.short_code.toUpperCase() === wanted);
}
