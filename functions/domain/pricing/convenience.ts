/**
 * POST Pricing/conveniencefee: the park's convenience fee on a subtotal for one payment method. The
 * fee is online only (its rule's salesChannels is [1]); where no rule applies (the park office) the
 * line is there with 0, so a client can always show it.
 */
import { FEE_TYPE } from '#domain/pricing/fee-types';
import { type FeeLineCents, fixedLine } from './fees.ts';
import { ruleLine, withAmountFor } from './rule-lines.ts';
import { type FeeRuleRecord, inScope } from './schedule.ts';
import type { PaymentMethod } from './totals.ts';

export function convenienceFeeLine(
  rules: readonly FeeRuleRecord[],
  scope: { locationId: number; salesChannel: number; bookingTypeId?: number },
  subtotalCents: number,
  method: PaymentMethod,
): FeeLineCents {
  const rule = rules.find(
    (r) =>
      r.feeType === FEE_TYPE.Convenience &&
      inScope(r.locationIds, scope.locationId) &&
      inScope(r.salesChannels, scope.salesChannel) &&
      (scope.bookingTypeId === undefined || inScope(r.bookingTypeIds, scope.bookingTypeId)),
  );
  if (!rule) {
    return fixedLine(
      {
        id: 0,
        feeType: FEE_TYPE.Convenience,
        name: 'Convenience fee',
        description: 'No convenience fee applies.',
        accountingCode: '',
        sku: '',
      },
      0,
      { quantity: 0 },
    );
  }
  return withAmountFor(ruleLine(rule, 1, subtotalCents), method);
}
