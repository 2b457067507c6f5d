import { describe, expect, it } from 'vitest';
import {
  pricingSeasonRequestSchema,
  dateBlockRequestSchema,
  discountClassRequestSchema,
} from '#contract/seasons';
import type { OperationalSeasonRecord, PricingSeasonRecord } from '#domain/inventory';
import type { DateBlockRecord } from '#domain/pricing/schedule';
import { PARK_SETUP_MESSAGE } from '#domain/park-setup';
import {
  SEASON_MESSAGE,
  blockDays,
  centsToDollarText,
  dateBlockConflict,
  daysClosedByChange,
  dayRuns,
  daysFromTo,
  dollarsToCents,
  openOn,
  operationalSeasonConflict,
  pricingSeasonConflicts,
  rangeInYear,
} from '#domain/seasons';

describe('rates typed in dollars', () => {
  it.each([
    ['45', 4500],
    ['45.5', 4550],
    ['45.05', 4505],
    [' $1,045.00 ', 104_500],
    ['.99', 99],
    ['0', 0],
    [12.34, 1234],
    ['5000', 500_000],
  ])('%j is %i cents, without floating-point error', (typed, cents) => {
    expect(dollarsToCents(typed, 'Rate')).toEqual({ cents });
  });

  it.each([
    ['', 'Rate is required'],
    [null, 'Rate is required'],
    ['-5', 'Rate must not be negative'],
    ['45.999', 'Rate must be in dollars and cents (at most two decimals)'],
    ['cheap', 'Rate must be an amount in dollars, such as 35.00'],
    ['4,5', 'Rate must be an amount in dollars, such as 35.00'],
    ['1e3', 'Rate must be an amount in dollars, such as 35.00'],
    ['5000.01', 'Rate must be at most $5000.00'],
    ['45000', 'Rate must be at most $5000.00'],
  ])('%j is refused: %s', (typed, problem) => {
    expect(dollarsToCents(typed, 'Rate')).toEqual({ problem });
  });

  it('shows cents as the amount a form takes back', () => {
    expect([0, 5, 4550, 104_500].map(centsToDollarText)).toEqual(['0.00', '0.05', '45.50', '1045.00']);
  });
});

const season = (id: number, startDate: string, endDate: string, productIds: number[], locationId = 1) =>
  ({
    id,
    locationId,
    name: `Season ${id}`,
    startDate,
    endDate,
    rates: productIds.map((productId) => ({ productId, dailyRateCents: 5000 })),
  }) satisfies PricingSeasonRecord;

describe('pricing season overlap', () => {
  const summer = season(1, '2027-06-01', '2027-09-15', [10, 11]);

  it('refuses a season sharing a day and a product class with another of its park, naming the rate', () => {
    const clash = pricingSeasonConflicts(season(0, '2027-09-15', '2027-10-31', [12, 11]), [summer]);
    expect(clash).toEqual([{ rateIndex: 1, productId: 11, other: summer }]);
  });

  it('allows the next day, another product class, another park, and the season itself', () => {
    expect(pricingSeasonConflicts(season(0, '2027-09-16', '2027-10-31', [10]), [summer])).toEqual([]);
    expect(pricingSeasonConflicts(season(0, '2027-07-01', '2027-07-31', [12]), [summer])).toEqual([]);
    expect(pricingSeasonConflicts(season(0, '2027-07-01', '2027-07-31', [10], 2), [summer])).toEqual([]);
    expect(pricingSeasonConflicts({ ...summer, endDate: '2027-09-30' }, [summer])).toEqual([]);
  });

  it('finds seasons that touch a year, across New Year', () => {
    const winter = season(2, '2026-12-20', '2027-01-02', [10]);
    expect([2026, 2027, 2028].map((y) => rangeInYear(winter, y))).toEqual([true, true, false]);
  });

  it('refuses an end before the start and a season over a year long, at the end date', () => {
    const base = { locationId: 1, name: 'X', rates: [{ productId: 1, dailyRate: '10' }] };
    const before = pricingSeasonRequestSchema.safeParse({
      ...base,
      startDate: '2027-06-02',
      endDate: '2027-06-01',
    });
    expect(before.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['endDate', PARK_SETUP_MESSAGE.endBeforeStart],
    ]);
    const long = pricingSeasonRequestSchema.safeParse({
      ...base,
      startDate: '2027-01-01',
      endDate: '2028-01-02',
    });
    expect(long.error?.issues.map((i) => i.message)).toEqual([SEASON_MESSAGE.seasonTooLong]);
    const leap = pricingSeasonRequestSchema.safeParse({
      ...base,
      startDate: '2028-01-01',
      endDate: '2028-12-31',
    });
    expect(leap.success).toBe(true);
    expect(leap.data?.rates).toEqual([{ productId: 1, dailyRate: 1000 }]);
  });

  it('refuses a product class priced twice and a rate that is not dollars, at the rate', () => {
    const res = pricingSeasonRequestSchema.safeParse({
      locationId: 1,
      name: 'X',
      startDate: '2027-06-01',
      endDate: '2027-06-30',
      rates: [
        { productId: 1, dailyRate: '10' },
        { productId: 1, dailyRate: 'ten' },
      ],
    });
    expect(res.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['rates.1.dailyRate', 'Nightly rate must be an amount in dollars, such as 35.00'],
    ]);
  });
});

