/**
 * `geocoder()` and `zipCentre()`: the one place search of the product, chosen by configuration, never
 * by the caller. CAMPFIRE_RUNTIME=aws: Amazon Location's place index named by PLACE_INDEX_NAME answers
 * both. Otherwise (the local runtime, tests) the offline gazetteer, loaded on first use from a URL the
 * bundler does not follow, so its 5 MB `zipcodes` data never ships in a Lambda bundle.
 */
import { LocationClient, SearchPlaceIndexForTextCommand } from '@aws-sdk/client-location';
import { createAmazonLocationGeocoder } from './amazon-location.ts';
import type * as GazetteerModule from './gazetteer.ts';
import type { Geocoder } from './types.ts';

export type { Geocoder, Place, PlaceSearchOptions } from './types.ts';

/** The spec's place search limit (public §2.6, §9). */
export const PLACE_SEARCH_LIMIT = 10;

type Gazetteer = typeof GazetteerModule;

let gazetteerModule: Promise<Gazetteer> | undefined;
function gazetteer(): Promise<Gazetteer> {
  gazetteerModule ??= import(new URL('./gazetteer.ts', import.meta.url).href) as Promise<Gazetteer>;
  return gazetteerModule;
}

const onAws = () => process.env.CAMPFIRE_RUNTIME === 'aws';

function placeIndex(): string {
  const index = process.env.PLACE_INDEX_NAME;
  if (!index) throw new Error('PLACE_INDEX_NAME is not set: no Amazon Location place index');
  return index;
}

let configured: Geocoder | undefined;

function configuredGeocoder(): Geocoder {
  if (onAws()) return createAmazonLocationGeocoder(placeIndex());
  return {
    async searchPlaces(text, options) {
      return (await gazetteer()).createGazetteerGeocoder().searchPlaces(text, options);
    },
  };
}

export function geocoder(): Geocoder {
  configured ??= configuredGeocoder();
  return configured;
}

let location: LocationClient | undefined;

/** A US zip code's centre, or undefined when the geocoder does not know it. */
export async function zipCentre(zip: string): Promise<{ latitude: number; longitude: number } | undefined> {
  const wanted = zip.trim();
  if (!onAws()) return (await gazetteer()).zipCentre(wanted);
  location ??= new LocationClient({});
  const out = await location.send(
    new SearchPlaceIndexForTextCommand({
      IndexName: placeIndex(),
      Text: wanted,
      FilterCountries: ['USA'],
      FilterCategories: ['PostalCode'],
      MaxResults: 1,
    }),
  );
  const place = out.Results?.[0]?.Place;
  const [longitude, latitude] = place?.Geometry?.Point ?? [];
  if (place?.PostalCode !== wanted || longitude === undefined || latitude === undefined) return undefined;
  return { latitude, longitude };
}
