/**
 * Tenant configuration files (lib/tenants/<tenantId>.json): one file per state agency. The CDK app
 * makes one stack set per file; the local runtime creates each tenant's pools and serves its site.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { TenantDirectoryEntry } from '#contract/tenant-directory';
import type { TenantRecord } from '#domain/catalogue';

const namedLink = z.object({ name: z.string().min(1), description: z.string(), url: z.url() });

/** The tenant's profile (spec public §3.2 GET Tenant) as the file writes it; branding images apart. */
export const tenantProfileSchema = z.object({
  name: z.string().min(1),
  stateName: z.string().min(1),
  departmentName: z.string().min(1),
  siteName: z.string().min(1),
  siteTitle: z.string().min(1),
  tagline: z.string(),
  description: z.string(),
  departmentWebsiteUrl: z.url(),
  fiscalYearStartDate: z.iso.date(),
  facebookUrl: z.string(),
  instagramUrl: z.string(),
  twitterUrl: z.string(),
  pinterestUrl: z.string(),
  externalLinks: z.array(namedLink),
  policies: z.array(namedLink),
  supportInfo: z.object({
    id: z.number().int(),
    url: z.url(),
    phoneNumber: z.string(),
    email: z.email(),
    address_1: z.string(),
    address_2: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.number().int(),
  }),
  defaultAccountingCode: z.object({ id: z.number().int(), code: z.string(), description: z.string() }),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  mapSearchStateFilter: z.string().regex(/^US-[A-Z]{2}$/),
  timezone: z.string().min(1),
  adminOnlineHelpUrl: z.string(),
  customerOnlineHelpUrl: z.string(),
  theme: z.object({ primary: z.string(), primaryText: z.string(), accent: z.string() }),
}) satisfies z.ZodType<Omit<TenantRecord, 'id' | BrandingUrlField>>;

/** Each brand image: the profile field it fills. */
export const BRANDING_FIELDS = {
  stateLogo: 'stateLogoUrl',
  departmentLogo: 'departmentLogoUrl',
  websiteLogo: 'websiteLogoUrl',
  banner: 'bannerImageUrl',
  defaultLocationImage: 'defaultLocationImageUrl',
  defaultProductImage: 'defaultProductImageUrl',
  searchBackground: 'searchBackgroundImageUrl',
} as const satisfies Record<string, keyof TenantRecord>;
export type BrandingName = keyof typeof BRANDING_FIELDS;
type BrandingUrlField = (typeof BRANDING_FIELDS)[BrandingName];

/** An https URL served as is, or a file path relative to the configuration file, uploaded by the stack. */
const brandAsset = z.union([
  z.url({ protocol: /^https$/ }),
  z.string().regex(/^[^:]+\.(svg|png|jpe?g|webp|gif)$/i, 'an https URL or a path to an image file'),
]);

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
  profile: tenantProfileSchema,
  branding: z.object(
    Object.fromEntries(Object.keys(BRANDING_FIELDS).map((k) => [k, brandAsset])) as Record<
      BrandingName,
      typeof brandAsset
    >,
  ),
  /** The first back-office user (role Super Admin): Cognito mails them a temporary password. */
  superAdmin: z.object({
    username: z.string().regex(/^[a-z0-9._-]{3,64}$/),
    email: z.email(),
    firstName: z.string().min(1),
    lastName: z.string().min(1),
  }),
  /** The agency's on-call, subscribed to the deployment's alarm topic beside `campfire:alarmEmail`. */
  alarms: z
    .object({
      email: z.email().optional(),
      /** A chat webhook (Slack, Teams, Chime) that receives the SNS notification JSON. */
      webhookUrl: z.url({ protocol: /^https$/ }).optional(),
    })
    .optional(),
  /** A catalogue file (parks, loops, spots, prices) in the demo data's shapes, imported once; relative to this file. */
  catalogue: z.string().endsWith('.json').optional(),
});

export type TenantConfig = z.infer<typeof tenantConfigSchema> & {
  /** The directory of the configuration file: branding and catalogue paths are relative to it. */
  configDir: string;
};

/** What the web app needs to pick a tenant from its hostname (served as /tenants.json). */
export type { TenantDirectoryEntry } from '#contract/tenant-directory';

export const TENANTS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'tenants');

/**
 * Every tenant file (a top-level `*.json`) of the given directories; catalogue files live in a
 * subfolder (e.g. lib/tenants/catalogues/). Tests add a fixture directory to the repository's.
 */
export function loadTenantConfigs(dirs: string | string[] = TENANTS_DIR): TenantConfig[] {
  const configs = [dirs].flat().flatMap((dir) =>
    readdirSync(dir, { withFileTypes: true })
      .filter((f) => f.isFile() && f.name.endsWith('.json'))
      .map((f) => f.name)
      .sort()
      .map((f) => loadTenantConfig(dir, f)),
  );
  const defaults = configs.filter((c) => c.isDefault);
  if (defaults.length !== 1)
    throw new Error(`exactly one tenant must be the default (found ${defaults.length})`);
  for (const key of ['tenantId', 'hostPrefix', 'siteDomain'] as const) {
    const values = configs.map((c) => c[key]);
    const twice = values.find((v, i) => values.indexOf(v) !== i);
    if (twice) throw new Error(`two tenant files have ${key} ${twice}`);
  }
  return configs;
}

function loadTenantConfig(dir: string, f: string): TenantConfig {
  const parsed = tenantConfigSchema.safeParse(JSON.parse(readFileSync(join(dir, f), 'utf8')));
  if (!parsed.success) throw new Error(`${f}: ${z.prettifyError(parsed.error)}`);
  if (`${parsed.data.tenantId}.json` !== f) throw new Error(`${f}: tenantId must match the file name`);
  const config = { ...parsed.data, configDir: dir };
  for (const path of localFiles(config)) {
    if (!existsSync(path)) throw new Error(`${f}: ${path} does not exist`);
  }
  return config;
}

export function tenantDirectory(configs: TenantConfig[]): TenantDirectoryEntry[] {
  return configs.map(({ tenantId, hostPrefix, isDefault }) => ({ tenantId, hostPrefix, isDefault }));
}

/** A brand image or catalogue named by the file: an absolute path, or undefined for a URL. */
export function localPath(config: TenantConfig, value: string): string | undefined {
  if (/^https:\/\//.test(value)) return undefined;
  return isAbsolute(value) ? value : resolve(config.configDir, value);
}

/** Every local file the configuration names (branding paths and the catalogue). */
export function localFiles(config: TenantConfig): string[] {
  const values = [...Object.values(config.branding), ...(config.catalogue ? [config.catalogue] : [])];
  return values.flatMap((v) => localPath(config, v) ?? []);
}
