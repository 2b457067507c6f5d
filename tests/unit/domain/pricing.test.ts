/**
 * Pricing rules (functions/domain/pricing): nights across seasons and a date block, per-method amounts
 * with a minimum and a percentage, discounts by class priority, staff overrides and rounding half up.
 */
import { describe, expect, it } from 'vitest';
import { FEE_TYPE } from '#domain/pricing/fee-types';
import { buildDemoFees } from '#demo/fees';
import { buildDemoCatalogue } from '#demo/index';
import type { DiscountClassRecord, ProductRecord } from '#domain/catalogue';
import type { PricingSeasonRecord } from '#domain/inventory';
import { convenienceFeeLine } from '#domain/pricing/convenience';
import { type FeeLineCents, feeAmountCents, paymentMethodOf, totalCents } from '#domain/pricing/fees';
import { percentOfCents } from '#domain/pricing/money';
import { applyFeeOverrides, overrideRecordsOf } from '#domain/pricing/overrides';
import { type StayPricingInput, priceStay } from '#domain/pricing/price-stay';
import type { FeeRuleRecord, FeeSchedule } from '#domain/pricing/schedule';
import { toTenantId } from '#domain/tenant-id';

const PARK = 7;
const campsite: ProductRecord = {
  id: 1,
  name: 'Full Hookup Campsite',
  description: '',
  code: 'CO-FHU',
  productTypeId: 1,
  productClassificationId: 1,
  bookingTypeId: 1,
  requiresCustomerAccount: true,
  baseDailyRateCents: 3000,
};
const cabin: ProductRecord = {
  ...campsite,
  id: 2,
  name: 'Cabin',
  code: 'CO-CAB',
  productTypeId: 2,
  baseDailyRateCents: 9000,
};
const shelter: ProductRecord = {
  ...campsite,
  id: 3,
  name: 'Shelter',
  code: 'CO-SH',
  bookingTypeId: 2,
  baseDailyRateCents: 7500,
};

const seasons: PricingSeasonRecord[] = [
  {
    id: 1,
    locationId: PARK,
    name: 'Summer',
    startDate: '2030-06-01',
    endDate: '2030-09-15',
    rates: [{ productId: 1, dailyRateCents: 3600 }],
  },
];

const flat = (cents: number) => ({ amountCents: cents, minCents: 0, percentage: 0 });
const rule = (
  r: Partial<FeeRuleRecord> & Pick<FeeRuleRecord, 'id' | 'feeType' | 'name' | 'basis'>,
): FeeRuleRecord => ({
  description: '',
  accountingCode: '',
  sku: '',
  locationIds: [],
  bookingTypeIds: [],
  salesChannels: [],
  includedVehicles: 0,
  creditCard: flat(0),
  echeck: flat(0),
  cash: flat(0),
  ...r,
});

const schedule: FeeSchedule = {
  feeRules: [
    rule({
      id: 1,
      feeType: FEE_TYPE.Transaction,
      name: 'Transaction fee',
      basis: 'perReservation',
      creditCard: flat(1000),
      echeck: flat(1000),
      cash: flat(1000),
    }),
    rule({
      id: 2,
      feeType: FEE_TYPE.Convenience,
      name: 'Convenience fee',
      basis: 'perReservation',
      salesChannels: [1],
      creditCard: { amountCents: 0, minCents: 200, percentage: 3 },
      echeck: flat(150),
      cash: flat(0),
    }),
    rule({
      id: 3,
      feeType: FEE_TYPE.ParkUse,
      name: 'Extra vehicle pass',
      basis: 'perVehiclePerNight',
      bookingTypeIds: [1],
      includedVehicles: 1,
      creditCard: flat(1000),
      echeck: flat(1000),
      cash: flat(1000),
    }),
    rule({
      id: 4,
      feeType: FEE_TYPE.ParkUse,
      name: 'Daily park pass',
      basis: 'perVehiclePerStay',
      bookingTypeIds: [2],
      creditCard: flat(1100),
      echeck: flat(1100),
      cash: flat(1100),
    }),
    rule({
      id: 5,
      feeType: FEE_TYPE.CancellationModification,
      name: 'Cancellation fee',
      basis: 'perReservation',
      operation: 'cancellation',
      creditCard: flat(1000),
      echeck: flat(1000),
      cash: flat(1000),
    }),
    rule({
      id: 6,
      feeType: FEE_TYPE.CancellationModification,
      name: 'Modification fee',
      basis: 'perReservation',
      operation: 'modification',
      creditCard: flat(600),
      echeck: flat(600),
      cash: flat(600),
    }),
    rule({
      id: 7,
      feeType: FEE_TYPE.Transaction,
      name: 'Other park fee',
      basis: 'perReservation',
      locationIds: [99],
      creditCard: flat(5000),
      echeck: flat(5000),
      cash: flat(5000),
    }),
  ],
  dateBlocks: [
    {
      id: 20301,
      name: 'Independence Day 2030',
      description: '',
      locationIds: [],
      days: [
        { id: 203011, date: '2030-07-03' },
        { id: 203012, date: '2030-07-04' },
      ],
      rates: [{ productId: 2, dailyRateCents: 19500 }],
      surchargeCents: 1000,
    },
  ],
  addOns: [
    {
      id: 1,
      name: 'Firewood bundle',
      description: '',
      locationIds: [],
      priceCents: 800,
      unit: 'bundle',
      maxQuantity: 10,
      sku: 'FW',
      accountingCode: 'A-FW',
    },
    {
      id: 2,
      name: 'Kayak rental',
      description: '',
      locationIds: [99],
      priceCents: 4500,
      unit: 'day',
      maxQuantity: 4,
      sku: 'KY',
      accountingCode: 'A-KY',
    },
  ],
  discountRules: [
    {
      id: 1,
      kind: 'percentage',
      percentage: 50,
      amountCents: 0,
      productTypeAmounts: [],
      daysOfWeek: [0, 1, 2, 3, 4],
    },
    { id: 2, kind: 'percentage', percentage: 100, amountCents: 0, productTypeAmounts: [], daysOfWeek: [] },
    {
      id: 4,
      kind: 'fixedPerNight',
      percentage: 0,
      amountCents: 500,
      productTypeAmounts: [{ productTypeId: 2, amountCents: 1000 }],
      daysOfWeek: [],
    },
    { id: 6, kind: 'percentage', percentage: 33.33, amountCents: 0, productTypeAmounts: [], daysOfWeek: [] },
  ],
};

