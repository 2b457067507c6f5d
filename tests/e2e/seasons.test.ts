/**
 * Seasons and prices in the browser on both tenants: on a park of the test's own (made through the admin
 * API), an agency admin adds a pricing season (a negative rate first, refused at the field), sees it in
 * the list beside the base rate, and the public park page prices the spot at the season's rate; an
 * operational season is checked for what it closes, then saved; the pricing season deleted leaves the
 * public price. A date block of two long weekends at the park keeps the gap between them and is
 * deleted; the discount class screen opens with its form. axe and a screenshot on every screen.
 */
import { describe, expect, inject, it } from 'vitest';
import type { SpotSetupOptions } from '#contract/park-setup';
import { addOwnPark } from '../support/own-park.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useBrowser } from './support/browser.ts';
import { agencyAdminSend } from './support/staff-users.ts';
import { expectVisible, open } from './support/page.ts';
import { signInStaff } from './support/sign-in.ts';

const sites = inject('sites');
const browser = useBrowser();
const WAIT = { timeout: 30_000, interval: 100 };

/** Today plus `n` days in the browser's own calendar, as a date input takes it. */
function day(n: number): string {
  const d = new Date(Date.now() + n * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** A park with one loop and one campsite, made through the admin API (the test's own data). */
async function ownPark(url: string, tenantId: string, suffix: string) {
  const send = await agencyAdminSend(url, tenantId);
  const options = (await send('GET', 'admin/AdminSpotManagement/options')).body.data as SpotSetupOptions;
  const product = options.products.find((p) => p.bookingType === 'Overnight')!;
  const { park } = await addOwnPark(send, {
    code: `PR${suffix}`,
    name: 'Prairie',
    regionId: options.regions[0]!.id,
    latitude: 39.26,
    longitude: -103.69,
    loop: { name: 'Grass Loop', code: 'G' },
    spotNames: ['G1'],
    productId: product.id,
    spotTypeId: options.spotTypes[0]!.id,
  });
  return { id: park.id, name: park.longName, productName: product.name };
}

describe.each(sites.tenants.map((t) => [t.tenantId, t] as const))('seasons and prices (%s)', (_id, site) => {
  it('adds a pricing season the list and the public park page show; checks and saves an operational season', async () => {
    const { tenantId, url } = site;
    const suffix = Date.now().toString(36).slice(-5).toUpperCase();
    const park = await ownPark(url, tenantId, suffix);
    const page = await browser.newPage();
    await signInStaff(page, url, tenantId, 'agencyAdmin');

    // The park's seasons of this year: none yet, the base rate above.
    await open(page, url, `/admin/pricing-seasons?locationId=${park.id}`);
    await expectVisible(page.getByRole('heading', { name: 'Pricing Seasons' }));
    await expectVisible(page.getByText('0 pricing seasons'));
    await expectVisible(page.getByRole('columnheader', { name: park.productName }));
    await expectNoAxeViolations(page, 'the pricing season list');
    await screenshot(page, 'pricing seasons empty');

    // A season: a negative rate is refused at its field, then the rate in dollars is saved.
    await page.getByRole('button', { name: 'Add Pricing Season' }).click();
    const editor = page.getByRole('region', { name: 'Add Pricing Season' });
    await editor.getByLabel('Name', { exact: true }).fill('Prairie Peak');
    await editor.getByLabel('First Day').fill(day(-1));
    await editor.getByLabel('Last Day').fill(day(120));
    await editor.getByLabel(`${park.productName} ($ a night)`).fill('-5');
    await page.getByRole('button', { name: 'Save Pricing Season' }).click();
    await expectVisible(page.getByText('Nightly rate must not be negative').first());
    await expectNoAxeViolations(page, 'the pricing season form with a message');
    await screenshot(page, 'pricing season refused');
    await editor.getByLabel(`${park.productName} ($ a night)`).fill('123.45');
    await page.getByRole('button', { name: 'Save Pricing Season' }).click();
    await expectVisible(page.getByText('Prairie Peak saved.'));
    const row = page.getByRole('row', { name: /Prairie Peak/ });
    await expectVisible(row.getByRole('cell', { name: '$123.45' }));
    await expectVisible(page.getByText('1 pricing season'));
    await screenshot(page, 'pricing season listed');

    // Its history, under the form.
    await page.getByRole('button', { name: 'Edit Prairie Peak' }).click();
    await expectVisible(
      page.getByRole('region', { name: 'History of Prairie Peak' }).getByText('Pricing season added'),
    );
    await expectNoAxeViolations(page, 'the pricing season editor with its history');
    await screenshot(page, 'pricing season editor');

    // The public park page prices the spot at the season's rate.
    const visitor = await browser.newPage();
    await open(visitor, url, `/location/${park.id}`);
    await expectVisible(visitor.getByRole('heading', { name: park.name }));
    await expect.poll(() => visitor.getByText('$123.45 (per day)').count(), WAIT).toBeGreaterThan(0);
    await screenshot(visitor, 'public price');

    // Deleted (after a Yes): gone from the list, and the public park page no longer charges its rate.
    await page.getByRole('button', { name: 'Delete Pricing Season' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete Pricing Season' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expectVisible(page.getByText('Prairie Peak deleted.'));
    await expectVisible(page.getByText('0 pricing seasons'));
    expect(await page.getByRole('row', { name: /Prairie Peak/ }).count()).toBe(0);
    await expect
      .poll(async () => {
        await visitor.reload();
        await expectVisible(visitor.getByRole('heading', { name: park.name }));
        await expect.poll(() => visitor.getByText(/\(per day\)/).count(), WAIT).toBeGreaterThan(0);
        return visitor.getByText('$123.45 (per day)').count();
      }, WAIT)
      .toBe(0);

    // An operational season for the park: first what it closes, then saved.
    await open(page, url, `/admin/operational-season-management?locationId=${park.id}`);
    await expectVisible(page.getByRole('heading', { name: 'Operational Seasons' }));
    await page.getByRole('button', { name: 'Add Operational Season' }).click();
    const opening = page.getByRole('region', { name: 'Add Operational Season' });
    await opening.getByLabel('Park', { exact: true }).selectOption({ label: park.name });
    await opening.getByLabel('Name', { exact: true }).fill('Prairie Open');
    await opening.getByLabel('Open From').fill(day(0));
    await opening.getByLabel(/^Open To/).fill(day(150));
    await page.getByRole('button', { name: 'Check What It Affects' }).click();
    await expectVisible(page.getByText(/closes \d+ days between/));
    await expectVisible(page.getByText('No reservations are on those days.'));
    await expectNoAxeViolations(page, 'the operational season form with what it affects');
    await screenshot(page, 'operational season check');
    await page.getByRole('button', { name: 'Save Operational Season' }).click();
    await expectVisible(page.getByText(`Prairie Open of ${park.name} saved.`));
    await expectVisible(page.getByRole('cell', { name: 'Prairie Open' }));
    await screenshot(page, 'operational season listed');

    // Date blocks and discount classes: the lists and their forms.
    await open(page, url, '/admin/date-block-management');
    await expectVisible(page.getByRole('heading', { name: 'Date Blocks' }));
    await expect.poll(() => page.getByText(/\d+ date blocks?/).count(), WAIT).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Add Date Block' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Add Date Block' }));
    await expectNoAxeViolations(page, 'the date block list and form');
    await screenshot(page, 'date blocks');

    // A block of two long weekends at the park keeps the gap between them, also when edited again.
    const block = `Long Weekends ${suffix}`;
    const blockEditor = page.locator('.season-editor');
    await blockEditor.getByLabel('Name').fill(block);
    await blockEditor.getByRole('checkbox', { name: park.name }).check();
    await blockEditor.getByLabel('First Day').fill(day(40));
    await blockEditor.getByLabel('Last Day').fill(day(41));
    await blockEditor.getByRole('button', { name: 'Add More Days' }).click();
    const second = blockEditor.getByRole('group', { name: 'Days 2' });
    await second.getByLabel('First Day').fill(day(60));
    await second.getByLabel('Last Day').fill(day(61));
    await blockEditor.getByLabel(/^Surcharge/).fill('5.00');
    await page.getByRole('button', { name: 'Save Date Block' }).click();
    await expectVisible(page.getByText(`${block} saved.`));
    await open(page, url, `/admin/date-block-management?year=${day(40).slice(0, 4)}`);
    const blockRow = page.getByRole('row').filter({ hasText: block });
    await expectVisible(blockRow.getByText(`${day(40)} to ${day(41)}, ${day(60)} to ${day(61)} (4 days)`));
    await blockRow.getByRole('button', { name: `Edit ${block}` }).click();
    await expect.poll(() => second.getByLabel('First Day').inputValue(), WAIT).toBe(day(60));
    expect(await blockEditor.getByRole('group', { name: 'Days 1' }).getByLabel('Last Day').inputValue()).toBe(
      day(41),
    );
    await expectNoAxeViolations(page, 'a date block of two runs of days');
    await screenshot(page, 'date block of two weekends');

    // Deleted from its editor, after a Yes: gone from the list.
    await page.getByRole('button', { name: 'Delete Date Block' }).click();
    const question = page.getByRole('alertdialog', { name: 'Delete Date Block' });
    await expectVisible(question.getByText(`Delete ${block}?`));
    await expectNoAxeViolations(page, 'the question before a date block is deleted');
    await question.getByRole('button', { name: 'Yes' }).click();
    await expectVisible(page.getByText(`${block} deleted.`));
    await expect.poll(() => page.getByRole('row').filter({ hasText: block }).count(), WAIT).toBe(0);

    await open(page, url, '/admin/discount-class-management');
    await expectVisible(page.getByRole('heading', { name: 'Discount Classes' }));
    await expectVisible(page.getByRole('cell', { name: 'Senior Pass' }));
    await page.getByRole('button', { name: 'Edit Senior Pass' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Edit Senior Pass' }));
    await expect.poll(() => page.getByLabel('Percentage off').inputValue(), WAIT).toBe('50');
    await expectNoAxeViolations(page, 'the discount class list and form');
    await screenshot(page, 'discount classes');
  }, 240_000);
});
