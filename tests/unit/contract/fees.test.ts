/** The fee and add-on requests: what each accepts, and the field messages of what it refuses. */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addOnRequestSchema, feeRuleRequestSchema } from '#contract/fees';
import { FEE_MESSAGE, chargeText } from '#domain/pricing/fee-settings';

function problems(schema: z.ZodType, body: unknown): Record<string, string[]> {
  const result = schema.safeParse(body);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

const flat = (amount: string) => ({ amount, min: '', percentage: '' });
const transaction = {
  feeType: '2',
  name: 'Transaction fee',
  accountingCode: 'fee-txn',
  sku: 'txn',
  creditCard: flat('10'),
  echeck: flat('10.00'),
  cash: flat('$10'),
};

describe('fee requests', () => {
  it('takes a fee type chosen in a select, dollars kept in cents, blanks as 0, and every park and channel when none is named', () => {
    expect(feeRuleRequestSchema.parse(transaction)).toMatchObject({
      feeType: 2,
      description: '',
      locationIds: [],
      bookingTypeIds: [],
      salesChannels: [],
      basis: 'perReservation',
      includedVehicles: 0,
      creditCard: { amount: 1000, min: 0, percentage: 0 },
      cash: { amount: 1000, min: 0, percentage: 0 },
      isActive: true,
    });
  });

  it('takes a convenience fee as a percentage with a minimum, decimals allowed', () => {
    const fee = feeRuleRequestSchema.parse({
      ...transaction,
      feeType: 3,
      creditCard: { amount: '', min: '2', percentage: '3.5' },
    });
    expect(fee.creditCard).toEqual({ amount: 0, min: 200, percentage: 3.5 });
  });

  it('refuses negative money, percentages outside 0–100 and amounts that are not dollars, at their fields', () => {
    expect(
      problems(feeRuleRequestSchema, {
        ...transaction,
        creditCard: { amount: '-1', min: '', percentage: '101' },
        echeck: { amount: '1.005', min: 'ten', percentage: '-2' },
      }),
    ).toEqual({
      'creditCard.amount': ['Card amount must not be negative'],
      'creditCard.percentage': [FEE_MESSAGE.percentage('Card percentage')],
      'echeck.amount': ['E-check amount must be in dollars and cents (at most two decimals)'],
      'echeck.min': ['E-check minimum must be an amount in dollars, such as 35.00'],
      'echeck.percentage': [FEE_MESSAGE.percentage('E-check percentage')],
    });
  });

  it('wants a cancellation or modification fee to name its operation, and no other fee to', () => {
    expect(problems(feeRuleRequestSchema, { ...transaction, feeType: 6 })).toEqual({
      operation: [FEE_MESSAGE.operationRequired],
    });
    expect(problems(feeRuleRequestSchema, { ...transaction, feeType: 6, operation: 'cancellation' })).toEqual(
      {},
    );
    expect(problems(feeRuleRequestSchema, { ...transaction, operation: 'modification' })).toEqual({
      operation: [FEE_MESSAGE.operationOnlyType6],
    });
  });

  it('refuses the reservation and add-on fee types, per-vehicle counting outside park use, and unknown scopes', () => {
    expect(problems(feeRuleRequestSchema, { ...transaction, feeType: 1 })).toEqual({
      feeType: [FEE_MESSAGE.feeType],
    });
    expect(problems(feeRuleRequestSchema, { ...transaction, feeType: 5 })).toEqual({
      feeType: [FEE_MESSAGE.feeType],
    });
    expect(problems(feeRuleRequestSchema, { ...transaction, basis: 'perVehiclePerNight' })).toEqual({
      basis: [FEE_MESSAGE.perVehicleParkUse],
    });
    expect(
      problems(feeRuleRequestSchema, {
        ...transaction,
        feeType: 4,
        basis: 'perVehiclePerNight',
        includedVehicles: 1.5,
        bookingTypeIds: [3],
        salesChannels: [1, 2, 1],
      }),
    ).toEqual({
      includedVehicles: [FEE_MESSAGE.includedVehicles],
      bookingTypeIds: [FEE_MESSAGE.bookingTypes],
      salesChannels: [FEE_MESSAGE.salesChannels],
    });
  });

  it('names a blank name, accounting code and SKU', () => {
    expect(
      Object.keys(problems(feeRuleRequestSchema, { ...transaction, name: ' ', accountingCode: '', sku: '' })),
    ).toEqual(['name', 'accountingCode', 'sku']);
  });
});

describe('add-on requests', () => {
  const firewood = {
    name: 'Firewood bundle',
    price: '8',
    unit: 'bundle',
    maxQuantity: '10',
    accountingCode: 'addon-wood',
    sku: 'wood',
  };

  it('takes a price in dollars kept in cents and a most per reservation typed as text', () => {
    expect(addOnRequestSchema.parse(firewood)).toMatchObject({
      price: 800,
      maxQuantity: 10,
      locationIds: [],
      isActive: true,
    });
  });

  it('refuses a blank or negative price, a most of 0 or above 99, and a blank unit', () => {
    expect(problems(addOnRequestSchema, { ...firewood, price: '', unit: '', maxQuantity: 0 })).toEqual({
      price: ['Price is required'],
      unit: expect.any(Array),
      maxQuantity: [FEE_MESSAGE.maxQuantity],
    });
    expect(problems(addOnRequestSchema, { ...firewood, price: '-2', maxQuantity: '100' })).toEqual({
      price: ['Price must not be negative'],
      maxQuantity: [FEE_MESSAGE.maxQuantity],
    });
  });
});

describe('a payment method’s charge as a person reads it', () => {
  it('shows a fixed amount, a percentage with its minimum, or both', () => {
    expect(chargeText({ amountCents: 1000, minCents: 0, percentage: 0 })).toBe('$10.00');
    expect(chargeText({ amountCents: 0, minCents: 200, percentage: 3 })).toBe('3% (at least $2.00)');
    expect(chargeText({ amountCents: 50, minCents: 0, percentage: 2.5 })).toBe('$0.50 + 2.5%');
    expect(chargeText({ amountCents: 0, minCents: 0, percentage: 0 })).toBe('$0.00');
  });
});
