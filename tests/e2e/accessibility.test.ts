/** Journey (f): axe finds nothing wrong on the home and park pages of every tenant. */
import { describe, inject, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';
import { demoCatalogue, featuredParks } from './support/demo.ts';
import { expectTitle, expectVisible, featuredParkLink, open } from './support/page.ts';

const sites = inject('sites');
const browser = useBrowser();

describe('accessibility (axe)', () => {
  it.each(sites.tenants)('$tenantId home page has no violations', async ({ tenantId, url }) => {
    const page = await browser.newPage();
    await open(page, url);
    const park = featuredParks(tenantId)[0]!;
    await expectVisible(featuredParkLink(page, park.longName), 'the featured parks');
    await expectNoAxeViolations(page, `the ${tenantId} home page`);
  });

  it.each(sites.tenants)('$tenantId park page has no violations', async ({ tenantId, url }) => {
    const page = await browser.newPage();
    const park = featuredParks(tenantId)[0]!;
    await open(page, url, `/location/${park.id}`);
    await expectTitle(
      page,
      `${demoCatalogue(tenantId).tenant.siteTitle} - Location Details - ${park.longName}`,
    );
    await expectNoAxeViolations(page, `the ${tenantId} page of ${park.longName}`);
  });
});
