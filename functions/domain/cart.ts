/**
 * Cart rules (public §2.15, §4.5, §9; admin §4.5): the cart's lock is its earliest item's hold, the
 * timeout may be extended a limited number of times per item, and an item whose hold has run out is no
 * longer in the cart. Pure: times are epoch seconds passed in.
 */
import { HOLD_SECONDS } from '#domain/holds';
import type { MethodPricesCents, PaymentMethod } from '#domain/pricing/totals';

/** How many times one cart item's timeout may be extended. */
export const MAX_TIMEOUT_EXTENSIONS = 1;

export const CART_MESSAGE = {
  extensionLimit: `The cart timeout can be extended only ${MAX_TIMEOUT_EXTENSIONS === 1 ? 'once' : `${MAX_TIMEOUT_EXTENSIONS} times`} for each item.`,
  expired: 'The hold on this cart item has expired. Reserve the spot again to add it to your cart.',
  empty: 'Your cart is empty.',
  alreadyInCart: 'This reservation is already in a cart.',
  itemNotFound: 'The item is not in your cart.',
  addItemUnsupported:
    'Items are added to the cart with Add to Cart on the reservation review page (Cart/addreservation).',
} as const;

export type CartStatusName = 'Active' | 'CheckedOut' | 'Expired';

export interface TimedItem {
  lockedUntil: number;
  numberOfTimesTimeoutExtended: number;
}

/** Whether the item's hold is still live at `nowSeconds`. */
export function isLive(item: Pick<TimedItem, 'lockedUntil'>, nowSeconds: number): boolean {
  return item.lockedUntil > nowSeconds;
}

/** The cart's lock: the earliest lock of its live items, or null when none is live. */
export function cartLockedUntil(items: readonly Pick<TimedItem, 'lockedUntil'>[]): number | null {
  return items.length === 0 ? null : Math.min(...items.map((i) => i.lockedUntil));
}

/** Active while an item is live; Expired when every item it had has run out. */
export function cartStatus(allItems: readonly TimedItem[], nowSeconds: number): CartStatusName {
  if (allItems.length === 0) return 'Active';
  return allItems.some((i) => isLive(i, nowSeconds)) ? 'Active' : 'Expired';
}

/** A cart item's price: per payment method, since card, e-check and cash fees differ. */
export interface PricedItem {
  pricesCents: MethodPricesCents;
  quantity: number;
}

export function cartTotalCents(items: readonly PricedItem[], method: PaymentMethod): number {
  return items.reduce((sum, i) => sum + i.pricesCents[method] * i.quantity, 0);
}

export type ExtensionDecision = { ok: true; lockedUntil: number } | { ok: false; message: string };

/**
 * Whether an item's timeout may be extended now: only a live hold, only MAX_TIMEOUT_EXTENSIONS times;
 * it then runs for a full hold period from now (never shorter than it already was).
 */
export function decideExtension(item: TimedItem, nowSeconds: number): ExtensionDecision {
  if (!isLive(item, nowSeconds)) return { ok: false, message: CART_MESSAGE.expired };
  if (item.numberOfTimesTimeoutExtended >= MAX_TIMEOUT_EXTENSIONS) {
    return { ok: false, message: CART_MESSAGE.extensionLimit };
  }
  return { ok: true, lockedUntil: Math.max(item.lockedUntil, nowSeconds + HOLD_SECONDS) };
}

/**
 * Checkout gives a hold at least this long to be paid for: a person who checks out with a minute left
 * must not lose the spot while typing the card (a payment for a lost hold can only be refunded).
 */
export const PAYMENT_WINDOW_SECONDS = 10 * 60;

/** The hold's new end when checkout must lengthen it for the payment, or null when it lasts long enough. */
export function paymentLockUntil(lockedUntil: number, nowSeconds: number): number | null {
  const needed = nowSeconds + PAYMENT_WINDOW_SECONDS;
  return lockedUntil < needed ? needed : null;
}
