/** The rules of changing a sold reservation (functions/domain/booking/edit.ts) as tables. */
import { describe, expect, it } from 'vitest';
import {
  type ReservationCharge,
  allocateRefund,
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

  it('records what each payment gave back, so the next refund takes only what is left', () => {
    const charges = [charge(1, 7000), charge(2, 3000)];
    const after = withRefunds(charges, allocateRefund(charges, 5000));
    expect(after.map((c) => c.refundedCents)).toEqual([2000, 3000]);
    expect(netPaidCents(after)).toBe(5000);
    expect(allocateRefund(after, 9000)).toEqual([{ charge: 0, amountCents: 5000 }]);
  });
});
