/**
 * The entry, kept small on purpose: it starts what the first screen waits for before React and the app
 * arrive. The tenant's calls go first; the app and the landing page's chunk are asked for once those
 * are sent, so on a phone's few connections they download side by side instead of one after another.
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
void requested.then(() => {
  const app = import('#web/app/start.tsx');
  preloadLandingPage(pathname, loaded);
  return app.then(({ startApp }) =>
    startApp(container, primedTenantLoader(createTenantLoader(), hostname, loaded)),
  );
});
