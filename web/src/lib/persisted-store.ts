/**
 * A small external store kept in localStorage (public §3.8: client state is persisted in local storage),
 * read with React's useSyncExternalStore. The search, the spot claim and the transaction are each one.
 */
import { browserStorage, type KeyValueStorage } from './auth/auth-state.ts';

export interface PersistedStore<T> {
  get(): T;
  /** Replaces the state, saves it and tells the subscribers. */
  set(next: T): void;
  /** Sets the given fields over the current state. */
  update(patch: Partial<T>): void;
  subscribe(listener: () => void): () => void;
}

/** The saved state over the initial one; the initial state when nothing (readable) is saved. */
function load<T extends object>(storage: KeyValueStorage | null, key: string, initial: T): T {
  try {
    const raw = storage?.getItem(key);
    return raw ? { ...initial, ...(JSON.parse(raw) as Partial<T>) } : initial;
  } catch {
    return initial;
  }
}

export function createPersistedStore<T extends object>(
  key: string,
  initial: T,
  storage: KeyValueStorage | null = browserStorage(),
): PersistedStore<T> {
  let state = load(storage, key, initial);
  const listeners = new Set<() => void>();
  const set = (next: T) => {
    state = next;
    try {
      storage?.setItem(key, JSON.stringify(state));
    } catch {
      // A full or blocked storage keeps the state in memory only.
    }
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => state,
    set,
    update: (patch) => set({ ...state, ...patch }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
