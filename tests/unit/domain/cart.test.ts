import { describe, expect, it } from 'vitest';
import {
  CART_MESSAGE,
  MAX_TIMEOUT_EXTENSIONS,
  PAYMENT_WINDOW_SECONDS,
  cartLockedUntil,
  cartStatus,
  cartTotalCents,
  decideExtension,
  isLive,
  paymentLockUntil,
} from '#domain/cart';
import { HOLD_SECONDS } from '#domain/holds';

const NOW = 1_800_000_000;

describe('cart timeout extension', () => {
  it('moves a live item to a full hold period from now, once', () => {
    expect(MAX_TIMEOUT_EXTENSIONS).toBe(1);
    expect(decideExtension({ lockedUntil: NOW + 60, numberOfTimesTimeoutExtended: 0 }, NOW)).toEqual({
      ok: true,
      lockedUntil: NOW + HOLD_SECONDS,
    });
  });

  it('refuses a second extension with the limit message', () => {
    expect(decideExtension({ lockedUntil: NOW + 60, numberOfTimesTimeoutExtended: 1 }, NOW)).toEqual({
      ok: false,
      message: CART_MESSAGE.extensionLimit,
    });
    expect(CART_MESSAGE.extensionLimit).toBe('The cart timeout can be extended only once for each item.');
  });

  it('refuses an item whose hold has run out (at its last second too)', () => {
    for (const lockedUntil of [NOW - 1, NOW]) {
      expect(decideExtension({ lockedUntil, numberOfTimesTimeoutExtended: 0 }, NOW)).toEqual({
        ok: false,
        message: CART_MESSAGE.expired,
      });
    }
  });

  it('never shortens a lock that already runs longer', () => {
    const later = NOW + HOLD_SECONDS + 30;
    expect(decideExtension({ lockedUntil: later, numberOfTimesTimeoutExtended: 0 }, NOW)).toEqual({
      ok: true,
      lockedUntil: later,
    });
  });
});

describe('cart lock, status and totals', () => {
  it('locks the cart until its earliest item runs out; an empty cart has no lock', () => {
    expect(cartLockedUntil([{ lockedUntil: NOW + 900 }, { lockedUntil: NOW + 300 }])).toBe(NOW + 300);
    expect(cartLockedUntil([])).toBeNull();
  });

  it('counts an item live only before its lock', () => {
    expect(isLive({ lockedUntil: NOW + 1 }, NOW)).toBe(true);
    expect(isLive({ lockedUntil: NOW }, NOW)).toBe(false);
  });

  it('is Active while an item is live or when empty, Expired when every item ran out', () => {
    const item = (lockedUntil: number) => ({ lockedUntil, numberOfTimesTimeoutExtended: 0 });
    expect(cartStatus([], NOW)).toBe('Active');
    expect(cartStatus([item(NOW - 5), item(NOW + 5)], NOW)).toBe('Active');
    expect(cartStatus([item(NOW - 5), item(NOW)], NOW)).toBe('Expired');
  });

  it("totals price × quantity in cents at the payment method's price", () => {
    const items = [
      { pricesCents: { creditCard: 4_250, echeck: 4_100, cash: 4_000 }, quantity: 1 },
      { pricesCents: { creditCard: 1_999, echeck: 1_900, cash: 1_800 }, quantity: 2 },
    ];
    expect(cartTotalCents(items, 'creditCard')).toBe(8_248);
    expect(cartTotalCents(items, 'echeck')).toBe(7_900);
    expect(cartTotalCents(items, 'cash')).toBe(7_600);
    expect(cartTotalCents([], 'echeck')).toBe(0);
  });
});

describe('the payment window of checkout', () => {
  const now = 1_800_000_000;
  it.each([
    ['a hold with 3 minutes left is lengthened to the window', now + 180, now + PAYMENT_WINDOW_SECONDS],
    ['a hold with exactly the window left is kept', now + PAYMENT_WINDOW_SECONDS, null],
    ['a freshly extended hold (15 minutes) is kept', now + 900, null],
  ])('%s', (_, lockedUntil, expected) => {
    expect(paymentLockUntil(lockedUntil, now)).toBe(expected);
  });
});
