/**
 * The checks before a Reserve from the list (public §4.4 steps 2–3, §8), pure: is the spot ADA-only,
 * and which message (if any) stops the reservation for the chosen dates.
 */
import type { Spot } from '#contract/spots';
import { WELL_KNOWN_ATTRIBUTE } from '#contract/attributes';
import { BOOKING_TYPE_DAY_USE } from './constants.ts';
import { message } from '#domain/validation/index';
import { ARRIVAL_LABEL, DEPARTURE_LABEL } from '#web/lib/spot-search/search-form.ts';

export const SPOT_NOT_AVAILABLE = 'Spot is not available for the selected dates.';
export const OVERNIGHT_DEPARTURE = 'Departure date must be greater than arrival date for overnight spots.';

/** 'ADA Occupant Required' = yes marks a spot only people with disabilities may reserve (public §3.3). */
export function isAdaOnly(attributes: readonly { name: string; value: string | null }[]): boolean {
  return attributes.some(
    (a) =>
      a.name === WELL_KNOWN_ATTRIBUTE.adaOccupantRequiredName &&
      (a.value ?? '').trim().toLowerCase() === 'yes',
  );
}

export interface ReserveCheck {
  message: string;
  /** The unavailable-days message scrolls the page to the top (public §8). */
  scrollTop: boolean;
}

/** The first problem with reserving `spot` for the stay from the list view; undefined when none. */
export function listReserveProblem(
  spot: Pick<Spot, 'isSpotAvailable' | 'product'>,
  stay: { arrival: string | null; departure: string | null },
): ReserveCheck | undefined {
  if (!stay.arrival) return { message: message('required', { field: ARRIVAL_LABEL }), scrollTop: true };
  if (!stay.departure) return { message: message('required', { field: DEPARTURE_LABEL }), scrollTop: true };
  const dayUse = spot.product.bookingTypeId === BOOKING_TYPE_DAY_USE;
  if (dayUse ? stay.departure < stay.arrival : stay.departure <= stay.arrival) {
    return { message: OVERNIGHT_DEPARTURE, scrollTop: true };
  }
  if (!spot.isSpotAvailable) return { message: SPOT_NOT_AVAILABLE, scrollTop: true };
  return undefined;
}
