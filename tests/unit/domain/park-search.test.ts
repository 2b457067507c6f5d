import { describe, expect, it } from 'vitest';
import type { AttributeRecord, SpotRecord } from '#domain/catalogue';
import {
  milesBetween,
  searchParks,
  spotMeetsAttribute,
  type ParkContents,
  type ParkSearchCriteria,
  type SearchPark,
} from '#domain/park-search';

const criteria = (c: Partial<ParkSearchCriteria> = {}): ParkSearchCriteria => ({
  locationIds: [],
  regionIds: [],
  pointsOfInterestIds: [],
  spotTypeIds: [],
  spotAttributes: [],
  sortByMiles: false,
  includeNonMatchingResults: false,
  pageNumber: 1,
  itemsPerPage: 10,
  ...c,
});

const park = (
  id: number,
  longName: string,
  latitude: number,
  longitude: number,
  extra: Partial<SearchPark> = {},
) =>
  ({
    id,
    longName,
    shortName: longName,
    latitude,
    longitude,
    regionId: 1,
    isActive: true,
    areas: [],
    minPriceCents: 2000,
    maxPriceCents: 4000,
    ...extra,
  }) as SearchPark;

const spot = (attributes: SpotRecord['attributes'], extra: Partial<SpotRecord> = {}) =>
  ({ isActive: true, spotTypeIds: [1], attributes, ...extra }) as SpotRecord;

const parks = [
  park(1, 'Alpha Lake State Park', 39.74, -104.99, { areas: [{ name: 'Pine Area', description: '' }] }),
  park(2, 'Beta Canyon State Park', 38.27, -104.61, { regionId: 2 }),
  park(3, 'Gamma Closed State Park', 39.0, -105.0, { isActive: false }),
];
const contents: Record<number, ParkContents> = {
  1: {
    loopNames: ['Aspen Loop'],
    pointOfInterestIds: [5],
    spots: [spot([{ attributeId: 133, value: '6', optionIds: [] }])],
  },
  2: {
    loopNames: [],
    pointOfInterestIds: [],
    spots: [spot([{ attributeId: 133, value: '10', optionIds: [] }], { spotTypeIds: [2] })],
  },
};
const definition = (id: number, valueType: AttributeRecord['valueType']) =>
  [id, { id, valueType } as AttributeRecord] as const;
const attributes = new Map([
  definition(2, 'Yes/No'),
  definition(7, 'Numeric Free'),
  definition(9, 'Single Select'),
  definition(11, 'Multi Select'),
  definition(133, 'Numeric Free'),
]);
const run = (c: Partial<ParkSearchCriteria>) =>
  searchParks(parks, (id) => contents[id]!, criteria(c), attributes);

describe('park search rules', () => {
  it('measures miles with the haversine formula', () => {
    // Denver to Pueblo, about 101 miles as the crow flies.
    expect(milesBetween(39.7392, -104.9903, 38.2544, -104.6091)).toBeCloseTo(104, -1);
    expect(milesBetween(1, 1, 1, 1)).toBe(0);
  });

  it('name: park names, then areas, then loops; the matching name says which', () => {
    expect(run({ locationName: 'beta' }).hits.map((h) => h.matchingAreaName)).toEqual([
      'Beta Canyon State Park',
    ]);
    expect(run({ locationName: 'pine' }).hits.map((h) => h.matchingAreaName)).toEqual(['Pine Area']);
    expect(run({ locationName: 'aspen' }).hits.map((h) => h.matchingAreaName)).toEqual(['Aspen Loop']);
    expect(run({ locationName: 'closed' }).totalItems).toBe(0);
  });

  it('point: sorted by miles when asked, radius as a criterion', () => {
    const pueblo = { latitude: 38.2544, longitude: -104.6091 };
    expect(run({ point: pueblo, sortByMiles: true }).hits.map((h) => h.park.id)).toEqual([2, 1]);
    expect(run({ point: pueblo, miles: 50 }).hits.map((h) => h.park.id)).toEqual([2]);
    const all = run({ point: pueblo, miles: 50, includeNonMatchingResults: true, sortByMiles: true });
    expect(all.hits.map((h) => [h.park.id, h.meetsSearchCriteria])).toEqual([
      [2, true],
      [1, false],
    ]);
  });

  it('spot criteria: one active spot must meet them all', () => {
    expect(run({ numberOfPeople: 8 }).hits.map((h) => h.park.id)).toEqual([2]);
    expect(run({ numberOfPeople: 8, spotTypeIds: [1] }).totalItems).toBe(0);
    expect(run({ spotTypeIds: [1, 2] }).totalItems).toBe(2);
    expect(run({ regionIds: [2] }).hits.map((h) => h.park.id)).toEqual([2]);
    expect(run({ pointsOfInterestIds: [5] }).hits.map((h) => h.park.id)).toEqual([1]);
  });

  it('pages the ordered hits', () => {
    const page = searchParks(parks, (id) => contents[id]!, criteria({ pageNumber: 2, itemsPerPage: 1 }));
    expect(page.totalItems).toBe(2);
    expect(page.hits.map((h) => h.park.id)).toEqual([2]);
  });

  it.each([
    [
      { id: 2, value: 'yes', selectedAttributeOptions: [] },
      { attributeId: 2, value: 'yes', optionIds: [] },
      true,
    ],
    [
      { id: 2, value: 'yes', selectedAttributeOptions: [] },
      { attributeId: 2, value: 'no', optionIds: [] },
      false,
    ],
    [
      { id: 7, value: 40, selectedAttributeOptions: [] },
      { attributeId: 7, value: '45', optionIds: [] },
      true,
    ],
    [
      { id: 7, value: '50', selectedAttributeOptions: [] },
      { attributeId: 7, value: '45', optionIds: [] },
      false,
    ],
    [
      { id: 9, value: null, selectedAttributeOptions: [94, 95] },
      { attributeId: 9, value: null, optionIds: [95] },
      true,
    ],
    [
      { id: 9, value: null, selectedAttributeOptions: [94] },
      { attributeId: 9, value: null, optionIds: [91] },
      false,
    ],
  ])('amenity %j against %j: %s', (filter, value, expected) => {
    expect(spotMeetsAttribute(spot([value]), filter, attributes)).toBe(expected);
  });
});
