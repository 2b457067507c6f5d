import { describe, expect, it } from 'vitest';
import {
  milesAwayLabel,
  pageCount,
  parkOptionText,
  priceRange,
  productCountLabel,
} from '../../../web/src/lib/park-search/format.ts';
import {
  parkSearchResultsUrl,
  readParkSearch,
  searchKind,
  toParkSearchRequest,
  writeParkSearch,
} from '../../../web/src/lib/park-search/search-params.ts';

describe('park search in the URL', () => {
  it('a chosen place keeps its text and position, and asks for the nearest parks first', () => {
    const url = parkSearchResultsUrl({ searchTerm: 'Denver, CO', latitude: 39.74, longitude: -104.99 });
    expect(url).toBe('/parksearchresults?searchTerm=Denver%2C+CO&latitude=39.74&longitude=-104.99');
    const state = readParkSearch(new URLSearchParams(url.split('?')[1]));
    expect(searchKind(state)).toBe('place');
    expect(toParkSearchRequest(state, 10)).toMatchObject({
      latitude: 39.74,
      longitude: -104.99,
      sortByMilesFromLatLong: true,
      pageNumber: 1,
      itemsPerPage: 10,
    });
  });

  it('criteria survive a round trip, amenities included', () => {
    const params = writeParkSearch({
      zipcode: '80134',
      milesFromZipcode: 25,
      startDate: '2027-06-01',
      endDate: '2027-06-03',
      numberOfPeople: 4,
      spotTypeIds: [1, 3],
      spotAttributes: [
        { id: 2, value: 'yes', selectedAttributeOptions: [] },
        { id: 9, value: null, selectedAttributeOptions: [94, 95] },
      ],
      includeNonMatchingResults: true,
      pageNumber: 2,
    });
    const state = readParkSearch(new URLSearchParams(params.toString()));
    expect(searchKind(state)).toBe('criteria');
    expect(state).toMatchObject({
      zipcode: '80134',
      milesFromZipcode: 25,
      startDate: '2027-06-01',
      endDate: '2027-06-03',
      numberOfPeople: 4,
      spotTypeIds: [1, 3],
      spotAttributes: [
        { id: 2, value: 'yes', selectedAttributeOptions: [] },
        { id: 9, value: null, selectedAttributeOptions: [94, 95] },
      ],
      includeNonMatchingResults: true,
      pageNumber: 2,
      view: 'list',
    });
    expect(toParkSearchRequest(state, 10)).toMatchObject({ sortByMilesFromLatLong: true, pageNumber: 2 });
  });

  it('the map view asks for every park on one page; junk in the URL is ignored', () => {
    const state = readParkSearch(
      new URLSearchParams('locationName=lake&view=map&pageNumber=x&regionIds=a,2'),
    );
    expect(searchKind(state)).toBe('name');
    expect(state.regionIds).toEqual([2]);
    expect(toParkSearchRequest(state, 100)).toMatchObject({
      locationName: 'lake',
      pageNumber: 1,
      itemsPerPage: 100,
    });
  });
});

describe('park search wording', () => {
  it.each([
    [{ minPrice: 20, maxPrice: 155 }, '$20.00 - $155.00'],
    [{ minPrice: 30, maxPrice: 30 }, '$30.00'],
    [{ minPrice: 0, maxPrice: 0 }, ''],
  ])('price range of %j is %s', (item, text) => expect(priceRange(item)).toBe(text));

  it('reads options, distances, counts and pages', () => {
    expect(
      parkOptionText({ matchingAreaName: 'Coyote Loop', locationName: 'Bluestem Reservoir State Park' }),
    ).toBe('Coyote Loop in Bluestem Reservoir State Park');
    expect(milesAwayLabel(15.26)).toBe('15.3 miles away');
    expect(milesAwayLabel(1)).toBe('1 mile away');
    expect(milesAwayLabel(undefined)).toBe('');
    expect(productCountLabel(1, 'Cabin')).toBe('1 Cabin');
    expect(productCountLabel(12, 'Campsite')).toBe('12 Campsites');
    expect([pageCount(0, 10), pageCount(10, 10), pageCount(11, 10)]).toEqual([1, 1, 2]);
  });
});