const discountClass = (id: number, priority: number, name: string): DiscountClassRecord => ({
  id,
  name,
  description: '',
  internalDescription: '',
  residencyId: null,
  verificationRequired: false,
  priority,
  accountingCodeSuffix: name.slice(0, 3).toUpperCase(),
});
const discountClasses = [
  discountClass(1, 2, 'Senior Pass'),
  discountClass(2, 1, 'Disabled Veteran'),
  discountClass(4, 5, 'Resident'),
  discountClass(6, 6, 'Third off'),
  discountClass(9, 3, 'No rule'),
];

function nights(start: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) =>
    new Date(Date.parse(`${start}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
  );
}

function price(over: Partial<StayPricingInput> = {}) {
  return priceStay({
    locationId: PARK,
    product: campsite,
    nights: nights('2030-05-30', 3),
    numberOfVehicles: 1,
    salesChannel: 1,
    operationId: 0,
    seasons,
    schedule,
    discountClasses,
    discounts: [],
    addOns: [],
    overrides: [],
    overriddenBy: '',
    at: '2030-01-01T00:00:00.000Z',
    ...over,
  });
}
const line = (fees: FeeLineCents[], name: string) => fees.find((f) => f.name === name)!;

describe('reservation fee: nightly rates', () => {
  it.each([
    // nights, product, per-night cents, total cents
    ['base rate before summer', nights('2030-05-29', 2), campsite, [3000, 3000], 6000],
    ['across the season start', nights('2030-05-31', 3), campsite, [3000, 3600, 3600], 10200],
    ['date block: season rate + surcharge', nights('2030-07-02', 3), campsite, [3600, 4600, 4600], 12800],
    ['date block: the product’s own rate', nights('2030-07-02', 3), cabin, [9000, 19500, 19500], 48000],
    ['day use: each day, end included', nights('2030-05-01', 1), shelter, [7500], 7500],
  ] as const)('%s', (_, stay, product, perNight, total) => {
    const { fees } = price({ nights: stay, product });
    const reservation = fees[0]!;
    expect(reservation.feeType).toBe(FEE_TYPE.Reservation);
    expect(reservation.breakdown.map((b) => b.amountCents)).toEqual(perNight);
    expect(reservation.breakdown.map((b) => b.date)).toEqual(stay);
    expect(reservation.amountCents).toBe(total);
    expect(reservation.quantity).toBe(stay.length);
  });

  it('names the date block and its day on the breakdown', () => {
    const { fees } = price({ nights: nights('2030-07-03', 1) });
    expect(fees[0]!.breakdown[0]).toMatchObject({
      name: 'Independence Day 2030',
      dayBlockId: 20301,
      dateBlockDayId: 203011,
    });
  });
});

describe('discounts on the nightly rate only', () => {
  it.each([
    // claimed classes, nights, product, per-night cents, discountClassId
    [
      'percentage on weekday nights only (Thu, Fri, Sat)',
      [1],
      nights('2030-05-30', 3),
      campsite,
      [1500, 3000, 3600],
      1,
    ],
    [
      'highest priority (1) wins over Senior (2) and Resident (5)',
      [4, 1, 2],
      nights('2030-05-30', 2),
      campsite,
      [0, 0],
      2,
    ],
    ['fixed per night, cabins their own amount', [4], nights('2030-05-30', 2), cabin, [8000, 8000], 4],
    ['fixed per night, campsites the default', [4], nights('2030-05-30', 2), campsite, [2500, 2500], 4],
    ['a class without a rule takes nothing', [9], nights('2030-05-30', 1), campsite, [3000], null],
    ['33.33% of 3000 is 999.9 → 1000 off (half up)', [6], nights('2030-05-30', 1), campsite, [2000], 6],
  ] as const)('%s', (_, discounts, stay, product, perNight, classId) => {
    const { fees } = price({ discounts: [...discounts], nights: stay, product });
    const reservation = fees[0]!;
    expect(reservation.breakdown.map((b) => b.amountCents)).toEqual(perNight);
    expect(reservation.discountClassId).toBe(classId);
    const undiscounted = reservation.breakdown.map((b) => b.undiscountedAmountCents);
    expect(reservation.undiscountedAmountCents).toBe(undiscounted.reduce((a, b) => a + b, 0));
    // Never on the other fees.
    expect(line(fees, 'Transaction fee').amountCents).toBe(1000);
  });
});

describe('fee lines from the schedule', () => {
  it('a public campsite stay: reservation, transaction, convenience (3% of the rest, card)', () => {
    const { fees } = price({ nights: nights('2030-06-10', 2) });
    expect(fees.map((f) => [f.feeType, f.name, f.amountCents])).toEqual([
      [1, 'Reservation fee', 7200],
      [2, 'Transaction fee', 1000],
      [3, 'Convenience fee', 246], // 3% of 8200
    ]);
  });

  it('per method: card max(min, 3% of base), e-check flat, cash 0', () => {
    const { fees } = price({ nights: nights('2030-06-10', 2) });
    const convenience = line(fees, 'Convenience fee');
    expect(convenience.baseCents).toBe(8200);
    expect(feeAmountCents(convenience, 'creditCard')).toBe(246);
    expect(feeAmountCents(convenience, 'echeck')).toBe(150);
    expect(feeAmountCents(convenience, 'cash')).toBe(0);
    expect(totalCents(fees, 'creditCard')).toBe(8446);
    expect(totalCents(fees, 'echeck')).toBe(8350);
    expect(totalCents(fees, paymentMethodOf(3))).toBe(8200);
  });

  it('the card minimum when 3% is less', () => {
    const { fees } = price({ nights: nights('2030-05-01', 1), discounts: [2] }); // free night: base 1000
    expect(feeAmountCents(line(fees, 'Convenience fee'), 'creditCard')).toBe(200);
  });

  it('staff (salesChannel 2): no convenience fee', () => {
    const { fees } = price({ salesChannel: 2 });
    expect(fees.some((f) => f.feeType === FEE_TYPE.Convenience)).toBe(false);
  });

  it.each([
    ['overnight, 3 vehicles, 2 nights: 2 extra × 2 nights', campsite, 3, 2, 'Extra vehicle pass', 4, 4000],
    ['overnight, the first vehicle is included', campsite, 1, 2, 'Extra vehicle pass', 0, 0],
    ['day use, 2 vehicles per stay', shelter, 2, 1, 'Daily park pass', 2, 2200],
  ] as const)('park use: %s', (_, product, vehicles, count, name, quantity, cents) => {
    const { fees } = price({ product, numberOfVehicles: vehicles, nights: nights('2030-05-01', count) });
    const parkUse = fees.filter((f) => f.feeType === FEE_TYPE.ParkUse);
    if (quantity === 0) expect(parkUse).toEqual([]);
    else expect(parkUse.map((f) => [f.name, f.quantity, f.amountCents])).toEqual([[name, quantity, cents]]);
  });

  it('add-ons by quantity, only those the park sells', () => {
    const { fees } = price({
      addOns: [
        { id: 1, quantity: 3 },
        { id: 2, quantity: 1 },
      ],
    });
    const addOns = fees.filter((f) => f.feeType === FEE_TYPE.AddOn);
    expect(addOns.map((f) => [f.name, f.quantity, f.amountCents])).toEqual([['Firewood bundle', 3, 2400]]);
  });

  it.each([
    [0, []],
    [1, [['Modification fee', 600]]],
    [2, [['Cancellation fee', 1000]]],
  ] as const)('operationId %i: cancellation/modification fee', (operationId, expected) => {
    const { fees } = price({ operationId });
    expect(
      fees.filter((f) => f.feeType === FEE_TYPE.CancellationModification).map((f) => [f.name, f.amountCents]),
    ).toEqual(expected);
  });

  it('rules of another park do not apply', () => {
    expect(price().fees.some((f) => f.name === 'Other park fee')).toBe(false);
  });
});

describe('staff overrides', () => {
  it('replace a line for every method, keep the amount before and who, when, why', () => {
    const { fees, unmatchedOverrides } = price({
      salesChannel: 2,
      overrides: [{ feeType: FEE_TYPE.Transaction, amountCents: 0, reason: 'Waived: system outage' }],
      overriddenBy: 'ranger.rick',
    });
    expect(unmatchedOverrides).toEqual([]);
    const tx = line(fees, 'Transaction fee');
    expect(tx).toMatchObject({ amountCents: 0, preModifiedAmountCents: 1000 });
    expect(feeAmountCents(tx, 'cash')).toBe(0);
    expect(overrideRecordsOf(fees)).toEqual([
      {
        feeType: 2,
        name: 'Transaction fee',
        fromCents: 1000,
        toCents: 0,
        reason: 'Waived: system outage',
        by: 'ranger.rick',
        at: '2030-01-01T00:00:00.000Z',
      },
    ]);
  });

  it('the convenience fee is a share of the overridden subtotal', () => {
    const { fees } = price({
      overrides: [{ feeType: FEE_TYPE.Reservation, amountCents: 5000, reason: 'Rate match' }],
    });
    expect(line(fees, 'Convenience fee').baseCents).toBe(6000);
  });

  it('an override that matches no line is reported', () => {
    const fees = price().fees;
    const out = applyFeeOverrides(
      fees,
      [{ feeType: FEE_TYPE.AddOn, name: 'Kayak rental', amountCents: 0, reason: 'x' }],
      'a',
      'b',
    );
    expect(out.unmatched).toEqual([0]);
    expect(out.fees).toEqual(fees);
  });
});

describe('rounding: half up, in percentOfCents only', () => {
  it.each([
    [1000, 3, 30],
    [8350, 3, 251], // 250.5 → 251
    [8349, 3, 250], // 250.47
    [1, 50, 1], // 0.5 → 1
    [3, 33.33, 1], // 0.9999
    [-1, 50, -1], // away from zero
    [12345, 2.5, 309], // 308.625
    [0, 3, 0],
  ])('%i × %f%% = %i', (base, pct, expected) => {
    expect(percentOfCents(base, pct)).toBe(expected);
  });
});

describe('POST Pricing/conveniencefee line', () => {
  it.each([
    ['creditCard', 10000, 300],
    ['creditCard', 5000, 200],
    ['echeck', 10000, 150],
  ] as const)('%s on %i cents: %i', (method, subtotal, cents) => {
    const fee = convenienceFeeLine(
      schedule.feeRules,
      { locationId: PARK, salesChannel: 1 },
      subtotal,
      method,
    );
    expect(fee.amountCents).toBe(cents);
  });
  it('at the park office: a line of 0', () => {
    const fee = convenienceFeeLine(
      schedule.feeRules,
      { locationId: PARK, salesChannel: 2 },
      10000,
      'creditCard',
    );
    expect([fee.feeType, fee.amountCents]).toEqual([3, 0]);
  });
});

describe('paymentMethodOf', () => {
  it.each([
    [1, 'creditCard'],
    [2, 'echeck'],
    [3, 'cash'],
    [4, 'cash'],
  ] as const)('%i → %s', (id, method) => expect(paymentMethodOf(id)).toBe(method));
});

describe('demo fee schedules', () => {
  it.each(['co', 'wa'])(
    '%s: every discount class has a price rule, holiday weekends fall on the right nights',
    (tenantId) => {
      const catalogue = buildDemoCatalogue(toTenantId(tenantId));
      const fees = buildDemoFees(catalogue, '2026-11-23');
      expect(
        catalogue.discountClasses.map((c) => fees.discountRules.some((r) => r.id === c.id)),
      ).not.toContain(false);
      const nightsOf = (name: string) =>
        fees.dateBlocks.find((b) => b.name === name)!.days.map((d) => d.date);
      // Memorial Day 2027 is Monday May 31; Labor Day 2026 is Monday September 7.
      expect(nightsOf('Memorial Day weekend 2027')).toEqual(['2027-05-28', '2027-05-29', '2027-05-30']);
      expect(nightsOf('Labor Day weekend 2026')).toEqual(['2026-09-04', '2026-09-05', '2026-09-06']);
      expect(fees.feeRules.map((r) => r.feeType).sort()).toEqual([2, 3, 4, 4, 6, 6]);
    },
  );
});
