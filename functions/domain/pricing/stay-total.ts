/**
 * The stay's total a search result shows: the same fee lines the cart prices (priceStay), for the
 * party a result assumes (one vehicle, no discount, no add-ons, a new reservation), paid by card, the
 * cart's first payment type. A result's total and the cart's first total then agree for that party.
 */
import { PRICING_OPERATION } from '#domain/pricing/fee-types';
import { BOOKING_TYPE, type ProductRecord } from '#domain/catalogue';
import type { PricingSeasonRecord } from '#domain/inventory';
import { stayDays } from '#domain/availability/day-codes';
import { priceStay } from './price-stay.ts';
import type { FeeSchedule } from './schedule.ts';
import { totalCents } from './totals.ts';

export interface StayTotalInput {
  locationId: number;
  product: ProductRecord;
  arrivalDate: string;
  departureDate: string;
  /** 1 online (the convenience fee applies), 2 staff. */
  salesChannel: number;
  seasons: readonly PricingSeasonRecord[];
  schedule: FeeSchedule;
}

/** The vehicles a result's total assumes (the occupant form's usual answer). */
export const STAY_TOTAL_VEHICLES = 1;

/**
 * The card total in cents of the stay at this product; null when the dates make no stay of it
 * (overnight: departure not after arrival; day use: departure before arrival).
 */
export function stayTotalCents(input: StayTotalInput): number | null {
  const dayUse = input.product.bookingTypeId === BOOKING_TYPE.DayUse;
  const empty = dayUse ? input.departureDate < input.arrivalDate : input.departureDate <= input.arrivalDate;
  if (empty) return null;
  const { fees } = priceStay({
    locationId: input.locationId,
    product: input.product,
    nights: stayDays(input.arrivalDate, input.departureDate, dayUse),
    numberOfVehicles: STAY_TOTAL_VEHICLES,
    salesChannel: input.salesChannel,
    operationId: PRICING_OPERATION.New,
    seasons: input.seasons,
    schedule: input.schedule,
    discountClasses: [],
    discounts: [],
    addOns: [],
    overrides: [],
    overriddenBy: '',
    at: '',
  });
  return totalCents(fees, 'creditCard');
}

/**
 * One total per product for a page of results: every spot of a product costs the same stay in one park,
 * so a page prices each product once. `totalOf(productId)` returns null for an unknown product.
 */
export function stayTotalsByProduct(
  input: Omit<StayTotalInput, 'product'>,
  products: ReadonlyMap<number, ProductRecord>,
): (productId: number) => number | null {
  const totals = new Map<number, number | null>();
  return (productId) => {
    if (!totals.has(productId)) {
      const product = products.get(productId);
      totals.set(productId, product ? stayTotalCents({ ...input, product }) : null);
    }
    return totals.get(productId)!;
  };
}
