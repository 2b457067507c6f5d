/**
 * Journey (a): each tenant's site, opened at its own address, is branded as that tenant: page title,
 * header name and logo, and its tenant-wide alert banners.
 */
import { describe, expect, inject, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser.ts';
import { activeTenantAlerts, demoCatalogue, readablePhrase } from './support/demo.ts';
import { expectTitle, expectVisible, open } from './support/page.ts';

const sites = inject('sites');
const browser = useBrowser();

const visits = [
  ...sites.tenants.map((site) => ({ ...site, label: `${site.tenantId} at its own host` })),
  { ...sites.fallback, label: `${sites.fallback.tenantId} (the default) at localhost` },
];

describe('each tenant has its own branded site', () => {
  it.each(visits)('$label shows its title, logo and alert banners', async ({ tenantId, url }) => {
    const { tenant } = demoCatalogue(tenantId);
    const page = await browser.newPage();
    await open(page, url);

    await expectTitle(page, new RegExp(`^${escapeRegExp(tenant.siteTitle)} - .+`));
    await expectVisible(
      page.getByRole('heading', { name: tenant.siteTitle }),
      `site title '${tenant.siteTitle}'`,
    );
    const header = page.getByRole('banner');
    await expectVisible(header.getByText(tenant.siteName, { exact: true }), `site name '${tenant.siteName}'`);

    const logo = header.locator(`img[src="${tenant.websiteLogoUrl}"]`);
    await expectVisible(logo, 'the website logo');
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    const alerts = activeTenantAlerts(tenantId);
    expect(alerts.length, 'the demo data has tenant-wide alerts').toBeGreaterThan(0);
    for (const alert of alerts) {
      await expectVisible(
        page.getByText(readablePhrase(alert.message), { exact: false }),
        `alert ${alert.id}`,
      );
    }

    // Nothing of another tenant's brand leaks in.
    for (const other of sites.tenants.filter((s) => s.tenantId !== tenantId)) {
      const otherName = demoCatalogue(other.tenantId).tenant.siteName;
      expect(await page.getByText(otherName, { exact: true }).count()).toBe(0);
    }
    await screenshot(page);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
