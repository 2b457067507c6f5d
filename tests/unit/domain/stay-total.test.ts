/**
 * The stay's total a search result shows (functions/domain/pricing/stay-total.ts): the cart's fee lines
 * for one vehicle paid by card, online with the convenience fee and at the desk without it, day use by
 * the day, no total for dates that make no stay, and one price per product.
 */
import { describe, expect, it } from 'vitest';
import type { ProductRecord } from '#domain/catalogue';
import type { PricingSeasonRecord } from '#domain/inventory';
import { FEE_TYPE } from '#domain/pricing/fee-types';
import { priceStay } from '#domain/pricing/price-stay';
import type { FeeRuleRecord, FeeSchedule } from '#domain/pricing/schedule';
import { stayTotalCents, stayTotalsByProduct } from '#domain/pricing/stay-total';
import { totalCents } from '#domain/pricing/totals';

const PARK = 7;
const campsite: ProductRecord = {
  id: 1,
  name: 'Campsite',
  description: '',
  code: 'CS',
  productTypeId: 1,
  productClassificationId: 1,
  bookingTypeId: 1,
  requiresCustomerAccount: true,
  baseDailyRateCents: 3000,
};
const shelter: ProductRecord = {
  ...campsite,
  id: 3,
  name: 'Shelter',
  bookingTypeId: 2,
  baseDailyRateCents: 7500,
};

const flat = (cents: number) => ({ amountCents: cents, minCents: 0, percentage: 0 });
const rule = (r: Pick<FeeRuleRecord, 'id' | 'feeType' | 'name' | 'basis'> & Partial<FeeRuleRecord>) => ({
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
      name: 'Transaction',
      basis: 'perReservation',
      creditCard: flat(1000),
    }),
    rule({
      id: 2,
      feeType: FEE_TYPE.Convenience,
      name: 'Convenience',
      basis: 'perReservation',
      salesChannels: [1],
      creditCard: { amountCents: 0, minCents: 200, percentage: 3 },
    }),
    rule({
      id: 3,
      feeType: FEE_TYPE.ParkUse,
      name: 'Extra vehicle',
      basis: 'perVehiclePerNight',
      bookingTypeIds: [1],
      includedVehicles: 1,
      creditCard: flat(1000),
    }),
    rule({
      id: 4,
      feeType: FEE_TYPE.ParkUse,
      name: 'Day pass',
      basis: 'perVehiclePerStay',
      bookingTypeIds: [2],
      creditCard: flat(1100),
    }),
    rule({
      id: 5,
      feeType: FEE_TYPE.CancellationModification,
      name: 'Modification',
      basis: 'perReservation',
      operation: 'modification',
      creditCard: flat(600),
    }),
  ],
  dateBlocks: [],
  addOns: [
    {
      id: 1,
      name: 'Firewood',
      description: '',
      locationIds: [],
      priceCents: 800,
      unit: 'bundle',
      maxQuantity: 5,
      sku: '',
      accountingCode: '',
    },
  ],
  discountRules: [],
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

const online = { locationId: PARK, salesChannel: 1, seasons, schedule };

describe("a result's stay total", () => {
  it('is the nights, the transaction fee and the online convenience fee, by card', () => {
    // 2 × $30.00 + $10.00 = $70.00; 3% of it is $2.10 (over the $2.00 minimum).
    expect(
      stayTotalCents({
        ...online,
        product: campsite,
        arrivalDate: '2030-05-10',
        departureDate: '2030-05-12',
      }),
    ).toBe(7210);
  });

  it('prices each night at its season rate, as the cart does', () => {
    const input = { ...online, product: campsite, arrivalDate: '2030-05-31', departureDate: '2030-06-02' };
    const cart = priceStay({
      locationId: PARK,
      product: campsite,
      nights: ['2030-05-31', '2030-06-01'],
      numberOfVehicles: 1,
      salesChannel: 1,
      operationId: 0,
      seasons,
      schedule,
      discountClasses: [],
      discounts: [],
      addOns: [],
      overrides: [],
      overriddenBy: '',
      at: '',
    });
    expect(stayTotalCents(input)).toBe(totalCents(cart.fees, 'creditCard'));
    // $30.00 + $36.00 + $10.00, and 3% = $2.28.
    expect(stayTotalCents(input)).toBe(7828);
  });

  it('leaves out the convenience fee at the desk and never adds a modification fee', () => {
    expect(
      stayTotalCents({
        ...online,
        salesChannel: 2,
        product: campsite,
        arrivalDate: '2030-05-10',
        departureDate: '2030-05-12',
      }),
    ).toBe(7000);
  });

  it('counts day use by the day, the last day included, with its vehicle pass', () => {
    // 2 days × $75.00 + $11.00 day pass + $10.00 = $171.00; 3% = $5.13.
    expect(
      stayTotalCents({ ...online, product: shelter, arrivalDate: '2030-05-10', departureDate: '2030-05-11' }),
    ).toBe(17613);
  });

  it('has no total when the dates make no stay', () => {
    expect(
      stayTotalCents({
        ...online,
        product: campsite,
        arrivalDate: '2030-05-10',
        departureDate: '2030-05-10',
      }),
    ).toBeNull();
    expect(
      stayTotalCents({ ...online, product: shelter, arrivalDate: '2030-05-10', departureDate: '2030-05-09' }),
    ).toBeNull();
  });

  it('is one price per product, and none for an unknown product', () => {
    const totalOf = stayTotalsByProduct(
      { ...online, arrivalDate: '2030-05-10', departureDate: '2030-05-12' },
      new Map([
        [campsite.id, campsite],
        [shelter.id, shelter],
      ]),
    );
    expect(totalOf(campsite.id)).toBe(7210);
    expect(totalOf(campsite.id)).toBe(7210);
    // 3 days × $75.00 + $11.00 + $10.00 = $246.00; 3% = $7.38.
    expect(totalOf(shelter.id)).toBe(25338);
    expect(totalOf(99)).toBeNull();
  });
});
