/** Business rule rows (admin §2.3 brm/*): which row applies by scope and date, and which rows may be saved. */
import { describe, expect, it } from 'vitest';
import { PUBLIC_CALLER, bookingOpensOn, maxArrivalDate, spotDayCodes } from '#domain/availability/day-codes';
import { AVAILABILITY_CODE } from '#domain/availability/codes';
import {
  type BusinessRuleRow,
  RULE_ROW_MESSAGE,
  lastArrivalDate,
  rowStatus,
  rowsTakenOver,
  ruleRowOn,
  ruleRowProblems,
  ruleValueOn,
} from '#domain/business-rules/rows';
import { EMPTY_PARK_RULES } from '#domain/inventory';
import { spot } from './availability-fixtures.ts';

let nextId = 1;
const row = (over: Partial<BusinessRuleRow>): BusinessRuleRow => ({
  id: nextId++,
  rule: 'minimumStay',
  locationId: null,
  productId: null,
  value: 1,
  startDate: '2026-01-01',
  endDate: null,
  ...over,
});

const PARK = 5;
const CABIN = 9;
const agency = row({ value: 1 });
const park = row({ locationId: PARK, value: 2 });
const cabins = row({ locationId: PARK, productId: CABIN, value: 3 });
const summerCabins = row({
  locationId: PARK,
  productId: CABIN,
  value: 4,
  startDate: '2027-06-01',
  endDate: '2027-08-31',
});
const otherPark = row({ locationId: 6, value: 7 });
const rows = [agency, park, cabins, otherPark];

describe('the row in effect', () => {
  it.each<[string, { locationId: number | null; productId: number | null }, number]>([
    ['a cabin at the park: the product class row', { locationId: PARK, productId: CABIN }, 3],
    ['a tent site at the park: the park row', { locationId: PARK, productId: 1 }, 2],
    ['a site at a park without rows: the agency default', { locationId: 8, productId: CABIN }, 1],
    ['another park: its own row', { locationId: 6, productId: CABIN }, 7],
  ])('%s', (_, scope, value) => {
    expect(ruleValueOn(rows, 'minimumStay', scope, '2026-07-01')).toBe(value);
  });

  it('follows the dates: a scheduled row applies from its start to its end, then the standing one again', () => {
    const scheduled = [agency, park, summerCabins];
    const cabin = { locationId: PARK, productId: CABIN };
    expect(ruleValueOn(scheduled, 'minimumStay', cabin, '2027-05-31')).toBe(2);
    expect(ruleValueOn(scheduled, 'minimumStay', cabin, '2027-06-01')).toBe(4);
    expect(ruleValueOn(scheduled, 'minimumStay', cabin, '2027-08-31')).toBe(4);
    expect(ruleValueOn(scheduled, 'minimumStay', cabin, '2027-09-01')).toBe(2);
  });

  it('ignores ended rows and rows not started yet; nothing in effect: null', () => {
    const ended = row({ locationId: PARK, value: 9, startDate: '2025-01-01', endDate: '2025-12-31' });
    const later = row({ rule: 'maximumStay', value: 14, startDate: '2030-01-01' });
    expect(
      ruleValueOn([ended], 'minimumStay', { locationId: PARK, productId: null }, '2026-01-01'),
    ).toBeNull();
    expect(
      ruleValueOn([later], 'maximumStay', { locationId: PARK, productId: null }, '2029-12-31'),
    ).toBeNull();
    expect(ruleRowOn([later], 'maximumStay', { locationId: PARK, productId: null }, '2030-01-01')).toBe(
      later,
    );
  });

  it('reads only the rule asked for', () => {
    expect(ruleValueOn(rows, 'maximumStay', { locationId: PARK, productId: null }, '2026-07-01')).toBeNull();
  });

  it('says whether a row is in effect, scheduled or ended', () => {
    expect(rowStatus(summerCabins, '2026-11-27')).toBe('Scheduled');
    expect(rowStatus(summerCabins, '2027-07-01')).toBe('In effect');
    expect(rowStatus(summerCabins, '2027-09-01')).toBe('Ended');
  });
});

describe('the last arrival day', () => {
  const max = (over: Partial<BusinessRuleRow>) => row({ rule: 'maximumArrivalDate', ...over });
  const scope = { locationId: PARK, productId: null };

  it('is today plus the maximum in effect; none: no limit', () => {
    expect(lastArrivalDate([max({ value: 10 })], scope, '2026-11-27')).toBe('2026-12-07');
    expect(lastArrivalDate([], scope, '2026-11-27')).toBeUndefined();
  });

  it('follows a longer window scheduled from a later day, on the days it covers', () => {
    const standing = max({ value: 10, endDate: '2026-11-30' });
    const longer = max({ value: 60, startDate: '2026-12-01' });
    expect(lastArrivalDate([standing, longer], scope, '2026-11-27')).toBe('2027-01-26');
    // A longer window that starts past today's reach still opens its days, from its start.
    const far = max({ value: 400, startDate: '2027-06-01' });
    expect(lastArrivalDate([max({ value: 10, endDate: '2027-05-31' }), far], scope, '2026-11-27')).toBe(
      '2028-01-01',
    );
  });

  it('uses the product class row for a spot of that class', () => {
    const rs = [max({ value: 10 }), max({ locationId: PARK, productId: CABIN, value: 30 })];
    expect(lastArrivalDate(rs, { locationId: PARK, productId: CABIN }, '2026-11-27')).toBe('2026-12-27');
    expect(lastArrivalDate(rs, { locationId: PARK, productId: 1 }, '2026-11-27')).toBe('2026-12-07');
  });
});

