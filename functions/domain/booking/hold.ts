/**
 * A hold (public §4.4, admin §4.3): a spot's nights taken for 15 minutes under a lock code. It is free
 * for anyone the moment it expires; until then it serves only its party, and only for its spot and dates.
 */
import type { SpotNightRecord } from '#domain/inventory';
import { type BookingParty, type HoldHolder, sameParty } from './party.ts';

export interface HoldRecord {
  lockCode: string;
  spotId: number;
  locationId: number;
  arrivalDate: string;
  departureDate: string;
  nights: string[];
  holder: HoldHolder;
  walkIn: boolean;
  /** Overridable closure days a staff user overrode: the override is recorded with the hold. */
  overriddenClosureDays: string[];
  createdAt: string;
  /** Epoch seconds (TTL). */
  expiresAt: number;
  /** The cart item this hold is in (store README "Carts"): one cart item per lock code. */
  cartItemId?: string;
  /**
   * A change of a sold reservation: the hold takes only the nights the reservation does not own; the
   * nights it owns and keeps stay reserved for it until the change completes.
   */
  editOf?: { reservationId: number; keptNights: string[] };
}

/** What the asker needs the hold for: a spot and, when given, exactly these dates. */
export interface HoldTarget {
  spotId?: number;
  arrivalDate?: string;
  departureDate?: string;
}

export function holdIsLive(hold: Pick<HoldRecord, 'expiresAt'>, nowSeconds: number): boolean {
  return hold.expiresAt > nowSeconds;
}

/**
 * Is this hold live and the party's own (and, when asked, on this spot for these dates)? The one
 * answer for claims, validation, the cart and checkout.
 */
export function holdIsLiveFor(
  hold: HoldRecord | undefined,
  party: BookingParty,
  nowSeconds: number,
  target: HoldTarget = {},
): hold is HoldRecord {
  return (
    hold !== undefined &&
    holdIsLive(hold, nowSeconds) &&
    sameParty(hold.holder, party) &&
    (target.spotId === undefined || hold.spotId === target.spotId) &&
    (target.arrivalDate === undefined || hold.arrivalDate === target.arrivalDate) &&
    (target.departureDate === undefined || hold.departureDate === target.departureDate)
  );
}

/** Whether a stored night still belongs to the reservation: held under its lock code, or reserved for it. */
export function nightBelongsTo(
  night: SpotNightRecord | undefined,
  reservation: { id: number; lockCode: string },
): boolean {
  if (!night) return false;
  if (night.status === 'held') return night.lockCode === reservation.lockCode;
  return night.status === 'reserved' && night.reservationId === reservation.id;
}
