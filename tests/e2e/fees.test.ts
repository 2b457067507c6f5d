/**
 * Fees and add-ons in the browser on both tenants: an agency admin finds the fee screen under System
 * Settings, sees the agency's fees, adds a transaction fee for a park of the test's own (a negative
 * amount refused at its field first), sees it listed with its charge and its history under the form,
 * then adds an add-on for the park. axe and a screenshot on each screen.
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

/** A park with one loop and one campsite, made through the admin API (the test's own data). */
async function ownPark(url: string, tenantId: string, suffix: string) {
  const send = await agencyAdminSend(url, tenantId);
  const options = (await send('GET', 'admin/AdminSpotManagement/options')).body.data as SpotSetupOptions;
  const { park } = await addOwnPark(send, {
    code: `FE${suffix}`,
    name: 'Tollgate',
    regionId: options.regions[0]!.id,
    latitude: 39.3,
    longitude: -103.7,
    loop: { name: 'Toll Loop', code: 'T' },
    spotNames: ['T1'],
    productId: options.products.find((p) => p.bookingType === 'Overnight')!.id,
    spotTypeId: options.spotTypes[0]!.id,
  });
  return { id: park.id, name: park.longName };
}

describe.each(sites.tenants.map((t) => [t.tenantId, t] as const))('fees and add-ons (%s)', (_id, site) => {
  it('adds a park’s transaction fee and an add-on, each listed with its price and history', async () => {
    const { tenantId, url } = site;
    const suffix = Date.now().toString(36).slice(-5).toUpperCase();
    const park = await ownPark(url, tenantId, suffix);
    const page = await browser.newPage();
    await signInStaff(page, url, tenantId, 'agencyAdmin');

    // System Settings lists the screen; the park's fees include the agency-wide transaction fee.
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await nav.getByRole('link', { name: 'Fees', exact: true }).click();
    await expectVisible(page.getByRole('heading', { name: 'Fees', level: 1 }));
    await open(page, url, `/admin/fee-management?locationId=${park.id}`);
    await expectVisible(page.getByRole('cell', { name: 'Transaction fee' }).first());
    await expectNoAxeViolations(page, 'the fee list');
    await screenshot(page, 'fees listed');

    // A negative amount is refused at its field; then the fee is saved for the park.
    await page.getByRole('button', { name: 'Add Fee' }).click();
    const editor = page.getByRole('region', { name: 'Add Fee' });
    await editor.getByLabel('Name', { exact: true }).fill('Tollgate gate fee');
    await editor.getByLabel('Fee Type').selectOption({ label: 'Transaction fee' });
    await editor.getByLabel('Accounting Code').fill('fee-toll');
    await editor.getByLabel('SKU').fill(`toll-${suffix}`);
    await editor.getByLabel('Card amount ($)').fill('-2');
    await editor.getByLabel(park.name).check();
    await page.getByRole('button', { name: 'Save Fee' }).click();
    await expectVisible(page.getByText('Card amount must not be negative').first());
    await expectNoAxeViolations(page, 'the fee form with a message');
    await screenshot(page, 'fee refused');
    for (const method of ['Card', 'E-check', 'Cash'])
      await editor.getByLabel(`${method} amount ($)`).fill('6.25');
    await page.getByRole('button', { name: 'Save Fee' }).click();
    await expectVisible(page.getByText('Tollgate gate fee saved.'));
    const row = page.getByRole('row', { name: /Tollgate gate fee/ });
    await expectVisible(row.getByRole('cell', { name: park.name }));
    await expect.poll(() => row.getByRole('cell', { name: '$6.25' }).count(), WAIT).toBe(3);

    // Its history, under the form.
    await page.getByRole('button', { name: 'Edit Tollgate gate fee' }).click();
    await expectVisible(
      page.getByRole('region', { name: 'History of Tollgate gate fee' }).getByText('Fee added'),
    );
    await expectNoAxeViolations(page, 'the fee editor with its history');
    await screenshot(page, 'fee editor');

    // An add-on for the park.
    await open(page, url, `/admin/add-on-management?locationId=${park.id}`);
    await expectVisible(page.getByRole('heading', { name: 'Add-ons', level: 1 }));
    await expectVisible(page.getByRole('cell', { name: 'Firewood bundle' }));
    await page.getByRole('button', { name: 'Add Add-on' }).click();
    const addOn = page.getByRole('region', { name: 'Add Add-on' });
    await addOn.getByLabel('Name', { exact: true }).fill('Tollgate canoe');
    await addOn.getByLabel('Price ($ a unit)').fill('40');
    await addOn.getByLabel('Unit', { exact: true }).fill('day');
    await addOn.getByLabel('Most a Reservation May Buy').fill('2');
    await addOn.getByLabel('Accounting Code').fill('addon-canoe');
    await addOn.getByLabel('SKU').fill(`canoe-${suffix}`);
    await addOn.getByLabel(park.name).check();
    await page.getByRole('button', { name: 'Save Add-on' }).click();
    await expectVisible(page.getByText('Tollgate canoe saved.'));
    await expectVisible(
      page.getByRole('row', { name: /Tollgate canoe/ }).getByRole('cell', { name: '$40.00 a day' }),
    );
    await expectNoAxeViolations(page, 'the add-on list');
    await screenshot(page, 'add-ons listed');
  }, 240_000);
});
