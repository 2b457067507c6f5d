import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../../../web/src/lib/auth/auth-state.ts';
import { syncCart } from '../../../web/src/lib/cart/cart-sync.ts';
import type { Cart } from '../../../functions/contract/cart.ts';
import {
  TRANSACTION_STORAGE_KEY,
  createTransactionStore,
  initialTransactionState,
} from '../../../web/src/lib/cart/transaction-state.ts';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const T0 = Date.parse('2026-06-01T15:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();

function cart(count: number, lockedUntilDate: string | null): Cart {
  return {
    id: 'c',
    status: 1,
    totalCartAmount: 0,
    totalsByPaymentType: [],
    lockedUntilDate,
    items: Array.from({ length: count }, (_, i) => ({ id: String(i) }) as Cart['items'][number]),
  };
}

describe('the transaction state (public §3.8 Transaction)', () => {
  it('is kept in localStorage under campfire.transaction and read back by a new tab', () => {
    const storage = memoryStorage();
    const store = createTransactionStore(storage);
    store.startReservation(at(15));
    expect(JSON.parse(storage.data.get(TRANSACTION_STORAGE_KEY)!)).toMatchObject({
      reservationInProgress: true,
      cartExpiry: at(15),
    });
    expect(createTransactionStore(storage).get()).toEqual(store.get());
  });

  it('a claim starts the timer with fresh once-only flags; a cart with items keeps its earlier expiry', () => {
    const store = createTransactionStore(memoryStorage());
    store.startReservation(at(15));
    store.markWarningShown();
    store.setCart(1, at(15));
    store.startReservation(at(25));
    expect(store.get()).toMatchObject({
      cartItemCount: 1,
      cartExpiry: at(15),
      fifteenMinuteWarningShown: true,
    });
  });

  it('clearing the timer (public §4.4): count 0, expiry null, popup flag false', () => {
    const store = createTransactionStore(memoryStorage());
    store.setCart(2, at(15));
    store.markPopupShown();
    store.clearTimer();
    expect(store.get()).toMatchObject({ cartItemCount: 0, cartExpiry: null, extendTimePopupShown: false });
  });

  it('an empty cart ends the reservation in progress; a receipt ends everything', () => {
    const store = createTransactionStore(memoryStorage());
    store.setCart(1, at(15));
    store.setCart(0, null);
    expect(store.get()).toMatchObject({ reservationInProgress: false, cartItemCount: 0, cartExpiry: null });
    store.setCart(1, at(15));
    store.markWarningShown();
    store.endReservation();
    expect(store.get()).toEqual(initialTransactionState);
  });
});

describe('the server cart into the transaction (sign-in, remove, extend)', () => {
  it('stores the count and lockedUntil of a cart with items', () => {
    const store = createTransactionStore(memoryStorage());
    syncCart(store, cart(2, at(12)), T0);
    expect(store.get()).toMatchObject({ cartItemCount: 2, cartExpiry: at(12), reservationInProgress: true });
  });

  it('an extension moves the expiry', () => {
    const store = createTransactionStore(memoryStorage());
    syncCart(store, cart(1, at(2)), T0);
    syncCart(store, cart(1, at(15)), T0);
    expect(store.get().cartExpiry).toBe(at(15));
  });

  it('an empty cart keeps the timer of a claim being filled in, but clears a cart that emptied', () => {
    const claiming = createTransactionStore(memoryStorage());
    claiming.startReservation(at(15));
    syncCart(claiming, cart(0, null), T0);
    expect(claiming.get()).toMatchObject({ cartExpiry: at(15), reservationInProgress: true });

    const emptied = createTransactionStore(memoryStorage());
    emptied.setCart(1, at(15));
    syncCart(emptied, cart(0, null), T0);
    expect(emptied.get()).toMatchObject({ cartItemCount: 0, cartExpiry: null });
  });

  it('items whose hold has passed do not count', () => {
    const store = createTransactionStore(memoryStorage());
    store.setCart(1, at(-1));
    syncCart(store, cart(1, at(-1)), T0);
    expect(store.get()).toMatchObject({ cartItemCount: 0, cartExpiry: null });
  });
});
