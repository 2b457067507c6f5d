/**
 * Communication templates in the browser: an agency admin finds the mails in the list, gives a park of
 * their own making its own Reservation Confirmation (a placeholder inserted with one click, the preview
 * showing the park's name with sample data), is told at the field when the subject is empty, saves,
 * then edits the saved template and sees its history. axe and a screenshot on every screen.
 */
import { describe, expect, inject, it } from 'vitest';
import type { AdminPark } from '#contract/park-setup';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useBrowser } from './support/browser.ts';
import { demoCatalogue } from './support/demo.ts';
import { expectVisible, open } from './support/page.ts';
import { signInStaff } from './support/sign-in.ts';
import { agencyAdminSend } from './support/staff-users.ts';
import { ownParkCode, parkRequest } from '../support/own-park.ts';

const sites = inject('sites');
const browser = useBrowser();
const WAIT = { timeout: 30_000, interval: 100 };
const site = sites.tenants.find((t) => t.tenantId === 'co') ?? sites.tenants[0]!;

/** A park of the test's own (no other test mails there), added through the API. */
async function ownPark(): Promise<AdminPark> {
  const send = await agencyAdminSend(site.url, site.tenantId);
  const made = await send(
    'POST',
    'admin/AdminLocation',
    parkRequest({
      code: ownParkCode('TP'),
      name: 'Willow Bend',
      regionId: demoCatalogue(site.tenantId).regions[0]!.id,
      latitude: 38.53,
      longitude: -106.0,
    }),
  );
  return made.body.data as AdminPark;
}

describe('communication templates', () => {
  it('gives a park its own confirmation template with a live preview, then edits it', async () => {
    const park = await ownPark();
    const page = await browser.newPage();
    await signInStaff(page, site.url, site.tenantId, 'agencyAdmin');

    // The list: every mail with the template in use.
    await open(page, site.url, '/admin/communication-template-management');
    await expectVisible(page.getByRole('heading', { name: 'Communication Templates' }));
    const table = page.getByRole('table');
    await expectVisible(table.getByRole('link', { name: 'Forgot Username' }));
    await expectVisible(table.getByRole('link', { name: 'Reservation Cancellation' }));
    await expectNoAxeViolations(page, 'the template list');
    await screenshot(page, 'template list');

    // A park's own confirmation: it starts as the agency's, a placeholder goes in with one click.
    await page.getByRole('link', { name: 'Add Park Template' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Add Park Template' }));
    await page.getByRole('combobox', { name: 'Mail', exact: true }).selectOption('reservation-confirmation');
    await page.getByRole('combobox', { name: 'Park', exact: true }).selectOption({ label: park.longName });
    const body = page.getByLabel('Body (rich text, HTML)');
    await expect.poll(() => body.inputValue(), WAIT).toContain('{{reservationDetails}}');
    // The placeholder goes in at the cursor: the end of the body just typed.
    await body.fill('<p>{{reservationDetails}}</p>\n<h2>Checking in at ');
    await page.getByRole('button', { name: /^Insert \{\{parkName\}\}/ }).click();
    await expect.poll(() => body.inputValue(), WAIT).toMatch(/Checking in at \{\{parkName\}\}$/);
    await body.fill(`${await body.inputValue()}</h2>\n<p>Stop at the <strong>west gate</strong>.</p>`);
    const preview = page.getByRole('region', { name: 'Preview with sample data' });
    await expectVisible(preview.getByRole('heading', { name: `Checking in at ${park.longName}` }));
    await expectVisible(preview.getByRole('heading', { name: 'Reservation R-000456' }));

    // An empty subject is refused at the field.
    await page.getByLabel('Subject').fill('');
    await page.getByRole('button', { name: 'Add Template' }).click();
    await expectVisible(page.locator('#tpl-subject-error').getByText('Subject is required'));
    await expectNoAxeViolations(page, 'the add template form with a message');
    await screenshot(page, 'add template refused');

    await page.getByLabel('Subject').fill('Your stay at {{parkName}}: order {{orderNumber}}');
    await expectVisible(preview.getByText(`Your stay at ${park.longName}: order O-000123`));
    await page.getByRole('button', { name: 'Add Template' }).click();
    await expect
      .poll(() => decodeURIComponent(new URL(page.url()).pathname), WAIT)
      .toBe(`/admin/communication-template-modify/reservation-confirmation~${park.id}`);

    // The saved template: edited again, saved, its history says who changed what.
    await expectVisible(page.getByRole('heading', { name: /Reservation Confirmation/ }));
    await expectVisible(page.getByText('Park’s own', { exact: true }).first());
    await page.getByLabel('Subject').fill('Welcome to {{parkName}}: order {{orderNumber}}');
    await expectVisible(preview.getByText(`Welcome to ${park.longName}: order O-000123`));
    await page.getByRole('button', { name: 'Save Template' }).click();
    await expectVisible(page.getByRole('status').getByText(/Template saved/));
    const history = page.getByRole('region', { name: 'History' });
    await expectVisible(history.getByText('Template changed'));
    await expectVisible(history.getByText('Template added'));
    await expectNoAxeViolations(page, 'the template form');
    await screenshot(page, 'template form');

    // The list shows the park's own beside the agency's.
    await open(page, site.url, `/admin/communication-template-management?locationId=${park.id}`);
    await expectVisible(page.getByRole('cell', { name: park.longName }));

    // An agency mail nobody customised opens at its built-in default.
    await page.getByRole('link', { name: 'Forgot Username' }).click();
    await expectVisible(page.getByText('This is the built-in default', { exact: false }));
    await expectVisible(
      page
        .getByRole('region', { name: 'Preview with sample data' })
        .getByText('Your username is: jamie.camper'),
    );
    await expectNoAxeViolations(page, 'an agency template at its default');
    await screenshot(page, 'agency default');
    await page.close();
  });
});
