import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '#web/app/App.tsx';
import { createAlertStore } from '#web/lib/alerts/alert-store.ts';
import { createLoadingStore } from '#web/lib/loading/loading-store.ts';
import { createAppQueryClient } from '#web/app/query-client.ts';
import { createTenantLoader } from '#web/lib/tenant/load-tenant.ts';
import '#web/styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App
      queryClient={createAppQueryClient()}
      alerts={createAlertStore()}
      loading={createLoadingStore()}
      loadTenant={createTenantLoader()}
    />
  </StrictMode>,
);
