/**
 * A new agency from its deploy to its first booking, all in the browser: the tenant file has no catalogue
 * and no demo data (tests/e2e/fixtures/tenants/mt.json). Its super admin chooses a password with the code
 * the deploy mailed, signs in, adds a region, a product class at its nightly rate, an open park with a loop
 * and three spots; a customer then finds the park on the agency's public site, holds two nights and pays
 * the class's rate for them on the card page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { addDays } from '../../functions/domain/day-selection.ts';
import { formatDate } from '../../web/src/lib/format.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useBrowser } from './support/browser.ts';
import { WAIT, chooseStay, customerOnCalendar, freeStay } from './support/calendar.ts';
import { fillOccupant, payByCard } from './support/checkout.ts';
import { createCustomer } from './support/customers.ts';
import { expectVisible, field, open } from './support/page.ts';
import { signInStaffAs } from './support/sign-in.ts';
import { NEW_AGENCY } from './support/sites.ts';
import { nextCode } from './support/staff-users.ts';

const sites = inject('sites');
const browser = useBrowser();
const PASSWORD = 'Big.Sky-Opening-2041';

const tenantFile = JSON.parse(readFileSync(join(NEW_AGENCY.dir, `${NEW_AGENCY.tenantId}.json`), 'utf8')) as {
  superAdmin: { username: string; email: string };
  profile: { siteTitle: string };
};

/** The id at the end of the page's path once a save has led there. */
async function idFromPath(page: Page, prefix: string): Promise<number> {
  await expect.poll(() => new URL(page.url()).pathname, WAIT).toMatch(new RegExp(`^${prefix}\\d+$`));
  return Number(new URL(page.url()).pathname.slice(prefix.length));
}

