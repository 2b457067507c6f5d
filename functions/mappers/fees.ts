/** Fee lines and totals as the contract shows them (dollars), from the domain's lines in cents. */
import type { FeeLine, FeeTotals } from '#contract/pricing';
import { type FeeLineCents, totalsByMethod } from '#domain/pricing/fees';
import { centsToDollars } from '#domain/pricing/money';

/** The contract's fee line (dollars) of a line in cents. */
export function toFeeLine(fee: FeeLineCents): FeeLine {
  const $ = centsToDollars;
  return {
    id: fee.id,
    name: fee.name,
    description: fee.description,
    amount: $(fee.amountCents),
    undiscountedAmount: $(fee.undiscountedAmountCents),
    preModifiedAmount: fee.preModifiedAmountCents === null ? null : $(fee.preModifiedAmountCents),
    creditCardAmount: $(fee.creditCard.amountCents),
    creditCardMinAmount: $(fee.creditCard.minCents),
    creditCardPercentage: fee.creditCard.percentage,
    echeckAmount: $(fee.echeck.amountCents),
    echeckMinAmount: $(fee.echeck.minCents),
    echeckPercentage: fee.echeck.percentage,
    cashAmount: $(fee.cash.amountCents),
    cashMinAmount: $(fee.cash.minCents),
    cashPercentage: fee.cash.percentage,
    accountingCode: fee.accountingCode,
    sku: fee.sku,
    quantity: fee.quantity,
    feeType: fee.feeType,
    discountClassId: fee.discountClassId,
    dateBlockDayId: fee.dateBlockDayId,
    dayBlockId: fee.dayBlockId,
    date: fee.date,
    feeBreakdown: fee.breakdown.map((b) => ({ ...toFeeLine(b), feeBreakdown: [] })),
  };
}

/** A quote's total per payment method, dollars. */
export function toFeeTotals(fees: readonly FeeLineCents[]): FeeTotals {
  const cents = totalsByMethod(fees);
  return {
    creditCard: centsToDollars(cents.creditCard),
    echeck: centsToDollars(cents.echeck),
    cash: centsToDollars(cents.cash),
  };
}
