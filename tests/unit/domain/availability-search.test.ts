import { describe, expect, it } from 'vitest';
import { bookingWindowRows } from '#domain/business-rules/rows';
import type { SpotAttributeFilter } from '#contract/availability';
import { AVAILABILITY_CODE as C } from '#domain/availability/codes';
import { addDays } from '#domain/availability/calendar';
import { PUBLIC_CALLER } from '#domain/availability/day-codes';
import { matchesAttribute } from '#domain/availability/filters';
import { dailyRateCents } from '#domain/availability/rates';
import { type AvailabilityQuery, lookupRange, searchAvailability } from '#domain/availability/search';
import type { PricingSeasonRecord, SpotNightRecord } from '#domain/inventory';
import { NOW, TODAY, attribute, product, rules, spot } from './availability-fixtures.ts';

const d = (n: number) => addDays(TODAY, n);

describe('amenity filters', () => {
  const defs = {
    yesNo: attribute(20, 'Yes/No'),
    single: attribute(30, 'Single Select', [301, 302, 303]),
    ranked: attribute(9, 'Single Select', [91, 92, 93, 94, 95, 96]),
    multi: attribute(40, 'Multi Select', [401, 402, 403, -99]),
    people: attribute(133, 'Numeric Free'),
    text: attribute(50, 'String Free'),
  };
  const withValue = (attributeId: number, value: string | null, optionIds: number[] = []) =>
    spot(1, { attributes: [{ attributeId, value, optionIds }] });
  const f = (id: number, value: SpotAttributeFilter['value'], selectedAttributeOptions: number[] = []) => ({
    id,
    value,
    selectedAttributeOptions,
  });

  it.each<
    [string, ReturnType<typeof spot>, SpotAttributeFilter, keyof typeof defs | undefined, boolean | undefined]
  >([
    ['Yes/No wanted, spot yes', withValue(20, 'yes'), f(20, 'yes'), 'yesNo', true],
    ['Yes/No wanted, spot Yes', withValue(20, 'Yes'), f(20, 'yes'), 'yesNo', true],
    ['Yes/No wanted, spot no', withValue(20, 'no'), f(20, 'yes'), 'yesNo', false],
    ['Yes/No wanted, spot without it', spot(1), f(20, 'yes'), 'yesNo', false],
    ['Yes/No not ticked', withValue(20, 'no'), f(20, null), 'yesNo', undefined],
    ['Single Select, chosen option', withValue(30, null, [302]), f(30, null, [302]), 'single', true],
    ['Single Select, other option', withValue(30, null, [301]), f(30, null, [302]), 'single', false],
    ['Single Select, nothing chosen', withValue(30, null, [301]), f(30, null, []), 'single', undefined],
    ['ranked 9: a better option matches', withValue(9, null, [95]), f(9, null, [93]), 'ranked', true],
    ['ranked 9: the top option matches', withValue(9, null, [96]), f(9, null, [91]), 'ranked', true],
    ['ranked 9: a worse option does not', withValue(9, null, [92]), f(9, null, [93]), 'ranked', false],
    [
      'Multi Select, any chosen option',
      withValue(40, null, [401, 403]),
      f(40, null, [402, 403]),
      'multi',
      true,
    ],
    ['Multi Select, none of them', withValue(40, null, [401]), f(40, null, [402, 403]), 'multi', false],
    ['Numeric: holds more people', withValue(133, '8'), f(133, 6), 'people', true],
    ['Numeric: holds exactly', withValue(133, '6'), f(133, '6'), 'people', true],
    ['Numeric: holds fewer', withValue(133, '4'), f(133, 6), 'people', false],
    ['Numeric: spot has no value', withValue(133, null), f(133, 6), 'people', false],
    ['Numeric: empty filter', withValue(133, '4'), f(133, ''), 'people', undefined],
    ['String: contains, any case', withValue(50, 'Lake View North'), f(50, 'view'), 'text', true],
    ['String: does not contain', withValue(50, 'Forest'), f(50, 'view'), 'text', false],
    ['String: blank filter', withValue(50, 'Forest'), f(50, '  '), 'text', undefined],
    ['an attribute the tenant does not define', withValue(77, 'yes'), f(77, 'yes'), undefined, false],
  ])('%s', (_, s, filter, def, expected) => {
    expect(matchesAttribute(s, filter, def ? defs[def] : undefined)).toBe(expected);
  });
});

