import type { SearchPlaceIndexForTextCommandOutput } from '@aws-sdk/client-location';
import { describe, expect, it } from 'vitest';
import { placeSearchRequest, toPlaces } from '#adapters/geocoding/amazon-location';
import { createGazetteerGeocoder } from '#adapters/geocoding/gazetteer';
import { inState, stateShortCode } from '#adapters/geocoding/types';
import { milesBetween } from '#domain/park-search';

const coCentre: [number, number] = [-105.55, 39.0];
const options = { proximity: coCentre, limit: 10, stateFilter: 'US-CO' };

describe('state filter', () => {
  it.each([
    ['US-CO', 'US-CO'],
    ['co', 'US-CO'],
    [' us-wa ', 'US-WA'],
  ])('%s reads as %s', (filter, code) => expect(stateShortCode(filter)).toBe(code));

  it('keeps a place whose context holds the state', () => {
    const place = { text: 'Denver, CO', latitude: 39.7, longitude: -105, context: [{ short_code: 'US-CO' }] };
    expect(inState(place, 'CO')).toBe(true);
    expect(inState(place, 'US-WA')).toBe(false);
  });
});

describe('offline gazetteer', () => {
  const gazetteer = createGazetteerGeocoder();

  it('matches city names by prefix in any letter case, in the tenant state only, nearest first', async () => {
    const places = await gazetteer.searchPlaces('FORT', options);
    expect(places.map((p) => p.text)).toContain('Fort Collins, CO');
    expect(places.every((p) => p.text.startsWith('Fort') && p.text.endsWith(', CO'))).toBe(true);
    const miles = places.map((p) => milesBetween(39.0, -105.55, p.latitude, p.longitude));
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
  });

  it('finds zip codes by prefix and limits the results', async () => {
    const places = await gazetteer.searchPlaces('80', { ...options, limit: 3 });
    expect(places).toHaveLength(3);
    expect(places.every((p) => /^80\d{3}, .+, CO$/.test(p.text))).toBe(true);
  });

  it('finds nothing for an empty text or a city of another state', async () => {
    expect(await gazetteer.searchPlaces('  ', options)).toEqual([]);
    expect(await gazetteer.searchPlaces('Spokane', options)).toEqual([]);
    expect((await gazetteer.searchPlaces('Spokane', { ...options, stateFilter: 'WA' }))[0]?.text).toBe(
      'Spokane, WA',
    );
  });
});

describe('Amazon Location mapping', () => {
  it('asks for US places biased to the tenant centre, 10 at most', () => {
    expect(placeSearchRequest('campfire-places', 'Denver', options)).toEqual({
      IndexName: 'campfire-places',
      Text: 'Denver',
      BiasPosition: [-105.55, 39.0],
      MaxResults: 10,
      FilterCountries: ['USA'],
    });
  });

  it("keeps only results in the tenant's state, with their label and position", () => {
    const output = {
      $metadata: {},
      Summary: undefined,
      Results: [
        { Place: { Label: 'Denver, CO, USA', Geometry: { Point: [-104.99, 39.74] }, Region: 'Colorado' } },
        { Place: { Label: 'Denver, PA, USA', Geometry: { Point: [-76.13, 40.23] }, Region: 'Pennsylvania' } },
        { Place: { Label: 'Nowhere', Geometry: {} } },
      ],
    } as unknown as SearchPlaceIndexForTextCommandOutput;
    expect(toPlaces(output, 'US-CO')).toEqual([
      { text: 'Denver, CO, USA', latitude: 39.74, longitude: -104.99, context: [{ short_code: 'US-CO' }] },
    ]);
  });
});
