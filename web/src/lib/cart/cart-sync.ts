import type { Cart } from '#contract/cart';
import { msUntil } from './cart-timer.ts';
import type { TransactionStore } from './transaction-state.ts';

/**
 * The server's cart into the transaction state. An empty cart while a claim's timer runs (the person is
 * filling in the occupant form) keeps that timer; an item whose hold has passed does not count.
 */
export function syncCart(store: TransactionStore, cart: Cart, now = Date.now()): void {
  const expiry = cart.lockedUntilDate;
  const live = expiry !== null && (msUntil(expiry, now) ?? 0) > 0;
  const count = live ? cart.items.length : 0;
  const state = store.get();
  if (count === 0 && state.cartItemCount === 0 && (msUntil(state.cartExpiry, now) ?? 0) > 0) return;
  if (count === state.cartItemCount && (count === 0 || expiry === state.cartExpiry)) return;
  store.setCart(count, count > 0 ? expiry : null);
}
