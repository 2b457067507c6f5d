/**
 * The entry, kept small on purpose: it starts what the first screen waits for before React and the app
 * arrive. On a phone's few connections the tenant's calls go first, then, together, the app and its
 * shell, the landing page's own code and the landing page's first calls (the shell shows the site while
 * the page loads).
 */
import { preloadLandingPage } from '#web/app/page-chunks.ts';
import { createTenantLoader, primedTenantLoader, startTenantLoad } from '#web/lib/tenant/load-tenant.ts';
import '#web/styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const { hostname, pathname } = window.location;
const { loaded, requested } = startTenantLoad(hostname);
// A failure is shown by the app when it asks for the tenant, not reported as unhandled before that.
loaded.catch(() => undefined);
void requested.then(async (api) => {
  const tenant = preloadLandingPage(pathname, loaded, api);
  const { startApp } = await import('#web/app/start.tsx');
  startApp(container, primedTenantLoader(createTenantLoader(), hostname, tenant));
});