describe('operational seasons', () => {
  const open = (id: number, startDate: string, endDate: string): OperationalSeasonRecord => ({
    id,
    locationId: 1,
    name: `Open ${id}`,
    startDate,
    endDate,
  });

  it('a park with no season is open all year; with seasons only on their days', () => {
    expect(openOn([], '2027-01-01')).toBe(true);
    expect(openOn([open(1, '2027-05-01', '2027-10-15')], '2027-04-30')).toBe(false);
    expect(openOn([open(1, '2027-05-01', '2027-10-15')], '2027-10-15')).toBe(true);
  });

  it('adding the first season closes every day outside it; shortening one closes the days it gives up', () => {
    expect(daysClosedByChange([], [open(1, '2027-05-03', '2027-05-04')], '2027-05-01', '2027-05-06')).toEqual(
      ['2027-05-01', '2027-05-02', '2027-05-05', '2027-05-06'],
    );
    expect(
      daysClosedByChange(
        [open(1, '2027-05-01', '2027-10-15')],
        [open(1, '2027-05-03', '2027-10-15')],
        '2027-04-01',
        '2027-12-31',
      ),
    ).toEqual(['2027-05-01', '2027-05-02']);
  });

  it('widening a season or deleting the only one closes nothing', () => {
    const s = open(1, '2027-05-01', '2027-10-15');
    expect(daysClosedByChange([s], [{ ...s, startDate: '2027-04-01' }], '2027-01-01', '2027-12-31')).toEqual(
      [],
    );
    expect(daysClosedByChange([s], [], '2027-01-01', '2027-12-31')).toEqual([]);
  });

  it('refuses another season of the park on the same days', () => {
    const s = open(1, '2027-05-01', '2027-10-15');
    expect(operationalSeasonConflict(open(0, '2027-10-15', '2027-11-01'), [s])).toBe(s);
    expect(operationalSeasonConflict(open(0, '2027-10-16', '2027-11-01'), [s])).toBeUndefined();
    expect(operationalSeasonConflict({ ...s, locationId: 2, id: 0 }, [s])).toBeUndefined();
  });
});

describe('date blocks', () => {
  const block = (id: number, dates: string[], locationIds: number[] = []): DateBlockRecord => ({
    id,
    name: `Block ${id}`,
    description: '',
    locationIds,
    days: dates.map((date, i) => ({ id: id * 10 + i, date })),
    rates: [],
    surchargeCents: 0,
  });

  it('refuses a day another block covers at a park they share (no parks: every park)', () => {
    const july = block(1, ['2027-07-03', '2027-07-04']);
    expect(dateBlockConflict(block(0, ['2027-07-04'], [5]), [july])).toEqual({
      other: july,
      date: '2027-07-04',
    });
    const parkOnly = block(2, ['2027-08-01'], [5]);
    expect(dateBlockConflict(block(0, ['2027-08-01'], [6]), [parkOnly])).toBeUndefined();
    expect(dateBlockConflict(block(0, ['2027-08-01'], [5, 6]), [parkOnly])?.other).toBe(parkOnly);
  });

  it('keeps the id of a day the block already had and gives new days new ids of its own', () => {
    expect(blockDays(7, ['2027-07-05', '2027-07-04', '2027-07-04'])).toEqual([
      { id: 7001, date: '2027-07-04' },
      { id: 7002, date: '2027-07-05' },
    ]);
    expect(blockDays(7, ['2027-07-05', '2027-07-06'], [{ id: 7002, date: '2027-07-05' }])).toEqual([
      { id: 7002, date: '2027-07-05' },
      { id: 7001, date: '2027-07-06' },
    ]);
  });

  it("shows a block's days as runs of consecutive days, keeping the gaps between them", () => {
    expect(dayRuns(['2027-07-05', '2027-05-29', '2027-05-30', '2027-07-04', '2027-09-06'])).toEqual([
      { first: '2027-05-29', last: '2027-05-30' },
      { first: '2027-07-04', last: '2027-07-05' },
      { first: '2027-09-06', last: '2027-09-06' },
    ]);
    expect(dayRuns(['2027-12-31', '2028-01-01'])).toEqual([{ first: '2027-12-31', last: '2028-01-01' }]);
    expect(dayRuns([])).toEqual([]);
  });

  it('the form turns a first and last day into the days of the block', () => {
    expect(daysFromTo('2027-05-29', '2027-05-31')).toEqual(['2027-05-29', '2027-05-30', '2027-05-31']);
    expect(daysFromTo('2027-05-31', '2027-05-29')).toEqual([]);
  });

  it('needs a day, at most 31, and takes a blank surcharge as none', () => {
    const none = dateBlockRequestSchema.safeParse({ name: 'X', days: [] });
    expect(none.error?.issues.map((i) => i.message)).toEqual([SEASON_MESSAGE.noDays]);
    const ok = dateBlockRequestSchema.parse({ name: 'X', days: ['07/04/2027'], surcharge: '' });
    expect([ok.days, ok.surcharge]).toEqual([['2027-07-04'], 0]);
  });
});

describe('discount class requests', () => {
  const base = { name: 'Volunteer', priority: 2, accountingCodeSuffix: 'VOL' };
  it('needs a percentage from 1 to 100 for a percentage rule', () => {
    const res = discountClassRequestSchema.safeParse({ ...base, kind: 'percentage', percentage: 0 });
    expect(res.error?.issues.map((i) => i.message)).toEqual([SEASON_MESSAGE.percentage]);
    expect(
      discountClassRequestSchema.safeParse({ ...base, kind: 'percentage', percentage: 100 }).success,
    ).toBe(true);
  });

  it('takes a fixed amount in dollars per night and per product type', () => {
    const ok = discountClassRequestSchema.parse({
      ...base,
      kind: 'fixedPerNight',
      amount: '5',
      productTypeAmounts: [{ productTypeId: 2, amount: '12.50' }],
    });
    expect([ok.amount, ok.productTypeAmounts, ok.isActive]).toEqual([
      500,
      [{ productTypeId: 2, amount: 1250 }],
      true,
    ]);
  });
});
