/**
 * What a spot result says to help a person choose (web/src/features/spot-search/results/result-facts.ts):
 * the stay's total with its length, the photo and its text alternative, and each amenity in words.
 */
import { describe, expect, it } from 'vitest';
import {
  amenityLabel,
  resultAmenities,
  resultPhoto,
  stayLengthLabel,
  stayTotalLabel,
} from '../../../web/src/features/spot-search/results/result-facts.ts';

const overnight = { bookingTypeId: 1 } as never;
const dayUse = { bookingTypeId: 2 } as never;
const stay = { arrivalDate: '2030-05-10', departureDate: '2030-05-12' };

describe("a result's stay total", () => {
  it('says the total and how many nights it is for', () => {
    expect(stayTotalLabel({ stayTotal: 72.1, product: overnight }, stay)).toBe('$72.10 total for 2 nights');
    expect(
      stayTotalLabel(
        { stayTotal: 1234.5, product: overnight },
        { arrivalDate: '2030-05-10', departureDate: '2030-05-11' },
      ),
    ).toBe('$1,234.50 total for 1 night');
  });

  it('counts day use in days, the last day included', () => {
    expect(stayTotalLabel({ stayTotal: 176.13, product: dayUse }, stay)).toBe('$176.13 total for 3 days');
    expect(stayLengthLabel('2030-05-10', '2030-05-10', true)).toBe('1 day');
  });

  it('says nothing without dates or without a price for them', () => {
    expect(stayTotalLabel({ stayTotal: 72.1, product: overnight }, null)).toBeUndefined();
    expect(stayTotalLabel({ stayTotal: null, product: overnight }, stay)).toBeUndefined();
    expect(stayTotalLabel({ product: overnight }, stay)).toBeUndefined();
  });
});

describe("a result's photo", () => {
  const photo = {
    id: 1,
    url: '/demo/photos/yurt.svg',
    title: 'Yurt 3 - Yurt in a meadow',
    description: 'A canvas yurt.',
  };

  it('is the featured image, described by its photo', () => {
    expect(resultPhoto({ name: 'Yurt 3', featuredImageUrl: photo.url, photos: [photo] })).toEqual({
      url: photo.url,
      alt: 'A canvas yurt.',
    });
  });

  it('falls back to the first photo, the title, then the spot name', () => {
    expect(
      resultPhoto({ name: 'Yurt 3', featuredImageUrl: '', photos: [{ ...photo, description: ' ' }] }),
    ).toEqual({ url: photo.url, alt: 'Yurt 3 - Yurt in a meadow' });
    expect(resultPhoto({ name: 'Yurt 3', featuredImageUrl: '/other.svg', photos: [] })).toEqual({
      url: '/other.svg',
      alt: 'Photo of Yurt 3',
    });
  });

  it('is absent when the spot has none', () => {
    expect(resultPhoto({ name: 'A001', featuredImageUrl: '', photos: [] })).toBeUndefined();
  });
});

describe('an amenity in words', () => {
  it('is its name for a yes, and name and value otherwise', () => {
    expect(amenityLabel({ name: 'Pets Allowed', value: 'Yes', selectedAttributeOptions: [] })).toBe(
      'Pets Allowed',
    );
    expect(amenityLabel({ name: 'Driveway Length', value: '45', selectedAttributeOptions: [] })).toBe(
      'Driveway Length: 45',
    );
  });

  it("lists a select attribute's options once each", () => {
    expect(
      amenityLabel({
        name: 'Electric Service',
        value: null,
        selectedAttributeOptions: [
          { id: 1, value: '30 Amp' },
          { id: 2, value: '50 Amp' },
          { id: 3, value: '30 Amp' },
        ],
      }),
    ).toBe('Electric Service: 30 Amp, 50 Amp');
  });
});

describe("a result's amenities", () => {
  const attribute = (id: number, name: string, value: string | null) => ({
    id,
    name,
    value,
    icon: `/icons/${id}.svg`,
    selectedAttributeOptions: [],
    showIcon: true,
    hasNoValue: false,
  });

  it("are those whose icon shows, less the party size the result says as 'Max. n'", () => {
    const spot = {
      spotAttributes: [
        attribute(1, 'Pets Allowed', 'yes'),
        attribute(2, 'Sewer Hookup', 'no'),
        attribute(133, 'Maximum Number of People', '6'),
        attribute(7, 'Driveway Length', '45'),
      ],
    };
    expect(resultAmenities(spot).map((a) => a.name)).toEqual(['Pets Allowed', 'Driveway Length']);
  });
});
