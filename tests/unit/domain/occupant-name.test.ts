import { describe, expect, it } from 'vitest';
import { occupantNameOf } from '#domain/booking/reservation';
import { cancelledStayOf } from '#domain/reports/cancellations';
import { reportStayOf } from '#domain/reports/entries';
import type { ReservationRecord } from '#domain/booking/reservation';

const occupant: ReservationRecord['primaryOccupant'] = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  street1: '1 Lake Rd',
  street2: null,
  city: 'Denver',
  state: 'CO',
  zipcode: '80202',
  country: 'USA',
  email: 'ada@example.com',
  homePhone: null,
  mobilePhone: '303-555-0100',
};

describe('occupantNameOf', () => {
  it('joins first and last name, with no stray space when either is empty', () => {
    expect(occupantNameOf(occupant)).toBe('Ada Lovelace');
    expect(occupantNameOf({ firstName: '', lastName: 'Lovelace' })).toBe('Lovelace');
    expect(occupantNameOf({ firstName: 'Ada', lastName: '' })).toBe('Ada');
  });

  it('is the name both the guest and the cancellation reports list', () => {
    const stay = {
      reservationNumber: 'CO-000001',
      spotId: 7,
      startDate: '2026-07-01',
      endDate: '2026-07-03',
      primaryOccupant: { ...occupant, firstName: '', lastName: 'Lovelace' },
      numberOfAdults: 2,
      numberOfVehicles: 1,
      walkInReservation: false,
      salesChannel: 'online',
      cancellation: {
        cancelledAt: '2026-06-01T10:00:00Z',
        cancelledBy: 'staff',
        reason: null,
        paidCents: 5000,
        nonRefundableCents: 0,
        cancellationFeeCents: 1000,
        refundCents: 4000,
      },
    } as const;
    expect(reportStayOf(stay as never).occupantName).toBe('Lovelace');
    expect(cancelledStayOf(stay as never)?.occupantName).toBe('Lovelace');
  });
});
