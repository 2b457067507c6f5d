/**
 * The local runtime's geocoder: the offline `zipcodes` gazetteer (US zip codes with their city, state
 * and centre). Typed digits match zip codes by prefix; text matches city names by prefix, any letter
 * case. Results are ranked by distance from the proximity point, like Amazon Location's bias.
 */
import zipcodes, { type ZipCode } from 'zipcodes';
import { milesBetween } from '#domain/park-search';
import { stateShortCode, type Geocoder, type Place, type PlaceSearchOptions } from './types.ts';

interface City {
  key: string;
  place: Place;
}

let cityIndex: Map<string, City[]> | undefined;

function toPlace(text: string, z: Pick<ZipCode, 'latitude' | 'longitude' | 'state'>): Place {
  return { text, latitude: z.latitude, longitude: z.longitude, context: [{ short_code: `US-${z.state}` }] };
}

/** One entry per city and state (the centre of its first zip code), grouped by state; built once. */
function citiesByState(): Map<string, City[]> {
  if (cityIndex) return cityIndex;
  const seen = new Set<string>();
  cityIndex = new Map();
  for (const z of Object.values(zipcodes.codes)) {
    if (z.country !== 'US') continue;
    const id = `${z.city}|${z.state}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const list = cityIndex.get(z.state) ?? [];
    list.push({ key: z.city.toLowerCase(), place: toPlace(`${z.city}, ${z.state}`, z) });
    cityIndex.set(z.state, list);
  }
  return cityIndex;
}

function byProximity(places: Place[], [lon, lat]: [number, number]): Place[] {
  const miles = (p: Place) => milesBetween(lat, lon, p.latitude, p.longitude);
  return places
    .map((p) => ({ p, d: miles(p) }))
    .sort((a, b) => a.d - b.d || a.p.text.localeCompare(b.p.text))
    .map(({ p }) => p);
}

export function createGazetteerGeocoder(): Geocoder {
  return {
    async searchPlaces(text: string, options: PlaceSearchOptions): Promise<Place[]> {
      const query = text.trim().toLowerCase();
      if (!query) return [];
      const state = stateShortCode(options.stateFilter).slice(3);
      let places: Place[];
      if (/^\d{1,5}$/.test(query)) {
        places = Object.values(zipcodes.codes)
          .filter((z) => z.country === 'US' && z.state === state && z.zip.startsWith(query))
          .map((z) => toPlace(`${z.zip}, ${z.city}, ${z.state}`, z));
      } else {
        places = (citiesByState().get(state) ?? [])
          .filter((c) => c.key.startsWith(query))
          .map((c) => c.place);
      }
      return byProximity(places, options.proximity).slice(0, options.limit);
    },
  };
}

/** A US zip code's centre, or undefined when the gazetteer does not know it. */
export function zipCentre(zip: string): { latitude: number; longitude: number } | undefined {
  const z = zipcodes.lookup(zip.trim());
  return z && z.country === 'US' ? { latitude: z.latitude, longitude: z.longitude } : undefined;
}
