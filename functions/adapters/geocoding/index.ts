/**
 * `geocoder()`: the one place search of the product, chosen by configuration, never by the caller:
 * CAMPFIRE_RUNTIME=local (the local runtime, tests) uses the offline gazetteer; otherwise Amazon
 * Location's place index named by PLACE_INDEX_NAME.
 */
import { createAmazonLocationGeocoder } from './amazon-location.ts';
import { createGazetteerGeocoder } from './gazetteer.ts';
import type { Geocoder } from './types.ts';

export type { Geocoder, Place, PlaceSearchOptions } from './types.ts';

/** The spec's place search limit (public §2.6, §9). */
export const PLACE_SEARCH_LIMIT = 10;

let configured: Geocoder | undefined;

function configuredGeocoder(): Geocoder {
  if (process.env.CAMPFIRE_RUNTIME !== 'aws') return createGazetteerGeocoder();
  const index = process.env.PLACE_INDEX_NAME;
  if (!index) throw new Error('PLACE_INDEX_NAME is not set: no Amazon Location place index');
  return createAmazonLocationGeocoder(index);
}

export function geocoder(): Geocoder {
  configured ??= configuredGeocoder();
  return configured;
}

/**
 * A US zip code's centre. The offline gazetteer answers on both runtimes: a zip code's centre is
 * fixed data, and this keeps a zip search from costing a geocoding call per request.
 */
export { zipCentre } from './gazetteer.ts';
