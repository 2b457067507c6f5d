/**
 * Tenant configuration files (lib/tenants/<tenantId>.json): one file per state agency. The CDK app
 * makes one stack set per file; the local runtime creates each tenant's pools and serves its site.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { TenantDirectoryEntry } from '#contract/tenant';

export const tenantConfigSchema = z.object({
  tenantId: z.string().regex(/^[a-z][a-z0-9-]{1,30}$/),
  /** Two-letter hostname prefix that selects this tenant (`co.example.org`). */
  hostPrefix: z.string().regex(/^[a-z]{2}$/),
  /** The tenant served for any hostname that matches no prefix; exactly one tenant has it. */
  isDefault: z.boolean(),
  displayName: z.string().min(1),
  awsRegion: z.string().min(1),
  siteDomain: z.string().min(1),
  enterpriseDirectory: z.object({
    providerName: z.string().regex(/^[A-Za-z0-9_]{3,32}$/),
    oidcIssuer: z.url(),
    clientId: z.string().min(1),
    /** SSM SecureString parameter holding the client secret; never in the repository. */
    clientSecretParameter: z.string().startsWith('/'),
  }),
});

export type TenantConfig = z.infer<typeof tenantConfigSchema>;

/** What the web app needs to pick a tenant from its hostname (served as /tenants.json). */
export type { TenantDirectoryEntry } from '#contract/tenant';

export const TENANTS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'tenants');

export function loadTenantConfigs(dir: string = TENANTS_DIR): TenantConfig[] {
  const configs = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const parsed = tenantConfigSchema.safeParse(JSON.parse(readFileSync(join(dir, f), 'utf8')));
      if (!parsed.success) throw new Error(`${f}: ${z.prettifyError(parsed.error)}`);
      if (`${parsed.data.tenantId}.json` !== f) throw new Error(`${f}: tenantId must match the file name`);
      return parsed.data;
    });
  const defaults = configs.filter((c) => c.isDefault);
  if (defaults.length !== 1)
    throw new Error(`exactly one tenant must be the default (found ${defaults.length})`);
  return configs;
}

export function tenantDirectory(configs: TenantConfig[]): TenantDirectoryEntry[] {
  return configs.map(({ tenantId, hostPrefix, isDefault }) => ({ tenantId, hostPrefix, isDefault }));
}
