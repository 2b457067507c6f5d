import { describe, expect, it } from 'vitest';
import {
  CART_TIMER_MESSAGE,
  describeTimeLeft,
  formatTimeLeft,
  msUntil,
  timerAction,
  warningMessage,
  type TimerInput,
} from '../../../web/src/lib/cart/cart-timer.ts';

const START = Date.parse('2026-06-01T15:00:00.000Z');
const minutes = (n: number) => n * 60_000;
const expiry = new Date(START + minutes(15)).toISOString();

function fresh(overrides: Partial<TimerInput> = {}): TimerInput {
  return {
    cartItemCount: 1,
    cartExpiry: expiry,
    fifteenMinuteWarningShown: false,
    extendTimePopupShown: false,
    ...overrides,
  };
}

describe('the cart timer shows time left as mm:ss', () => {
  it.each([
    [minutes(15), '15:00'],
    [minutes(14) + 5_000, '14:05'],
    [59_000, '00:59'],
    // A part of a second counts as a second: the hold is not over until it is.
    [400, '00:01'],
    [0, '00:00'],
    [-5_000, '00:00'],
    [minutes(75), '75:00'],
  ])('%i ms -> %s', (ms, text) => {
    expect(formatTimeLeft(ms)).toBe(text);
  });

  it.each([
    [minutes(14) + 5_000, '14 minutes 5 seconds'],
    [minutes(1), '1 minute'],
    [1_000, '1 second'],
    [0, '0 seconds'],
  ])('reads %i ms to a screen reader as %s', (ms, words) => {
    expect(describeTimeLeft(ms)).toBe(words);
  });

  it('counts from the expiry; no expiry or an unreadable one is no timer', () => {
    expect(msUntil(expiry, START + minutes(1))).toBe(minutes(14));
    expect(msUntil(null, START)).toBeNull();
    expect(msUntil('not a date', START)).toBeNull();
  });
});

describe('the warning toast, the extend-time popup and the end of the hold', () => {
  it('warns once as soon as the timer starts, saying the minutes left', () => {
    const at = START + 1_000;
    expect(timerAction(fresh(), at)).toBe('warn');
    expect(warningMessage(msUntil(expiry, at)!)).toBe('Your cart will expire in 15 minutes');
    expect(timerAction(fresh({ fifteenMinuteWarningShown: true }), at)).toBe('none');
  });

  it('a cart loaded with less time left is warned with what is left', () => {
    expect(warningMessage(minutes(6) + 10_000)).toBe('Your cart will expire in 7 minutes');
    expect(warningMessage(20_000)).toBe('Your cart will expire in 1 minute');
  });

  it('offers more time once, when two minutes are left and the cart has items', () => {
    const warned = fresh({ fifteenMinuteWarningShown: true });
    expect(timerAction(warned, START + minutes(12))).toBe('none');
    expect(timerAction(warned, START + minutes(13) - 1)).toBe('none');
    expect(timerAction(warned, START + minutes(13))).toBe('offerExtension');
    expect(timerAction({ ...warned, extendTimePopupShown: true }, START + minutes(14))).toBe('none');
    // A claim not yet in the cart cannot be extended through the cart.
    expect(timerAction({ ...warned, cartItemCount: 0 }, START + minutes(14))).toBe('none');
  });

  it('a timer first seen with a minute left warns first, then offers more time on the next tick', () => {
    const late = fresh();
    const at = START + minutes(14);
    expect(timerAction(late, at)).toBe('warn');
    expect(timerAction({ ...late, fifteenMinuteWarningShown: true }, at)).toBe('offerExtension');
  });

  it('ends the hold at zero, whatever was shown', () => {
    expect(timerAction(fresh(), START + minutes(15))).toBe('expire');
    expect(
      timerAction(
        fresh({ fifteenMinuteWarningShown: true, extendTimePopupShown: true }),
        START + minutes(20),
      ),
    ).toBe('expire');
    expect(timerAction(fresh({ cartExpiry: null }), START)).toBe('none');
    expect(CART_TIMER_MESSAGE.expired).toMatch(/hold has expired/);
  });
});
