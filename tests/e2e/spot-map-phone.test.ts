/**
 * The spot map on a phone (390 × 844) settles on the park's spots (public §2.12): once it has left the
 * tenant's view for the park, every spot is drawn inside the map, alone or in a group, where the
 * park's zoom level (set on a desktop-wide map) showed a phone only some of them.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { PHONE, screenshot, useBrowser } from './support/browser.ts';
import { featuredParks } from './support/demo.ts';
import { open } from './support/page.ts';

const sites = inject('sites');
const browser = useBrowser();
const { tenantId, url } = sites.tenants[0]!;
const WAIT = { timeout: 20_000, interval: 250 };

/** The map scale's distance in miles (it reads '500 ft' or '2 mi', with a no-break space). */
async function scaleMiles(map: Locator): Promise<number> {
  const scale = (await map.locator('.maplibregl-ctrl-scale').textContent()) ?? '';
  const [value = '', unit = ''] = scale.trim().split(/\s+/);
  return Number(value) / (unit === 'ft' ? 5280 : 1);
}

/** The spots drawn inside the map's box: single markers, and the spots counted in each group. */
async function spotsShown(map: Locator): Promise<number> {
  const mapBox = await map.boundingBox();
  if (!mapBox) return 0;
  const inside = (b: { x: number; y: number; width: number; height: number } | null) =>
    b !== null &&
    b.x + b.width / 2 >= mapBox.x &&
    b.x + b.width / 2 <= mapBox.x + mapBox.width &&
    b.y + b.height / 2 >= mapBox.y &&
    b.y + b.height / 2 <= mapBox.y + mapBox.height;
  let shown = 0;
  for (const marker of await map.locator('.spot-marker').all())
    if (inside(await marker.boundingBox())) shown += 1;
  for (const group of await map.locator('.map-cluster').all())
    if (inside(await group.boundingBox())) shown += Number(await group.textContent());
  return shown;
}

describe('the spot map on a phone', () => {
  it('settles on a view that shows every spot of the park', { timeout: 150_000 }, async () => {
    const park = featuredParks(tenantId)[0]!;
    const page = await browser.newPage(PHONE);
    await open(page, url, `/location/${park.id}`);
    const count = page.locator('.search-results__count');
    await expect.poll(() => count.textContent(), WAIT).toMatch(/^\d+ Spots match/);
    const spots = Number((await count.textContent())!.split(' ')[0]);
    expect(spots, 'the park has spots').toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Map', exact: true }).click();
    const map = page.getByRole('region', { name: 'Map of spots' });
    await expect.poll(() => map.getAttribute('data-map-ready'), WAIT).toBe('true');
    await map.scrollIntoViewIfNeeded();
    // At rest at the park (its scale a few miles at most, where the state's is hundreds), with every
    // spot in view; groups count points of interest too, so at least every spot.
    const atParkShowing = async () =>
      (await map.getAttribute('data-map-moving')) === 'false' && (await scaleMiles(map)) < 5
        ? spotsShown(map)
        : 0;
    await expect
      .poll(atParkShowing, { ...WAIT, message: `the ${spots} spots drawn inside the map` })
      .toBeGreaterThanOrEqual(spots);
    await screenshot(page);
  });
});
