/**
 * What a visitor should see, taken from the deterministic demo catalogue that the runtime loaded into
 * its empty data directory: the tests compare the page with the data, not with copied strings.
 */
import { buildDemoCatalogue } from '../../../functions/demo/index.ts';
import type { AlertRecord, LocationRecord, TenantCatalogue } from '../../../functions/domain/catalogue.ts';
import { toTenantId } from '#domain/tenant-id';

const cache = new Map<string, TenantCatalogue>();

export function demoCatalogue(tenantId: string): TenantCatalogue {
  let catalogue = cache.get(tenantId);
  if (!catalogue) {
    catalogue = buildDemoCatalogue(toTenantId(tenantId));
    cache.set(tenantId, catalogue);
  }
  return catalogue;
}

/**
 * A phrase a person reads in an HTML message: its longest run of text between tags, so that it sits in
 * one text node whatever markup surrounds it.
 */
export function readablePhrase(html: string): string {
  const runs = html.split(/<[^>]*>/).map(decodeEntities);
  return runs.reduce((longest, run) => (run.length > longest.length ? run : longest), '');
}

function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

function todayIso(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** Tenant-wide web alerts in effect today: the banners the home page must show. */
export function activeTenantAlerts(tenantId: string): AlertRecord[] {
  const today = todayIso();
  return demoCatalogue(tenantId).alerts.filter(
    (a) => a.locationId === null && a.applyToWebsite && a.startDate <= today && today <= a.endDate,
  );
}

export function featuredParks(tenantId: string): LocationRecord[] {
  return demoCatalogue(tenantId).locations.filter((l) => l.featured && l.isActive);
}

/** An id no park of the tenant has. */
export function unknownParkId(tenantId: string): number {
  return Math.max(...demoCatalogue(tenantId).locations.map((l) => l.id)) + 9_000;
}
