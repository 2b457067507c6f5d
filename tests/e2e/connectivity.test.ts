/**
 * Journey (d): when the tenant cannot be loaded the visitor is told so and can try again, and Try
 * Again brings the site up once the network is back.
 */
import { describe, expect, inject, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser.ts';
import { demoCatalogue } from './support/demo.ts';
import { expectTitle, expectVisible } from './support/page.ts';

const sites = inject('sites');
const browser = useBrowser();

const FAILURE = 'There was a connectivity issue loading the page.';

describe('when the tenant cannot be loaded', () => {
  it('shows the connectivity message and Try Again recovers', async () => {
    const site = sites.tenants[0]!;
    const { tenant } = demoCatalogue(site.tenantId);
    const page = await browser.newPage();
    let failedCalls = 0;
    // A predicate, not a glob: GET calls carry a cache-busting query string.
    const tenantCall = (url: URL) => url.pathname === `/v1/tenant/${site.tenantId}/Tenant`;
    await page.route(tenantCall, (route) => {
      failedCalls += 1;
      return route.abort('internetdisconnected');
    });

    await page.goto(site.url);
    await expectVisible(page.getByText(FAILURE), 'the connectivity message');
    const tryAgain = page.getByRole('button', { name: 'Try Again' });
    await expectVisible(tryAgain, 'the Try Again button');
    expect(failedCalls).toBeGreaterThan(0);
    await screenshot(page, 'failed');

    await page.unroute(tenantCall);
    await tryAgain.click();
    await expectTitle(page, new RegExp(`^${tenant.siteTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} - `));
    await expectVisible(
      page.getByRole('banner').getByText(tenant.siteName, { exact: true }),
      'the site header',
    );
    expect(await page.getByText(FAILURE).count()).toBe(0);
    await screenshot(page, 'recovered');
  });
});
