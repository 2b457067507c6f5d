import { describe, expect, it } from 'vitest';
import type { LocationPointOfInterest } from '#contract/points-of-interest';
import type { Spot } from '#contract/spots';
import {
  filtersActive,
  poiMarkers,
  spotMarkers,
} from '../../../web/src/features/spot-search/map/spot-map-model.ts';
import { initialSearchState } from '../../../web/src/features/spot-search/search-state.ts';

const spot = (id: number, name: string, isSpotAvailable: boolean) =>
  ({
    id,
    name,
    isSpotAvailable,
    latitude: 39.5,
    longitude: -105.1,
    product: { productTypeIcon: '/icons/product-types/campsite.svg' },
  }) as unknown as Spot;

const poi = (id: number, icon: string, latitude: number, longitude: number) =>
  ({ id, name: `Point ${id}`, description: '', icon, latitude, longitude }) as LocationPointOfInterest;

describe('spot map markers', () => {
  it('counts loop, name, types, classes, amenities and available-only as filters; dates are not', () => {
    expect(filtersActive({ ...initialSearchState, startDate: '2026-12-01', endDate: '2026-12-03' })).toBe(
      false,
    );
    expect(filtersActive({ ...initialSearchState, selectedLoopId: 3 })).toBe(true);
    expect(filtersActive({ ...initialSearchState, selectedSpotName: 'A0' })).toBe(true);
    expect(filtersActive({ ...initialSearchState, selectedSpotTypes: [1] })).toBe(true);
    expect(filtersActive({ ...initialSearchState, onlyShowAvailable: true })).toBe(true);
  });

  it('names spots in capitals and marks unavailable ones, or those outside active filters', () => {
    const spots = [spot(1, 'a001', true), spot(2, 'a002', false), spot(3, 'b003', true)];
    const unfiltered = spotMarkers(spots, null);
    expect(unfiltered.map((m) => m.caption)).toEqual(['A001', 'A002', 'B003']);
    expect(unfiltered.map((m) => m.className)).toEqual([
      'spot-marker',
      'spot-marker is-unavailable',
      'spot-marker',
    ]);
    const filtered = spotMarkers(spots, new Set([1]));
    expect(filtered.map((m) => m.className?.includes('is-unavailable'))).toEqual([false, true, true]);
    expect(filtered[2]!.label).toBe('b003 (unavailable)');
  });

  it('shows points of interest only with an icon and a position', () => {
    const markers = poiMarkers([
      poi(1, '/icons/poi/hiking.svg', 39.5, -105.1),
      poi(2, '', 39.5, -105.1),
      poi(3, 'fa-fish', 39.6, -105.2),
      poi(4, '/icons/poi/golf.svg', 0, 0),
    ]);
    expect(markers.map((m) => m.id)).toEqual(['poi-1', 'poi-3']);
    expect(markers[0]!.iconUrl).toBe('/icons/poi/hiking.svg');
    expect(markers[1]!.iconUrl).toBeUndefined();
  });
});
