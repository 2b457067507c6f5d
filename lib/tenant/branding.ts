/**
 * Tenant brand images from the configuration files: an https URL is served as given; a path (relative
 * to the file) is copied into one staged directory, tenants/<id>/<image>.<ext>, which the web stack
 * uploads to the site bucket, so the profile names it /tenants/<id>/<image>.<ext> on the tenant's site.
 */
import { copyFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import type { TenantRecord } from '#domain/catalogue';
import { BRANDING_FIELDS, localPath, type BrandingName, type TenantConfig } from '../tenant-config.ts';

export type BrandingUrls = Pick<TenantRecord, (typeof BRANDING_FIELDS)[BrandingName]>;

export interface StagedBranding {
  /** The directory to upload at the site's root. */
  dir: string;
  /** Each tenant's image URLs, by tenant id. */
  urls: Map<string, BrandingUrls>;
}

export function stageBranding(
  configs: TenantConfig[],
  dir: string = mkdtempSync(join(tmpdir(), 'campfire-branding-')),
): StagedBranding {
  const urls = new Map<string, BrandingUrls>();
  for (const tenant of configs) {
    const tenantUrls: Partial<Record<string, string>> = {};
    for (const [name, field] of Object.entries(BRANDING_FIELDS) as [BrandingName, string][]) {
      const value = tenant.branding[name];
      const path = localPath(tenant, value);
      if (!path) {
        tenantUrls[field] = value;
        continue;
      }
      const key = `tenants/${tenant.tenantId}/${name}${extname(path).toLowerCase()}`;
      mkdirSync(join(dir, 'tenants', tenant.tenantId), { recursive: true });
      copyFileSync(path, join(dir, key));
      tenantUrls[field] = `/${key}`;
    }
    urls.set(tenant.tenantId, tenantUrls as BrandingUrls);
  }
  return { dir, urls };
}
