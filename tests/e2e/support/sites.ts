/**
 * The URLs of the running local runtime, handed from the global setup to the test files. The runtime
 * prints them; the tests open exactly what a person would open.
 */
export interface SiteUrl {
  tenantId: string;
  url: string;
}

export interface E2eSites {
  /** One per tenant, on its own `<prefix>.localhost` host, in the order the runtime prints them. */
  tenants: SiteUrl[];
  /** The default tenant on plain `localhost`. */
  fallback: SiteUrl;
}

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
  const tenants = lines.filter((l) => l !== fallback);
  if (!fallback || tenants.length === 0) throw new Error('the runtime printed no tenant lines');
  return { tenants, fallback };
}
