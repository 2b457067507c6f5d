import { describe, expect, it } from 'vitest';
import { AVAILABILITY_CODE as C } from '#domain/availability/codes';
import type { AvailabilityCaller, DayCode } from '#domain/availability/day-codes';
import { HOLD_MESSAGE, HOLD_SECONDS, MAX_CLAIM_NIGHTS, decideClaim, holdExpiresAt } from '#domain/holds';

const PUBLIC: AvailabilityCaller = { kind: 'public', pastDatesAvailable: false };
const STAFF: AvailabilityCaller = { kind: 'staff', pastDatesAvailable: true };
const NONE = { walkIn: false, overrideClosure: false };
const TODAY = '2026-12-01';

/** Day codes from '2026-11-28' on, one letter a day: A vailable, R eserved, W alkin, C losed, O verridable, U navailable, M after max arrival. */
function codes(pattern: string): Map<string, DayCode> {
  const letters: Record<string, number> = {
    A: C.Available,
    R: C.Reserved,
    W: C.Walkin,
    C: C.Closed,
    O: C.ClosedOverridable,
    U: C.Unavailable,
    M: C.Available,
  };
  return new Map(
    [...pattern].map((letter, i) => {
      const date = new Date(Date.UTC(2026, 10, 28 + i)).toISOString().slice(0, 10);
      return [
        date,
        { date, code: letters[letter] as DayCode['code'], availableAfterMaxArrival: letter === 'M' },
      ];
    }),
  );
}
const stay = (arrivalDate: string, departureDate: string, dayUse = false) => ({
  arrivalDate,
  departureDate,
  dayUse,
});

describe('decideClaim', () => {
  it.each([
    ['public, three available nights', PUBLIC, NONE, 'AAAAAAAA', stay('2026-12-01', '2026-12-04'), true],
    [
      'public, a reserved night inside',
      PUBLIC,
      NONE,
      'AAAAARAA',
      stay('2026-12-01', '2026-12-04'),
      HOLD_MESSAGE.notAvailable,
    ],
    [
      'public, a reserved departure day does not matter',
      PUBLIC,
      NONE,
      'AAAAAAAR',
      stay('2026-12-01', '2026-12-04'),
      true,
    ],
    [
      'public, a walk-in night',
      PUBLIC,
      NONE,
      'AAAAWAAA',
      stay('2026-12-01', '2026-12-04'),
      HOLD_MESSAGE.notAvailable,
    ],
    [
      'public, an overridable closure',
      PUBLIC,
      NONE,
      'AAAAOAAA',
      stay('2026-12-01', '2026-12-04'),
      HOLD_MESSAGE.notAvailable,
    ],
    [
      'public, arrival before today',
      PUBLIC,
      NONE,
      'AAAAAAAA',
      stay('2026-11-30', '2026-12-02'),
      HOLD_MESSAGE.arrivalBeforeToday,
    ],
    [
      'public, arrival past the maximum arrival date',
      PUBLIC,
      NONE,
      'AAAMMMMM',
      stay('2026-12-01', '2026-12-03'),
      HOLD_MESSAGE.notAvailable,
    ],
    [
      'public, a stay that runs past the maximum arrival date',
      PUBLIC,
      NONE,
      'AAAAMMMM',
      stay('2026-11-30', '2026-12-03'),
      HOLD_MESSAGE.arrivalBeforeToday,
    ],
    [
      'overnight without a night',
      PUBLIC,
      NONE,
      'AAAAAAAA',
      stay('2026-12-01', '2026-12-01'),
      HOLD_MESSAGE.overnightDeparture,
    ],
    [
      'departure before arrival',
      PUBLIC,
      NONE,
      'AAAAAAAA',
      stay('2026-12-02', '2026-12-01'),
      HOLD_MESSAGE.departureBeforeArrival,
    ],
    ['day use, the same day', PUBLIC, NONE, 'AAAAAAAA', stay('2026-12-01', '2026-12-01', true), true],
    [
      'day use counts the departure day',
      PUBLIC,
      NONE,
      'AAAAARAA',
      stay('2026-12-01', '2026-12-03', true),
      HOLD_MESSAGE.notAvailable,
    ],
    ['staff, past days', STAFF, NONE, 'AAAAAAAA', stay('2026-11-28', '2026-11-30'), true],
    [
      'staff, a walk-in night without walk-in',
      STAFF,
      NONE,
      'AAAAWAAA',
      stay('2026-12-01', '2026-12-04'),
      HOLD_MESSAGE.walkInRequired,
    ],
    [
      'staff, a walk-in night for a walk-in',
      STAFF,
      { walkIn: true, overrideClosure: false },
      'AAAAWAAA',
      stay('2026-12-01', '2026-12-04'),
      true,
    ],
    [
      'staff, an overridable closure without the override',
      STAFF,
      NONE,
      'AAAAOAAA',
      stay('2026-12-01', '2026-12-04'),
      HOLD_MESSAGE.overrideRequired,
    ],
    [
      'staff, a closure never',
      STAFF,
      { walkIn: true, overrideClosure: true },
      'AAAACAAA',
      stay('2026-12-01', '2026-12-04'),
      HOLD_MESSAGE.notAvailable,
    ],
    [
      'staff, unavailable never',
      STAFF,
      { walkIn: true, overrideClosure: true },
      'AAAAUAAA',
      stay('2026-12-01', '2026-12-04'),
      HOLD_MESSAGE.notAvailable,
    ],
  ] as const)('%s', (_name, caller, powers, pattern, theStay, expected) => {
    const decision = decideClaim(theStay, codes(pattern), caller, powers, TODAY);
    if (expected === true) expect(decision.ok).toBe(true);
    else expect(decision).toEqual({ ok: false, message: expected });
  });

  it('lists the nights of an overnight stay and the overridden closure days', () => {
    const decision = decideClaim(
      stay('2026-12-01', '2026-12-04'),
      codes('AAAAOAAA'),
      STAFF,
      { walkIn: false, overrideClosure: true },
      TODAY,
    );
    expect(decision).toEqual({
      ok: true,
      nights: ['2026-12-01', '2026-12-02', '2026-12-03'],
      overriddenClosureDays: ['2026-12-02'],
    });
  });

  it('refuses a stay longer than one transaction can hold', () => {
    const long = codes('A'.repeat(MAX_CLAIM_NIGHTS + 10));
    const end = new Date(Date.UTC(2026, 11, 1 + MAX_CLAIM_NIGHTS + 1)).toISOString().slice(0, 10);
    expect(decideClaim(stay('2026-12-01', end), long, STAFF, NONE, TODAY)).toEqual({
      ok: false,
      message: HOLD_MESSAGE.tooLong,
    });
  });

  it('holds for fifteen minutes', () => {
    expect(holdExpiresAt(1_000)).toBe(1_000 + 15 * 60);
    expect(HOLD_SECONDS).toBe(900);
  });
});
