/** The front desk's rules (admin §4.2): every action from every state, and the day's lists and search. */
import { describe, expect, it } from 'vitest';
import {
  FRONT_DESK_MESSAGE,
  type FrontDeskAction,
  type FrontDeskReservation,
  type SubStatus,
  decideFrontDesk,
  frontDeskCancelRefusal,
  frontDeskChangeRefusal,
  isToCheckIn,
  isToCheckOut,
  parkDaySummary,
} from '#domain/booking/front-desk';
import { matchesCriteria, pageOf, sortReservations } from '#domain/booking/reservation-search';
import type { ReservationStatus } from '#domain/booking/states';

function reservation(over: Partial<FrontDeskReservation> = {}): FrontDeskReservation {
  return {
    id: 7,
    reservationNumber: 'CO-000007',
    customerId: 3,
    spotId: 11,
    locationId: 101,
    startDate: '2026-07-01',
    endDate: '2026-07-03',
    nights: ['2026-07-01', '2026-07-02'],
    dayUse: false,
    lockCode: 'L',
    status: 'Reserved',
    orderId: 5,
    salesChannel: 1,
    walkInReservation: false,
    adaRequirementAcknowledged: false,
    overriddenClosureDays: [],
    numberOfAdults: 2,
    numberOfVehicles: 1,
    equipmentTypeId: null,
    equipmentLength: null,
    isCustomerPrimaryOccupant: true,
    primaryOccupant: {
      firstName: 'Rosa',
      lastName: 'Lind',
      street1: '1 Main',
      street2: null,
      city: 'Olympia',
      state: 'WA',
      zipcode: '98501',
      country: 'USA',
      email: 'rosa@example.com',
      homePhone: '(360) 555-0142',
      mobilePhone: null,
    },
    discounts: [],
    addOns: [],
    fees: [],
    totalCents: 0,
    feeOverrides: [],
    overriddenRules: [],
    createdAt: '2026-06-01T00:00:00Z',
    createdBy: 'x',
    updatedAt: '2026-06-01T00:00:00Z',
    ...over,
  };
}

const at = '2026-07-01T15:00:00.000Z';
const decide = (r: FrontDeskReservation, action: FrontDeskAction, date = '2026-07-01', more = {}) =>
  decideFrontDesk(r, { action, date, at, username: 'ranger', ...more });

describe('decideFrontDesk', () => {
  const M = FRONT_DESK_MESSAGE;
  it.each<[string, ReservationStatus, SubStatus | null, FrontDeskAction, string, string | SubStatus | null]>([
    ['check in on arrival', 'Reserved', null, 'checkIn', '2026-07-01', 'CheckedIn'],
    ['check in a day late', 'Reserved', null, 'checkIn', '2026-07-02', 'CheckedIn'],
    ['check in before arrival', 'Reserved', null, 'checkIn', '2026-06-30', M.checkInOutsideStay],
    ['check in on the departure day', 'Reserved', null, 'checkIn', '2026-07-03', M.checkInOutsideStay],
    ['check in twice', 'Reserved', 'CheckedIn', 'checkIn', '2026-07-01', M.alreadyCheckedIn],
    ['check in after check-out', 'Reserved', 'CheckedOut', 'checkIn', '2026-07-01', M.alreadyCheckedOut],
    ['check in a cancelled one', 'Cancelled', null, 'checkIn', '2026-07-01', M.notReserved('Cancelled')],
    ['check out before check-in', 'Reserved', null, 'checkOut', '2026-07-03', M.checkOutBeforeCheckIn],
    ['check out', 'Reserved', 'CheckedIn', 'checkOut', '2026-07-03', 'CheckedOut'],
    ['check out twice', 'Reserved', 'CheckedOut', 'checkOut', '2026-07-03', M.alreadyCheckedOut],
    ['undo a check-out', 'Reserved', 'CheckedOut', 'undoCheckOut', '2026-07-03', 'CheckedIn'],
    ['undo a check-out never made', 'Reserved', 'CheckedIn', 'undoCheckOut', '2026-07-03', M.notCheckedOut],
    ['undo a check-in', 'Reserved', 'CheckedIn', 'undoCheckIn', '2026-07-01', null],
    [
      'undo a check-in after check-out',
      'Reserved',
      'CheckedOut',
      'undoCheckIn',
      '2026-07-01',
      M.undoCheckOutFirst,
    ],
    ['undo a check-in never made', 'Reserved', null, 'undoCheckIn', '2026-07-01', M.notCheckedIn],
  ])('%s', (_name, status, subStatus, action, date, outcome) => {
    const d = decide(
      reservation({ status, subStatus, checkedInDate: subStatus ? '2026-07-01' : null }),
      action,
      date,
    );
    if (d.ok) expect(d.set.subStatus ?? null).toBe(outcome);
    else expect(d.message).toBe(outcome);
  });

  it('records who and when at check-in, and the counts that arrived, with old and new values', () => {
    const d = decide(reservation(), 'checkIn', '2026-07-01', { numberOfAdults: 1 });
    expect(d).toEqual({
      ok: true,
      from: null,
      set: {
        subStatus: 'CheckedIn',
        checkedInAt: at,
        checkedInDate: '2026-07-01',
        checkedInBy: 'ranger',
        numberOfAdults: 1,
        numberOfVehicles: 1,
      },
      changes: [
        { field: 'subStatus', oldValue: null, newValue: 'CheckedIn' },
        { field: 'checkedInDate', oldValue: null, newValue: '2026-07-01' },
        { field: 'numberOfAdults', oldValue: '2', newValue: '1' },
      ],
    });
  });

  it('refuses more people or vehicles than reserved, and a check-out before the check-in date', () => {
    expect(decide(reservation(), 'checkIn', '2026-07-01', { numberOfAdults: 3 })).toEqual({
      ok: false,
      message: FRONT_DESK_MESSAGE.moreAdults,
    });
    expect(decide(reservation(), 'checkIn', '2026-07-01', { numberOfVehicles: 2 })).toEqual({
      ok: false,
      message: FRONT_DESK_MESSAGE.moreVehicles,
    });
    const late = reservation({ subStatus: 'CheckedIn', checkedInDate: '2026-07-02' });
    expect(decide(late, 'checkOut', '2026-07-01')).toEqual({
      ok: false,
      message: FRONT_DESK_MESSAGE.checkOutBeforeCheckInDate,
    });
  });

  it('checks a day-use reservation in on its own day', () => {
    const day = reservation({
      dayUse: true,
      startDate: '2026-07-01',
      endDate: '2026-07-01',
      nights: ['2026-07-01'],
    });
    expect(decide(day, 'checkIn', '2026-07-01').ok).toBe(true);
  });

  it('refuses a staff cancellation while a guest is on the spot', () => {
    expect(frontDeskCancelRefusal(reservation())).toBeNull();
    expect(frontDeskCancelRefusal(reservation({ subStatus: 'CheckedIn' }))).toBe(
      FRONT_DESK_MESSAGE.checkedInCannotCancel,
    );
  });
});

