import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { AlertStore } from './alerts/alert-store.ts';
import { AlertsProvider } from './alerts/alerts-context.tsx';
import type { LoadingStore } from './loading/loading-store.ts';
import { LoadingProvider } from './loading/loading-context.tsx';
import { createAppRouter } from './router.tsx';
import type { TenantLoader } from './tenant/load-tenant.ts';
import { TenantGate } from './tenant/TenantGate.tsx';

export interface AppServices {
  queryClient: QueryClient;
  alerts: AlertStore;
  loading: LoadingStore;
  loadTenant: TenantLoader;
}

function AppRouter({ alerts, loading }: Pick<AppServices, 'alerts' | 'loading'>) {
  // Created once the tenant is known, so every route can rely on it.
  const [router] = useState(() => createAppRouter({ alerts, loading }));
  return <RouterProvider router={router} />;
}

/** Providers (server state, alerts, loading), then the tenant, then the routes. */
export function App({ queryClient, alerts, loading, loadTenant }: AppServices) {
  return (
    <QueryClientProvider client={queryClient}>
      <AlertsProvider store={alerts}>
        <LoadingProvider store={loading}>
          <TenantGate loader={loadTenant}>
            <AppRouter alerts={alerts} loading={loading} />
          </TenantGate>
        </LoadingProvider>
      </AlertsProvider>
    </QueryClientProvider>
  );
}
