/**
 * The AWS geocoder: Amazon Location SearchPlaceIndexForText on the place index named by
 * PLACE_INDEX_NAME (lib/platform creates it and grants geo:SearchPlaceIndexForText on it alone).
 */
import {
  LocationClient,
  SearchPlaceIndexForTextCommand,
  type SearchPlaceIndexForTextCommandInput,
  type SearchPlaceIndexForTextCommandOutput,
} from '@aws-sdk/client-location';
import { inState, type Geocoder, type Place, type PlaceSearchOptions } from './types.ts';
import { stateCode } from './us-states.ts';

/** The request the spec's place search makes (public §2.6): US only, biased, at most `limit` results. */
export function placeSearchRequest(
  indexName: string,
  text: string,
  options: PlaceSearchOptions,
): SearchPlaceIndexForTextCommandInput {
  return {
    IndexName: indexName,
    Text: text,
    BiasPosition: [...options.proximity],
    MaxResults: options.limit,
    FilterCountries: ['USA'],
  };
}

/** Amazon Location results → places, keeping only those in the tenant's state. */
export function toPlaces(output: SearchPlaceIndexForTextCommandOutput, stateFilter: string): Place[] {
  return (output.Results ?? []).flatMap(({ Place: p }) => {
    const [longitude, latitude] = p?.Geometry?.Point ?? [];
    if (longitude === undefined || latitude === undefined) return [];
    const state = stateCode(p?.Region);
    const place: Place = {
      text: p?.Label ?? '',
      latitude,
      longitude,
      context: state ? [{ short_code: `US-${state}` }] : [],
    };
    return inState(place, stateFilter) ? [place] : [];
  });
}

export function createAmazonLocationGeocoder(indexName: string, client = new LocationClient({})): Geocoder {
  return {
    async searchPlaces(text, options) {
      const out = await client.send(
        new SearchPlaceIndexForTextCommand(placeSearchRequest(indexName, text, options)),
      );
      return toPlaces(out, options.stateFilter);
    },
  };
}
