/**
 * Holds (public §4.4, admin §4.3, DESIGN §4): a claim takes the nights of a stay for 15 minutes under a
 * lock code. What may be claimed is decided here from the stay's day codes (the availability engine's
 * rules); that two claims never both win is the store's conditional transaction, not this.
 */
import { AVAILABILITY_CODE } from '#domain/availability/codes';
import {
  type AvailabilityCaller,
  type DayCode,
  isSelectable,
  stayDays,
} from '#domain/availability/day-codes';

/** Spot hold and cart lock (public §9). */
export const HOLD_MINUTES = 15;
export const HOLD_SECONDS = HOLD_MINUTES * 60;

/** TransactWriteItems takes at most 100 items: the nights, the hold, and a replaced hold's nights. */
export const MAX_CLAIM_NIGHTS = 45;

export const HOLD_MESSAGE = {
  held: 'Your reservation is being held for 15 minutes while you complete your purchase',
  notAvailable: 'Spot is not available for the selected dates.',
  overnightDeparture: 'Departure date must be greater than arrival date for overnight spots.',
  departureBeforeArrival: 'Departure Date must be greater than arrival date',
  arrivalBeforeToday: 'Arrival Date must be greater than or equal to today',
  tooLong: `A hold may not exceed ${MAX_CLAIM_NIGHTS} nights.`,
  overrideRequired: 'The selected dates include a park closure. Confirm the override to hold this spot.',
  walkInRequired:
    'The selected dates are kept for walk-in guests. Mark the reservation as a walk-in to hold them.',
  notHeld: 'This hold has expired or was released.',
  inCart: 'This reservation is in your cart. Remove it from the cart to release it.',
} as const;

export interface ClaimStay {
  arrivalDate: string;
  departureDate: string;
  dayUse: boolean;
}

/** What a staff claim says about its powers; the public has none. */
export interface ClaimPowers {
  walkIn: boolean;
  overrideClosure: boolean;
}

export type ClaimDecision =
  | {
      ok: true;
      /** The nights (day use: days) the hold takes. */
      nights: string[];
      /** The overridable closure days the staff user overrode (recorded with the hold). */
      overriddenClosureDays: string[];
    }
  | { ok: false; message: string };

/**
 * Whether the caller may hold the stay, from the day codes of the spot over the stay (`codes` must cover
 * every night of it). The public needs every night Available and an arrival from today on; staff may also
 * take Walkin nights when booking a walk-in and ClosedOverridable nights when they confirm the override.
 */
export function decideClaim(
  stay: ClaimStay,
  codes: ReadonlyMap<string, DayCode>,
  caller: AvailabilityCaller,
  powers: ClaimPowers,
  today: string,
): ClaimDecision {
  const { arrivalDate, departureDate, dayUse } = stay;
  if (departureDate < arrivalDate) return { ok: false, message: HOLD_MESSAGE.departureBeforeArrival };
  if (!dayUse && departureDate === arrivalDate)
    return { ok: false, message: HOLD_MESSAGE.overnightDeparture };
  if (caller.kind === 'public' && arrivalDate < today)
    return { ok: false, message: HOLD_MESSAGE.arrivalBeforeToday };
  const nights = stayDays(arrivalDate, departureDate, dayUse);
  if (nights.length > MAX_CLAIM_NIGHTS) return { ok: false, message: HOLD_MESSAGE.tooLong };

  const dayCodes = nights.map((night) => codes.get(night));
  // A stay may not start past the maximum arrival date (its first day only "allowed with available").
  if (dayCodes[0]?.availableAfterMaxArrival) return { ok: false, message: HOLD_MESSAGE.notAvailable };
  if (!dayCodes.every((c): c is DayCode => c !== undefined && isSelectable(c.code, caller))) {
    return { ok: false, message: HOLD_MESSAGE.notAvailable };
  }
  if (!powers.walkIn && dayCodes.some((c) => c.code === AVAILABILITY_CODE.Walkin)) {
    return { ok: false, message: HOLD_MESSAGE.walkInRequired };
  }
  const overridden = dayCodes
    .filter((c) => c.code === AVAILABILITY_CODE.ClosedOverridable)
    .map((c) => c.date);
  if (overridden.length > 0 && !powers.overrideClosure) {
    return { ok: false, message: HOLD_MESSAGE.overrideRequired };
  }
  return { ok: true, nights, overriddenClosureDays: overridden };
}

/** Epoch seconds at which a hold made at `nowSeconds` ends. */
export function holdExpiresAt(nowSeconds: number): number {
  return nowSeconds + HOLD_SECONDS;
}
