/**
 * What a quote costs per payment method: each line's max(minimum, fixed + percentage × base) for the
 * method, and their sum. The order re-totals a reservation's fee lines for the payment type chosen.
 */
import type { FeeLineCents } from './fees.ts';
import { percentOfCents, sumCents } from './money.ts';

export type PaymentMethod = 'creditCard' | 'echeck' | 'cash';
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['creditCard', 'echeck', 'cash'];

/** Payment types (Tenant/paymenttypes): 1 Credit Card, 2 E-Check, 3 Cash, 4 Check (paid like cash). */
export const PAYMENT_TYPE_IDS = [1, 2, 3, 4] as const;

export function paymentMethodOf(paymentTypeId: number): PaymentMethod {
  switch (paymentTypeId) {
    case 1:
      return 'creditCard';
    case 2:
      return 'echeck';
    case 3:
    case 4:
      return 'cash';
    default:
      throw new RangeError(`Unknown payment type ${paymentTypeId}`);
  }
}

export function feeAmountCents(fee: FeeLineCents, method: PaymentMethod): number {
  const charge = fee[method];
  return Math.max(charge.minCents, charge.amountCents + percentOfCents(fee.baseCents, charge.percentage));
}

export function totalCents(fees: readonly FeeLineCents[], method: PaymentMethod): number {
  return sumCents(fees.map((f) => feeAmountCents(f, method)));
}

/** A price in cents for each payment method. */
export type MethodPricesCents = Record<PaymentMethod, number>;

export function totalsByMethod(fees: readonly FeeLineCents[]): MethodPricesCents {
  return {
    creditCard: totalCents(fees, 'creditCard'),
    echeck: totalCents(fees, 'echeck'),
    cash: totalCents(fees, 'cash'),
  };
}
