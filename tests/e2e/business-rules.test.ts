/**
 * Business rules in the browser on both tenants: an agency admin sets a three-night minimum stay at a
 * park the test makes (through the API, so no other test meets the rule), sees the row in effect on the
 * list, opens it read-only with its history, then ends it today from the list. axe and a screenshot on
 * the list and the view screen.
 */
import { describe, expect, inject, it } from 'vitest';
import type { SpotSetupOptions } from '#contract/park-setup';
import { ownParkCode, parkRequest } from '../support/own-park.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useBrowser } from './support/browser.ts';
import { expectVisible, open } from './support/page.ts';
import { signInStaff } from './support/sign-in.ts';
import { agencyAdminSend } from './support/staff-users.ts';

const sites = inject('sites');
const browser = useBrowser();
const WAIT = { timeout: 30_000, interval: 100 };

/** A park of the test's own (no spots), added through the API by the agency admin; its id and name. */
async function ownPark(url: string, tenantId: string): Promise<{ id: number; name: string }> {
  const send = await agencyAdminSend(url, tenantId);
  const options = (await send('GET', 'admin/AdminSpotManagement/options')).body.data as SpotSetupOptions;
  const body = parkRequest({
    code: ownParkCode('BR'),
    name: 'Rule Rock',
    regionId: options.regions[0]!.id,
    latitude: 38.5,
    longitude: -106.1,
  });
  const made = await send('POST', 'admin/AdminLocation', body);
  return { id: (made.body.data as { id: number }).id, name: body.longName };
}

describe.each(sites.tenants.map((t) => [t.tenantId, t] as const))('business rules (%s)', (_id, site) => {
  it('sets a minimum stay at a park; the list and the row show it in effect, with its history', async () => {
    const { tenantId, url } = site;
    const park = await ownPark(url, tenantId);
    const page = await browser.newPage();
    await signInStaff(page, url, tenantId, 'agencyAdmin');

    await open(page, url, `/admin/brm/minimum-stay?locationId=${park.id}`);
    await expectVisible(page.getByRole('heading', { name: 'Minimum stay', level: 1 }));
    const add = page.getByRole('form', { name: 'Add a row' });
    await expect
      .poll(() => add.getByLabel('Where').locator('option', { hasText: park.name }).count(), WAIT)
      .toBe(1);
    await add.getByLabel('Where').selectOption({ label: park.name });
    // A first try without a value says so at the field.
    await add.getByRole('button', { name: 'Add Row' }).click();
    await expectVisible(page.getByText('Enter the value as a whole number.').first());
    await add.getByLabel('Nights').fill('3');
    await add.getByRole('button', { name: 'Add Row' }).click();
    await expectVisible(page.getByText(`Row added: ${park.name}, 3 from`));

    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: park.name, exact: true }) });
    await expectVisible(row.getByText('In effect'));
    await expect.poll(() => row.getByRole('cell').nth(2).textContent(), WAIT).toBe('3');
    await expectNoAxeViolations(page, 'the minimum stay list');
    await screenshot(page, 'minimum stay list');

    // The row read-only, with who added it.
    await row.getByRole('link', { name: park.name, exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toMatch(/^\/admin\/brm\/minimum-stay\/\d+$/);
    await open(page, url, `${new URL(page.url()).pathname}?v=view`);
    await expectVisible(page.getByRole('heading', { name: `Minimum stay: ${park.name}` }));
    await expectVisible(page.getByRole('region', { name: 'History' }).getByText('Rule row added'));
    await expectNoAxeViolations(page, 'the minimum stay row');
    await screenshot(page, 'minimum stay row');

    // Ended today from the list: still listed, ending today.
    await open(page, url, `/admin/brm/minimum-stay?locationId=${park.id}`);
    await row.getByRole('button', { name: /^End today:/ }).click();
    await expectVisible(page.getByText(`Row ended: ${park.name} is last in effect today.`));
    await expect.poll(() => row.getByRole('cell').nth(4).textContent(), WAIT).not.toBe('No end');
  }, 180_000);
});
