import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { LoadingState, LoadingStore } from './loading-store.ts';

const LoadingStoreContext = createContext<LoadingStore | null>(null);

export function LoadingProvider({ store, children }: { store: LoadingStore; children: ReactNode }) {
  return <LoadingStoreContext.Provider value={store}>{children}</LoadingStoreContext.Provider>;
}

/** start() / stop() the app's loading screen. */
export function useLoadingStore(): LoadingStore {
  const store = useContext(LoadingStoreContext);
  if (!store) throw new Error('useLoadingStore must be used inside <LoadingProvider>');
  return store;
}

export function useLoadingState(): LoadingState {
  const store = useLoadingStore();
  return useSyncExternalStore(store.subscribe, store.getState);
}
