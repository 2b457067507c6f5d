import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../web/src/lib/api.ts';
import { primeGets } from '../../../web/src/app/primed-gets.ts';
import { preloadLandingPage } from '../../../web/src/app/page-chunks.ts';
import type { LoadedTenant } from '../../../web/src/lib/tenant/load-tenant.ts';
import { testTenant } from './support/tenant-fixture.ts';

/** A fetch that records each call's path and answers with that path and how many times it was asked. */
function countingFetch() {
  const asked: string[] = [];
  const doFetch: typeof fetch = async (input) => {
    const path = String(input).replace(/\?.*$/, '');
    asked.push(path);
    const times = asked.filter((p) => p === path).length;
    return new Response(JSON.stringify({ data: { path, times } }), {
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { asked, doFetch };
}

describe('GET calls sent before the page asks for them', () => {
  it('are sent at once, and answer the first GET of their path without a second request', async () => {
    const { asked, doFetch } = countingFetch();
    const api = primeGets(createApiClient('co', { fetch: doFetch }), ['Location/101']);
    await new Promise((tick) => setTimeout(tick, 0));
    expect(asked).toEqual(['/v1/tenant/co/Location/101']);
    await expect(api.get('Location/101')).resolves.toEqual({
      data: { path: '/v1/tenant/co/Location/101', times: 1 },
    });
    expect(asked).toEqual(['/v1/tenant/co/Location/101']);
  });

  it('leave a later GET of the same path, a GET with a query and other paths to the client', async () => {
    const { asked, doFetch } = countingFetch();
    const api = primeGets(createApiClient('co', { fetch: doFetch }), ['Location/101']);
    await api.get('Location/101');
    await expect(api.get('Location/101')).resolves.toEqual({
      data: { path: '/v1/tenant/co/Location/101', times: 2 },
    });
    await api.get('Location/101', { detail: true });
    await api.get('Location/102');
    expect(asked).toEqual([
      '/v1/tenant/co/Location/101',
      '/v1/tenant/co/Location/101',
      '/v1/tenant/co/Location/101',
      '/v1/tenant/co/Location/102',
    ]);
  });

  it('a park page landing sends its details and banners beside the tenant load, and the app is handed them', async () => {
    const { asked, doFetch } = countingFetch();
    const api = createApiClient('co', { fetch: doFetch });
    const loaded: LoadedTenant = { tenantId: 'co', tenant: testTenant(), authConfig: null, api };
    const tenant = await preloadLandingPage('/location/101', Promise.resolve(loaded), api);
    expect(asked).toEqual(['/v1/tenant/co/Location/101', '/v1/tenant/co/Alert/location/101/web']);
    await tenant.api.get('Alert/location/101/web');
    expect(asked).toHaveLength(2);
  });
});
