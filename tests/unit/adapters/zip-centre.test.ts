/**
 * A zip code's centre on AWS comes from Amazon Location's place index (no local stand-in, so
 * aws-sdk-client-mock answers); locally from the offline gazetteer, which never ships in a bundle.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { LocationClient, SearchPlaceIndexForTextCommand } from '@aws-sdk/client-location';
import { zipCentre } from '#adapters/geocoding/index';

const location = mockClient(LocationClient);

describe('zipCentre', () => {
  beforeEach(() => location.reset());
  afterEach(() => {
    delete process.env.CAMPFIRE_RUNTIME;
    delete process.env.PLACE_INDEX_NAME;
  });

  it('answers locally from the gazetteer', async () => {
    expect(await zipCentre(' 80203 ')).toEqual({ latitude: 39.7313, longitude: -104.9811 });
    expect(await zipCentre('00000')).toBeUndefined();
    expect(location.commandCalls(SearchPlaceIndexForTextCommand)).toHaveLength(0);
  });

  it('asks the place index for the postal code on AWS', async () => {
    process.env.CAMPFIRE_RUNTIME = 'aws';
    process.env.PLACE_INDEX_NAME = 'campfire-places';
    location.on(SearchPlaceIndexForTextCommand).resolves({
      Summary: undefined,
      Results: [
        { Place: { PostalCode: '98501', Geometry: { Point: [-122.9, 47.04] } }, Distance: undefined },
      ],
    } as never);
    expect(await zipCentre('98501')).toEqual({ latitude: 47.04, longitude: -122.9 });
    expect(location.commandCalls(SearchPlaceIndexForTextCommand)[0]!.args[0].input).toMatchObject({
      IndexName: 'campfire-places',
      Text: '98501',
      FilterCountries: ['USA'],
      FilterCategories: ['PostalCode'],
    });
  });

  it('reports an unknown zip code on AWS as not found', async () => {
    process.env.CAMPFIRE_RUNTIME = 'aws';
    process.env.PLACE_INDEX_NAME = 'campfire-places';
    location.on(SearchPlaceIndexForTextCommand).resolves({
      Results: [{ Place: { PostalCode: '98502', Geometry: { Point: [-122.9, 47.04] } } }],
    } as never);
    expect(await zipCentre('98599')).toBeUndefined();
  });
});
