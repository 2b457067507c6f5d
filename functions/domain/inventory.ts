/**
 * Spot-night inventory and the park rules that decide availability (DESIGN.md §4): taken nights, closures,
 * operational seasons, pricing seasons, walk-in periods and booking windows. Pure types: no I/O. Dates are
 * ISO 'YYYY-MM-DD' in the park's timezone and ranges are inclusive; money is integer cents.
 */
import type { BusinessRuleRow } from '#domain/business-rules/rows';

/** held: a claim's 15-minute hold; reserved: a paid reservation; blocked: taken out of sale by staff. */
export type SpotNightStatus = 'held' | 'reserved' | 'blocked';

/** One taken night of one spot (the key design is functions/store/README.md "Spot-night inventory"). */
export interface SpotNightRecord {
  spotId: number;
  locationId: number;
  /** The night (or, for day use, the day). */
  night: string;
  status: SpotNightStatus;
  /** The claim that wrote it (holds, and reservations that came from a hold). */
  lockCode?: string;
  reservationId?: number;
  /** Holds only: epoch seconds after which the hold is free (the table's TTL attribute). */
  expiresAt?: number;
}

interface DateRange {
  startDate: string;
  endDate: string;
}

/** A park or some of its spots closed for a date range; staff may override an overridable closure. */
export interface ClosureRecord extends DateRange {
  id: number;
  locationId: number;
  /** Empty: the whole park. */
  spotIds: number[];
  overridable: boolean;
  reason: string;
}

/** The park is open only inside its operational seasons; a park without any is open all year. */
export interface OperationalSeasonRecord extends DateRange {
  id: number;
  locationId: number;
  name: string;
}

/** Daily rates per product for a date range, replacing the product's base rate on those days. */
export interface PricingSeasonRecord extends DateRange {
  id: number;
  locationId: number;
  name: string;
  rates: { productId: number; dailyRateCents: number }[];
}

/** Days kept for walk-in guests (day code Walkin): only staff may book them. */
export interface WalkInPeriodRecord extends DateRange {
  id: number;
  locationId: number;
  /** Empty: every spot of the park. */
  spotIds: number[];
}

/**
 * A park's standing booking window as the inventory loader takes it (how far ahead the public may arrive,
 * the longest stay); written as the park's business rule rows, which are what availability reads.
 */
export interface BookingWindowRecord {
  locationId: number;
  minArrivalDays: number;
  maxArrivalDays: number;
  /** The longest stay; bounds how far past the last arrival day a stay can reach. */
  maxStayNights: number;
}

/** Everything a park's availability needs besides its spots and taken nights. */
export interface ParkRules {
  closures: ClosureRecord[];
  operationalSeasons: OperationalSeasonRecord[];
  pricingSeasons: PricingSeasonRecord[];
  walkInPeriods: WalkInPeriodRecord[];
  /** The agency's and the park's business rule rows (arrival days and stay length bound availability). */
  businessRules: BusinessRuleRow[];
}

/** A tenant's inventory as the demo data (or a migration) writes it. */
export interface TenantInventory extends Omit<ParkRules, 'businessRules'> {
  bookingWindows: BookingWindowRecord[];
  nights: SpotNightRecord[];
}

export const EMPTY_PARK_RULES: ParkRules = {
  closures: [],
  operationalSeasons: [],
  pricingSeasons: [],
  walkInPeriods: [],
  businessRules: [],
};
