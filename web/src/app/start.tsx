import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '#web/app/App.tsx';
import { createAlertStore } from '#web/lib/alerts/alert-store.ts';
import { createLoadingStore } from '#web/lib/loading/loading-store.ts';
import { createAppQueryClient } from '#web/app/query-client.ts';
import type { TenantLoader } from '#web/lib/tenant/load-tenant.ts';

/**
 * Renders the app into the page's root element. As a transition, so React renders it in slices that
 * leave a slow phone's main thread free to answer taps between them.
 */
export function startApp(container: HTMLElement, loadTenant: TenantLoader): void {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App
          queryClient={createAppQueryClient()}
          alerts={createAlertStore()}
          loading={createLoadingStore()}
          loadTenant={loadTenant}
        />
      </StrictMode>,
    ),
  );
}
