/**
 * The client-held spot search state (public §3.8 "Search"), shared by the park page's search panel,
 * the results views (list, calendar, map) and the staff spot selection. An external store persisted in
 * localStorage under 'campfire.search' (sign-out clears that key), read with `useSpotSearch()`.
 *
 * Dates are ISO 'YYYY-MM-DD' here (the park's calendar dates); the form shows them as MM/DD/YYYY.
 */
import { useSyncExternalStore } from 'react';
import type { SpotAttributeFilter } from '#contract/availability';
import { browserStorage, type KeyValueStorage } from '#web/lib/auth/auth-state.ts';
import { createPersistedStore } from '#web/lib/persisted-store.ts';

export const SEARCH_STORAGE_KEY = 'campfire.search';

/** 'list' and 'cal' are the spec's values; 'map' is the third view. */
export type SearchView = 'list' | 'cal' | 'map';

export interface SpotSearchState {
  /** The park the filters belong to; a different park resets them (public §2.8). */
  locationId: number | null;
  selectedSpotTypes: number[];
  selectedProductClassifications: number[];
  selectedAttributes: SpotAttributeFilter[];
  /** Arrival and departure (ISO dates) or null. */
  startDate: string | null;
  endDate: string | null;
  selectedSpotId: number | null;
  selectedSpotIsDayUse: boolean;
  selectedLoopId: number | null;
  selectedSpotName: string;
  onlyShowAvailable: boolean;
  spotSearchHasBeenClicked: boolean;
  searchView: SearchView;
  spotsCount: number;
}

export const initialSearchState: SpotSearchState = {
  locationId: null,
  selectedSpotTypes: [],
  selectedProductClassifications: [],
  selectedAttributes: [],
  startDate: null,
  endDate: null,
  selectedSpotId: null,
  selectedSpotIsDayUse: false,
  selectedLoopId: null,
  selectedSpotName: '',
  onlyShowAvailable: false,
  spotSearchHasBeenClicked: false,
  searchView: 'list',
  spotsCount: 0,
};

export interface SpotSearchStore {
  get(): SpotSearchState;
  subscribe(listener: () => void): () => void;
  update(patch: Partial<SpotSearchState>): void;
  /**
   * Entering a park: when it is not the park of the current state, every filter resets,
   * onlyShowAvailable and spotSearchHasBeenClicked become false (public §2.8); the dates and the view
   * are kept (a visitor who chose dates on one park keeps them on the next).
   */
  enterLocation(locationId: number): void;
  clear(): void;
}

export function createSpotSearchStore(storage: KeyValueStorage | null = browserStorage()): SpotSearchStore {
  const persisted = createPersistedStore(SEARCH_STORAGE_KEY, initialSearchState, storage);
  const { set, update } = persisted;
  return {
    get: persisted.get,
    subscribe: persisted.subscribe,
    update,
    enterLocation(locationId) {
      const { locationId: current, startDate, endDate, searchView } = persisted.get();
      if (current === locationId) return;
      set({
        ...initialSearchState,
        locationId,
        startDate,
        endDate,
        searchView,
      });
    },
    clear: () => set(initialSearchState),
  };
}

/** The one store of the browser tab. */
export const spotSearchStore = createSpotSearchStore();

/** The search state (re-renders on change) and the store's actions. */
export function useSpotSearch(store: SpotSearchStore = spotSearchStore) {
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  return { state, update: store.update, enterLocation: store.enterLocation, clear: store.clear };
}
