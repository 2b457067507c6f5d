import { describe, expect, it } from 'vitest';
import {
  createTenantLoader,
  primedTenantLoader,
  startTenantLoad,
  type LoadedTenant,
} from '../../../web/src/lib/tenant/load-tenant.ts';
import { testTenant } from './support/tenant-fixture.ts';

const DIRECTORY = [{ tenantId: 'co', hostPrefix: 'co', isDefault: true }];
const SITE_ALERT = { id: 7, message: '<p>Fire restrictions</p>' };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch that answers the directory at once and holds each API call until the test releases it. */
function heldFetch(alerts: () => Response = () => json({ data: [SITE_ALERT] })) {
  const asked: string[] = [];
  const pending = new Map<string, () => void>();
  const doFetch: typeof fetch = async (input) => {
    const url = String(input);
    asked.push(url.replace(/\?.*$/, ''));
    if (url === '/tenants.json') return json(DIRECTORY);
    await new Promise<void>((release) => pending.set(url.replace(/\?.*$/, ''), release));
    if (url.includes('/Alert/global/web')) return alerts();
    return json({ tenant: testTenant(), authConfig: null });
  };
  const release = () => pending.forEach((go) => go());
  return { doFetch, asked, release };
}

describe('the tenant start-up load', () => {
  it('asks for the settings and the site banners side by side, and says so before either answers', async () => {
    const { doFetch, asked, release } = heldFetch();
    const { loaded, requested } = startTenantLoad('co.localhost', doFetch);
    await requested;
    expect(asked).toEqual(['/tenants.json', '/v1/tenant/co/Tenant', '/v1/tenant/co/Alert/global/web']);
    release();
    const tenant = await loaded;
    expect(tenant.tenant.siteName).toBe('Test Parks');
    expect(tenant.siteAlerts).toEqual([SITE_ALERT]);
  });

  it('still loads the site when the banners cannot be had (they are asked again by the page)', async () => {
    const { doFetch, release } = heldFetch(() => json({ message: 'down' }, 503));
    const { loaded, requested } = startTenantLoad('co.localhost', doFetch);
    await requested;
    release();
    const tenant = await loaded;
    expect(tenant.tenantId).toBe('co');
    expect(tenant).not.toHaveProperty('siteAlerts');
  });

  it('hands the load already started to the first call, and loads afresh after that (Try Again)', async () => {
    let loads = 0;
    const loader = (hostname: string) => {
      loads += 1;
      return createTenantLoader(async (input) =>
        String(input) === '/tenants.json'
          ? json(DIRECTORY)
          : json({ tenant: testTenant(), authConfig: null }),
      )(hostname);
    };
    const started: Promise<LoadedTenant> = loader('co.localhost');
    const primed = primedTenantLoader(loader, 'co.localhost', started);
    expect(primed('co.localhost')).toBe(started);
    expect(loads).toBe(1);
    await primed('co.localhost');
    expect(loads).toBe(2);
  });
});
