/**
 * Claim and release of a spot (public §4.4, admin §4.3), shared by the customer route
 * (SpotReservation) and the staff route (admin/AdminSpotReservation): takes the spot, its park, product
 * and rules from the per-container cache (store/park-facts-cache.ts), reads the spot's taken nights
 * (strongly, from the spot's own partition), lets the domain decide whether the caller may hold the
 * stay, and writes the hold with the store's conditional transaction: that transaction, whose
 * conditions read the nights themselves, is what gives each night one winner.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import { type AvailabilityCaller, maxArrivalDate, spotDayCodes } from '#domain/availability/day-codes';
import { addDays, daysBetween, eachDay, minDate } from '#domain/availability/calendar';
import { BOOKING_TYPE, type TenantId } from '#domain/catalogue';
import { todayIn } from '#domain/dates';
import { type ClaimPowers, HOLD_MESSAGE, MAX_CLAIM_NIGHTS, decideClaim, holdExpiresAt } from '#domain/holds';
import { RefusedError, notFound } from '#domain/errors';
import { METRIC, countMetric } from '#adapters/observability/index';
import { deleteHold, getHold, listSpotNights, writeHold } from '#store/holds';
import { type HoldSlot, takeHoldSlot } from '#store/hold-slots';
import { LIMIT_MESSAGE } from '#domain/limits';
import { EDIT_MESSAGE, nightsSwap } from '#domain/booking/edit';
import { type HoldRecord, holdIsLiveFor } from '#domain/booking/hold';
import { type HoldHolder, sameParty } from '#domain/booking/party';
import { getLocation } from '#store/locations';
import { cachedLocation, cachedParkRules, cachedProduct, cachedSpot } from '#store/park-facts-cache';
import { getSpot } from '#store/spots';

export interface ClaimInput {
  spotId: number;
  arrivalDate: string;
  departureDate: string;
  /** The caller's current hold, replaced by this claim when it is theirs and still live. */
  previousLockCode?: string | null;
  holder: HoldHolder;
  caller: AvailabilityCaller;
  powers: ClaimPowers;
  /** Live holds the customer's account may keep (tenant limits); undefined: not limited (staff). */
  holdLimit?: number;
  /** A change of this sold reservation: its own nights are free for the claim, and kept, not held. */
  editing?: EditedStay;
}

/** The reservation a claim changes: its spot and the nights it owns. */
export interface EditedStay {
  reservationId: number;
  /** A change stays in the reservation's park. */
  locationId: number;
  spotId: number;
  nights: string[];
}

/** The spot with its park, or 404. */
export async function spotWithPark(tenantId: TenantId, spotId: number) {
  const spot = await getSpot(tenantId, spotId);
  if (!spot) throw notFound('Spot', spotId);
  const location = await getLocation(tenantId, spot.locationId);
  if (!location) throw notFound('Location', spot.locationId);
  return { spot, location };
}

