/**
 * The report aggregates' stay entries (domain/reports/entries.ts): a sold stay's guest entry and a
 * stay's override entry are filed on its arrival and on the 1st of each later month it is in the park,
 * a change rewrites only the days whose entry differs, a stay without an override has no override
 * entry, and the camper and admin override reports built from entries read over a range's months equal
 * those built from the stays themselves; camper rows come in one order whatever order the stays were
 * read in.
 */
import { describe, expect, it } from 'vitest';
import type { ReservationRecord } from '#domain/booking/reservation';
import {
  type EntryReservation,
  changedEntryDays,
  filedDays,
  guestDays,
  overrideDays,
  overrideInRange,
  overriddenStayOf,
  reportStayOf,
  uniqueStays,
} from '#domain/reports/entries';
import { camperReport } from '#domain/reports/guests';
import { adminOverrideReport } from '#domain/reports/overrides';

const occupant: ReservationRecord['primaryOccupant'] = {
  firstName: 'Rosa',
  lastName: 'Lind',
  street1: '1 Elm St',
  street2: null,
  city: 'Denver',
  state: 'CO',
  zipcode: '80202',
  country: 'USA',
  email: 'rosa@example.com',
  homePhone: '555-0100',
  mobilePhone: null,
};

const stay = (over: Partial<EntryReservation> = {}): EntryReservation => ({
  id: 7,
  reservationNumber: 'CO-000007',
  spotId: 12,
  locationId: 101,
  startDate: '2026-07-30',
  endDate: '2026-08-02',
  nights: ['2026-07-30', '2026-07-31', '2026-08-01'],
  status: 'Reserved',
  fees: [],
  salesChannel: 2,
  walkInReservation: false,
  numberOfAdults: 3,
  numberOfVehicles: 1,
  primaryOccupant: occupant,
  createdBy: 'co.clerk',
  createdAt: '2026-07-01T15:00:00.000Z',
  feeOverrides: [],
  overriddenRules: [],
  overriddenClosureDays: [],
  ...over,
});

const feeOverride = {
  feeType: 1,
  name: 'Reservation fee',
  fromCents: 3000,
  toCents: 0,
  reason: 'Flooded loop',
  by: 'co.manager',
  at: '2026-07-02T09:00:00.000Z',
};

