/** The catalogue lists' rules: what uses a record, option ids that survive a rename, refused changes. */
import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_MESSAGE,
  attributeChangeProblems,
  attributeRangeProblems,
  duplicateNameProblem,
  isIconUrl,
  mergeOptions,
  usageCounts,
} from '#domain/catalogue-settings';

describe('usage counts', () => {
  it('counts each record once per user, however often the user names it', () => {
    const spots = [{ types: [1, 2] }, { types: [1, 1] }, { types: [] }];
    expect(usageCounts(spots, (s) => s.types)).toEqual(
      new Map([
        [1, 2],
        [2, 1],
      ]),
    );
  });
});

describe('select options', () => {
  const before = [
    { id: 91, value: 'None' },
    { id: 92, value: '15 Amp' },
  ];

  it('keeps the id of an option sent with it or typed the same, and numbers new ones after the highest', () => {
    expect(
      mergeOptions(before, [{ id: 91, value: 'No power' }, { value: '15 amp' }, { value: '30 Amp' }], 200),
    ).toEqual([
      { id: 91, value: 'No power' },
      { id: 92, value: '15 amp' },
      { id: 200, value: '30 Amp' },
    ]);
  });

  it('never gives two options one id', () => {
    expect(
      mergeOptions(
        before,
        [
          { id: 91, value: 'A' },
          { id: 91, value: 'B' },
        ],
        300,
      ),
    ).toEqual([
      { id: 91, value: 'A' },
      { id: 300, value: 'B' },
    ]);
  });
});

describe('attribute changes', () => {
  const before = {
    valueType: 'Single Select' as const,
    options: [
      { id: 1, value: 'A' },
      { id: 2, value: 'B' },
    ],
  };

  it('refuses a new value type once spots hold values, and dropping an option spots chose', () => {
    expect(attributeChangeProblems(before, { valueType: 'String Free', options: [] }, 3, new Set())).toEqual({
      valueType: [CATALOGUE_MESSAGE.valueTypeInUse(3)],
    });
    expect(
      attributeChangeProblems(before, { ...before, options: [{ id: 1, value: 'A' }] }, 3, new Set([2])),
    ).toEqual({
      options: [CATALOGUE_MESSAGE.optionInUse('B')],
    });
  });

  it('lets an unused attribute change type, and a new one be anything', () => {
    expect(attributeChangeProblems(before, { valueType: 'Yes/No', options: [] }, 0, new Set())).toEqual({});
    expect(attributeChangeProblems(undefined, { valueType: 'Yes/No', options: [] }, 9, new Set())).toEqual(
      {},
    );
  });
});

describe("a numeric attribute's bounds", () => {
  it('refuses bounds that values spots hold fall outside, naming the count and the extreme', () => {
    expect(attributeRangeProblems({ minValue: 20, maxValue: 40 }, [12, 18, 35, 50])).toEqual({
      minValue: [CATALOGUE_MESSAGE.valuesBelow(2, 12)],
      maxValue: [CATALOGUE_MESSAGE.valuesAbove(1, 50)],
    });
    expect(CATALOGUE_MESSAGE.valuesAbove(1, 50)).toBe(
      '1 spot holds a value above this Maximum (the highest is 50). Change those spots first.',
    );
  });

  it('accepts bounds that hold every value, and no bounds at all', () => {
    expect(attributeRangeProblems({ minValue: 12, maxValue: 50 }, [12, 18, 50])).toEqual({});
    expect(attributeRangeProblems({ minValue: null, maxValue: null }, [-5, 900])).toEqual({});
  });
});

describe('names and icons', () => {
  it('finds another record of the same name, ignoring case and spacing', () => {
    const records = [{ id: 1, name: 'Group  Campsite' }];
    expect(duplicateNameProblem(records, 2, 'group campsite', 'spot type')).toEqual({
      name: [CATALOGUE_MESSAGE.duplicateName('spot type')],
    });
    expect(duplicateNameProblem(records, 1, 'Group Campsite', 'spot type')).toEqual({});
  });

  it('takes svg and png images by site path or https only', () => {
    expect(isIconUrl('/icons/poi/hiking.svg')).toBe(true);
    expect(isIconUrl('https://cdn.example.gov/a.png?v=2')).toBe(true);
    expect(isIconUrl('data:image/svg+xml,<svg/>')).toBe(false);
    expect(isIconUrl('/icons/a.svg" onerror="x')).toBe(false);
  });
});
