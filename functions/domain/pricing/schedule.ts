/**
 * A tenant's fee schedule as stored (functions/store/pricing.ts; README "Fee model"): fee rules,
 * date blocks, add-ons and the price rule of each discount class. Nightly rates themselves are the
 * products' base rates and the parks' pricing seasons (functions/domain/inventory.ts). Pure types.
 */
import type { FeeType } from '#domain/pricing/fee-types';
import type { MethodChargeCents } from './fees.ts';

/**
 * How a rule's charge is counted: once per reservation, or per chargeable vehicle (vehicles beyond
 * `includedVehicles`) per night or per stay.
 */
export type FeeBasis = 'perReservation' | 'perVehiclePerNight' | 'perVehiclePerStay';

/** One fee of the schedule (transaction, convenience, park use, cancellation/modification). */
export interface FeeRuleRecord {
  id: number;
  feeType: FeeType;
  name: string;
  description: string;
  accountingCode: string;
  sku: string;
  /** Empty: every park. */
  locationIds: number[];
  /** Empty: overnight and day use alike (bookingTypeId 1, 2). */
  bookingTypeIds: number[];
  /** Empty: every sales channel. The convenience fee is [1]: online only. */
  salesChannels: number[];
  basis: FeeBasis;
  /** Park use fees: vehicles the reservation includes. */
  includedVehicles: number;
  /** feeType 6 only: which operation it prices. */
  operation?: 'modification' | 'cancellation';
  /** Per unit (reservation, or vehicle × night / vehicle × stay). */
  creditCard: MethodChargeCents;
  echeck: MethodChargeCents;
  cash: MethodChargeCents;
}

/** A set of dates (holiday weekends) with their own nightly rate, beating the pricing season. */
export interface DateBlockRecord {
  id: number;
  name: string;
  description: string;
  /** Empty: every park. */
  locationIds: number[];
  /** Each day of the block has its own id (dateBlockDayId on the fee line). */
  days: { id: number; date: string }[];
  /** Products with a rate of their own on these days. */
  rates: { productId: number; dailyRateCents: number }[];
  /** Other products: added to the day's season rate. */
  surchargeCents: number;
}

/** Something a park sells besides the stay; priced per unit × quantity. */
export interface AddOnRecord {
  id: number;
  name: string;
  description: string;
  /** Empty: every park. */
  locationIds: number[];
  priceCents: number;
  unit: string;
  maxQuantity: number;
  sku: string;
  accountingCode: string;
}

/**
 * What a discount class takes off the nightly rate (never below 0): a percentage, or fixed cents per
 * night (per product type where `productTypeAmounts` names it); only on `daysOfWeek` nights when given.
 */
export interface DiscountRuleRecord {
  /** The discount class id (one rule per class). */
  id: number;
  kind: 'percentage' | 'fixedPerNight';
  percentage: number;
  amountCents: number;
  productTypeAmounts: { productTypeId: number; amountCents: number }[];
  /** 0 Sunday … 6 Saturday (of the night); empty: every night. */
  daysOfWeek: number[];
  /** false: the class takes nothing off until staff turn it on again (absent: active). */
  isActive?: boolean;
}

export interface FeeSchedule {
  feeRules: FeeRuleRecord[];
  dateBlocks: DateBlockRecord[];
  addOns: AddOnRecord[];
  discountRules: DiscountRuleRecord[];
}

export const EMPTY_FEE_SCHEDULE: FeeSchedule = {
  feeRules: [],
  dateBlocks: [],
  addOns: [],
  discountRules: [],
};

/** Whether a rule (or block, add-on) with these scopes applies; an empty scope list means all. */
export function inScope(list: readonly number[], value: number): boolean {
  return list.length === 0 || list.includes(value);
}
