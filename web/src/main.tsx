import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createAlertStore } from './app/alerts/alert-store.ts';
import { createLoadingStore } from './app/loading/loading-store.ts';
import { createAppQueryClient } from './app/query-client.ts';
import { createTenantLoader } from './app/tenant/load-tenant.ts';
import './styles/global.css';

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
