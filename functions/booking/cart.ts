/**
 * The cart's operations (public §4.5, §7.5; admin §4.5, §7.6), shared by the customer routes (Cart/) and
 * the staff routes (admin/AdminCart/): the caller's side says whose cart it is and how they book.
 *
 * - addreservation validates the request again (the validate helper's rules), prices it (the pricing
 *   helper's quote) and writes the Pending reservation, its cart item and the hold's cart mark in one
 *   transaction, so one lock code is in at most one cart.
 * - removeitem and clear take items out; the reservation of a removed item is Cancelled (there is never
 *   a Pending reservation outside a cart) and, with releaseItemLock, its hold is released.
 * - extendtimeout moves every live item's lock and hold to a full hold period from now, once per item.
 */
import { randomUUID } from 'node:crypto';
import type { FeeOverride } from '#contract/pricing';
import type { NewReservationRequest } from '#contract/reservations';
import { CART_MESSAGE, decideExtension } from '#domain/cart';
import { HOLD_MESSAGE } from '#domain/holds';
import { overrideRecordsOf } from '#domain/pricing/overrides';
import { totalsByMethod } from '#domain/pricing/totals';
import { RefusedError } from '#domain/errors';
import { METRIC, countMetric } from '#adapters/observability/index';
import {
  type CartItemRecord,
  addCartItem,
  clearCart,
  extendCartTimeout,
  listCartItems,
  removeCartItem,
} from '#store/cart';
import { type BookingParty, type HoldHolder } from '#domain/booking/party';
import { getHold } from '#store/holds';
import { holdIsLiveFor } from '#domain/booking/hold';
import { nextReservationId, reservationNumber, setReservationStatus } from '#store/reservations';
import { type ReservationRecord } from '#domain/booking/reservation';
import { quoteReservation } from '#booking/quote';
import { releaseSpot } from '#booking/claims';
import { type BookingCaller, primaryOccupantOf, validateNewReservation } from '#booking/validate';
import type { TenantId } from '#domain/catalogue';

