/** The catalogue list requests: what each kind accepts, and the field messages of what it refuses. */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  attributeRequestSchema,
  pointOfInterestRequestSchema,
  productClassRequestSchema,
  spotTypeRequestSchema,
} from '#contract/catalogue-settings';
import { CATALOGUE_MESSAGE } from '#domain/catalogue-settings';

/** The messages by field of a refused request. */
function problems(schema: z.ZodType, body: unknown): Record<string, string[]> {
  const result = schema.safeParse(body);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

const productClass = {
  name: 'Lakeside Cabin',
  code: 'CO-011',
  productTypeId: '2',
  productClassificationId: 1,
  bookingTypeId: '1',
  baseDailyRate: '$95.50',
};

describe('product class requests', () => {
  it('takes ids typed in selects and a rate in dollars, kept in cents', () => {
    expect(productClassRequestSchema.parse(productClass)).toMatchObject({
      productTypeId: 2,
      bookingTypeId: 1,
      baseDailyRate: 9550,
      description: '',
      requiresCustomerAccount: false,
    });
  });

  it('names each bad field', () => {
    expect(
      problems(productClassRequestSchema, {
        ...productClass,
        name: ' ',
        code: 'CO 11!',
        productTypeId: '',
        bookingTypeId: 3,
        baseDailyRate: '12.345',
      }),
    ).toEqual({
      name: ['Name is required'],
      code: ['Code must be letters, digits and hyphens only'],
      productTypeId: [CATALOGUE_MESSAGE.unknownChoice('Product Type')],
      bookingTypeId: [CATALOGUE_MESSAGE.unknownChoice('Booking Type')],
      baseDailyRate: ['Base Rate must be in dollars and cents (at most two decimals)'],
    });
  });
});

describe('spot and product type requests', () => {
  it('takes an svg or png icon by site path or https address', () => {
    for (const icon of ['/icons/spot-types/cabin.svg', 'https://cdn.example.gov/yurt.PNG'])
      expect(spotTypeRequestSchema.parse({ name: 'Yurt', icon }).icon).toBe(icon);
  });

  it('refuses a missing icon, another kind of address and a blank name', () => {
    expect(problems(spotTypeRequestSchema, { name: '', icon: '' })).toEqual({
      name: ['Name is required'],
      icon: ['Icon is required'],
    });
    for (const icon of ['javascript:alert(1)', 'http://example.gov/a.svg', '/icons/a.gif'])
      expect(problems(spotTypeRequestSchema, { name: 'Yurt', icon })).toEqual({
        icon: [CATALOGUE_MESSAGE.iconUrl],
      });
  });
});

describe('activity and amenity requests', () => {
  it('needs a category; the icon may be blank and the flags default off', () => {
    expect(
      pointOfInterestRequestSchema.parse({ name: 'Kayaking', categoryId: '2', icon: null }),
    ).toMatchObject({
      categoryId: 2,
      icon: '',
      isSearchable: false,
      isMappable: false,
    });
    expect(problems(pointOfInterestRequestSchema, { name: 'Kayaking' })).toEqual({
      categoryId: [CATALOGUE_MESSAGE.unknownChoice('Category')],
    });
  });
});

describe('attribute requests', () => {
  const attribute = {
    name: 'Hammock Posts',
    valueType: 'Single Select',
    categoryId: 1,
    options: [{ value: 'Two' }],
  };

  it('takes a select with options and blank limits as none', () => {
    expect(attributeRequestSchema.parse({ ...attribute, minValue: '', maxValue: null })).toMatchObject({
      options: [{ value: 'Two' }],
      minValue: null,
      maxValue: null,
    });
  });

  it('refuses a select without options, repeated options, an unknown type and a minimum above the maximum', () => {
    expect(problems(attributeRequestSchema, { ...attribute, options: [] })).toEqual({
      options: [CATALOGUE_MESSAGE.optionsRequired],
    });
    expect(
      problems(attributeRequestSchema, { ...attribute, options: [{ value: 'Two' }, { value: 'two ' }] }),
    ).toEqual({ options: [CATALOGUE_MESSAGE.duplicateOption] });
    expect(problems(attributeRequestSchema, { ...attribute, valueType: 'Colour' })).toEqual({
      valueType: [CATALOGUE_MESSAGE.unknownChoice('Value Type')],
    });
    expect(
      problems(attributeRequestSchema, {
        ...attribute,
        valueType: 'Numeric Free',
        minValue: '10',
        maxValue: 2,
      }),
    ).toEqual({ minValue: [CATALOGUE_MESSAGE.minAboveMax] });
    expect(problems(attributeRequestSchema, { ...attribute, maxValue: 'lots' })).toEqual({
      maxValue: ['Maximum must be a number'],
    });
  });
});