describe('a new agency without demo data', () => {
  it(
    'is set up in the back office by its first admin and takes its first booking',
    { timeout: 300_000 },
    async () => {
      const site = sites.newAgency;
      const { url } = site;
      const { username, email } = tenantFile.superAdmin;
      const page = await browser.newPage();

      // The site is the agency's own, and has no parks yet.
      await open(page, url, '/');
      await expectVisible(page.getByRole('heading', { name: tenantFile.profile.siteTitle }));

      // The deploy mailed the super admin a code; with it they choose their password.
      const code = await nextCode(url, email, 0);
      await open(page, url, '/admin/login');
      await page.getByRole('link', { name: 'Forgot your login information?' }).click();
      await page.getByRole('link', { name: 'Confirm your account' }).click();
      await expectVisible(page.getByRole('heading', { name: 'Confirm Your Account' }));
      await field(page, 'Username').fill(username);
      await field(page, 'Confirmation Code').fill(code);
      await field(page, 'New Password').fill(PASSWORD);
      await field(page, 'Confirm Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Confirm Account' }).click();
      await expectVisible(
        page.getByRole('status').getByText('Your password has been set.', { exact: false }),
      );
      await signInStaffAs(page, url, { username, password: PASSWORD });
      await screenshot(page, 'new agency first sign-in');

      // No parks yet: the park search says so.
      await open(page, url, '/admin/park-search');
      await expectVisible(page.getByRole('heading', { name: 'Park Search' }));

      // A region.
      await open(page, url, '/admin/region-management');
      await page.getByRole('button', { name: 'Add Region' }).click();
      await page.getByLabel('Region Name').fill('Missouri Headwaters');
      await page.getByLabel('Short Name').fill('Headwaters');
      await page.getByLabel('Region Number').fill('1');
      await page.getByRole('button', { name: 'Save Region' }).click();
      await expectVisible(page.getByText('Missouri Headwaters saved.'));

      // A product class at $24.00 a night.
      await open(page, url, '/admin/product-class-management');
      await page.getByRole('link', { name: 'Add Product Class' }).click();
      await page.getByLabel('Name', { exact: true }).fill('Standard Tent Site');
      await page.getByLabel('Code').fill('TENT');
      await page.getByLabel('Product Type').selectOption({ label: 'Campsite' });
      await page.getByLabel('Classification').selectOption({ label: 'Standard Tent Site' });
      await page.getByLabel(/Base Rate/).fill('24.00');
      await page.getByRole('button', { name: 'Save Product Class' }).click();
      await expectVisible(page.getByText('Standard Tent Site saved.'));
      await expectNoAxeViolations(page, "the new agency's product classes");

      // An open park in the region, with a loop.
      const parkName = 'Beartooth Lake State Park';
      await open(page, url, '/admin/add-new-park');
      await page.getByLabel('Park Name').fill(parkName);
      await page.getByLabel('Short Name').fill('Beartooth Lake');
      await page.getByLabel('Park Code').fill('BTL');
      await page.getByLabel('Street', { exact: true }).fill('1 Lakeshore Drive');
      await page.getByLabel('City').fill('Red Lodge');
      await page.getByLabel('State').fill('MT');
      await page.getByLabel('Zip Code').fill('59068');
      await page.getByLabel('Latitude').fill('45.01');
      await page.getByLabel('Longitude').fill('-109.57');
      await page.getByLabel('Phone Number').fill('(406) 555-0142');
      await page.getByLabel('Region', { exact: true }).selectOption({ label: 'Missouri Headwaters' });
      await page.getByRole('checkbox', { name: /Active \(shown/ }).check();
      await page.getByRole('button', { name: 'Add Park', exact: true }).click();
      const parkId = await idFromPath(page, '/admin/park-detail/');
      await page.getByLabel('New Loop Name').fill('Lakeshore Loop');
      await page.getByRole('button', { name: 'Add Loop' }).click();
      await expectVisible(page.getByRole('region', { name: 'Loops' }).getByText('Lakeshore Loop'));

      // Three spots of the class in the loop.
      for (const [i, name] of ['L1', 'L2', 'L3'].entries()) {
        await open(page, url, `/admin/add-new-spot?locationId=${parkId}`);
        await expect
          .poll(() => page.getByLabel('Loop', { exact: true }).locator('option').count(), WAIT)
          .toBe(2);
        await page.getByLabel('Loop', { exact: true }).selectOption({ label: 'Lakeshore Loop' });
        await page.getByLabel('Spot Name').fill(name);
        await page.getByLabel('Product Class').selectOption({ label: 'Standard Tent Site (Overnight)' });
        await page.getByLabel('Latitude').fill(String(45.011 + i / 1000));
        await page.getByLabel('Longitude').fill('-109.571');
        await page
          .getByRole('group', { name: /Spot Types/ })
          .getByRole('checkbox')
          .first()
          .check();
        await page.getByRole('button', { name: 'Add Spot', exact: true }).click();
        await idFromPath(page, '/admin/spot-detail/');
      }
      await open(page, url, `/admin/spot-search?locationId=${parkId}`);
      for (const name of ['L1', 'L2', 'L3'])
        await expectVisible(page.getByRole('link', { name, exact: true }));
      await expectNoAxeViolations(page, "the new agency's spots");
      await screenshot(page, 'new agency spots');
      await page.close();

      // A customer of the agency books two nights and pays the class's rate.
      const customer = await createCustomer(site, 'new-agency');
      const visitor = await customerOnCalendar(browser, site, parkId, customer);
      await expectVisible(visitor.getByRole('heading', { name: parkName }), 'the new park');
      const { arrival, spotName } = await freeStay(visitor, 2);
      const row = await chooseStay(visitor, spotName, arrival, addDays(arrival, 2));
      await row.getByRole('button', { name: 'Reserve', exact: true }).click();
      await visitor.waitForURL(new URL('/create-reservation', url).toString(), WAIT);
      await fillOccupant(visitor, site.tenantId);
      await visitor.getByRole('button', { name: 'Continue' }).click();
      await visitor.waitForURL(new URL('/review-reservation', url).toString(), WAIT);
      await visitor.getByRole('button', { name: 'Add to Cart' }).click();
      await visitor.waitForURL(new URL('/shopping-cart', url).toString(), WAIT);
      await visitor.getByRole('radio', { name: /Credit Card/ }).check();
      await visitor.getByRole('button', { name: 'Checkout' }).click();
      await payByCard(visitor, (pay) => pay.click());

      const receipt = visitor.getByRole('main');
      await expectVisible(receipt.getByText(parkName).first(), 'the new park on the receipt');
      await expectVisible(receipt.getByText(formatDate(arrival)).first(), 'the check-in date');
      await expectVisible(receipt.getByText('$48.00').first(), "the two nights at the class's rate");
      await expectNoAxeViolations(visitor, "the new agency's first receipt");
      await screenshot(visitor, 'new agency receipt');
      await visitor.close();
    },
  );
});
