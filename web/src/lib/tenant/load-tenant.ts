import { createApiClient, ApiError, type ApiClient } from '../api.ts';
import type { Alert } from '#contract/alerts';
import type { Envelope } from '#contract/envelope';
import type { AuthConfig, Tenant, TenantResponse } from '#contract/tenant';
import { type TenantDirectoryEntry, parseTenantDirectory } from '#contract/tenant-directory';
import { selectTenant } from './select-tenant.ts';

export interface LoadedTenant {
  tenantId: string;
  tenant: Tenant;
  /** Kept for the identity issue (Amplify configuration); null until the tenant's pools exist. */
  authConfig: AuthConfig | null;
  api: ApiClient;
  /**
   * The site-wide alert banners (GET Alert/global/web), asked beside the settings so that every page
   * appears with its banners in place; absent when that call failed (the shell asks again).
   */
  siteAlerts?: Alert[];
}

export type TenantLoader = (hostname: string) => Promise<LoadedTenant>;

async function fetchDirectory(doFetch: typeof fetch): Promise<TenantDirectoryEntry[]> {
  // No extra headers: the request must match index.html's preload of it to reuse that download.
  const response = await doFetch('/tenants.json');
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  return parseTenantDirectory(await response.json());
}

export interface TenantLoad {
  loaded: Promise<LoadedTenant>;
  /**
   * Settles once the tenant's own calls are sent, with the tenant's API client so that the landing page's
   * own calls can go beside them (undefined when the load failed before that).
   */
  requested: Promise<ApiClient | undefined>;
}

/** Start-up: which tenant this hostname serves, then that tenant's site settings (GET Tenant) and banners. */
export function startTenantLoad(
  hostname: string,
  doFetch: typeof fetch = (input, init) => globalThis.fetch(input, init),
): TenantLoad {
  let markRequested: (api?: ApiClient) => void = () => {};
  const requested = new Promise<ApiClient | undefined>((resolve) => (markRequested = resolve));
  const loaded = (async () => {
    try {
      const { tenantId } = selectTenant(hostname, await fetchDirectory(doFetch));
      const api = createApiClient(tenantId, { fetch: doFetch });
      const settings = api.get<TenantResponse>('Tenant');
      const siteAlerts = api.get<Envelope<'data', Alert[]>>('Alert/global/web').then(
        (response) => response.data,
        () => undefined,
      );
      markRequested(api);
      const { tenant, authConfig } = await settings;
      const alerts = await siteAlerts;
      return { tenantId, tenant, authConfig, api, ...(alerts && { siteAlerts: alerts }) };
    } finally {
      markRequested();
    }
  })();
  return { loaded, requested };
}

export function createTenantLoader(
  doFetch: typeof fetch = (input, init) => globalThis.fetch(input, init),
): TenantLoader {
  return (hostname) => startTenantLoad(hostname, doFetch).loaded;
}

/**
 * A loader whose first call for this hostname is answered by a load already started (the entry starts
 * it before the app's code arrives); later calls (Try Again after a failure) load afresh.
 */
export function primedTenantLoader(
  loader: TenantLoader,
  hostname: string,
  started: Promise<LoadedTenant>,
): TenantLoader {
  let primed: Promise<LoadedTenant> | undefined = started;
  return (host) => {
    const first = host === hostname ? primed : undefined;
    primed = undefined;
    return first ?? loader(host);
  };
}