export async function claimSpot(tenantId: TenantId, input: ClaimInput, now = new Date()) {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  // Refused before any read: a stay no hold can cover (the domain says the same after the reads).
  if (daysBetween(input.arrivalDate, input.departureDate) > MAX_CLAIM_NIGHTS + 1) {
    throw new RefusedError([HOLD_MESSAGE.tooLong]);
  }
  const [spot, previous] = await Promise.all([
    cachedSpot(tenantId, input.spotId),
    input.previousLockCode ? getHold(tenantId, input.previousLockCode) : Promise.resolve(undefined),
  ]);
  if (!spot) throw notFound('Spot', input.spotId);
  if (input.editing && input.editing.locationId !== spot.locationId)
    throw new RefusedError([EDIT_MESSAGE.otherPark]);
  const [location, product, rules] = await Promise.all([
    cachedLocation(tenantId, spot.locationId),
    cachedProduct(tenantId, spot.productId),
    cachedParkRules(tenantId, spot.locationId),
  ]);
  if (!location) throw notFound('Location', spot.locationId);
  // A hold already in the cart stays with its cart item: a new claim never replaces it.
  const replacing =
    holdIsLiveFor(previous, input.holder, nowSeconds) && !previous.cartItemId ? previous : undefined;
  const caller: AvailabilityCaller = {
    ...input.caller,
    lockCode: replacing?.lockCode,
    spotReservationId: input.editing?.reservationId,
  };
  const dayUse = product?.bookingTypeId === BOOKING_TYPE.DayUse;
  const today = todayIn(location.timezone, now);

  // The codes of every day of the stay; from the maximum arrival date on when the stay reaches past it.
  const lastDay = dayUse ? input.departureDate : addDays(input.departureDate, -1);
  const ctx = { today, now: nowSeconds, caller, rules };
  const maxArrival = maxArrivalDate(ctx, spot);
  const firstDay = maxArrival ? minDate(input.arrivalDate, maxArrival) : input.arrivalDate;
  const days = lastDay >= firstDay ? eachDay(firstDay, lastDay) : [];

  // The first attempt decides without reading the nights when only the stay's own nights matter (no
  // maximum-arrival chain before it): the transaction's conditions refuse a taken night (or one another
  // claim's transaction is writing that moment), with the message the nights' codes would give. A stay
  // the rules refuse, or a transaction that failed otherwise (a hold slot another claim of the same
  // account took), reads the nights and decides again: a night another claim took is refused by the
  // rules below, a hold slot is traded for a free one.
  const optimistic = maxArrival === undefined || maxArrival >= lastDay;
  for (let attempt = 1; ; attempt++) {
    const unread = optimistic && attempt === 1 && days.length > 0;
    const nights =
      days.length > 0 && !unread ? await listSpotNights(tenantId, spot.id, firstDay, lastDay) : [];
    const codes = spotDayCodes(spot, days, new Map(nights.map((n) => [n.night, n])), ctx);
    const decision = decideClaim(
      { arrivalDate: input.arrivalDate, departureDate: input.departureDate, dayUse },
      new Map(codes.map((c) => [c.date, c])),
      caller,
      input.powers,
      today,
    );
    // Refused on free nights: decided again on the real ones, whose codes say why first (a taken night).
    if (!decision.ok && unread) continue;
    if (!decision.ok) countMetric(METRIC.claimsRefused, tenantId);
    if (!decision.ok) throw new RefusedError([decision.message]);
    // After a transaction that failed otherwise than on a night, the slots are read again.
    const slot = await holdSlotFor(tenantId, input, nowSeconds, replacing?.lockCode, attempt > 1);
    const swap = input.editing && nightsSwap(input.editing, { spotId: spot.id, nights: decision.nights });

    const hold: HoldRecord = {
      lockCode: randomUUID(),
      spotId: spot.id,
      locationId: spot.locationId,
      arrivalDate: input.arrivalDate,
      departureDate: input.departureDate,
      nights: swap ? swap.added : decision.nights,
      holder: input.holder,
      walkIn: input.powers.walkIn,
      overriddenClosureDays: decision.overriddenClosureDays,
      createdAt: now.toISOString(),
      expiresAt: holdExpiresAt(nowSeconds),
      ...(input.editing && swap
        ? { editOf: { reservationId: input.editing.reservationId, keptNights: swap.kept } }
        : {}),
    };
    const written = await writeHold(tenantId, hold, nowSeconds, replacing, slot);
    if (written.ok) {
      countMetric(METRIC.claimsGranted, tenantId);
      return { lockCode: hold.lockCode, lockedUntil: new Date(hold.expiresAt * 1000).toISOString() };
    }
    if (written.nightTaken) countMetric(METRIC.claimsRefused, tenantId);
    if (written.nightTaken) throw new RefusedError([HOLD_MESSAGE.notAvailable]);
    if (unread) continue;
    if (!slot || attempt >= MAX_CLAIM_ATTEMPTS) countMetric(METRIC.claimsRefused, tenantId);
    if (!slot || attempt >= MAX_CLAIM_ATTEMPTS) throw new RefusedError([HOLD_MESSAGE.notAvailable]);
    // A short random pause, so that the account's racing claims do not meet on the same slot again.
    await setTimeout(5 + Math.random() * 20);
  }
}

/** Attempts of one limited claim (a concurrent claim of the same account may take the slot it chose). */
const MAX_CLAIM_ATTEMPTS = 8;

/**
 * The hold slot a limited claim takes (none when the claim is not limited): the replaced hold's own
 * slot, else a free one (store/hold-slots.ts chooses; `fresh`: from a new read of the table). Refused
 * with the limit's message when every slot holds a live hold.
 */
async function holdSlotFor(
  tenantId: TenantId,
  input: ClaimInput,
  nowSeconds: number,
  replacingLockCode: string | undefined,
  fresh: boolean,
): Promise<HoldSlot | undefined> {
  if (input.holdLimit === undefined || input.holder.kind !== 'customer') return undefined;
  const slot = await takeHoldSlot(
    tenantId,
    input.holder.id,
    input.holdLimit,
    nowSeconds,
    replacingLockCode,
    fresh,
  );
  if (!slot) throw new RefusedError([LIMIT_MESSAGE.tooManyHolds(input.holdLimit)]);
  return slot;
}

/**
 * Releases the caller's hold on the spot. Releasing a hold that is already gone succeeds (a retry is
 * harmless); another holder's hold, or a lock code of another spot, is refused. A hold in a cart is
 * released only by taking its item out of the cart (`cartItemId` names that item).
 */
export async function releaseSpot(
  tenantId: TenantId,
  spotId: number,
  lockCode: string,
  holder: HoldHolder | 'any-staff',
  now = new Date(),
  cartItemId?: string,
) {
  const hold = await getHold(tenantId, lockCode);
  if (hold) {
    const mine = holder === 'any-staff' ? hold.holder.kind === 'staff' : sameParty(hold.holder, holder);
    if (hold.spotId !== spotId || !mine) throw new RefusedError([HOLD_MESSAGE.notHeld]);
    if (hold.cartItemId && hold.cartItemId !== cartItemId) throw new RefusedError([HOLD_MESSAGE.inCart]);
    await deleteHold(tenantId, hold);
  }
  return { spotId, dateReleased: now.toISOString() };
}
