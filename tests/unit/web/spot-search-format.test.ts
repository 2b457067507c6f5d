import { describe, expect, it } from 'vitest';
import {
  associatedSpotTypes,
  attributeLabel,
  carouselImages,
  coordinatesDecimal,
  coordinatesDms,
  dailyRateRange,
  isAttributeIconVisible,
  latitudeDms,
  longitudeDms,
  matchCountLabel,
  maxPeopleLabel,
  singleSelectOptionIds,
  singleSelectOptionLabel,
  splitInTwoColumns,
  spotDetailPairs,
  visibleAttributeIcons,
} from '../../../web/src/features/spot-search/format.ts';
import type { SpotAttribute } from '#contract/spots';

const attribute = (overrides: Partial<SpotAttribute>): SpotAttribute => ({
  id: 1,
  name: 'Water',
  icon: '/icons/attributes/water.svg',
  value: 'yes',
  selectedAttributeOptions: [],
  showIcon: true,
  hasNoValue: false,
  ...overrides,
});

describe('coordinates (public §5.3)', () => {
  it.each([
    [39.7392, `39° 44' 21.1" N`],
    [-33.8688, `33° 52' 7.7" S`],
    [0, `0° 0' 0.0" N`],
    [45.99999, `46° 0' 0.0" N`],
  ])('latitude %s -> %s', (value, expected) => expect(latitudeDms(value)).toBe(expected));

  it.each([
    [-104.9903, `104° 59' 25.1" W`],
    [151.2093, `151° 12' 33.5" E`],
  ])('longitude %s -> %s', (value, expected) => expect(longitudeDms(value)).toBe(expected));

  it('joins both, decimal and DMS', () => {
    expect(coordinatesDms(39.7392, -104.9903)).toBe(`39° 44' 21.1" N, 104° 59' 25.1" W`);
    expect(coordinatesDecimal(39.73921234, -104.9903)).toBe('39.739212, -104.9903');
  });
});

describe('daily rate range (public §2.11)', () => {
  it('shows low - high per day', () => {
    expect(dailyRateRange({ lowerDailyRate: 20, higherDailyRate: 32.5 })).toBe('$20.00 - $32.50 (per day)');
  });
  it('shows one value when equal', () => {
    expect(dailyRateRange({ lowerDailyRate: 20, higherDailyRate: 20 })).toBe('$20.00 (per day)');
  });
});

describe('amenity icons (public §2.11)', () => {
  it.each([
    ['yes', true],
    ['30', true],
    ['n', false],
    ['No', false],
    [' none ', false],
  ])('value %s -> visible %s', (value, visible) => {
    expect(isAttributeIconVisible(attribute({ value }))).toBe(visible);
  });
  it('hides icons with no value or not shown by the park', () => {
    expect(isAttributeIconVisible(attribute({ hasNoValue: true }))).toBe(false);
    expect(isAttributeIconVisible(attribute({ showIcon: false }))).toBe(false);
  });
  it('lists only the visible icons of a spot', () => {
    const spot = {
      spotAttributes: [
        attribute({ id: 1, name: 'Water' }),
        attribute({ id: 2, name: 'Sewer', value: 'no' }),
        attribute({ id: 3, name: 'Pets', showIcon: false }),
      ],
    };
    expect(visibleAttributeIcons(spot).map((a) => a.name)).toEqual(['Water']);
  });
  it("reads 'Max. {n}' from attribute 133", () => {
    expect(maxPeopleLabel({ spotAttributes: [attribute({ id: 133, value: '6' })] })).toBe('Max. 6');
    expect(maxPeopleLabel({ spotAttributes: [attribute({ id: 2 })] })).toBeUndefined();
  });
});

describe('ranked attribute 9 (public §2.10)', () => {
  const options = [
    { id: 91, value: 'Under 20 ft' },
    { id: 92, value: '20 ft' },
    { id: 93, value: '30 ft' },
    { id: 95, value: '40 ft' },
    { id: 96, value: 'Over 50 ft' },
  ];
  it("appends ' & Up' except for options 91 and 96", () => {
    expect(options.map((o) => singleSelectOptionLabel(9, o))).toEqual([
      'Under 20 ft',
      '20 ft & Up',
      '30 ft & Up',
      '40 ft & Up',
      'Over 50 ft',
    ]);
  });
  it('leaves other attributes alone', () => {
    expect(singleSelectOptionLabel(12, { id: 92, value: 'Gravel' })).toBe('Gravel');
  });
  it('matches the chosen option up to 96', () => {
    expect(singleSelectOptionIds(9, 93, options)).toEqual([93, 95, 96]);
    expect(singleSelectOptionIds(12, 93, options)).toEqual([93]);
  });
});

describe('spot details (public §2.13)', () => {
  it('splits in two columns, the first taking the extra', () => {
    expect(splitInTwoColumns([1, 2, 3, 4, 5])).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    expect(splitInTwoColumns([1, 2])).toEqual([[1], [2]]);
    expect(splitInTwoColumns([])).toEqual([[], []]);
  });
  it('trims, sorts and joins the associated spot types', () => {
    expect(
      associatedSpotTypes({
        spotSpotTypes: [
          { spotTypeId: 2, spotType: { id: 2, name: ' Tent ' } },
          { spotTypeId: 1, spotType: { id: 1, name: 'RV' } },
          { spotTypeId: 3, spotType: { id: 3, name: 'Cabin' } },
        ],
      }),
    ).toBe('Cabin, RV, Tent');
  });
  it('lists attributes with a value or options, sorted by name, options distinct', () => {
    expect(
      spotDetailPairs({
        attributes: [
          { globalAttributeId: 1, name: 'Water', value: 'yes', attributeSelectedOptions: [] },
          { globalAttributeId: 2, name: 'Electric', value: null, attributeSelectedOptions: [] },
          {
            globalAttributeId: 3,
            name: 'Amps',
            value: null,
            attributeSelectedOptions: [
              { id: 1, value: '30' },
              { id: 2, value: '50' },
              { id: 3, value: '30' },
            ],
          },
        ],
      }),
    ).toEqual([
      { name: 'Amps', value: '30, 50' },
      { name: 'Water', value: 'yes' },
    ]);
  });
  it('starts the carousel on the featured image', () => {
    expect(carouselImages('/a.jpg', [{ url: '/b.jpg' }, { url: '/a.jpg' }])).toEqual(['/a.jpg', '/b.jpg']);
    expect(carouselImages('/a.jpg', [])).toEqual(['/a.jpg']);
  });
});

describe('labels', () => {
  it('uses displayName when present', () => {
    expect(attributeLabel({ name: 'water_hookup', displayName: 'Water Hookup' })).toBe('Water Hookup');
    expect(attributeLabel({ name: 'Water', displayName: '' })).toBe('Water');
  });
  it('counts matches', () => {
    expect(matchCountLabel(12)).toBe('12 Spots match your selection(s)');
  });
});
