import { createApiClient, ApiError, type ApiClient } from '../api.ts';
import type { AuthConfig, Tenant, TenantResponse } from '#contract/tenant';
import { type TenantDirectoryEntry, parseTenantDirectory } from '#contract/tenant-directory';
import { selectTenant } from './select-tenant.ts';

export interface LoadedTenant {
  tenantId: string;
  tenant: Tenant;
  /** Kept for the identity issue (Amplify configuration); null until the tenant's pools exist. */
  authConfig: AuthConfig | null;
  api: ApiClient;
}

export type TenantLoader = (hostname: string) => Promise<LoadedTenant>;

async function fetchDirectory(doFetch: typeof fetch): Promise<TenantDirectoryEntry[]> {
  const response = await doFetch('/tenants.json', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  return parseTenantDirectory(await response.json());
}

/** Start-up: which tenant this hostname serves, then that tenant's site settings (GET Tenant). */
export function createTenantLoader(
  doFetch: typeof fetch = (input, init) => globalThis.fetch(input, init),
): TenantLoader {
  return async (hostname) => {
    const { tenantId } = selectTenant(hostname, await fetchDirectory(doFetch));
    const api = createApiClient(tenantId, { fetch: doFetch });
    const { tenant, authConfig } = await api.get<TenantResponse>('Tenant');
    return { tenantId, tenant, authConfig, api };
  };
}
