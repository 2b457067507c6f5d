/**
 * `npm run tenant:new -- <tenantId>`: writes lib/tenants/<tenantId>.json, a valid starting file for a new
 * state agency, built from the default tenant's file with the agency-specific values marked to replace
 * (names, site domain, enterprise directory, on-call, super admin). It checks the result against the schema the
 * CDK app loads, so `npm run synth` accepts it as written. Existing files are never overwritten.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { z } from 'zod';
import { TENANTS_DIR, loadTenantConfigs, localPath, tenantConfigSchema } from '../lib/tenant-config.ts';

const CHANGE = 'CHANGE ME';

export function newTenantFile(tenantId: string, dir: string = TENANTS_DIR): Record<string, unknown> {
  const configs = loadTenantConfigs(dir);
  if (configs.some((c) => c.tenantId === tenantId)) throw new Error(`tenant ${tenantId} already exists`);
  const base = configs.find((c) => c.isDefault)!;
  const taken = new Set(configs.map((c) => c.hostPrefix));
  const hostPrefix = [
    tenantId.slice(0, 2),
    ...'abcdefghijklmnopqrstuvwxyz'.split('').map((c) => tenantId[0] + c),
  ].find((p) => /^[a-z]{2}$/.test(p) && !taken.has(p));
  if (!hostPrefix) throw new Error(`no free two-letter host prefix for ${tenantId}`);
  const provider = `${tenantId[0]!.toUpperCase()}${tenantId.slice(1).replace(/[^A-Za-z0-9]/g, '')}AgencyDirectory`;
  const file = {
    tenantId,
    hostPrefix,
    isDefault: false,
    displayName: `${CHANGE}: ${tenantId} State Parks`,
    awsRegion: base.awsRegion,
    siteDomain: `${tenantId}.campfire.example`,
    enterpriseDirectory: {
      providerName: provider.slice(0, 32),
      oidcIssuer: 'https://login.microsoftonline.com/00000000-0000-0000-0000-000000000000/v2.0',
      clientId: `${tenantId}-directory-client`,
      clientSecretParameter: `/campfire/${tenantId}/enterprise-directory/client-secret`,
    },
    profile: {
      ...base.profile,
      name: `${CHANGE}: ${tenantId} State Parks`,
      siteName: `${CHANGE}: site name`,
      siteTitle: `${CHANGE}: ${tenantId} State Parks`,
      externalLinks: [],
    },
    // The default tenant's images until the agency's own are added (paths relative to this file, or https URLs).
    branding: Object.fromEntries(
      Object.entries(base.branding).map(([name, value]) => {
        const path = localPath(base, value);
        return [name, path ? relative(dir, path) : value];
      }),
    ),
    // The agency's on-call, subscribed to the alarm topic (an e-mail and/or an https chat webhook).
    alarms: { email: `oncall@${tenantId}.campfire.example` },
    superAdmin: {
      username: 'superadmin',
      email: `it-admin@${tenantId}.campfire.example`,
      firstName: CHANGE,
      lastName: CHANGE,
    },
  };
  const parsed = tenantConfigSchema.safeParse(file);
  if (!parsed.success) throw new Error(`generated file is invalid: ${z.prettifyError(parsed.error)}`);
  return file;
}

if (import.meta.main) {
  const tenantId = process.argv[2];
  if (!tenantId || !/^[a-z][a-z0-9-]{1,30}$/.test(tenantId)) {
    console.error(
      'usage: npm run tenant:new -- <tenantId>   (lowercase letters, digits, hyphens; 2-31 characters)',
    );
    process.exit(2);
  }
  const path = join(TENANTS_DIR, `${tenantId}.json`);
  if (existsSync(path)) {
    console.error(`${path} exists; edit it instead`);
    process.exit(1);
  }
  writeFileSync(path, `${JSON.stringify(newTenantFile(tenantId), null, 2)}\n`);
  loadTenantConfigs(); // the whole set still loads (unique prefixes and domains)
  console.log(`wrote ${relative(process.cwd(), path)}: replace every "${CHANGE}", the site domain, the`);
  console.log(
    'enterprise directory and the super admin, then follow README "Deploy" (npx cdk deploy Campfire-Tenant-' +
      tenantId +
      ').',
  );
}
