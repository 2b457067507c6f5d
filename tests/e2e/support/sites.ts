/**
 * The URLs of the running local runtime, handed from the global setup to the test files. The runtime
 * prints them; the tests open exactly what a person would open.
 */
export interface SiteUrl {
  tenantId: string;
  url: string;
}

export interface E2eSites {
  /** One per demo tenant, on its own `<prefix>.localhost` host, in the order the runtime prints them. */
  tenants: SiteUrl[];
  /** The default tenant on plain `localhost`. */
  fallback: SiteUrl;
  /** A new agency without demo data (tests/e2e/fixtures/tenants): what its deploy gives it, and no more. */
  newAgency: SiteUrl;
}

/** The new agency's tenant file directory and id, handed to the runtime as TENANT_DIRS. */
export const NEW_AGENCY = { dir: 'tests/e2e/fixtures/tenants', tenantId: 'mt' };

declare module 'vitest' {
  export interface ProvidedContext {
    sites: E2eSites;
  }
}

/** Reads the runtime's `tenant <tenantId> <url>` lines. */
export function parseTenantLines(output: string): SiteUrl[] {
  return [...output.matchAll(/^tenant (\S+) (http:\/\/\S+)$/gm)].map((m) => ({
    tenantId: m[1]!,
    url: m[2]!,
  }));
}

export function sitesFromLines(lines: SiteUrl[]): E2eSites {
  const fallback = lines.find((l) => /^http:\/\/localhost:\d+$/.test(l.url));
  const newAgency = lines.find((l) => l.tenantId === NEW_AGENCY.tenantId);
  const tenants = lines.filter((l) => l !== fallback && l !== newAgency);
  if (!fallback || tenants.length === 0) throw new Error('the runtime printed no tenant lines');
  if (!newAgency) throw new Error(`the runtime printed no line for tenant ${NEW_AGENCY.tenantId}`);
  return { tenants, fallback, newAgency };
}
