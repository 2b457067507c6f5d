/**
 * Prices a stay (public §3.5, §7.4; admin §3.4): reads the spot, its park's pricing seasons, the
 * product, the discount classes and the tenant's fee schedule, checks what the request names against
 * them (unknown discount class, add-on or unmatched override: 400), and lets the pure rules
 * (functions/domain/pricing) make the fee lines. Used by the Pricing routes and by the cart.
 */
import { type FeeOverride } from '#contract/pricing';
import { FEE_TYPE } from '#domain/pricing/fee-types';
import { stayDays } from '#domain/availability/day-codes';
import { BOOKING_TYPE, type TenantId } from '#domain/catalogue';
import { parkAddOns } from '#domain/pricing/add-ons';
import { type FeeLineCents } from '#domain/pricing/fees';
import { dollarsToCents } from '#domain/pricing/money';
import { priceStay } from '#domain/pricing/price-stay';
import { BadRequestError, notFound } from '#domain/errors';
import { getParkRules } from '#store/inventory';
import { REFERENCE_KIND } from '#store/keys';
import { getFeeSchedule } from '#store/pricing';
import { getReference, listReference } from '#store/reference';
import { spotWithPark } from './claims.ts';

export interface QuoteInput {
  spotId: number;
  startDate: string;
  endDate: string;
  numberOfAdults: number;
  numberOfVehicles: number;
  /** Discount class ids the party claims. */
  discounts: number[];
  addOns: { id: number; quantity: number }[];
  /** 0 new (default), 1 modification (adds the modification fee), 2 cancellation (the cancellation fee). */
  operationId?: number;
}

export interface QuoteOptions {
  salesChannel: number;
  /** Staff only: ignored for salesChannel 1. */
  feeOverrides?: FeeOverride[];
  /** Who overrides (recorded on the line). */
  overriddenBy?: string;
  now?: Date;
}

export const OVERNIGHT_DATES_MESSAGE =
  'Departure date must be greater than arrival date for overnight spots.';

export async function quoteReservation(
  tenantId: TenantId,
  input: QuoteInput,
  options: QuoteOptions,
): Promise<FeeLineCents[]> {
  const { spot, location } = await spotWithPark(tenantId, input.spotId);
  const [product, rules, schedule, discountClasses] = await Promise.all([
    getReference(tenantId, REFERENCE_KIND.product, spot.productId),
    getParkRules(tenantId, spot.locationId),
    getFeeSchedule(tenantId),
    listReference(tenantId, REFERENCE_KIND.discountClass),
  ]);
  if (!product) throw notFound('Product', spot.productId);
  const dayUse = product.bookingTypeId === BOOKING_TYPE.DayUse;
  // The public never overrides a fee, whatever the body says.
  const overrides = options.salesChannel === 1 ? [] : (options.feeOverrides ?? []);

  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (dayUse ? input.endDate < input.startDate : input.endDate <= input.startDate) {
    add('endDate', OVERNIGHT_DATES_MESSAGE);
  }
  for (const id of input.discounts) {
    if (!discountClasses.some((c) => c.id === id)) add('discounts', `Discount class ${id} does not exist.`);
  }
  const sold = parkAddOns(schedule.addOns, location.id);
  input.addOns.forEach((a, i) => {
    const addOn = sold.find((s) => s.id === a.id);
    if (!addOn) add(`addOns.${i}.id`, `Add-on ${a.id} is not sold at ${location.longName}.`);
    else if (a.quantity > addOn.maxQuantity) {
      add(`addOns.${i}.quantity`, `At most ${addOn.maxQuantity} of ${addOn.name} per reservation.`);
    }
  });
  if (Object.keys(errors).length > 0) throw new BadRequestError('The pricing request is not valid.', errors);

  const { fees, unmatchedOverrides } = priceStay({
    locationId: location.id,
    product,
    nights: stayDays(input.startDate, input.endDate, dayUse),
    numberOfVehicles: input.numberOfVehicles,
    salesChannel: options.salesChannel,
    operationId: input.operationId ?? 0,
    seasons: rules.pricingSeasons,
    schedule,
    discountClasses,
    discounts: input.discounts,
    addOns: input.addOns,
    overrides: overrides.map((o) => ({ ...o, amountCents: dollarsToCents(o.amount) })),
    overriddenBy: options.overriddenBy ?? '',
    at: (options.now ?? new Date()).toISOString(),
  });
  if (unmatchedOverrides.length > 0) {
    throw new BadRequestError('The pricing request is not valid.', {
      feeOverrides: unmatchedOverrides.map((i) => {
        const o = overrides[i]!;
        const type = Object.entries(FEE_TYPE).find(([, v]) => v === o.feeType)?.[0] ?? o.feeType;
        return `No ${type} fee${o.name ? ` named '${o.name}'` : ''} to override on this reservation.`;
      }),
    });
  }
  return fees;
}
