/** The reservation lifecycle's rules (functions/domain/booking/lifecycle.ts) as tables. */
import { describe, expect, it } from 'vitest';
import { cancellationBreakdown, customerModifiable, isCurrent } from '#domain/booking/lifecycle';
import { FEE_TYPE } from '#domain/pricing/fee-types';
import { type FeeLineCents, fixedLine } from '#domain/pricing/fees';

describe('customerModifiable', () => {
  it.each([
    ['Reserved, arrival tomorrow', 'Reserved', '2027-06-11', null, true],
    ['Reserved, arrival today, not checked in', 'Reserved', '2027-06-10', null, true],
    ['Reserved, arrival yesterday', 'Reserved', '2027-06-09', null, false],
    ['Reserved, checked in', 'Reserved', '2027-06-11', '2027-06-10T15:00:00Z', false],
    ['Cancelled', 'Cancelled', '2027-06-11', null, false],
    ['Pending (still in a cart)', 'Pending', '2027-06-11', null, false],
    ['Expired', 'Expired', '2027-06-11', null, false],
  ] as const)('%s → %s', (_name, status, startDate, checkedInAt, expected) => {
    expect(customerModifiable({ status, startDate, checkedInAt }, '2027-06-10')).toBe(expected);
  });

  it('counts a reservation current until its departure day has passed', () => {
    expect(isCurrent({ endDate: '2027-06-10' }, '2027-06-10')).toBe(true);
    expect(isCurrent({ endDate: '2027-06-09' }, '2027-06-10')).toBe(false);
  });
});

describe('cancellationBreakdown', () => {
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
  const paid = [
    line(FEE_TYPE.Reservation, 6000),
    line(FEE_TYPE.Transaction, 1000),
    line(FEE_TYPE.Convenience, 210),
  ];

  it.each([
    ['a cancellation fee', [line(FEE_TYPE.CancellationModification, 1000)], 7210, 1210, 1000, 5000],
    ['no cancellation fee', [], 7210, 1210, 0, 6000],
    ['a fee above what is left', [line(FEE_TYPE.CancellationModification, 9000)], 7210, 1210, 9000, 0],
    ['only the other lines of the quote', [line(FEE_TYPE.Reservation, 6000)], 7210, 1210, 0, 6000],
  ])('%s', (_name, cancellation, paidCents, nonRefundableCents, cancellationFeeCents, refundCents) => {
    expect(cancellationBreakdown(paid, 'creditCard', cancellation)).toEqual({
      paidCents,
      nonRefundableCents,
      cancellationFeeCents,
      refundCents,
    });
  });
});
