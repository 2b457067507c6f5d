import { describe, expect, it } from 'vitest';
import { spotPositions } from '../../../web/src/features/spot-search/map/spot-map-model.ts';

describe('the spot positions a phone map fits', () => {
  it('are every placed spot as [longitude, latitude], leaving out spots with no position', () => {
    expect(
      spotPositions([
        { latitude: 39.53, longitude: -104.69 },
        { latitude: 0, longitude: 0 },
        { latitude: Number.NaN, longitude: -104.7 },
        { latitude: 39.54, longitude: -104.7 },
      ]),
    ).toEqual([
      [-104.69, 39.53],
      [-104.7, 39.54],
    ]);
  });
});
