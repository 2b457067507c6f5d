/**
 * All fee lines of one stay, in the order a person reads them: reservation fee (nightly rates, with the
 * discount), park use, add-ons, transaction, cancellation/modification (when the operation asks), then
 * staff overrides, and last the convenience fee (online only), a share of everything before it.
 */
import { FEE_TYPE, PRICING_OPERATION } from '#domain/pricing/fee-types';
import type { DiscountClassRecord, ProductRecord } from '#domain/catalogue';
import type { PricingSeasonRecord } from '#domain/inventory';
import { addOnLine, parkAddOns } from './add-ons.ts';
import { chooseDiscount } from './discounts.ts';
import type { FeeLineCents } from './fees.ts';
import { sumCents } from './money.ts';
import { reservationFeeLine } from './nightly.ts';
import { type FeeOverrideCents, applyFeeOverrides } from './overrides.ts';
import { ruleLine, ruleUnits } from './rule-lines.ts';
import { type FeeRuleRecord, type FeeSchedule, inScope } from './schedule.ts';

export interface StayPricingInput {
  locationId: number;
  product: ProductRecord;
  /** The nights (day use: the days) of the stay. */
  nights: readonly string[];
  numberOfVehicles: number;
  salesChannel: number;
  operationId: number;
  seasons: readonly PricingSeasonRecord[];
  schedule: FeeSchedule;
  discountClasses: readonly DiscountClassRecord[];
  discounts: readonly number[];
  addOns: readonly { id: number; quantity: number }[];
  /** Already empty for the public. */
  overrides: readonly FeeOverrideCents[];
  overriddenBy: string;
  at: string;
}

const OPERATION_OF: Partial<Record<number, FeeRuleRecord['operation']>> = {
  [PRICING_OPERATION.Modification]: 'modification',
  [PRICING_OPERATION.Cancellation]: 'cancellation',
};

export function priceStay(input: StayPricingInput): { fees: FeeLineCents[]; unmatchedOverrides: number[] } {
  const { product, schedule, locationId } = input;
  const dayUse = product.bookingTypeId === 2;
  const rules = schedule.feeRules.filter(
    (r) =>
      inScope(r.locationIds, locationId) &&
      inScope(r.bookingTypeIds, product.bookingTypeId) &&
      inScope(r.salesChannels, input.salesChannel),
  );
  const ofType = (feeType: number) => rules.filter((r) => r.feeType === feeType);
  const linesOf = (list: FeeRuleRecord[], baseCents = 0) =>
    list.flatMap((r) => {
      const units = ruleUnits(r, input.nights.length, input.numberOfVehicles);
      return units > 0 ? [ruleLine(r, units, baseCents)] : [];
    });

  const reservation = reservationFeeLine({
    product,
    nights: input.nights,
    seasons: input.seasons,
    dateBlocks: schedule.dateBlocks.filter((b) => inScope(b.locationIds, locationId)),
    discount: chooseDiscount(input.discounts, input.discountClasses, schedule.discountRules),
    dayUse,
  });
  const sold = parkAddOns(schedule.addOns, locationId);
  const addOns = input.addOns.flatMap((a) => {
    const addOn = sold.find((s) => s.id === a.id);
    return addOn ? [addOnLine(addOn, a.quantity)] : [];
  });
  const operation = OPERATION_OF[input.operationId];
  const before = [
    reservation,
    ...linesOf(ofType(FEE_TYPE.ParkUse)),
    ...addOns,
    ...linesOf(ofType(FEE_TYPE.Transaction)),
    ...linesOf(
      ofType(FEE_TYPE.CancellationModification).filter((r) => operation && r.operation === operation),
      reservation.amountCents,
    ),
  ];
  const overridden = applyFeeOverrides(before, input.overrides, input.overriddenBy, input.at);
  const subtotal = sumCents(overridden.fees.map((f) => f.amountCents));
  return {
    fees: [...overridden.fees, ...linesOf(ofType(FEE_TYPE.Convenience), subtotal)],
    unmatchedOverrides: overridden.unmatched,
  };
}
