/**
 * The spot map's popup stays inside the map (public §2.12): a spot chosen at the map's edge opens a
 * popup the map pans to show whole, rather than one cut off by the edge.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser.ts';
import { featuredParks } from './support/demo.ts';
import { expectVisible, open } from './support/page.ts';

const sites = inject('sites');
const browser = useBrowser();
const { tenantId, url } = sites.tenants[0]!;
const WAIT = { timeout: 20_000, interval: 100 };

/** The map with single spot markers drawn: the biggest group pressed until some spots stand apart. */
async function spotsStandingApart(page: Page, map: Locator): Promise<Locator> {
  await expect.poll(() => map.getAttribute('data-map-ready'), WAIT).toBe('true');
  const markers = map.locator('.spot-marker');
  const groups = map.locator('.map-cluster');
  const atRest = () => expect.poll(() => map.getAttribute('data-map-moving'), WAIT).toBe('false');
  const drawn = () =>
    map
      .locator('.map-cluster, .spot-marker')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')).join('|'));
  await expect.poll(() => groups.count(), WAIT).toBeGreaterThan(0);
  for (let press = 0; press < 6 && (await markers.count()) === 0; press++) {
    await atRest();
    const counts = (await groups.allTextContents()).map(Number);
    const before = await drawn();
    await groups.nth(counts.indexOf(Math.max(...counts))).click();
    await expect.poll(drawn, WAIT).not.toBe(before);
  }
  await atRest();
  return markers;
}

/** How far the box reaches past the map's edges (0 when it is wholly inside). */
async function reachPastMap(map: Locator, box: Locator): Promise<number> {
  const [m, b] = await Promise.all([map.boundingBox(), box.boundingBox()]);
  if (!m || !b) return Number.POSITIVE_INFINITY;
  return Math.max(
    0,
    m.x - b.x,
    m.y - b.y,
    b.x + b.width - (m.x + m.width),
    b.y + b.height - (m.y + m.height),
  );
}

describe('the spot map popup', () => {
  it('opened for a spot at the edge of the map, is shown whole inside it', { timeout: 150_000 }, async () => {
    const park = featuredParks(tenantId)[0]!;
    const page = await browser.newPage();
    await open(page, url, `/location/${park.id}`);
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    const map = page.getByRole('region', { name: 'Map of spots' });
    const markers = await spotsStandingApart(page, map);

    // A spot dragged up to the map's top edge: a popup standing above it would be cut off there.
    await map.scrollIntoViewIfNeeded();
    const mapBox = (await map.boundingBox())!;
    const marker = markers.first();
    const before = (await marker.boundingBox())!;
    const grab = { x: mapBox.x + 12, y: before.y + before.height / 2 };
    await page.mouse.move(grab.x, grab.y);
    await page.mouse.down();
    await page.mouse.move(grab.x, mapBox.y + 40, { steps: 10 });
    await page.mouse.up();
    await expect.poll(() => map.getAttribute('data-map-moving'), WAIT).toBe('false');
    const after = (await marker.boundingBox())!;
    expect(after.y - mapBox.y, 'the spot at the top of the map').toBeLessThan(80);
    await marker.focus();
    await page.keyboard.press('Enter');
    const popup = page.locator('.maplibregl-popup');
    await expectVisible(popup.locator('.spot-popup'), 'the spot popup');
    await expect
      .poll(() => reachPastMap(map, popup), { ...WAIT, message: 'the popup reaches past the map' })
      .toBe(0);
    await expect.poll(() => map.getAttribute('data-map-moving'), WAIT).toBe('false');
    expect(await reachPastMap(map, popup)).toBe(0);
    await expectVisible(popup.getByRole('button', { name: 'Details', exact: true }), "the popup's Details");
    // Its close button is not under the map's own buttons.
    const close = (await popup.locator('.maplibregl-popup-close-button').boundingBox())!;
    const controls = (await map.locator('.maplibregl-ctrl-top-right').boundingBox())!;
    expect(close.x + close.width).toBeLessThanOrEqual(controls.x);
    await screenshot(page);
  });
});
