/**
 * The app's global loading state: any screen may start it (the campfire loading screen covers the page)
 * and stop it; the router stops it before every navigation (public §2.1). An external store so that
 * non-React code (router, later the checkout flow) can drive it too.
 */
import { pickLoadingPhrase } from './phrases.ts';

export interface LoadingState {
  active: boolean;
  phrase: string;
}

export interface LoadingStore {
  getState(): LoadingState;
  subscribe(listener: () => void): () => void;
  start(): void;
  stop(): void;
}

export function createLoadingStore(random: () => number = Math.random): LoadingStore {
  let state: LoadingState = { active: false, phrase: '' };
  const listeners = new Set<() => void>();
  const set = (next: LoadingState) => {
    state = next;
    listeners.forEach((notify) => notify());
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    // A new phrase each time the screen appears; a start while showing keeps the current one.
    start: () => {
      if (!state.active) set({ active: true, phrase: pickLoadingPhrase(random) });
    },
    stop: () => {
      if (state.active) set({ active: false, phrase: '' });
    },
  };
}
