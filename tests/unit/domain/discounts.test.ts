/** Customer discounts: which claimed classes verify, and whether a discounted stay overlaps the dates. */
import { describe, expect, it } from 'vitest';
import { buildDiscountClasses } from '../../../functions/demo/lookups.ts';
import { previousDiscounts, staysOverlap, verifyDiscounts } from '#domain/discounts';

const classes = buildDiscountClasses('Colorado');
const CO = { name: 'Colorado', code: 'CO' };

describe('verifyDiscounts', () => {
  it.each([
    ['a resident class for an in-state address (code)', 4, undefined, 'CO', null],
    ['a resident class for an in-state address (name)', 4, undefined, 'colorado', null],
    [
      'a resident class for an out-of-state address',
      4,
      undefined,
      'WY',
      'Colorado Resident is only for Colorado residents: the address on the account must be in Colorado.',
    ],
    [
      'a class that needs proof, without it',
      3,
      '  ',
      'WY',
      'Active Military needs proof: enter the pass or ID number that qualifies.',
    ],
    ['a class that needs proof, with it', 3, 'ID 123', 'WY', null],
    ['an unknown class', 42, undefined, 'CO', 'Discount 42 does not exist.'],
  ])('%s', (_name, discountClassId, evidence, state, message) => {
    const [result] = verifyDiscounts(classes, [{ discountClassId, evidence }], state, CO);
    expect(result).toMatchObject({ discountClassId, verified: message === null, message });
  });
});

describe('previousDiscounts', () => {
  const stay = { startDate: '2026-07-10', endDate: '2026-07-12' };
  const r = (status: string, startDate: string, endDate: string, discounts = [1], id = 1) => ({
    id,
    status,
    startDate,
    endDate,
    discounts,
  });

  it('finds a discounted stay in the cart and one reserved that share a night', () => {
    expect(previousDiscounts([r('Pending', '2026-07-11', '2026-07-13')], stay)).toEqual({
      discountedReservationInCart: true,
      discountedReservationReserved: false,
    });
    expect(previousDiscounts([r('Reserved', '2026-07-08', '2026-07-11')], stay)).toEqual({
      discountedReservationInCart: false,
      discountedReservationReserved: true,
    });
  });

  it('ignores stays without a discount, back-to-back stays and cancelled ones', () => {
    expect(
      previousDiscounts(
        [
          r('Reserved', '2026-07-10', '2026-07-12', []),
          r('Reserved', '2026-07-12', '2026-07-14'),
          r('Reserved', '2026-07-08', '2026-07-10'),
          r('Cancelled', '2026-07-10', '2026-07-12'),
        ],
        stay,
      ),
    ).toEqual({ discountedReservationInCart: false, discountedReservationReserved: false });
  });

  it("leaves out the reservation being changed, but not the customer's other stays", () => {
    const changed = r('Reserved', '2026-07-10', '2026-07-12', [1], 7);
    expect(previousDiscounts([changed], { ...stay, reservationId: 7 })).toEqual({
      discountedReservationInCart: false,
      discountedReservationReserved: false,
    });
    const other = r('Reserved', '2026-07-11', '2026-07-13', [1], 8);
    expect(previousDiscounts([changed, other], { ...stay, reservationId: 7 })).toMatchObject({
      discountedReservationReserved: true,
    });
  });

  it('counts a day-use stay as its one day', () => {
    expect(staysOverlap({ startDate: '2026-07-11', endDate: '2026-07-11' }, stay)).toBe(true);
    expect(staysOverlap({ startDate: '2026-07-12', endDate: '2026-07-12' }, stay)).toBe(false);
  });
});
