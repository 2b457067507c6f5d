import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { AlertStore } from '#web/lib/alerts/alert-store.ts';
import { globalWebAlertsQuery } from '#web/lib/alerts/global-web-alerts.ts';
import { AlertsProvider } from '#web/lib/alerts/alerts-context.tsx';
import { AuthProvider } from '#web/lib/auth/auth-context.tsx';
import { browserStorage } from '#web/lib/auth/auth-state.ts';
import { createAuthStore } from '#web/lib/auth/auth-store.ts';
import { createAmplifyIdentityProvider, type IdentityProvider } from '#web/lib/auth/identity-provider.ts';
import type { LoadingStore } from '#web/lib/loading/loading-store.ts';
import { LoadingProvider } from '#web/lib/loading/loading-context.tsx';
import { createAppRouter } from './router.tsx';
import type { TenantLoader } from '#web/lib/tenant/load-tenant.ts';
import { useTenant } from '#web/lib/tenant/tenant-context.tsx';
import { TenantGate } from './tenant/TenantGate.tsx';

export interface AppServices {
  queryClient: QueryClient;
  alerts: AlertStore;
  loading: LoadingStore;
  loadTenant: TenantLoader;
  /** The identity provider (Amplify Auth by default; unit tests substitute one). */
  identity?: IdentityProvider;
}

function AppRouter({ alerts, loading, identity }: Pick<AppServices, 'alerts' | 'loading' | 'identity'>) {
  const { tenantId, authConfig, api, siteAlerts } = useTenant();
  const queryClient = useQueryClient();
  // Created once the tenant is known (its pools and API), so every route can rely on them.
  const [{ auth, router }] = useState(() => {
    const auth = createAuthStore({
      authConfig,
      api,
      alerts,
      identity: identity ?? createAmplifyIdentityProvider(),
      storage: browserStorage(),
    });
    // The banners came with the tenant: the shell shows them from its first render.
    if (siteAlerts) queryClient.setQueryData(globalWebAlertsQuery(tenantId, api).queryKey, siteAlerts);
    const router = createAppRouter({ alerts, loading, auth });
    auth.setNavigate((to) => void router.navigate(to));
    return { auth, router };
  });
  useEffect(() => {
    auth.start();
    return () => auth.dispose();
  }, [auth]);
  return (
    <AuthProvider store={auth}>
      <RouterProvider router={router} />
    </AuthProvider>
  );
}

/** Providers (server state, alerts, loading), then the tenant, then the routes. */
export function App({ queryClient, alerts, loading, loadTenant, identity }: AppServices) {
  return (
    <QueryClientProvider client={queryClient}>
      <AlertsProvider store={alerts}>
        <LoadingProvider store={loading}>
          <TenantGate loader={loadTenant}>
            <AppRouter alerts={alerts} loading={loading} identity={identity} />
          </TenantGate>
        </LoadingProvider>
      </AlertsProvider>
    </QueryClientProvider>
  );
}
