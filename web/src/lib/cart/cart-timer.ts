/**
 * The cart timer's rules (public §2.15, §4.4, §9), pure so that the tests can walk a clock through them.
 *
 * The moments we chose (the spec names the toast and the popup but not when they fire):
 * - the fifteen-minute warning toast fires once, as soon as a running timer is seen with at most fifteen
 *   minutes left: the hold is fifteen minutes, so that is the moment the cart timer starts (a claim, or
 *   a cart loaded at sign-in). The message says the whole minutes actually left, so a cart loaded late
 *   does not claim fifteen.
 * - the extend-time popup is offered once, when two minutes or less are left and the cart has items
 *   (Cart/extendtimeout extends cart items; a hold not yet in the cart cannot be extended).
 * - at zero the timer is cleared and the person is told the hold expired.
 */

export const WARNING_BEFORE_MS = 15 * 60_000;
export const EXTEND_POPUP_BEFORE_MS = 2 * 60_000;

export const CART_TIMER_MESSAGE = {
  expired: 'Your hold has expired and the spots in your cart were released. Search again to reserve a spot.',
  extendTitle: 'Need more time?',
  extendQuestion: (timeLeft: string) =>
    `Your cart will expire in ${timeLeft}. Would you like more time to complete your purchase?`,
} as const;

/** 'Your cart will expire in 15 minutes' (the whole minutes left, rounded up; '1 minute'). */
export function warningMessage(msLeft: number): string {
  const minutes = Math.max(1, Math.ceil(msLeft / 60_000));
  return `Your cart will expire in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** Milliseconds from now until the expiry (negative once past); null without a valid expiry. */
export function msUntil(expiry: string | null, now: number): number | null {
  if (!expiry) return null;
  const at = Date.parse(expiry);
  return Number.isNaN(at) ? null : at - now;
}

/** Time left as mm:ss (minutes may pass 59: '75:00'); 00:00 once past. */
export function formatTimeLeft(msLeft: number): string {
  const totalSeconds = Math.max(0, Math.ceil(msLeft / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** The same time in words for screen readers: '14 minutes 5 seconds'. */
export function describeTimeLeft(msLeft: number): string {
  const totalSeconds = Math.max(0, Math.ceil(msLeft / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  const parts = [];
  if (minutes > 0) parts.push(`${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`);
  if (seconds > 0 || minutes === 0) parts.push(`${seconds} ${seconds === 1 ? 'second' : 'seconds'}`);
  return parts.join(' ');
}

export interface TimerInput {
  cartItemCount: number;
  cartExpiry: string | null;
  fifteenMinuteWarningShown: boolean;
  extendTimePopupShown: boolean;
}

/** What the timer must do at this instant (at most one thing; the next tick does the next). */
export type TimerAction = 'none' | 'warn' | 'offerExtension' | 'expire';

export function timerAction(state: TimerInput, now: number): TimerAction {
  const left = msUntil(state.cartExpiry, now);
  if (left === null) return 'none';
  if (left <= 0) return 'expire';
  if (!state.fifteenMinuteWarningShown && left <= WARNING_BEFORE_MS) return 'warn';
  if (!state.extendTimePopupShown && state.cartItemCount > 0 && left <= EXTEND_POPUP_BEFORE_MS)
    return 'offerExtension';
  return 'none';
}
