/**
 * Journeys (b) and (g): from the home page a visitor opens a featured park and lands on its page; an
 * address with a park id that does not exist says so instead of breaking.
 */
import { describe, expect, inject, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser.ts';
import { demoCatalogue, featuredParks, unknownParkId } from './support/demo.ts';
import { expectTitle, expectVisible, featuredParkLink, open } from './support/page.ts';

const sites = inject('sites');
const browser = useBrowser();

describe('from the home page to a park', () => {
  it.each(sites.tenants)('$tenantId: a featured park leads to its page', async ({ tenantId, url }) => {
    const { tenant } = demoCatalogue(tenantId);
    const park = featuredParks(tenantId)[0];
    if (!park) throw new Error(`the ${tenantId} demo data has no featured park`);
    const page = await browser.newPage();
    await open(page, url);

    const parkLink = featuredParkLink(page, park.longName);
    await expectVisible(parkLink, `featured park link '${park.longName}'`);
    await parkLink.first().click();

    await page.waitForURL(new URL(`/location/${park.id}`, url).toString());
    await expectVisible(
      page.getByRole('heading', { level: 1, name: park.longName }),
      `heading '${park.longName}'`,
    );
    await expectTitle(page, `${tenant.siteTitle} - Location Details - ${park.longName}`);
    await screenshot(page);
  });
});

describe('a park that does not exist', () => {
  it.each(sites.tenants)('$tenantId: shows a not-found message, not a crash', async ({ tenantId, url }) => {
    const { tenant } = demoCatalogue(tenantId);
    const page = await browser.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (err) => pageErrors.push(err.message));
    await open(page, url, `/location/${unknownParkId(tenantId)}`);

    await expectVisible(page.getByRole('heading', { name: /not found/i }), 'a not-found heading');
    // The shell is still there: the visitor can find their way back.
    await expectVisible(
      page.getByRole('banner').getByText(tenant.siteName, { exact: true }),
      'the site header',
    );
    await expectVisible(page.getByRole('link', { name: /home/i }), 'a way back home');
    expect(pageErrors).toEqual([]);
    await screenshot(page);
  });
});
