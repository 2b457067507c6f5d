import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { AlertLayer, AlertStore, AppAlert } from './alert-store.ts';

const AlertStoreContext = createContext<AlertStore | null>(null);

export function AlertsProvider({ store, children }: { store: AlertStore; children: ReactNode }) {
  return <AlertStoreContext.Provider value={store}>{children}</AlertStoreContext.Provider>;
}

export function useAlertStore(): AlertStore {
  const store = useContext(AlertStoreContext);
  if (!store) throw new Error('useAlertStore must be used inside <AlertsProvider>');
  return store;
}

/** The alerts of one layer, re-rendering when they change. */
export function useLayerAlerts(layer: AlertLayer): readonly AppAlert[] {
  const store = useAlertStore();
  const alerts = useSyncExternalStore(store.subscribe, () => store.getState().alerts);
  return alerts.filter((alert) => alert.layer === layer);
}
