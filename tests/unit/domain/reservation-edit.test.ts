/** The rules of changing a sold reservation (functions/domain/booking/edit.ts) as tables. */
import { describe, expect, it } from 'vitest';
import {
  type ReservationCharge,
  allocateRefund,
  editChanges,
  editMoney,
  netPaidCents,
  nightsSwap,
  withRefunds,
} from '#domain/booking/edit';
import { FEE_TYPE } from '#domain/pricing/fee-types';
import { type FeeLineCents, fixedLine } from '#domain/pricing/fees';

const line = (feeType: number, cents: number): FeeLineCents =>
  fixedLine(
    {
      id: feeType,
      feeType: feeType as FeeLineCents['feeType'],
      name: `fee ${feeType}`,
      description: '',
      accountingCode: '',
      sku: '',
    },
    cents,
  );

describe('nightsSwap', () => {
  const old = { spotId: 1, nights: ['06-10', '06-11'] };
  it.each([
    [
      'a day later on the same spot',
      { spotId: 1, nights: ['06-11', '06-12'] },
      ['06-11'],
      ['06-12'],
      ['06-10'],
    ],
    ['a longer stay', { spotId: 1, nights: ['06-10', '06-11', '06-12'] }, ['06-10', '06-11'], ['06-12'], []],
    ['a shorter stay', { spotId: 1, nights: ['06-10'] }, ['06-10'], [], ['06-11']],
    [
      'the same nights on another spot',
      { spotId: 2, nights: ['06-10', '06-11'] },
      [],
      ['06-10', '06-11'],
      ['06-10', '06-11'],
    ],
  ])('%s', (_name, next, kept, added, freed) => {
    expect(nightsSwap(old, next)).toEqual({ kept, added, freed });
  });
});

describe('editMoney', () => {
  const paid = [
    line(FEE_TYPE.Reservation, 6000),
    line(FEE_TYPE.ParkUse, 1000),
    line(FEE_TYPE.Transaction, 700),
  ];
  it.each([
    ['a dearer stay: the difference and the modification fee', 9000, 500, 3500, 0],
    ['a cheaper stay: the difference less the modification fee comes back', 3000, 500, 0, 2500],
    ['the same price with a modification fee', 6000, 500, 500, 0],
    ['the same price, no fee', 6000, 0, 0, 0],
  ])('%s', (_name, newNights, modFee, due, refund) => {
    const quote = [
      line(FEE_TYPE.Reservation, newNights),
      line(FEE_TYPE.ParkUse, 1000),
      line(FEE_TYPE.Transaction, 700),
      ...(modFee ? [line(FEE_TYPE.CancellationModification, modFee)] : []),
    ];
    const m = editMoney(paid, quote, 'creditCard', 7700);
    expect(m).toMatchObject({
      previousCents: 7700,
      dueCents: due,
      refundCents: refund,
      modificationFeeCents: modFee,
    });
    // The service fee of the purchase is kept, not charged again.
    expect(m.fees.filter((f) => f.feeType === FEE_TYPE.Transaction)).toHaveLength(1);
    const total = m.fees.reduce((n, f) => n + f.amountCents, 0);
    expect(total).toBe(7700 + due - refund);
  });
});

describe('refunds over the payments of a reservation', () => {
  const charge = (
    orderId: number,
    amountCents: number,
    token: string | null = `t${orderId}`,
  ): ReservationCharge => ({
    orderId,
    token,
    paymentTypeId: 1,
    amountCents,
    refundedCents: 0,
    lastFour: '1111',
    cardholderName: 'Rosa Lind',
  });

  it.each([
    [
      'within the latest payment',
      [charge(1, 7000), charge(2, 3000)],
      2000,
      [{ charge: 1, amountCents: 2000 }],
    ],
    [
      'over the latest and then the purchase',
      [charge(1, 7000), charge(2, 3000)],
      5000,
      [
        { charge: 1, amountCents: 3000 },
        { charge: 0, amountCents: 2000 },
      ],
    ],
    ['never beyond what was paid', [charge(1, 1000)], 5000, [{ charge: 0, amountCents: 1000 }]],
    ['nothing to a counter payment', [charge(1, 1000, null)], 500, []],
  ])('%s', (_name, charges, cents, shares) => {
    expect(allocateRefund(charges, cents)).toEqual(shares);
  });

  it('at the desk, a counter payment is handed back in cash, the latest payment first', () => {
    const charges = [charge(1, 7000), charge(2, 3000, null)];
    expect(allocateRefund(charges, 5000, { atCounter: true })).toEqual([
      { charge: 1, amountCents: 3000 },
      { charge: 0, amountCents: 2000 },
    ]);
  });

  it('records what each payment gave back, so the next refund takes only what is left', () => {
    const charges = [charge(1, 7000), charge(2, 3000)];
    const after = withRefunds(charges, allocateRefund(charges, 5000));
    expect(after.map((c) => c.refundedCents)).toEqual([2000, 3000]);
    expect(netPaidCents(after)).toBe(5000);
    expect(allocateRefund(after, 9000)).toEqual([{ charge: 0, amountCents: 5000 }]);
  });
});

describe('editChanges', () => {
  const occupant = { firstName: 'Rosa', lastName: 'Lind' } as never;
  const before = {
    spotId: 1,
    startDate: '2026-06-10',
    endDate: '2026-06-12',
    numberOfAdults: 2,
    numberOfVehicles: 1,
    primaryOccupant: occupant,
    totalCents: 9000,
    feeOverrides: [],
    overriddenRules: ['minimumStay'],
    overriddenClosureDays: [],
  };

  it('lists each field that changed with its old and new value, and only those', () => {
    expect(editChanges(before, { ...before, spotId: 2, endDate: '2026-06-13', totalCents: 12000 })).toEqual([
      { field: 'spotId', oldValue: '1', newValue: '2' },
      { field: 'departureDate', oldValue: '06/12/2026', newValue: '06/13/2026' },
      { field: 'total', oldValue: '$90.00', newValue: '$120.00' },
    ]);
  });

  it("lists the overrides this change made, not the reservation's earlier ones", () => {
    const fee = {
      feeType: FEE_TYPE.CancellationModification,
      name: 'Modification fee',
      fromCents: 600,
      toCents: 0,
      reason: 'Flooded loop',
      by: 'ranger',
      at: '2026-06-01T00:00:00Z',
    };
    const after = {
      ...before,
      feeOverrides: [fee],
      overriddenRules: ['minimumStay', 'maximumStay'],
      overriddenClosureDays: ['2026-06-12'],
    };
    expect(editChanges(before, after)).toEqual([
      { field: 'feeOverride: Modification fee', oldValue: '$6.00', newValue: '$0.00' },
      { field: 'businessRuleOverride: maximumStay', oldValue: 'enforced', newValue: 'overridden' },
      { field: 'parkClosureOverride', oldValue: null, newValue: '06/12/2026' },
    ]);
  });
});
