/**
 * The entry, kept small on purpose: it starts what the first screen waits for before React and the app
 * arrive. On a phone's few connections the tenant's calls go first, then the app and its shell, then
 * the landing page's own code (the shell shows the site while that loads).
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
void requested
  .then(() => import('#web/app/start.tsx'))
  .then(({ startApp }) => {
    preloadLandingPage(pathname, loaded);
    startApp(container, primedTenantLoader(createTenantLoader(), hostname, loaded));
  });
