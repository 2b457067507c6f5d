/**
 * The latest page-view token per tenant (PAGE_VIEW, functions/domain/page-view-token.ts): the reads a
 * person makes before claiming (availability, a spot's details) answer with one in a response header;
 * the API client keeps it here and a claim sends it back, so a person who came through the pages is not
 * taken for a script (on a tenant that runs the captcha, a claim without one is asked for the check).
 * Kept in memory: every page that offers Reserve reads availability first.
 */
const latest = new Map<string, string>();

export function rememberPageView(tenantId: string, token: string): void {
  latest.set(tenantId, token);
}

export function latestPageView(tenantId: string): string | undefined {
  return latest.get(tenantId);
}

/**
 * The latest token if it lasts at least `marginSeconds` more (its first part is its expiry, epoch
 * seconds): a page left open longer than a token lasts has none.
 */
export function freshPageView(tenantId: string, nowSeconds: number, marginSeconds = 60): string | undefined {
  const token = latest.get(tenantId);
  const exp = Number(token?.split('.')[0]);
  return token && exp - nowSeconds >= marginSeconds ? token : undefined;
}
