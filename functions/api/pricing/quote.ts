/**
 * Prices a stay (public §3.5, §7.4; admin §3.4): reads the spot, its park's pricing seasons, the
 * product and the tenant's fee schedule, and lets the pure rules (functions/domain/pricing) make the fee
 * lines. Used by the Pricing routes and by the cart (POST Cart/addreservation).
 */
import type { FeeLine, FeeOverride } from '#contract/pricing';
import type { FeeLineCents } from '#domain/pricing/fees';

export interface QuoteInput {
  spotId: number;
  startDate: string;
  endDate: string;
  numberOfAdults: number;
  numberOfVehicles: number;
  /** Discount class ids the party claims. */
  discounts: number[];
  addOns: { id: number; quantity: number }[];
  /** 0 new (default), 1 modification (adds the modification fee), 2 cancellation. */
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

export async function quoteReservation(
  tenantId: string,
  input: QuoteInput,
  options: QuoteOptions,
): Promise<FeeLineCents[]> {
  void tenantId;
  void input;
  void options;
  throw new Error('not yet');
}

export function toFeeLine(fee: FeeLineCents): FeeLine {
  void fee;
  throw new Error('not yet');
}
