import { describe, expect, it } from 'vitest';
import {
  addDays,
  canReserveSelection,
  EMPTY_SELECTION,
  isDaySelectable,
  rangeHasOverridableClosure,
  selectDay,
  type DaySelection,
  type RowDay,
  type SelectionMode,
} from '#domain/day-selection';

// One letter per day from 2026-12-01: A Available, R Reserved, W Walkin, C Closed, O ClosedOverridable,
// U Unavailable.
const CODE: Record<string, number> = { A: 1, R: 2, W: 3, C: 4, O: 5, U: 6 };
const row = (pattern: string): RowDay[] =>
  [...pattern].map((letter, i) => ({
    availabilityDate: addDays('2026-12-01', i),
    availabilityCode: CODE[letter] ?? 0,
  }));
const day = (n: number) => `2026-12-${String(n).padStart(2, '0')}`;

const SPOT = 7;
const OTHER = 8;
const sel = (
  arrival: number | null,
  departure: number | null,
  isDayUse = false,
  spotId = SPOT,
): DaySelection => ({
  spotId,
  arrival: arrival === null ? null : day(arrival),
  departure: departure === null ? null : day(departure),
  isDayUse,
});

describe('addDays', () => {
  it('crosses months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('selectable days', () => {
  const cases: [SelectionMode, string, string | undefined, boolean, boolean][] = [
    // mode, code, previous code, day use, selectable
    ['public', 'A', undefined, false, true],
    ['public', 'A', 'U', true, true],
    ['public', 'R', 'A', false, true],
    ['public', 'R', 'R', false, false],
    ['public', 'R', 'W', false, false],
    ['public', 'R', undefined, false, false],
    ['public', 'R', 'A', true, false],
    ['public', 'W', 'A', false, false],
    ['public', 'C', 'A', false, false],
    ['public', 'O', 'A', false, false],
    ['public', 'U', 'A', false, false],
    ['admin', 'A', undefined, false, true],
    ['admin', 'W', undefined, false, true],
    ['admin', 'O', undefined, false, true],
    ['admin', 'R', 'A', false, true],
    ['admin', 'R', 'W', false, true],
    ['admin', 'R', 'O', false, true],
    ['admin', 'R', 'C', false, false],
    ['admin', 'R', 'R', false, false],
    ['admin', 'R', 'A', true, false],
    ['admin', 'C', 'A', false, false],
    ['admin', 'U', 'A', false, false],
  ];
  it.each(cases)('%s: %s after %s (day use %s) → %s', (mode, code, previous, dayUse, expected) => {
    expect(isDaySelectable(mode, CODE[code], previous ? CODE[previous] : undefined, dayUse)).toBe(expected);
  });
});

describe('clicks', () => {
  type Case = [
    name: string,
    mode: SelectionMode,
    pattern: string,
    before: DaySelection,
    click: { day: number; spot?: number; dayUse?: boolean },
    after: DaySelection,
  ];
  const cases: Case[] = [
    // First click.
    ['first click sets arrival', 'public', 'AAAA', EMPTY_SELECTION, { day: 2 }, sel(2, null)],
    [
      'first click, day use, sets departure too',
      'public',
      'AAAA',
      EMPTY_SELECTION,
      { day: 2, dayUse: true },
      sel(2, 2, true),
    ],
    [
      'first click on a Reserved day does nothing (departure only)',
      'public',
      'ARAA',
      EMPTY_SELECTION,
      { day: 2 },
      EMPTY_SELECTION,
    ],
    [
      'first click on Walkin does nothing for the public',
      'public',
      'AWAA',
      EMPTY_SELECTION,
      { day: 2 },
      EMPTY_SELECTION,
    ],
    ['first click on Walkin starts for staff', 'admin', 'AWAA', EMPTY_SELECTION, { day: 2 }, sel(2, null)],
    [
      'first click on ClosedOverridable starts for staff',
      'admin',
      'AOAA',
      EMPTY_SELECTION,
      { day: 2 },
      sel(2, null),
    ],
    [
      'first click on Closed does nothing for staff',
      'admin',
      'ACAA',
      EMPTY_SELECTION,
      { day: 2 },
      EMPTY_SELECTION,
    ],
    // Forming a range.
    ['second later day forms a range', 'public', 'AAAAA', sel(1, null), { day: 4 }, sel(1, 4)],
    ['second earlier day becomes arrival', 'public', 'AAAAA', sel(4, null), { day: 1 }, sel(1, 4)],
    ['a Reserved departure after Available nights', 'public', 'AAAR', sel(1, null), { day: 4 }, sel(1, 4)],
    [
      'a Reserved night inside restarts at the clicked day',
      'public',
      'ARAAA',
      sel(1, null),
      { day: 4 },
      sel(4, null),
    ],
    [
      'an Unavailable night inside, clicked Reserved day: unchanged',
      'public',
      'AUAR',
      sel(1, null),
      { day: 4 },
      sel(1, null),
    ],
    ['a Walkin night inside: public restarts', 'public', 'AWAA', sel(1, null), { day: 4 }, sel(4, null)],
    ['a Walkin night inside: staff range', 'admin', 'AWAA', sel(1, null), { day: 4 }, sel(1, 4)],
    ['a ClosedOverridable night inside: staff range', 'admin', 'AOAR', sel(1, null), { day: 4 }, sel(1, 4)],
    ['a Closed night inside: staff restarts', 'admin', 'ACAA', sel(1, null), { day: 4 }, sel(4, null)],
    [
      'day use: range through an Available departure',
      'public',
      'AAAA',
      sel(1, 1, true),
      { day: 3, dayUse: true },
      sel(1, 3, true),
    ],
    [
      'day use: a Reserved last day is not a departure',
      'public',
      'AAAR',
      sel(1, 1, true),
      { day: 4, dayUse: true },
      sel(1, 1, true),
    ],
    [
      'day use: a Reserved day inside restarts',
      'public',
      'ARAA',
      sel(1, 1, true),
      { day: 4, dayUse: true },
      sel(4, 4, true),
    ],
    // Another spot.
    [
      'a day of another spot restarts there',
      'public',
      'AAAA',
      sel(1, 3),
      { day: 2, spot: OTHER },
      sel(2, null, false, OTHER),
    ],
    [
      'another spot, unavailable day: unchanged',
      'public',
      'AUAA',
      sel(1, 3),
      { day: 2, spot: OTHER },
      sel(1, 3),
    ],
    // Inside the range.
    ['a day inside the range shortens departure', 'public', 'AAAAAA', sel(1, 5), { day: 3 }, sel(1, 3)],
    [
      'day use: a day inside shortens departure',
      'public',
      'AAAAAA',
      sel(1, 5, true),
      { day: 3, dayUse: true },
      sel(1, 3, true),
    ],
    // Arrival.
    ['arrival moves one day later', 'public', 'AAAAAA', sel(1, 4), { day: 1 }, sel(2, 4)],
    ['arrival reaching departure leaves one day', 'public', 'AAAAAA', sel(1, 2), { day: 1 }, sel(2, null)],
    ['the only day clears', 'public', 'AAAAAA', sel(2, null), { day: 2 }, EMPTY_SELECTION],
    [
      'day use: arrival moves one day later',
      'public',
      'AAAAAA',
      sel(1, 3, true),
      { day: 1, dayUse: true },
      sel(2, 3, true),
    ],
    [
      'day use: the only day clears',
      'public',
      'AAAAAA',
      sel(2, 2, true),
      { day: 2, dayUse: true },
      EMPTY_SELECTION,
    ],
    ['staff: the only day clears', 'admin', 'AWAAAA', sel(2, null), { day: 2 }, EMPTY_SELECTION],
    // Departure.
    ['departure moves one day earlier', 'public', 'AAAAAA', sel(1, 4), { day: 4 }, sel(1, 3)],
    ['departure reaching arrival leaves one day', 'public', 'AAAAAA', sel(1, 2), { day: 2 }, sel(1, null)],
    ['a Reserved departure moves earlier', 'public', 'AAAR', sel(1, 4), { day: 4 }, sel(1, 3)],
    [
      'day use: departure moves one day earlier',
      'public',
      'AAAAAA',
      sel(1, 3, true),
      { day: 3, dayUse: true },
      sel(1, 2, true),
    ],
    [
      'day use: departure may reach arrival',
      'public',
      'AAAAAA',
      sel(1, 2, true),
      { day: 2, dayUse: true },
      sel(1, 1, true),
    ],
    // Outside a complete range.
    ['a day after the range restarts there', 'public', 'AAAAAA', sel(1, 3), { day: 5 }, sel(5, null)],
    ['a day before the range restarts there', 'admin', 'AAAAAA', sel(3, 5), { day: 1 }, sel(1, null)],
  ];
  it.each(cases)('%s (%s)', (_name, mode, pattern, before, click, after) => {
    const result = selectDay(mode, before, {
      spotId: click.spot ?? SPOT,
      date: day(click.day),
      isDayUse: click.dayUse ?? false,
      days: row(pattern),
    });
    expect(result).toEqual(after);
  });
});

describe('reserve-time check', () => {
  const cases: [string, SelectionMode, string, DaySelection, boolean][] = [
    ['Available nights, Reserved departure', 'public', 'AAAR', sel(1, 4), true],
    ['no departure yet', 'public', 'AAAA', sel(1, null), false],
    ['another spot selected', 'public', 'AAAA', sel(1, 3, false, OTHER), false],
    ['a Reserved night', 'public', 'ARAA', sel(1, 4), false],
    ['Walkin night: public refused', 'public', 'AWAA', sel(1, 4), false],
    ['Walkin night: staff allowed', 'admin', 'AWAA', sel(1, 4), true],
    ['ClosedOverridable night: staff allowed', 'admin', 'AOAA', sel(1, 4), true],
    ['Closed night: staff refused', 'admin', 'ACAA', sel(1, 4), false],
    ['overnight with departure on arrival', 'public', 'AAAA', sel(2, 2), false],
    ['day use through departure', 'public', 'AAAA', sel(1, 3, true), true],
    ['day use with a Reserved last day', 'public', 'AAAR', sel(1, 4, true), false],
    ['day use single day', 'public', 'AAAA', sel(2, 2, true), true],
    ['a night outside the shown days', 'public', 'AAAA', sel(3, 6), false],
  ];
  it.each(cases)('%s', (_name, mode, pattern, selection, expected) => {
    expect(canReserveSelection(mode, selection, SPOT, row(pattern))).toBe(expected);
  });

  it('finds an overridable closure among the nights only', () => {
    expect(rangeHasOverridableClosure(row('AOAA'), day(1), day(4), false)).toBe(true);
    expect(rangeHasOverridableClosure(row('AAAO'), day(1), day(4), false)).toBe(false);
    expect(rangeHasOverridableClosure(row('AAAO'), day(1), day(4), true)).toBe(true);
  });
});
