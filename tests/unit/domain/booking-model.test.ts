/** The booking model (functions/domain/booking): whose hold is live, the status moves, order completion. */
import { describe, expect, it } from 'vitest';
import { type HoldRecord, holdIsLiveFor, nightBelongsTo } from '#domain/booking/hold';
import { sameParty } from '#domain/booking/party';
import {
  ORDER_MOVES,
  REFUND_REASON,
  RESERVATION_MOVES,
  assertMoves,
  decideCompletion,
  orderMayMove,
  reservationMayMove,
} from '#domain/booking/states';

const NOW = 1_800_000_000;
const hold: HoldRecord = {
  lockCode: 'lock-1',
  spotId: 7,
  locationId: 1,
  arrivalDate: '2027-06-01',
  departureDate: '2027-06-03',
  nights: ['2027-06-01', '2027-06-02'],
  holder: { kind: 'customer', id: 42, username: 'ann' },
  walkIn: false,
  overriddenClosureDays: [],
  createdAt: '2027-05-01T00:00:00.000Z',
  expiresAt: NOW + 60,
};
const ann = { kind: 'customer', id: 42 } as const;

describe('holdIsLiveFor', () => {
  it.each([
    ['live and hers', hold, ann, {}, true],
    ['no hold', undefined, ann, {}, false],
    ['expired at this second', { ...hold, expiresAt: NOW }, ann, {}, false],
    ['another customer', hold, { kind: 'customer', id: 43 }, {}, false],
    ['staff with the same id', hold, { kind: 'staff', id: 42 }, {}, false],
    ['on her spot', hold, ann, { spotId: 7 }, true],
    ['on another spot', hold, ann, { spotId: 8 }, false],
    ['for her dates', hold, ann, { spotId: 7, arrivalDate: '2027-06-01', departureDate: '2027-06-03' }, true],
    ['for other dates', hold, ann, { arrivalDate: '2027-06-02' }, false],
  ] as const)('%s → %s', (_name, h, party, target, expected) => {
    expect(holdIsLiveFor(h, party, NOW, target)).toBe(expected);
  });
});

describe('sameParty and nightBelongsTo', () => {
  it('compares kind and id, not the username', () => {
    expect(sameParty(hold.holder, ann)).toBe(true);
    expect(sameParty({ kind: 'staff', id: 1 }, { kind: 'customer', id: 1 })).toBe(false);
  });

  it('a night is the reservation’s when held under its lock code or reserved for it', () => {
    const r = { id: 5, lockCode: 'lock-1' };
    const night = { spotId: 7, locationId: 1, night: '2027-06-01' };
    expect(nightBelongsTo({ ...night, status: 'held', lockCode: 'lock-1' }, r)).toBe(true);
    expect(nightBelongsTo({ ...night, status: 'held', lockCode: 'lock-2' }, r)).toBe(false);
    expect(nightBelongsTo({ ...night, status: 'reserved', reservationId: 5 }, r)).toBe(true);
    expect(nightBelongsTo({ ...night, status: 'reserved', reservationId: 6 }, r)).toBe(false);
    expect(nightBelongsTo(undefined, r)).toBe(false);
  });
});

describe('status moves', () => {
  it.each([
    ['Pending', 'Reserved', true],
    ['Pending', 'Cancelled', true],
    ['Pending', 'Expired', true],
    ['Reserved', 'Cancelled', true],
    ['Reserved', 'Pending', false],
    ['Cancelled', 'Reserved', false],
    ['Reserved', 'Expired', false],
    ['Expired', 'Reserved', false],
  ] as const)('reservation %s → %s: %s', (from, to, allowed) => {
    expect(reservationMayMove(from, to)).toBe(allowed);
  });

  it.each([
    ['Pending', 'Completed', true],
    ['Pending', 'Declined', true],
    ['Pending', 'Abandoned', true],
    ['Pending', 'Cancelled', true],
    ['Abandoned', 'Cancelled', true],
    ['Declined', 'Cancelled', true],
    ['Completed', 'Cancelled', false],
    ['Abandoned', 'Completed', false],
    ['Cancelled', 'Pending', false],
  ] as const)('order %s → %s: %s', (from, to, allowed) => {
    expect(orderMayMove(from, to)).toBe(allowed);
  });

  it('a status write for a move the table does not list is refused before it is made', () => {
    expect(() => assertMoves(RESERVATION_MOVES, ['Pending', 'Reserved'], 'Expired')).toThrow(
      'No move from Reserved to Expired.',
    );
    expect(() => assertMoves(ORDER_MOVES, ['Pending'], 'Abandoned')).not.toThrow();
  });
});

describe('decideCompletion', () => {
  const order = { id: 9, status: 'Pending', totalCents: 5000, payment: null } as const;
  const paid = { amountCents: 5000, providerOrderId: 'SBX-1' };
  const pending = (id: number) => ({ id, status: 'Pending', orderId: null }) as const;

  it('converts the Pending reservations and skips those already Reserved for this order', () => {
    expect(decideCompletion(order, paid, [pending(1), { id: 2, status: 'Reserved', orderId: 9 }])).toEqual({
      kind: 'convert',
      reservationIds: [1],
    });
  });

  it('changes nothing for an order already completed or already cancelled with its payment', () => {
    expect(decideCompletion({ ...order, status: 'Completed' }, paid, [])).toEqual({
      kind: 'alreadyCompleted',
    });
    const payment = {
      amountCents: 5000,
      paymentTypeId: 1,
      lastFour: '1111',
      cardholderName: null,
      providerOrderId: 'SBX-1',
      datePaid: '2027-05-01T00:00:00.000Z',
    };
    expect(decideCompletion({ ...order, status: 'Completed', payment }, paid, [])).toEqual({
      kind: 'alreadyCompleted',
    });
    expect(decideCompletion({ ...order, status: 'Cancelled', payment }, paid, [])).toEqual({
      kind: 'alreadyCancelledForRefund',
    });
  });

  it('refunds a second payment of an order already paid by another session', () => {
    const payment = {
      amountCents: 5000,
      paymentTypeId: 1,
      lastFour: '1111',
      cardholderName: null,
      providerOrderId: 'SBX-1',
      datePaid: '2027-05-01T00:00:00.000Z',
    };
    const second = { amountCents: 5000, providerOrderId: 'SBX-2' };
    for (const status of ['Completed', 'Cancelled'] as const) {
      expect(decideCompletion({ ...order, status, payment }, second, [])).toEqual({
        kind: 'refundDuplicate',
        reason: REFUND_REASON.duplicatePayment,
      });
    }
  });

  it.each([
    [
      'the order was abandoned',
      { ...order, status: 'Abandoned' },
      paid,
      [pending(1)],
      REFUND_REASON.orderNotPending,
    ],
    [
      'the amount differs',
      order,
      { amountCents: 4999, providerOrderId: 'SBX-1' },
      [pending(1)],
      REFUND_REASON.amountMismatch,
    ],
    [
      'a reservation expired',
      order,
      paid,
      [{ id: 1, status: 'Expired', orderId: null }],
      REFUND_REASON.reservationNotPending,
    ],
    ['a reservation is gone', order, paid, [undefined], REFUND_REASON.reservationNotPending],
    [
      'a reservation is Reserved for another order',
      order,
      paid,
      [{ id: 1, status: 'Reserved', orderId: 8 }],
      REFUND_REASON.reservationNotPending,
    ],
  ] as const)('cancels for a refund when %s', (_name, o, payment, reservations, reason) => {
    expect(decideCompletion(o, payment, reservations)).toEqual({ kind: 'cancelForRefund', reason });
  });
});
