/**
 * On a phone, the public landing pages appear in place: the site's alert banners, the park's own
 * banners and the results arrive without pushing what is already on screen (the browser's layout-shift
 * score stays under 0.1, the threshold of a good experience), so nobody taps the wrong thing.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { PHONE, screenshot, useBrowser } from './support/browser.ts';
import { activeTenantAlerts, featuredParks, readablePhrase } from './support/demo.ts';
import { expectVisible, open } from './support/page.ts';

const sites = inject('sites');
const browser = useBrowser();
const GOOD_LAYOUT_SHIFT = 0.1;

/** A phone page that adds up every layout shift not caused by the visitor's own input. */
async function phonePageCountingShifts(): Promise<Page> {
  const page = await browser.newPage(PHONE);
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { __layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return page;
}

const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __layoutShifts: { total: number } }).__layoutShifts.total);

describe('public pages load in place on a phone', () => {
  it.each(sites.tenants)('$tenantId home page', async ({ tenantId, url }) => {
    const page = await phonePageCountingShifts();
    await open(page, url);
    for (const alert of activeTenantAlerts(tenantId))
      await expectVisible(page.getByText(readablePhrase(alert.message)).first(), 'a site alert banner');
    await expectVisible(page.getByRole('heading', { level: 1 }), 'the home page heading');
    await screenshot(page, `${tenantId} home`);
    expect(await layoutShift(page)).toBeLessThan(GOOD_LAYOUT_SHIFT);
  });

  it.each(sites.tenants)('$tenantId park page', async ({ tenantId, url }) => {
    const page = await phonePageCountingShifts();
    const park = featuredParks(tenantId)[0]!;
    await open(page, url, `/location/${park.id}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: park.longName }), 'the park heading');
    await expectVisible(page.getByRole('heading', { name: 'Search Results' }), 'the search results');
    await expectVisible(page.getByText(/Spots? match/).first(), 'the match count');
    await screenshot(page, `${tenantId} park`);
    expect(await layoutShift(page)).toBeLessThan(GOOD_LAYOUT_SHIFT);
  });
});