/** Who is using a cart: its owner, the caller as the booking rules see them, the hold holder, the channel. */
export interface CartSide {
  owner: BookingParty;
  caller: BookingCaller;
  holder: HoldHolder;
  salesChannel: number;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Pending reservation, priced, and its cart item; refused when its hold is gone or already in a cart. */
export async function addReservation(
  tenantId: TenantId,
  side: CartSide,
  request: NewReservationRequest,
  feeOverrides: FeeOverride[] = [],
  now = new Date(),
): Promise<{ reservation: ReservationRecord; item: CartItemRecord }> {
  const validated = await validateNewReservation(tenantId, request, side.caller, now);
  const { hold, spot, location } = validated;
  if (hold.cartItemId) throw new RefusedError([CART_MESSAGE.alreadyInCart]);
  const r = validated.request;
  const quoteInput = {
    spotId: spot.id,
    startDate: r.startDate,
    endDate: r.endDate,
    numberOfAdults: r.numberOfAdults,
    numberOfVehicles: r.numberOfVehicles,
    discounts: r.discounts,
    addOns: r.addOns.map((a) => ({ id: a.id, quantity: a.quantity })),
  };
  const by = side.holder.username;
  const fees = await quoteReservation(tenantId, quoteInput, {
    salesChannel: side.salesChannel,
    feeOverrides,
    overriddenBy: by,
    now,
  });
  const at = now.toISOString();
  const id = await nextReservationId(tenantId);
  const prices = totalsByMethod(fees);
  const reservation: ReservationRecord = {
    id,
    reservationNumber: reservationNumber(tenantId, id),
    customerId: validated.customerId,
    spotId: spot.id,
    locationId: location.id,
    startDate: r.startDate,
    endDate: r.endDate,
    nights: validated.nights,
    dayUse: validated.dayUse,
    lockCode: hold.lockCode,
    status: 'Pending',
    orderId: null,
    salesChannel: side.salesChannel,
    walkInReservation: hold.walkIn,
    adaRequirementAcknowledged: r.adaRequirementAcknowledged,
    overriddenClosureDays: hold.overriddenClosureDays,
    numberOfAdults: r.numberOfAdults,
    numberOfVehicles: r.numberOfVehicles,
    equipmentTypeId: r.equipmentTypeId ?? null,
    equipmentLength: r.equipmentLength ?? null,
    isCustomerPrimaryOccupant: r.isCustomerPrimaryOccupant,
    primaryOccupant: primaryOccupantOf(r),
    discounts: r.discounts,
    addOns: quoteInput.addOns,
    fees,
    totalCents: prices.creditCard,
    feeOverrides: overrideRecordsOf(fees),
    overriddenRules: validated.overriddenRules,
    createdAt: at,
    createdBy: by,
    updatedAt: at,
  };
  const item: CartItemRecord = {
    id: randomUUID(),
    reservationId: id,
    spotId: spot.id,
    locationId: location.id,
    lockCode: hold.lockCode,
    description: `${location.longName}: ${spot.name}`,
    // The spot's picture, else the park's; null lets the client show the tenant's default image.
    imageUrl:
      spot.featuredImageUrl ||
      spot.photos[0]?.url ||
      location.featuredImageUrl ||
      location.images[0]?.url ||
      null,
    pricesCents: prices,
    quantity: 1,
    reservationStartDate: r.startDate,
    reservationEndDate: r.endDate,
    lockedUntil: hold.expiresAt,
    numberOfTimesTimeoutExtended: 0,
    createdAt: at,
  };
  if (!(await addCartItem(tenantId, side.owner, item, reservation, now))) {
    // The transaction's conditions say only that the hold could not be marked: read why.
    const current = await getHold(tenantId, hold.lockCode);
    const message =
      holdIsLiveFor(current, side.owner, seconds(now)) && current.cartItemId
        ? CART_MESSAGE.alreadyInCart
        : HOLD_MESSAGE.notHeld;
    throw new RefusedError([message]);
  }
  countMetric(METRIC.cartItemsAdded, tenantId);
  return { reservation, item };
}

/** Takes one item out: its reservation is Cancelled; with `releaseLock` its hold is released too. */
export async function removeItem(
  tenantId: TenantId,
  side: CartSide,
  itemId: string,
  releaseLock: boolean,
  now = new Date(),
): Promise<void> {
  const removed = await removeCartItem(tenantId, side.owner, itemId);
  if (!removed) throw new RefusedError([CART_MESSAGE.itemNotFound]);
  await leaveCart(tenantId, side, removed, releaseLock, now);
}

/** Takes every item out and releases their holds. */
export async function clearItems(tenantId: TenantId, side: CartSide, now = new Date()): Promise<void> {
  const removed = await clearCart(tenantId, side.owner);
  await Promise.all(removed.map((item) => leaveCart(tenantId, side, item, true, now)));
}

async function leaveCart(
  tenantId: TenantId,
  side: CartSide,
  item: CartItemRecord,
  releaseLock: boolean,
  now: Date,
) {
  await setReservationStatus(tenantId, item.reservationId, ['Pending'], 'Cancelled');
  if (releaseLock) await releaseSpot(tenantId, item.spotId, item.lockCode, side.holder, now, item.id);
}

/**
 * Extends every live item of the cart (public §2.15): each once (MAX_TIMEOUT_EXTENSIONS), each only
 * while its hold is live. Refused with the rule's message when no item may be extended; items that may
 * be are extended even when another may not.
 */
export async function extendTimeout(tenantId: TenantId, side: CartSide, now = new Date()): Promise<void> {
  const nowSeconds = seconds(now);
  const items = await listCartItems(tenantId, side.owner);
  if (items.length === 0) throw new RefusedError([CART_MESSAGE.empty]);
  const refusals: string[] = [];
  let extended = 0;
  for (const item of items) {
    const decision = decideExtension(item, nowSeconds);
    if (!decision.ok) {
      refusals.push(decision.message);
      continue;
    }
    const hold = await getHold(tenantId, item.lockCode);
    const ok =
      hold !== undefined &&
      (await extendCartTimeout(tenantId, side.owner, item, hold, decision.lockedUntil, now));
    if (ok) extended += 1;
    else refusals.push(CART_MESSAGE.expired);
  }
  if (extended === 0) throw new RefusedError([...new Set(refusals)]);
}
