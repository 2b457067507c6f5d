/** The URLs the runtime prints: one per tenant on its own *.localhost host, plus the default on localhost. */
import type { TenantConfig } from '../../lib/tenant-config.ts';

export interface TenantUrl {
  tenantId: string;
  url: string;
}

export function tenantSiteUrl(tenant: Pick<TenantConfig, 'hostPrefix'>, port: number): string {
  return `http://${tenant.hostPrefix}.localhost:${port}`;
}

/** Stable order: tenants as the config files sort, then the default tenant's bare localhost URL. */
export function tenantUrls(tenants: TenantConfig[], port: number): TenantUrl[] {
  const urls = tenants.map((t) => ({ tenantId: t.tenantId, url: tenantSiteUrl(t, port) }));
  const fallback = tenants.find((t) => t.isDefault);
  if (fallback) urls.push({ tenantId: fallback.tenantId, url: `http://localhost:${port}` });
  return urls;
}

export function tenantLine({ tenantId, url }: TenantUrl): string {
  return `tenant ${tenantId} ${url}`;
}
