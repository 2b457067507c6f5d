/**
 * How the staff calendar draws its rows: 'roomy' (each spot's facts, amenities and priced day cards) or
 * 'dense' (one line per spot, its name, Reserve and 14 status cells under a row of dates: twenty and
 * more spots on a laptop screen). The clerk's choice is kept in the browser.
 */
import { useSyncExternalStore } from 'react';
import { createPersistedStore } from '#web/lib/persisted-store.ts';

export type CalendarDensity = 'roomy' | 'dense';

const densityStore = createPersistedStore<{ density: CalendarDensity }>('campfire.staffCalendarDensity', {
  density: 'roomy',
});

export function useCalendarDensity(): [CalendarDensity, (density: CalendarDensity) => void] {
  const { density } = useSyncExternalStore(densityStore.subscribe, densityStore.get, densityStore.get);
  return [density, (next) => densityStore.set({ density: next })];
}