describe('availability follows the arrival-day rows', () => {
  const TODAY = '2026-11-27';
  const rules = {
    ...EMPTY_PARK_RULES,
    businessRules: [
      row({ rule: 'minimumArrivalDate', locationId: 1, value: 2 }),
      row({ rule: 'maximumArrivalDate', locationId: 1, value: 5 }),
      row({ rule: 'maximumArrivalDate', locationId: 1, productId: 77, value: 8 }),
    ],
  };
  const ctx = { today: TODAY, now: 0, caller: PUBLIC_CALLER, rules };
  const days = ['2026-11-27', '2026-11-28', '2026-11-29', '2026-12-02', '2026-12-03'];

  it('the public cannot arrive before the minimum nor after the maximum of the spot’s class', () => {
    const tent = spotDayCodes(spot(1), days, new Map(), ctx).map((c) => c.code);
    expect(tent).toEqual([
      AVAILABILITY_CODE.Unavailable,
      AVAILABILITY_CODE.Unavailable,
      AVAILABILITY_CODE.Available,
      AVAILABILITY_CODE.Available,
      AVAILABILITY_CODE.Unavailable,
    ]);
    expect(maxArrivalDate(ctx, { locationId: 1, productId: 77 })).toBe('2026-12-05');
    expect(maxArrivalDate(ctx)).toBe('2026-12-05');
    expect(bookingOpensOn(ctx, '2026-12-10')).toBe('2026-12-02');
  });
});

describe('which rows may be saved', () => {
  const others = [agency, park, cabins];

  it('refuses an end before the start', () => {
    expect(
      ruleRowProblems(row({ startDate: '2026-05-02', endDate: '2026-05-01', locationId: 9 }), []),
    ).toEqual({
      endDate: [RULE_ROW_MESSAGE.endBeforeStart],
    });
  });

  it('refuses negative values, and zero nights', () => {
    expect(ruleRowProblems(row({ rule: 'minimumArrivalDate', value: -1 }), [])).toEqual({
      value: [RULE_ROW_MESSAGE.wholeNumber(0)],
    });
    expect(ruleRowProblems(row({ rule: 'minimumArrivalDate', value: 0 }), [])).toEqual({});
    expect(ruleRowProblems(row({ value: 0 }), [])).toEqual({ value: [RULE_ROW_MESSAGE.wholeNumber(1)] });
    expect(ruleRowProblems(row({ value: 1.5 }), [])).toEqual({ value: [RULE_ROW_MESSAGE.wholeNumber(1)] });
  });

  it('refuses a row overlapping another of the same rule and scope, naming it', () => {
    const clash = row({ locationId: PARK, value: 5, startDate: '2027-01-01' });
    expect(ruleRowProblems(clash, others)).toEqual({ startDate: [RULE_ROW_MESSAGE.overlaps(park)] });
  });

  it('accepts rows of other scopes, other rules, or after the other ends', () => {
    const ended = row({ locationId: PARK, value: 2, endDate: '2026-12-31' });
    expect(ruleRowProblems(row({ locationId: PARK, productId: 1, value: 5 }), others)).toEqual({});
    expect(ruleRowProblems(row({ rule: 'maximumStay', locationId: PARK, value: 14 }), others)).toEqual({});
    expect(ruleRowProblems(row({ locationId: PARK, value: 3, startDate: '2027-01-01' }), [ended])).toEqual(
      {},
    );
    expect(ruleRowProblems(row({ locationId: PARK, value: 3, startDate: '2026-12-31' }), [ended])).toEqual({
      startDate: [RULE_ROW_MESSAGE.overlaps(ended)],
    });
  });

  it('does not compare a row with itself when it is changed', () => {
    expect(ruleRowProblems({ ...park, value: 4 }, others)).toEqual({});
  });

  it('allows a product class only at a park, and only for stay-length and arrival-day rules', () => {
    expect(ruleRowProblems(row({ productId: CABIN }), [])).toEqual({
      locationId: [RULE_ROW_MESSAGE.productNeedsPark],
    });
    expect(
      ruleRowProblems(
        row({ rule: 'maximumReservationsPerTransaction', locationId: PARK, productId: CABIN }),
        [],
      ),
    ).toEqual({ productId: [RULE_ROW_MESSAGE.productNotAllowed] });
  });
});

describe('scheduling a row over the one in effect', () => {
  it('ends the row of the same scope in effect on the new start the day before, and no other', () => {
    const next = { rule: 'minimumStay' as const, locationId: PARK, productId: null, startDate: '2027-05-01' };
    expect(rowsTakenOver(next, [agency, park, cabins])).toEqual([{ ...park, endDate: '2027-04-30' }]);
    const taken = [agency, { ...park, endDate: '2027-04-30' }, cabins];
    expect(ruleRowProblems({ ...next, value: 3, endDate: null }, taken)).toEqual({});
  });

  it('leaves rows that start on or after the new start, or end before it (those are overlaps or no matter)', () => {
    const from = { rule: 'minimumStay' as const, locationId: PARK, productId: null, startDate: '2026-01-01' };
    expect(rowsTakenOver(from, [park])).toEqual([]);
    const ended = row({ locationId: PARK, startDate: '2025-01-01', endDate: '2025-12-31' });
    expect(rowsTakenOver(from, [ended])).toEqual([]);
  });
});
