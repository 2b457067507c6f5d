/**
 * The client-held transaction state (public §3.8 "Transaction"): whether a reservation is in progress,
 * the cart's item count, when the cart expires and the two once-only flags of the cart timer (§2.15).
 * An external store persisted in localStorage under 'campfire.transaction' (sign-out clears that key),
 * read with `useTransaction()`. Shared by the booking flow (claim, add to cart) and the cart screens.
 *
 * cartExpiry is an ISO date-time (the hold's / cart's lockedUntil).
 */
import { useSyncExternalStore } from 'react';
import { browserStorage, type KeyValueStorage } from '../auth/auth-state.ts';
import { createPersistedStore } from '../persisted-store.ts';

export const TRANSACTION_STORAGE_KEY = 'campfire.transaction';

export interface TransactionState {
  reservationInProgress: boolean;
  cartItemCount: number;
  cartExpiry: string | null;
  fifteenMinuteWarningShown: boolean;
  extendTimePopupShown: boolean;
}

export const initialTransactionState: TransactionState = {
  reservationInProgress: false,
  cartItemCount: 0,
  cartExpiry: null,
  fifteenMinuteWarningShown: false,
  extendTimePopupShown: false,
};

export interface TransactionStore {
  get(): TransactionState;
  subscribe(listener: () => void): () => void;
  /**
   * A spot was claimed (public §4.4 step 4): a reservation is in progress and the cart expires at the
   * hold's lockedUntil. A cart that already has items keeps its earlier expiry (the cart's lockedUntil
   * is its earliest item's). A timer that starts afresh gets its once-only flags back.
   */
  startReservation(lockedUntil: string): void;
  /** The purchase is done (receipt) or abandoned: nothing in progress, no items, no timer, flags reset. */
  endReservation(): void;
  /**
   * The server's cart (GET Cart, add, remove, extend): its item count and lockedUntil. An empty cart
   * ends the reservation in progress and clears the timer (§4.4 "if the cart then has 0 items").
   */
  setCart(count: number, lockedUntil: string | null): void;
  /** Clearing the timer (public §4.4): item count 0, expiry null, popup flag false. */
  clearTimer(): void;
  markWarningShown(): void;
  markPopupShown(): void;
  /** Back to the initial state (sign-out). */
  clear(): void;
}

function earlier(a: string, b: string): string {
  return Date.parse(a) <= Date.parse(b) ? a : b;
}

export function createTransactionStore(storage: KeyValueStorage | null = browserStorage()): TransactionStore {
  const persisted = createPersistedStore(TRANSACTION_STORAGE_KEY, initialTransactionState, storage);
  const { set, update } = persisted;
  return {
    get: persisted.get,
    subscribe: persisted.subscribe,
    startReservation(lockedUntil) {
      const { cartItemCount, cartExpiry } = persisted.get();
      const running = cartItemCount > 0 && cartExpiry !== null;
      update(
        running
          ? {
              reservationInProgress: true,
              cartExpiry: earlier(cartExpiry!, lockedUntil),
            }
          : {
              reservationInProgress: true,
              cartExpiry: lockedUntil,
              fifteenMinuteWarningShown: false,
              extendTimePopupShown: false,
            },
      );
    },
    endReservation: () => set(initialTransactionState),
    setCart(count, lockedUntil) {
      if (count > 0) {
        update({ reservationInProgress: true, cartItemCount: count, cartExpiry: lockedUntil });
      } else {
        update({
          reservationInProgress: false,
          cartItemCount: 0,
          cartExpiry: null,
          extendTimePopupShown: false,
        });
      }
    },
    clearTimer: () => update({ cartItemCount: 0, cartExpiry: null, extendTimePopupShown: false }),
    markWarningShown: () => update({ fifteenMinuteWarningShown: true }),
    markPopupShown: () => update({ extendTimePopupShown: true }),
    clear: () => set(initialTransactionState),
  };
}

/** The one store of the browser tab. */
export const transactionStore = createTransactionStore();

/** The transaction state (re-renders on change) and the store's actions. */
export function useTransaction(store: TransactionStore = transactionStore) {
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  return {
    state,
    startReservation: store.startReservation,
    endReservation: store.endReservation,
    setCart: store.setCart,
    clearTimer: store.clearTimer,
    markWarningShown: store.markWarningShown,
    markPopupShown: store.markPopupShown,
    clear: store.clear,
  };
}
