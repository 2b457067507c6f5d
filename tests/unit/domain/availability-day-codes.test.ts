import { describe, expect, it } from 'vitest';
import { bookingWindowRows } from '#domain/business-rules/rows';
import { AVAILABILITY_CODE as C } from '#domain/availability/codes';
import { addDays, daysBetween, eachDay, monthsOf } from '#domain/availability/calendar';
import {
  type AvailabilityCaller,
  type DayCode,
  PUBLIC_CALLER,
  bookingOpensOn,
  isStayAvailable,
  nightIsTaken,
  spotDayCodes,
  stayDays,
} from '#domain/availability/day-codes';
import type { ParkRules, SpotNightRecord } from '#domain/inventory';
import { NOW, TODAY, rules, spot } from './availability-fixtures.ts';

const STAFF: AvailabilityCaller = { kind: 'staff', pastDatesAvailable: true };
const d = (n: number) => addDays(TODAY, n);
const night = (n: number, over: Partial<SpotNightRecord> = {}): SpotNightRecord => ({
  spotId: 1,
  locationId: 1,
  night: d(n),
  status: 'reserved',
  ...over,
});

/** The code of spot 1 on today+n, for a caller, rules and taken nights. */
function codeOn(
  n: number,
  opts: {
    caller?: AvailabilityCaller;
    rules?: Partial<ParkRules>;
    nights?: SpotNightRecord[];
    spot?: Parameters<typeof spot>[1];
  } = {},
) {
  const nights = new Map((opts.nights ?? []).map((x) => [x.night, x]));
  const days = eachDay(d(Math.min(n, 0)), d(Math.max(n, 0)));
  const codes = spotDayCodes(spot(1, opts.spot), days, nights, {
    today: TODAY,
    now: NOW,
    caller: opts.caller ?? PUBLIC_CALLER,
    rules: rules(opts.rules),
  });
  return codes.find((c) => c.date === d(n))!;
}

