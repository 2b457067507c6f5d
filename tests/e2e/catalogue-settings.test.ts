/**
 * The catalogue list screens in the browser on both tenants: an agency admin adds a product class (a bad
 * rate first shows its message at the field), sees it listed with its rate, opens it, and opens each of the
 * other lists; adds a region, finds it in the add-park form and deletes it. axe and a screenshot on every
 * screen.
 */
import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useBrowser } from './support/browser.ts';
import { expectVisible, open } from './support/page.ts';
import { signInStaff } from './support/sign-in.ts';

const sites = inject('sites');
const browser = useBrowser();

describe.each(sites.tenants.map((t) => [t.tenantId, t] as const))('catalogue lists (%s)', (_id, site) => {
  it('adds a product class and sees it listed with its base rate', async () => {
    const { tenantId, url } = site;
    const suffix = Date.now().toString(36).slice(-5).toUpperCase();
    const name = `Aspen Premium Site ${suffix}`;
    const page = await browser.newPage();
    await signInStaff(page, url, tenantId, 'agencyAdmin');

    await open(page, url, '/admin/product-class-management');
    await expectVisible(page.getByRole('heading', { name: 'Product Classes' }));
    await expectVisible(page.getByRole('status').filter({ hasText: /product class/ }));
    await expectNoAxeViolations(page, 'the product class list');
    await screenshot(page, 'product classes');

    await page.getByRole('link', { name: 'Add Product Class' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Add Product Class' }));
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Code').fill(`AP${suffix}`);
    await page.getByLabel('Product Type').selectOption({ index: 1 });
    await page.getByLabel('Classification').selectOption({ index: 1 });
    await page.getByLabel(/Base Rate/).fill('forty');
    await page.getByRole('button', { name: 'Save Product Class' }).click();
    await expectVisible(page.getByText('Base Rate must be an amount in dollars, such as 35.00').first());
    await expectNoAxeViolations(page, 'the add product class form with a message');
    await screenshot(page, 'add product class refused');
    await page.getByLabel(/Base Rate/).fill('42.50');
    await page.getByRole('button', { name: 'Save Product Class' }).click();

    await expectVisible(page.getByText(`${name} saved.`));
    const row = page.getByRole('row').filter({ hasText: name });
    await expectVisible(row.getByText('$42.50'));
    await row.getByRole('link', { name: `View ${name}` }).click();
    await expectVisible(page.getByRole('heading', { name }));
    await expectVisible(page.getByText('Product class added'));
    await expectNoAxeViolations(page, 'a product class');
    await screenshot(page, 'product class view');

    for (const [path, heading] of [
      ['/admin/spot-type-management', 'Spot Types'],
      ['/admin/product-type-management', 'Product Types'],
      ['/admin/points-of-interest-management', 'Activities and Amenities'],
      ['/admin/attribute-management', 'Attributes'],
    ] as const) {
      await open(page, url, path);
      await expectVisible(page.getByRole('heading', { name: heading, exact: true }));
      await expectVisible(page.getByRole('table'));
      await expectNoAxeViolations(page, heading);
      await screenshot(page, heading);
    }

    // A spot type: added below the list, its icon shown; deleted while unused; one in use is refused.
    await open(page, url, '/admin/spot-type-management');
    await page.getByRole('button', { name: 'Add Spot Type' }).click();
    await page.getByLabel('Name', { exact: true }).fill(`Yurt ${suffix}`);
    await page.getByLabel(/^Icon/).fill('/icons/spot-types/cabin.svg');
    await page.getByRole('button', { name: 'Save Spot Type' }).click();
    await expectVisible(page.getByText(`Yurt ${suffix} saved.`));
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: `Delete Yurt ${suffix}` }).click();
    await expectVisible(page.getByText(`Yurt ${suffix} deleted.`));
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete Campsite', exact: true }).click();
    await expectVisible(page.getByRole('alert').filter({ hasText: 'cannot be deleted' }));
    await expectNoAxeViolations(page, 'a spot type in use refused');
    await screenshot(page, 'spot type in use');

    // The attribute form opens below the list with its history.
    await open(page, url, '/admin/attribute-management');
    await page.getByRole('button', { name: 'Edit Pets Allowed' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Edit Pets Allowed' }));
    await expectNoAxeViolations(page, 'the attribute form');
    await screenshot(page, 'attribute form');
    await page.close();
  });

  it('adds a region, sees it in the add-park form, and deletes it while no park uses it', async () => {
    const { tenantId, url } = site;
    const name = `Canyon Country ${Date.now().toString(36).slice(-5).toUpperCase()}`;
    const page = await browser.newPage();
    await signInStaff(page, url, tenantId, 'agencyAdmin');
    await open(page, url, '/admin/region-management');
    await expectVisible(page.getByRole('heading', { name: 'Regions', exact: true }));
    await page.getByRole('button', { name: 'Add Region' }).click();
    await page.getByLabel('Short Name').fill('Canyons');
    await page.getByRole('button', { name: 'Save Region' }).click();
    await expectVisible(page.getByText('Region Name is required').first());
    await page.getByLabel('Region Name').fill(name);
    await page.getByLabel('Region Number').fill('12');
    await page.getByRole('button', { name: 'Save Region' }).click();
    await expectVisible(page.getByText(`${name} saved.`));
    const row = page.getByRole('row').filter({ hasText: name });
    await expectVisible(row.getByRole('cell', { name: '12', exact: true }));
    await expectNoAxeViolations(page, 'the region list');
    await screenshot(page, 'regions');

    await open(page, url, '/admin/add-new-park');
    const regionChoice = page.getByLabel('Region', { exact: true }).locator('option', { hasText: name });
    await expect.poll(() => regionChoice.count(), { timeout: 15_000 }).toBe(1);

    await open(page, url, '/admin/region-management');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await expectVisible(page.getByText(`${name} deleted.`));
    await page.close();
  });
});