describe("a park's day", () => {
  const arriving = reservation({ id: 1 });
  const late = reservation({ id: 2, startDate: '2026-06-30' });
  const inHouse = reservation({
    id: 3,
    startDate: '2026-06-29',
    endDate: '2026-07-02',
    subStatus: 'CheckedIn',
  });
  const leaving = reservation({
    id: 4,
    startDate: '2026-06-28',
    endDate: '2026-07-01',
    subStatus: 'CheckedIn',
  });
  const gone = reservation({
    id: 5,
    startDate: '2026-06-28',
    endDate: '2026-07-01',
    subStatus: 'CheckedOut',
  });
  const cancelled = reservation({ id: 6, status: 'Cancelled' });
  const all = [arriving, late, inHouse, leaving, gone, cancelled];

  it('lists arrivals (and late ones still due) to check in and checked-in departures to check out', () => {
    expect(all.filter((r) => isToCheckIn(r, '2026-07-01')).map((r) => r.id)).toEqual([1, 2]);
    expect(all.filter((r) => isToCheckOut(r, '2026-07-01')).map((r) => r.id)).toEqual([4]);
  });

  it('sums them up for the staff home', () => {
    expect(parkDaySummary(101, '2026-07-01', all, 3, 20)).toEqual({
      locationId: 101,
      day: '2026-07-01',
      arrivalsToCheckIn: 2,
      departuresToCheckOut: 1,
      inHouse: 2,
      occupiedSpots: 3,
      totalSpots: 20,
    });
  });
});

describe('reservation search', () => {
  const base = { locationIds: [], statuses: [], subStatuses: [] };
  const a = reservation({ id: 1, locationId: 101 });
  const b = reservation({
    id: 2,
    locationId: 102,
    startDate: '2026-07-05',
    endDate: '2026-07-06',
    subStatus: 'CheckedIn',
  });
  const pending = reservation({ id: 3, status: 'Pending' });

  it('keeps a park-scoped user to their parks and never shows carts', () => {
    expect([a, b, pending].filter((r) => matchesCriteria(r, { ...base, allowedLocationIds: [101] }))).toEqual(
      [a],
    );
  });

  it('filters by arrival range, sub-status, name prefix and phone digits', () => {
    const match = (c: object) => [a, b].filter((r) => matchesCriteria(r, { ...base, ...c })).map((r) => r.id);
    expect(match({ arrivalFrom: '2026-07-02', arrivalTo: '2026-07-09' })).toEqual([2]);
    expect(match({ subStatuses: ['NotCheckedIn'] })).toEqual([1]);
    expect(match({ lastName: 'li' })).toEqual([1, 2]);
    expect(match({ lastName: 'x' })).toEqual([]);
    expect(match({ phone: '555-0142' })).toEqual([1, 2]);
    expect(match({ occupancyDate: '2026-07-02' })).toEqual([1]);
  });

  it('sorts and pages', () => {
    expect(sortReservations([a, b], 'arrivalDate', true).map((r) => r.id)).toEqual([2, 1]);
    expect(pageOf([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
  });
});

describe('frontDeskChangeRefusal', () => {
  it.each([
    ['a reserved reservation', reservation(), null],
    ['a guest on the spot (moves or stays longer)', reservation({ subStatus: 'CheckedIn' }), null],
    [
      'a checked-out one',
      reservation({ subStatus: 'CheckedOut' }),
      FRONT_DESK_MESSAGE.checkedOutCannotChange,
    ],
    ['a cancelled one', reservation({ status: 'Cancelled' }), FRONT_DESK_MESSAGE.notChangeable('Cancelled')],
  ])('%s', (_name, r, refusal) => {
    expect(frontDeskChangeRefusal(r)).toBe(refusal);
  });
});