describe('calendar dates', () => {
  it.each([
    ['2026-02-27', 2, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
  ])('%s + %i days = %s', (from, n, to) => {
    expect(addDays(from, n)).toBe(to);
    expect(daysBetween(from, to)).toBe(n);
  });

  it('lists days and months of a range, both ends included', () => {
    expect(eachDay('2026-07-30', '2026-08-02')).toEqual([
      '2026-07-30',
      '2026-07-31',
      '2026-08-01',
      '2026-08-02',
    ]);
    expect(eachDay('2026-08-02', '2026-08-01')).toEqual([]);
    expect(monthsOf('2026-12-25', '2027-01-07')).toEqual(['2026-12', '2027-01']);
    expect(monthsOf('2026-07-01', '2026-07-14')).toEqual(['2026-07']);
  });
});

describe('taken nights', () => {
  it.each<[string, Partial<SpotNightRecord>, AvailabilityCaller, boolean]>([
    ['a reservation', {}, PUBLIC_CALLER, true],
    ['a live hold', { status: 'held', expiresAt: NOW + 1 }, PUBLIC_CALLER, true],
    ['a hold expiring now', { status: 'held', expiresAt: NOW }, PUBLIC_CALLER, false],
    ['an expired hold', { status: 'held', expiresAt: NOW - 60 }, PUBLIC_CALLER, false],
    [
      "the caller's own hold",
      { status: 'held', lockCode: 'L1', expiresAt: NOW + 600 },
      { ...PUBLIC_CALLER, lockCode: 'L1' },
      false,
    ],
    [
      "another caller's hold",
      { status: 'held', lockCode: 'L2', expiresAt: NOW + 600 },
      { ...PUBLIC_CALLER, lockCode: 'L1' },
      true,
    ],
    ['the reservation being edited', { reservationId: 7 }, { ...PUBLIC_CALLER, spotReservationId: 7 }, false],
    ['another reservation', { reservationId: 8 }, { ...PUBLIC_CALLER, spotReservationId: 7 }, true],
    ['a staff block', { status: 'blocked' }, STAFF, true],
  ])('%s → taken %s', (_, over, caller, taken) => {
    expect(nightIsTaken(night(1, over), { now: NOW, caller })).toBe(taken);
  });
});

describe('day codes', () => {
  const closed = (overridable: boolean, spotIds: number[] = []) => ({
    closures: [{ id: 1, locationId: 1, spotIds, startDate: d(1), endDate: d(2), overridable, reason: '' }],
  });
  const walkIn = { walkInPeriods: [{ id: 1, locationId: 1, spotIds: [], startDate: d(1), endDate: d(1) }] };
  const season = {
    operationalSeasons: [{ id: 1, locationId: 1, name: 'Summer', startDate: d(-5), endDate: d(3) }],
  };
  const window = {
    businessRules: bookingWindowRows({
      locationId: 1,
      minArrivalDays: 2,
      maxArrivalDays: 30,
      maxStayNights: 14,
    }),
  };

  it.each<[string, number, Parameters<typeof codeOn>[1], number]>([
    ['a free day', 1, {}, C.Available],
    ['today', 0, {}, C.Available],
    ['yesterday, public', -1, {}, C.Unavailable],
    ['yesterday, staff with pastDatesAvailable', -1, { caller: STAFF }, C.Available],
    [
      'yesterday, staff without pastDatesAvailable',
      -1,
      { caller: { kind: 'staff', pastDatesAvailable: false } },
      C.Unavailable,
    ],
    ['a reserved night', 1, { nights: [night(1)] }, C.Reserved],
    ['a held night', 1, { nights: [night(1, { status: 'held', expiresAt: NOW + 60 })] }, C.Reserved],
    ['an expired hold', 1, { nights: [night(1, { status: 'held', expiresAt: NOW - 60 })] }, C.Available],
    ['a blocked night', 1, { nights: [night(1, { status: 'blocked' })] }, C.Unavailable],
    ['a park closure', 1, { rules: closed(false) }, C.Closed],
    ['an overridable closure', 1, { rules: closed(true) }, C.ClosedOverridable],
    ["another spot's closure", 1, { rules: closed(false, [2]) }, C.Available],
    ['this spot closed', 1, { rules: closed(false, [1]) }, C.Closed],
    [
      'both closures: Closed wins',
      1,
      { rules: { closures: [...closed(true).closures, { ...closed(false).closures[0]!, id: 2 }] } },
      C.Closed,
    ],
    ['a reservation inside a closure', 1, { rules: closed(false), nights: [night(1)] }, C.Reserved],
    ['a walk-in day', 1, { rules: walkIn }, C.Walkin],
    ['a walk-in day for staff', 1, { rules: walkIn, caller: STAFF }, C.Walkin],
    ['inside the operational season', 3, { rules: season }, C.Available],
    ['after the operational season', 4, { rules: season }, C.Unavailable],
    [
      'out of season beats closed',
      4,
      { rules: { ...season, closures: [{ ...closed(false).closures[0]!, endDate: d(9) }] } },
      C.Unavailable,
    ],
    ['before the minimum arrival date, public', 1, { rules: window }, C.Unavailable],
    ['on the minimum arrival date', 2, { rules: window }, C.Available],
    ['before the minimum arrival date, staff', 1, { rules: window, caller: STAFF }, C.Available],
    ['an inactive spot', 1, { spot: { isActive: false }, caller: STAFF }, C.Unavailable],
    ['an agency-only spot, public', 1, { spot: { salesChannel: 'Agency' } }, C.Unavailable],
    ['an agency-only spot, staff', 1, { spot: { salesChannel: 'Agency' }, caller: STAFF }, C.Available],
  ])('%s (today%+d) → %i', (_, n, opts, code) => {
    expect(codeOn(n, opts).code).toBe(code);
  });
});

describe('the maximum arrival date', () => {
  // Last arrival today+3; stays of at most 3 nights reach today+5.
  const window = {
    businessRules: bookingWindowRows({
      locationId: 1,
      minArrivalDays: 0,
      maxArrivalDays: 3,
      maxStayNights: 3,
    }),
  };
  const codes = (
    caller: AvailabilityCaller,
    nights: SpotNightRecord[] = [],
    extra: Partial<ParkRules> = {},
  ) =>
    spotDayCodes(spot(1), eachDay(d(0), d(7)), new Map(nights.map((x) => [x.night, x])), {
      today: TODAY,
      now: NOW,
      caller,
      rules: rules({ ...window, ...extra }),
    }).map((c) => [c.code, c.availableAfterMaxArrival] as const);

  it('opens the days a stay from the last arrival day reaches, flagged availableAfterMaxArrival', () => {
    expect(codes(PUBLIC_CALLER)).toEqual([
      [C.Available, false],
      [C.Available, false],
      [C.Available, false],
      [C.Available, false], // today+3: the last arrival day
      [C.Available, true],
      [C.Available, true],
      [C.Unavailable, false], // a 4-night stay would be needed
      [C.Unavailable, false],
    ]);
  });

  it('breaks the chain at a taken night; the taken night keeps its code', () => {
    expect(codes(PUBLIC_CALLER, [night(4)]).slice(3, 7)).toEqual([
      [C.Available, false],
      [C.Reserved, false],
      [C.Unavailable, false],
      [C.Unavailable, false],
    ]);
  });

  it('does not open anything when the last arrival day itself is taken', () => {
    expect(codes(PUBLIC_CALLER, [night(3)]).slice(3, 6)).toEqual([
      [C.Reserved, false],
      [C.Unavailable, false],
      [C.Unavailable, false],
    ]);
  });

  it('lets staff chain through walk-in days', () => {
    const walkIn = { walkInPeriods: [{ id: 1, locationId: 1, spotIds: [], startDate: d(4), endDate: d(4) }] };
    expect(codes(STAFF, [], walkIn).slice(4, 6)).toEqual([
      [C.Walkin, false],
      [C.Available, true],
    ]);
    expect(codes(PUBLIC_CALLER, [], walkIn).slice(4, 6)).toEqual([
      [C.Walkin, false],
      [C.Unavailable, false],
    ]);
  });
});

describe('when booking opens', () => {
  const window = {
    businessRules: bookingWindowRows({
      locationId: 1,
      minArrivalDays: 0,
      maxArrivalDays: 30,
      maxStayNights: 14,
    }),
  };
  const ctx = { today: TODAY, rules: rules(window) };

  it('is the arrival less the window, for an arrival beyond it', () => {
    expect(bookingOpensOn(ctx, d(45))).toBe(d(15));
    expect(bookingOpensOn(ctx, d(31))).toBe(d(1));
  });

  it('is null inside the window, on its last day, and for a park without one', () => {
    expect(bookingOpensOn(ctx, d(30))).toBeNull();
    expect(bookingOpensOn(ctx, d(3))).toBeNull();
    expect(bookingOpensOn({ today: TODAY, rules: rules({}) }, d(400))).toBeNull();
  });
});

describe('stays', () => {
  const map = (list: [string, number, boolean?][]) =>
    new Map<string, DayCode>(
      list.map(([date, code, after]) => [
        date,
        { date, code: code as DayCode['code'], availableAfterMaxArrival: after ?? false },
      ]),
    );

  it('covers the nights of an overnight stay and every day of a day-use stay', () => {
    expect(stayDays(d(1), d(3), false)).toEqual([d(1), d(2)]);
    expect(stayDays(d(1), d(3), true)).toEqual([d(1), d(2), d(3)]);
    expect(stayDays(d(1), d(1), false)).toEqual([]);
    expect(stayDays(d(1), d(1), true)).toEqual([d(1)]);
  });

  it.each<[string, [string, number, boolean?][], AvailabilityCaller, boolean]>([
    [
      'all Available',
      [
        [d(1), C.Available],
        [d(2), C.Available],
      ],
      PUBLIC_CALLER,
      true,
    ],
    [
      'one Reserved',
      [
        [d(1), C.Available],
        [d(2), C.Reserved],
      ],
      PUBLIC_CALLER,
      false,
    ],
    [
      'a Walkin day, public',
      [
        [d(1), C.Walkin],
        [d(2), C.Available],
      ],
      PUBLIC_CALLER,
      false,
    ],
    [
      'a Walkin day, staff',
      [
        [d(1), C.Walkin],
        [d(2), C.Available],
      ],
      STAFF,
      true,
    ],
    [
      'an overridable closure, staff',
      [
        [d(1), C.ClosedOverridable],
        [d(2), C.Available],
      ],
      STAFF,
      true,
    ],
    [
      'a closure, staff',
      [
        [d(1), C.Closed],
        [d(2), C.Available],
      ],
      STAFF,
      false,
    ],
    [
      'an Unavailable day, staff',
      [
        [d(1), C.Available],
        [d(2), C.Unavailable],
      ],
      STAFF,
      false,
    ],
    [
      'reaching past the last arrival day',
      [
        [d(1), C.Available],
        [d(2), C.Available, true],
      ],
      PUBLIC_CALLER,
      true,
    ],
    [
      'arriving after the last arrival day',
      [
        [d(1), C.Available, true],
        [d(2), C.Available, true],
      ],
      PUBLIC_CALLER,
      false,
    ],
  ])('%s → %s', (_, list, caller, expected) => {
    expect(isStayAvailable([d(1), d(2)], map(list), caller)).toBe(expected);
  });

  it('is false without a stay or with days it has no code for', () => {
    expect(isStayAvailable([], map([]), PUBLIC_CALLER)).toBe(false);
    expect(isStayAvailable([d(1), d(2)], map([[d(1), C.Available]]), PUBLIC_CALLER)).toBe(false);
  });
});
