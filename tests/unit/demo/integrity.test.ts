import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TenantCatalogue } from '#domain/catalogue';
import { buildDemoCatalogue, DEMO_TENANT_IDS } from '#demo/index';

const PUBLIC_DIR = join(import.meta.dirname, '../../../web/public');

/** Every image or icon URL the catalogue references (all are absolute paths under web/public). */
function referencedUrls(c: TenantCatalogue): string[] {
  const t = c.tenant;
  return [
    t.stateLogoUrl,
    t.departmentLogoUrl,
    t.websiteLogoUrl,
    t.bannerImageUrl,
    t.defaultLocationImageUrl,
    t.defaultProductImageUrl,
    t.searchBackgroundImageUrl,
    ...c.locations.flatMap((l) => [...l.images.map((i) => i.url), l.featuredImageUrl].filter(Boolean)),
    ...c.spots.flatMap((s) => [...s.photos.map((p) => p.url), s.featuredImageUrl].filter(Boolean)),
    ...c.spotTypes.map((s) => s.icon),
    ...c.productTypes.map((p) => p.icon),
    ...c.productClassifications.flatMap((pc) => pc.icons.map((i) => i.icon)),
    ...c.attributes.map((a) => a.icon),
    ...c.pointsOfInterest.map((p) => p.icon),
  ];
}

const uniqueIds = (records: { id: number }[]) => new Set(records.map((r) => r.id)).size === records.length;

describe.each(DEMO_TENANT_IDS)('demo catalogue %s: referential integrity', (tenantId) => {
  const c = buildDemoCatalogue(tenantId);
  const ids = <T extends { id: number }>(records: T[]) => new Set(records.map((r) => r.id));

  it('has unique ids within every kind', () => {
    for (const kind of [
      'regions',
      'locations',
      'loops',
      'spotTypes',
      'productTypes',
      'equipmentTypes',
      'productClassifications',
      'products',
      'attributeCategories',
      'attributes',
      'spots',
      'pointOfInterestCategories',
      'pointsOfInterest',
      'locationPointsOfInterest',
      'alerts',
      'paymentTypes',
      'discountClasses',
      'reservationStatuses',
    ] as const) {
      expect(uniqueIds(c[kind]), kind).toBe(true);
    }
    expect(uniqueIds(c.locations.flatMap((l) => l.images))).toBe(true);
    expect(uniqueIds(c.locations.flatMap((l) => l.descriptions))).toBe(true);
  });

  it('links parks to regions and loops to parks', () => {
    const regionIds = ids(c.regions);
    for (const l of c.locations) expect(regionIds.has(l.regionId)).toBe(true);
    const locationIds = ids(c.locations);
    for (const loop of c.loops) expect(locationIds.has(loop.locationId)).toBe(true);
  });

  it("links every spot to its park's loop, a product, spot types and equipment types", () => {
    const loops = new Map(c.loops.map((l) => [l.id, l]));
    const products = new Map(c.products.map((p) => [p.id, p]));
    const spotTypeIds = ids(c.spotTypes);
    const equipmentIds = ids(c.equipmentTypes);
    const attributes = new Map(c.attributes.map((a) => [a.id, a]));
    // Problems are collected and compared once: thousands of single expects make the test slow.
    const problems: string[] = [];
    for (const s of c.spots) {
      if (loops.get(s.loopId)?.locationId !== s.locationId) problems.push(`${s.id}: loop ${s.loopId}`);
      if (!products.has(s.productId)) problems.push(`${s.id}: product ${s.productId}`);
      if (s.spotTypeIds.length === 0) problems.push(`${s.id}: no spot type`);
      for (const id of s.spotTypeIds) if (!spotTypeIds.has(id)) problems.push(`${s.id}: spot type ${id}`);
      for (const id of s.equipmentTypeIds)
        if (!equipmentIds.has(id)) problems.push(`${s.id}: equipment ${id}`);
      for (const value of s.attributes) {
        const attribute = attributes.get(value.attributeId);
        if (!attribute) {
          problems.push(`${s.id}: attribute ${value.attributeId}`);
          continue;
        }
        const optionIds = new Set(attribute.options.map((o) => o.id));
        for (const optionId of value.optionIds)
          if (!optionIds.has(optionId)) problems.push(`${s.id}: option ${optionId} of ${attribute.id}`);
        if (attribute.valueType === 'Yes/No' && value.value !== 'yes' && value.value !== 'no')
          problems.push(`${s.id}: ${attribute.name}=${value.value}`);
        if (attribute.valueType === 'Numeric Free' && !Number.isFinite(Number(value.value)))
          problems.push(`${s.id}: ${attribute.name}=${value.value}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('links products, classifications, points of interest and alerts', () => {
    const classificationIds = ids(c.productClassifications);
    const productTypeIds = ids(c.productTypes);
    for (const p of c.products) {
      expect(classificationIds.has(p.productClassificationId)).toBe(true);
      expect(productTypeIds.has(p.productTypeId)).toBe(true);
    }
    const spotTypeIds = ids(c.spotTypes);
    for (const pc of c.productClassifications)
      for (const id of pc.spotTypeIds) expect(spotTypeIds.has(id)).toBe(true);
    const categoryIds = ids(c.attributeCategories);
    for (const a of c.attributes) expect(categoryIds.has(a.categoryId)).toBe(true);
    const poiCategoryIds = ids(c.pointOfInterestCategories);
    for (const p of c.pointsOfInterest) expect(poiCategoryIds.has(p.categoryId)).toBe(true);
    const poiIds = ids(c.pointsOfInterest);
    const locationIds = ids(c.locations);
    for (const lp of c.locationPointsOfInterest) {
      expect(poiIds.has(lp.pointOfInterestId)).toBe(true);
      expect(locationIds.has(lp.locationId)).toBe(true);
    }
    const spots = new Map(c.spots.map((s) => [s.id, s]));
    for (const a of c.alerts) {
      if (a.locationId !== null) expect(locationIds.has(a.locationId)).toBe(true);
      for (const spotId of a.spotIds) expect(spots.get(spotId)?.locationId).toBe(a.locationId);
    }
  });

  it('references only images and icons that exist under web/public', () => {
    const urls = [...new Set(referencedUrls(c))];
    expect(urls.length).toBeGreaterThan(50);
    for (const url of urls) {
      expect(url, url).toMatch(/^\/(tenants|demo|icons)\/[a-z0-9/-]+\.svg$/);
      expect(existsSync(join(PUBLIC_DIR, url)), url).toBe(true);
    }
  });

  it('ships well-formed SVG files', () => {
    for (const url of new Set(referencedUrls(c))) {
      const text = readFileSync(join(PUBLIC_DIR, url), 'utf8');
      expect(text.trimStart().startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), url).toBe(true);
      expect(text.trimEnd().endsWith('</svg>'), url).toBe(true);
      expect(text, url).toMatch(/<title>[^<]+<\/title>/);
      // A bare ampersand makes the whole file unreadable as XML.
      expect(text, url).not.toMatch(/&(?!(amp|lt|gt|quot|apos|#\d+);)/);
    }
  });
});
