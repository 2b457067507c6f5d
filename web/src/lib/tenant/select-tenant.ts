/**
 * Tenant from the hostname (public §1): the first DNS label, when it equals a tenant's hostPrefix,
 * selects that tenant (co.localhost, co.parks.example); any other hostname selects the default tenant.
 */
import type { TenantDirectoryEntry } from '#contract/tenant-directory';

export function selectTenant(
  hostname: string,
  directory: readonly TenantDirectoryEntry[],
): TenantDirectoryEntry {
  const firstLabel = hostname.trim().toLowerCase().split('.')[0] ?? '';
  const byPrefix = directory.find((entry) => entry.hostPrefix.toLowerCase() === firstLabel);
  if (byPrefix) return byPrefix;
  const fallback = directory.find((entry) => entry.isDefault);
  if (!fallback) throw new Error('The tenant directory names no default tenant');
  return fallback;
}
