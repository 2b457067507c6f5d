/**
 * The fee line in cents (public §3.5, admin §3.4) and what a line costs per payment method. A line
 * carries, per method, a fixed amount, a minimum and a percentage of the line's base: the method's fee
 * is max(minimum, fixed + percentage × base). Most lines are fixed (the same amount for every method,
 * no minimum, no percentage); the convenience fee is the one with a percentage and a minimum.
 */
import type { FeeType } from '#domain/pricing/fee-types';

export {
  PAYMENT_METHODS,
  PAYMENT_TYPE_IDS,
  type MethodPricesCents,
  type PaymentMethod,
  feeAmountCents,
  paymentMethodOf,
  totalCents,
  totalsByMethod,
} from './totals.ts';

/** One payment method's charge: fixed cents, minimum cents, percentage (3.5 = 3.5%) of the base. */
export interface MethodChargeCents {
  amountCents: number;
  minCents: number;
  percentage: number;
}

/** A staff override applied to a line (the reservation keeps it as a record, see overrideRecordsOf). */
export interface AppliedOverride {
  fromCents: number;
  reason: string;
  by: string;
  at: string;
}

export interface FeeLineCents {
  /** The schedule entry the line comes from (fee rule, add-on, date block day); 0 for nightly rates. */
  id: number;
  feeType: FeeType;
  name: string;
  description: string;
  accountingCode: string;
  sku: string;
  quantity: number;
  /** At the credit-card rate (or the payment method the caller asked about), after discounts and overrides. */
  amountCents: number;
  /** Before discounts. */
  undiscountedAmountCents: number;
  /** Before a staff override; null when not overridden. */
  preModifiedAmountCents: number | null;
  /** What the percentages apply to (the convenience fee: the stay's other fees); 0 for fixed lines. */
  baseCents: number;
  creditCard: MethodChargeCents;
  echeck: MethodChargeCents;
  cash: MethodChargeCents;
  discountClassId: number | null;
  dateBlockDayId: number | null;
  dayBlockId: number | null;
  /** The night, on the reservation fee's breakdown lines. */
  date: string | null;
  /** The reservation fee: one line per night. */
  breakdown: FeeLineCents[];
  override: AppliedOverride | null;
}

/** The same charge whatever the payment method. */
export function fixedCharge(amountCents: number): MethodChargeCents {
  return { amountCents, minCents: 0, percentage: 0 };
}

type LineHead = Pick<FeeLineCents, 'id' | 'feeType' | 'name' | 'description' | 'accountingCode' | 'sku'>;

/** A line costing `amountCents` by every method. */
export function fixedLine(
  head: LineHead,
  amountCents: number,
  more: Partial<Omit<FeeLineCents, keyof LineHead>> = {},
): FeeLineCents {
  return {
    ...head,
    quantity: 1,
    amountCents,
    undiscountedAmountCents: amountCents,
    preModifiedAmountCents: null,
    baseCents: 0,
    creditCard: fixedCharge(amountCents),
    echeck: fixedCharge(amountCents),
    cash: fixedCharge(amountCents),
    discountClassId: null,
    dateBlockDayId: null,
    dayBlockId: null,
    date: null,
    breakdown: [],
    override: null,
    ...more,
  };
}