describe('stay entries', () => {
  it('are filed on the arrival and on the 1st of each later month of the stay', () => {
    expect(filedDays('2026-07-30', '2026-08-02')).toEqual(['2026-07-30', '2026-08-01']);
    expect(filedDays('2026-07-01', '2026-07-03')).toEqual(['2026-07-01']);
    // A long stay: every month it is in.
    expect(filedDays('2026-06-20', '2026-09-01')).toEqual(['2026-06-20', '2026-07-01', '2026-08-01']);
    // Departing on the 1st: not in the park that night.
    expect(filedDays('2026-07-30', '2026-08-01')).toEqual(['2026-07-30']);
    // Day use.
    expect(filedDays('2026-07-10', '2026-07-10')).toEqual(['2026-07-10']);
  });

  it('give a sold stay its camper row, and nothing once it is no longer sold', () => {
    const days = guestDays(stay());
    expect([...days.keys()]).toEqual(['2026-07-30', '2026-08-01']);
    expect(days.get('2026-08-01')).toEqual({
      reservationNumber: 'CO-000007',
      spotId: 12,
      arrivalDate: '2026-07-30',
      departureDate: '2026-08-02',
      occupantName: 'Rosa Lind',
      phone: '555-0100',
      email: 'rosa@example.com',
      people: 3,
      vehicles: 1,
      occupantState: 'CO',
      occupantCountry: 'USA',
      channel: 'Desk',
    });
    for (const status of ['Pending', 'Cancelled', 'Expired'] as const)
      expect(guestDays(stay({ status })).size).toBe(0);
  });

  it('give a stay an override entry only when it carries an override, sold or on the cancelled index', () => {
    expect(overrideDays(stay(), false).size).toBe(0);
    const overridden = stay({ feeOverrides: [feeOverride], overriddenRules: ['maximumStay'] });
    const days = overrideDays(overridden, false);
    expect([...days.keys()]).toEqual(['2026-07-30', '2026-08-01']);
    expect(days.get('2026-07-30')).toMatchObject({
      cancelled: false,
      createdBy: 'co.clerk',
      feeOverrides: [{ name: 'Reservation fee', fromCents: 3000, toCents: 0, by: 'co.manager' }],
      overriddenRules: ['maximumStay'],
    });
    const cancelled = { ...overridden, status: 'Cancelled' as const };
    // Taken out of a cart: not on the cancelled index, not in the report.
    expect(overrideDays(cancelled, false).size).toBe(0);
    expect(overrideDays(cancelled, true).get('2026-07-30')!.cancelled).toBe(true);
    expect(overrideDays({ ...overridden, status: 'Pending' }, false).size).toBe(0);
  });

  it('rewrite only the days whose entry changes: a party changed, a stay moved, a cancellation', () => {
    const before = guestDays(stay());
    expect(changedEntryDays(before, guestDays(stay())).size).toBe(0);
    const checkedIn = changedEntryDays(before, guestDays(stay({ numberOfAdults: 2 })));
    expect([...checkedIn.keys()]).toEqual(['2026-07-30', '2026-08-01']);
    expect(checkedIn.get('2026-07-30')!.people).toBe(2);
    const moved = changedEntryDays(
      before,
      guestDays(
        stay({ startDate: '2026-08-01', endDate: '2026-08-03', nights: ['2026-08-01', '2026-08-02'] }),
      ),
    );
    expect(moved.get('2026-07-30')).toBeNull();
    expect(moved.get('2026-08-01')!.arrivalDate).toBe('2026-08-01');
    const cancelled = changedEntryDays(before, guestDays(stay({ status: 'Cancelled' })));
    expect([...cancelled.values()]).toEqual([null, null]);
  });

  it('list an overridden stay over a range as the items do: a sold stay by its days, a cancelled by its nights', () => {
    const sold = overriddenStayOf(stay({ overriddenRules: ['x'] }), false);
    expect(overrideInRange(sold, '2026-08-01', '2026-08-05')).toBe(true);
    expect(overrideInRange(sold, '2026-08-02', '2026-08-05')).toBe(false);
    expect(overrideInRange(sold, '2026-07-01', '2026-07-30')).toBe(true);
    const dayUse = overriddenStayOf(stay({ startDate: '2026-07-10', endDate: '2026-07-10' }), false);
    expect(overrideInRange(dayUse, '2026-07-10', '2026-07-10')).toBe(true);
    const cancelled = overriddenStayOf(stay({ status: 'Cancelled' }), true);
    expect(overrideInRange(cancelled, '2026-08-01', '2026-08-01')).toBe(true);
    expect(overrideInRange(cancelled, '2026-08-02', '2026-08-02')).toBe(false);
  });

  it('build the same camper and admin override reports as the stays they were filed from', () => {
    const stays = [
      stay(),
      stay({
        id: 8,
        reservationNumber: 'CO-000008',
        spotId: 13,
        startDate: '2026-06-25',
        endDate: '2026-08-05',
        numberOfAdults: 1,
        overriddenRules: ['maximumStay'],
      }),
      stay({
        id: 9,
        reservationNumber: 'CO-000009',
        spotId: 12,
        startDate: '2026-08-02',
        endDate: '2026-08-04',
        feeOverrides: [feeOverride],
      }),
    ];
    const park = {
      id: 101,
      name: 'Lake Park',
      spots: [12, 13].map((id) => ({
        id,
        name: `A${id}`,
        loopName: 'A',
        productClassName: 'Tent',
        isActive: true,
      })),
    };
    const [from, to] = ['2026-08-01', '2026-08-03'];
    // The entries filed on August's days up to the range's end, as the store reads them.
    const filed = <T>(f: (r: EntryReservation) => Map<string, T>) =>
      stays.flatMap((r) => [...f(r)].filter(([d]) => d >= '2026-08-01' && d <= to).map(([, e]) => e));
    const guests = uniqueStays(filed(guestDays));
    expect(guests.map((g) => g.reservationNumber).sort()).toEqual(['CO-000007', 'CO-000008', 'CO-000009']);
    expect(camperReport([{ ...park, stays: guests }], from, to)).toEqual(
      camperReport([{ ...park, stays: stays.map(reportStayOf) }], from, to),
    );
    const overrides = uniqueStays(filed((r) => overrideDays(r, false))).filter((s) =>
      overrideInRange(s, from, to),
    );
    expect(adminOverrideReport([{ ...park, stays: overrides }])).toEqual(
      adminOverrideReport([{ ...park, stays: stays.reverse().map((r) => overriddenStayOf(r, false)) }]),
    );
    expect(adminOverrideReport([{ ...park, stays: overrides }]).rows).toHaveLength(2);
  });
});

describe('camper rows', () => {
  it('are in arrival, natural spot and reservation order, whatever order the stays were read in', () => {
    const spots = [
      { id: 1, name: 'A10', loopName: 'A', productClassName: 'Tent', isActive: true },
      { id: 2, name: 'A2', loopName: 'A', productClassName: 'Tent', isActive: true },
      // Another loop's spot of the same name.
      { id: 3, name: 'A2', loopName: 'B', productClassName: 'Tent', isActive: true },
    ];
    const stays = [
      stay({ id: 1, reservationNumber: 'CO-000011', spotId: 1 }),
      stay({ id: 2, reservationNumber: 'CO-000013', spotId: 3 }),
      stay({ id: 3, reservationNumber: 'CO-000012', spotId: 2 }),
      stay({ id: 4, reservationNumber: 'CO-000010', spotId: 1, startDate: '2026-07-31' }),
    ].map(reportStayOf);
    const rows = (list: typeof stays) =>
      camperReport([{ id: 1, name: 'Lake Park', spots, stays: list }], '2026-07-30', '2026-08-01').rows.map(
        (r) => r.reservation,
      );
    expect(rows(stays)).toEqual(['CO-000012', 'CO-000013', 'CO-000011', 'CO-000010']);
    expect(rows([...stays].reverse())).toEqual(rows(stays));
  });
});
