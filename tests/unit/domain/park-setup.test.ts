/** The rules of park set-up: audit diffs, closure coverage and impact, date ranges, attribute values. */
import { describe, expect, it } from 'vitest';
import {
  PARK_SETUP_MESSAGE,
  attributeValueProblem,
  closureImpact,
  dateRangeProblem,
  diffFields,
  mergeAttributes,
} from '#domain/park-setup';

describe('diffFields', () => {
  it('lists changed fields old → new as text, objects compared whatever their key order', () => {
    const before = { name: 'A1', isActive: true, photos: [{ url: 'a', id: 1 }] };
    const after = { name: 'A2', isActive: true, photos: [{ id: 1, url: 'a' }] };
    expect(diffFields(before, after, ['name', 'isActive', 'photos'])).toEqual([
      { field: 'name', oldValue: 'A1', newValue: 'A2' },
    ]);
    expect(diffFields(undefined, { name: 'New', area: '' }, ['name', 'area'])).toEqual([
      { field: 'name', oldValue: null, newValue: 'New' },
    ]);
  });
});

describe('closureImpact', () => {
  const closure = { spotIds: [1, 2], startDate: '2026-07-03', endDate: '2026-07-04' };
  it('finds the sold stays and the live holds on covered nights only', () => {
    const nights = [
      { spotId: 2, night: '2026-07-04', status: 'reserved' as const, reservationId: 20 },
      { spotId: 1, night: '2026-07-03', status: 'reserved' as const, reservationId: 10 },
      { spotId: 1, night: '2026-07-04', status: 'reserved' as const, reservationId: 10 },
      { spotId: 3, night: '2026-07-03', status: 'reserved' as const, reservationId: 30 },
      { spotId: 2, night: '2026-07-05', status: 'reserved' as const, reservationId: 40 },
      { spotId: 2, night: '2026-07-03', status: 'held' as const, expiresAt: 2000 },
      { spotId: 1, night: '2026-07-03', status: 'held' as const, expiresAt: 500 },
    ];
    expect(closureImpact(closure, nights, 1000)).toEqual({ reservationIds: [10, 20], heldSpotIds: [2] });
  });
  it('covers every spot of the park when it names none', () => {
    const nights = [{ spotId: 9, night: '2026-07-03', status: 'reserved' as const, reservationId: 90 }];
    expect(closureImpact({ ...closure, spotIds: [] }, nights, 0).reservationIds).toEqual([90]);
  });
});

describe('dateRangeProblem', () => {
  it('refuses an end before the start and a closure longer than the limit', () => {
    expect(dateRangeProblem('2026-07-04', '2026-07-03')).toEqual({
      field: 'endDate',
      message: PARK_SETUP_MESSAGE.endBeforeStart,
    });
    expect(dateRangeProblem('2026-07-04', '2026-07-04')).toBeUndefined();
    expect(dateRangeProblem('2026-01-01', '2027-01-02', 366)?.message).toBe(
      PARK_SETUP_MESSAGE.closureTooLong,
    );
  });
});

describe('attributeValueProblem', () => {
  const numeric = { name: 'Max People', valueType: 'Numeric Free', options: [], minValue: 1, maxValue: 12 };
  const single = {
    name: 'Shade',
    valueType: 'Single Select',
    options: [{ id: 5 }, { id: 6 }],
    minValue: null,
    maxValue: null,
  };
  it('checks each value type', () => {
    expect(attributeValueProblem(numeric, { value: '6', optionIds: [] })).toBeUndefined();
    expect(attributeValueProblem(numeric, { value: '13', optionIds: [] })).toBe(
      'Max People needs a number of at most 12.',
    );
    expect(attributeValueProblem(single, { value: null, optionIds: [5, 6] })).toBe(
      'Shade needs exactly one option.',
    );
    expect(attributeValueProblem(single, { value: null, optionIds: [7] })).toBe(
      'Shade needs one of its options.',
    );
    expect(
      attributeValueProblem({ ...numeric, valueType: 'Yes/No' }, { value: 'maybe', optionIds: [] }),
    ).toBe('Max People needs yes or no.');
  });
  it('merges a bulk change over a spot’s other values', () => {
    const current = [
      { attributeId: 3, value: 'no' },
      { attributeId: 1, value: '4' },
    ];
    expect(mergeAttributes(current, [{ attributeId: 3, value: 'yes' }])).toEqual([
      { attributeId: 1, value: '4' },
      { attributeId: 3, value: 'yes' },
    ]);
  });
});
