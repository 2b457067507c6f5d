/** The URLs the runtime prints: one per tenant on its own *.localhost host, plus the default on localhost. */
import type { TenantConfig } from '../../lib/tenant-config.ts';

export interface TenantUrl {
  tenantId: string;
  url: string;
}

export function tenantSiteUrl(tenant: Pick<TenantConfig, 'hostPrefix'>, port: number): string {
  return `http://${tenant.hostPrefix}.localhost:${port}`;
}

/**
 * Each tenant's configured site URL by tenant id; the default tenant's bare localhost URL for any other.
 * The local API takes its host from here, never from a request header.
 */
export function siteUrlOf(tenants: TenantConfig[], port: number): (tenantId: string | undefined) => string {
  const sites = new Map(tenants.map((t) => [t.tenantId.toLowerCase(), tenantSiteUrl(t, port)]));
  const fallback = `http://localhost:${port}`;
  return (tenantId) => (tenantId && sites.get(tenantId.toLowerCase())) || fallback;
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