describe('daily rates', () => {
  const p = product(1, { baseDailyRateCents: 2500 });
  const season = (
    id: number,
    startDate: string,
    endDate: string,
    cents: number,
    productId = 1,
  ): PricingSeasonRecord => ({
    id,
    locationId: 1,
    name: `S${id}`,
    startDate,
    endDate,
    rates: [{ productId, dailyRateCents: cents }],
  });
  const summer = season(1, '2026-06-01', '2026-08-31', 3500);
  const holiday = season(2, '2026-07-03', '2026-07-05', 4500);

  it.each([
    ['before any season', '2026-05-31', 2500],
    ['in summer', '2026-06-01', 3500],
    ['on the holiday inside summer (the later start wins)', '2026-07-04', 4500],
    ['after summer', '2026-09-01', 2500],
  ])('%s', (_, day, cents) => {
    expect(dailyRateCents(p, day, [summer, holiday])).toBe(cents);
  });

  it("ignores seasons without the product's rate, and is 0 without a product", () => {
    expect(dailyRateCents(p, '2026-07-01', [season(3, '2026-07-01', '2026-07-31', 9900, 2)])).toBe(2500);
    expect(dailyRateCents(undefined, '2026-07-01', [summer])).toBe(0);
  });
});

describe('searchAvailability', () => {
  const products = new Map([
    [1, product(1)],
    [2, product(2, { bookingTypeId: 2, baseDailyRateCents: 6000 })],
    [3, product(3, { productClassificationId: 1 })],
  ]);
  const attributes = new Map([[133, attribute(133, 'Numeric Free')]]);
  const people = (n: number) => [{ attributeId: 133, value: String(n), optionIds: [] }];
  // Loops 'Loop 10' and 'Loop 2' sort naturally (2 before 10); names A2 before A10.
  const spots = [
    spot(1, { name: 'A10', loopId: 10, attributes: people(6) }),
    spot(2, { name: 'A2', loopId: 10, attributes: people(4), spotTypeIds: [2] }),
    spot(3, { name: 'B1', loopId: 2, productId: 2, attributes: people(40), spotTypeIds: [2] }),
    spot(4, { name: 'B2', loopId: 2, productId: 3, attributes: people(6) }),
    spot(5, { name: 'B3', loopId: 2, isActive: false }),
  ];
  const loopNames = new Map([
    [10, 'Loop 10'],
    [2, 'Loop 2'],
  ]);
  const nights: SpotNightRecord[] = [{ spotId: 1, locationId: 1, night: d(1), status: 'reserved' }];
  const query = (over: Partial<AvailabilityQuery> = {}): AvailabilityQuery => ({
    startDate: d(0),
    endDate: d(13),
    includeDayAvailability: true,
    filters: { spotTypeIds: [], classificationIds: [], attributes: [] },
    onlyShowAvailable: false,
    pageNumber: 1,
    ...over,
  });
  const run = (over: Partial<AvailabilityQuery> = {}) =>
    searchAvailability(
      {
        spots,
        loopNames,
        catalogue: { products, attributes },
        nights,
        rules: rules(),
        today: TODAY,
        now: NOW,
        caller: PUBLIC_CALLER,
      },
      query(over),
    );
  const ids = (page: ReturnType<typeof run>) => page.rows.map((r) => r.spot.id);
  const filters = (over: Partial<AvailabilityQuery['filters']>) => ({
    filters: { spotTypeIds: [], classificationIds: [], attributes: [], ...over },
  });

  it('lists active spots by loop then spot name, naturally, with one code per window day', () => {
    const page = run();
    expect(ids(page)).toEqual([3, 4, 2, 1]);
    expect(page.totalItems).toBe(4);
    expect(page.rows.every((r) => r.days.length === 14)).toBe(true);
    expect(page.rows.find((r) => r.spot.id === 1)!.days[1]).toEqual({
      date: d(1),
      code: C.Reserved,
      baseDailyRateCents: 2500,
      availableAfterMaxArrival: false,
    });
  });

  it('puts the selected spot first when it matches', () => {
    expect(ids(run({ selectedSpotId: 1 }))).toEqual([1, 3, 4, 2]);
    expect(ids(run({ selectedSpotId: 1, ...filters({ loopId: 2 }) }))).toEqual([3, 4]);
  });

  it('filters by spot type (any selected), loop, spot name and amenity', () => {
    expect(ids(run(filters({ spotTypeIds: [2] })))).toEqual([3, 2]);
    expect(ids(run(filters({ spotTypeIds: [1, 2] })))).toEqual([3, 4, 2, 1]);
    expect(ids(run(filters({ loopId: 10 })))).toEqual([2, 1]);
    expect(ids(run(filters({ spotName: 'b' })))).toEqual([3, 4]);
    expect(ids(run(filters({ spotName: ' a1 ' })))).toEqual([1]);
    expect(ids(run(filters({ attributes: [{ id: 133, value: 6, selectedAttributeOptions: [] }] })))).toEqual([
      3, 4, 1,
    ]);
  });

  it('counts per classification without the classification filter', () => {
    const all = run();
    expect(all.classificationCounts).toEqual([
      { productClassificationId: 1, count: 3 },
      { productClassificationId: 2, count: 1 },
    ]);
    const narrowed = run(filters({ classificationIds: [2] }));
    expect(ids(narrowed)).toEqual([3]);
    expect(narrowed.totalItems).toBe(1);
    expect(narrowed.classificationCounts).toEqual(all.classificationCounts);
    const typed = run(filters({ spotTypeIds: [2], classificationIds: [2] }));
    expect(typed.classificationCounts).toEqual([
      { productClassificationId: 1, count: 1 },
      { productClassificationId: 2, count: 1 },
    ]);
  });

  it('pages', () => {
    const page = run({ pageNumber: 2, itemsPerPage: 3 });
    expect(ids(page)).toEqual([1]);
    expect([page.totalItems, page.pageNumber, page.itemsPerPage]).toEqual([4, 2, 3]);
    expect(run({ pageNumber: 3, itemsPerPage: 3 }).rows).toEqual([]);
    expect(run().itemsPerPage).toBe(4);
  });

  it('answers isSpotAvailable for overnight and day-use stays, and onlyShowAvailable keeps those', () => {
    // Overnight d0→d1 needs night d0 only; spot 1's night d1 is taken.
    const one = run({ arrivalDate: d(0), departureDate: d(1) });
    expect(one.rows.every((r) => r.isSpotAvailable)).toBe(true);
    const two = run({ arrivalDate: d(0), departureDate: d(2), onlyShowAvailable: true });
    expect(ids(two)).toEqual([3, 4, 2]);
    // Day use d1→d1 is the one day d1; an overnight stay cannot depart on its arrival day.
    const sameDay = run({ arrivalDate: d(1), departureDate: d(1) });
    expect(sameDay.rows.filter((r) => r.isSpotAvailable).map((r) => r.spot.id)).toEqual([3]);
    expect(run().rows.some((r) => r.isSpotAvailable)).toBe(false);
  });

  it('leaves out day codes unless asked, and gives the low and high rate of the window', () => {
    const page = run({ includeDayAvailability: false });
    expect(page.rows.every((r) => r.days.length === 0)).toBe(true);
    const summer = {
      id: 1,
      locationId: 1,
      name: 'Peak',
      startDate: d(5),
      endDate: d(30),
      rates: [{ productId: 1, dailyRateCents: 4000 }],
    };
    const priced = searchAvailability(
      {
        spots,
        loopNames,
        catalogue: { products, attributes },
        nights,
        rules: rules({ pricingSeasons: [summer] }),
        today: TODAY,
        now: NOW,
        caller: PUBLIC_CALLER,
      },
      query({ includeDayAvailability: false }),
    );
    const row = priced.rows.find((r) => r.spot.id === 1)!;
    expect([row.lowerDailyRateCents, row.higherDailyRateCents]).toEqual([2500, 4000]);
  });

  it('reads the nights of the window, the stay and, past the last arrival day, back to it', () => {
    const w = rules({
      businessRules: bookingWindowRows({
        locationId: 1,
        minArrivalDays: 0,
        maxArrivalDays: 20,
        maxStayNights: 7,
      }),
    });
    expect(lookupRange({ startDate: d(0), endDate: d(13) }, TODAY, w)).toEqual({ start: d(0), end: d(13) });
    expect(
      lookupRange({ startDate: d(0), endDate: d(13), arrivalDate: d(10), departureDate: d(16) }, TODAY, w),
    ).toEqual({
      start: d(0),
      end: d(16),
    });
    expect(lookupRange({ startDate: d(22), endDate: d(35) }, TODAY, w)).toEqual({ start: d(20), end: d(35) });
    // Beyond any stay's reach nothing earlier matters.
    expect(lookupRange({ startDate: d(28), endDate: d(41) }, TODAY, w)).toEqual({ start: d(28), end: d(41) });
  });
});
