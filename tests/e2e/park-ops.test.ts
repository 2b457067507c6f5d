/**
 * Park set-up in the browser on both tenants: an agency admin adds a park, gives it a loop, adds a spot to
 * the loop, checks what closing the loop affects and closes it for two nights, and posts a park alert;
 * the public park page then shows the new spot on its calendar with those nights closed, and the alert.
 * A bad save shows the field's message. axe and a screenshot on every screen.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { longDateText } from '../../web/src/features/spot-search/calendar/calendar-model.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useBrowser } from './support/browser.ts';
import { calendarLoaded, spotRow } from './support/calendar.ts';
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

/** The id at the end of the page's path once a save has led there. */
async function idFromPath(page: Page, prefix: string): Promise<number> {
  await expect.poll(() => new URL(page.url()).pathname, WAIT).toMatch(new RegExp(`^${prefix}\\d+$`));
  return Number(new URL(page.url()).pathname.slice(prefix.length));
}

describe.each(sites.tenants.map((t) => [t.tenantId, t] as const))('park set-up (%s)', (_id, site) => {
  it('adds a park, a loop and a spot, closes the loop and posts an alert; the public park page shows them', async () => {
    const { tenantId, url } = site;
    const suffix = Date.now().toString(36).slice(-5).toUpperCase();
    const parkName = `Cedar Mesa ${suffix} State Park`;
    const page = await browser.newPage();
    await signInStaff(page, url, tenantId, 'agencyAdmin');

    // A park: the first save lacks a name and says so at the field.
    await open(page, url, '/admin/add-new-park');
    await expectVisible(page.getByRole('heading', { name: 'Add Park' }));
    await page.getByLabel('Short Name').fill('Cedar Mesa');
    await page.getByLabel('Park Code').fill(`CM${suffix}`);
    await page.getByLabel('Street', { exact: true }).fill('1 Mesa Road');
    await page.getByLabel('City').fill('Cortez');
    await page.getByLabel('State').fill('CO');
    await page.getByLabel('Zip Code').fill('81321');
    await page.getByLabel('Latitude').fill('37.35');
    await page.getByLabel('Longitude').fill('-108.58');
    await page.getByLabel('Phone Number').fill('(970) 555-0142');
    await page.getByLabel('Region').selectOption({ index: 1 });
    await page.getByRole('checkbox', { name: /Active \(shown/ }).check();
    await page
      .getByLabel('Directions (rich text, HTML)')
      .fill('<p>From Cortez take <strong>US 491</strong> north.</p>');
    await page.getByRole('button', { name: 'Add Park', exact: true }).click();
    await expectVisible(page.getByText('Park Name is required'));
    await expectNoAxeViolations(page, 'the add park form with a message');
    await screenshot(page, 'add park refused');
    await page.getByLabel('Park Name').fill(parkName);
    await page.getByRole('button', { name: 'Add Park', exact: true }).click();
    const parkId = await idFromPath(page, '/admin/park-detail/');
    await expectVisible(page.getByRole('heading', { name: `Edit ${parkName}` }));

    // Its loop.
    await page.getByLabel('New Loop Name').fill('Juniper Loop');
    await page.getByRole('button', { name: 'Add Loop' }).click();
    await expectVisible(page.getByRole('region', { name: 'Loops' }).getByText('Juniper Loop'));
    await expectVisible(page.getByRole('region', { name: 'History' }).getByText('Loop Juniper Loop added'));
    await expectNoAxeViolations(page, 'the park form');
    await screenshot(page, 'park form');

    // A spot in the loop.
    await open(page, url, `/admin/add-new-spot?locationId=${parkId}`);
    await expectVisible(page.getByRole('heading', { name: 'Add Spot' }));
    await expect.poll(() => page.getByLabel('Loop', { exact: true }).locator('option').count(), WAIT).toBe(2);
    await page.getByLabel('Loop', { exact: true }).selectOption({ label: 'Juniper Loop' });
    await page.getByLabel('Spot Name').fill('J1');
    await page.getByLabel('Product Class').selectOption({ index: 1 });
    await page.getByLabel('Latitude').fill('37.351');
    await page.getByLabel('Longitude').fill('-108.581');
    await page
      .getByRole('group', { name: /Spot Types/ })
      .getByRole('checkbox')
      .first()
      .check();
    await expectNoAxeViolations(page, 'the add spot form');
    await screenshot(page, 'add spot');
    await page.getByRole('button', { name: 'Add Spot', exact: true }).click();
    await idFromPath(page, '/admin/spot-detail/');
    await expectVisible(page.getByRole('heading', { name: `Spot J1 — ${parkName}` }));

    // The park's spots.
    await open(page, url, `/admin/spot-search?locationId=${parkId}`);
    await expectVisible(page.getByRole('link', { name: 'J1', exact: true }));
    await expectNoAxeViolations(page, 'the spot search');
    await screenshot(page, 'spot search');

    // Close the loop for nights 3 and 4: first what it affects.
    await open(page, url, `/admin/park-closure-add?locationId=${parkId}`);
    await page.getByLabel('Close', { exact: true }).selectOption('loop');
    await expect.poll(() => page.getByLabel('Loop', { exact: true }).locator('option').count(), WAIT).toBe(2);
    await page.getByLabel('Loop', { exact: true }).selectOption({ label: 'Juniper Loop' });
    await page.getByLabel('Start Date').fill(day(3));
    await page.getByLabel(/^End Date/).fill(day(4));
    await page.getByLabel('Reason').fill('Water line repair');
    await page.getByRole('button', { name: 'Check What It Affects' }).click();
    await expectVisible(page.getByText('1 spot closed. No reservations are on these nights.'));
    await expectNoAxeViolations(page, 'the closure form with what it affects');
    await screenshot(page, 'closure check');
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await idFromPath(page, '/admin/park-closure-modify/');
    await expectVisible(page.getByRole('region', { name: 'History' }).getByText('Closure added'));

    // An alert for the park.
    await open(page, url, '/admin/park-alert-add');
    await expectVisible(page.getByRole('heading', { name: 'Add Park Alert' }));
    await expect
      .poll(() => page.getByLabel('Where').locator('option', { hasText: parkName }).count(), WAIT)
      .toBe(1);
    await page.getByLabel('Where').selectOption({ label: parkName });
    await page.getByLabel('Severity').selectOption({ label: 'Warning' });
    await page.getByLabel('Start Date').fill(day(-1));
    await page.getByLabel('End Date').fill(day(10));
    await page
      .getByLabel('Message (rich text, HTML)')
      .fill('<p>Juniper Loop closes for <em>repairs</em>.</p>');
    await expectVisible(page.locator('.ops-preview em', { hasText: 'repairs' }));
    await expectNoAxeViolations(page, 'the alert form');
    await screenshot(page, 'alert form');
    await page.getByRole('button', { name: 'Add Alert' }).click();
    await idFromPath(page, '/admin/park-alert-modify/');

    // The public park page: the alert, and the new spot with the closed nights.
    const visitor = await browser.newPage();
    await open(visitor, url, `/location/${parkId}`);
    await expectVisible(visitor.getByRole('heading', { name: parkName }));
    await expectVisible(visitor.getByText('Juniper Loop closes for'));
    await visitor.getByRole('button', { name: 'Calendar', exact: true }).click();
    await calendarLoaded(visitor);
    const row = spotRow(visitor, 'J1');
    await expectVisible(row);
    const labels = () =>
      row.locator('.cal-day__button').evaluateAll((b) => b.map((x) => x.getAttribute('aria-label') ?? ''));
    await expect.poll(labels, WAIT).toContain(`Park Closed, ${longDateText(day(3))}`);
    expect(await labels()).toContain(`Park Closed, ${longDateText(day(4))}`);
    expect(await labels()).toContain(`Available, ${longDateText(day(5))}`);
    await screenshot(visitor, 'public calendar');

    // The alert deleted (after a Yes): back on the list, and gone from the public park page.
    await page.getByRole('button', { name: 'Delete Alert' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete Alert' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe('/admin/park-alert-search');
    await open(visitor, url, `/location/${parkId}`);
    await expectVisible(visitor.getByRole('heading', { name: parkName }));
    expect(await visitor.getByText('Juniper Loop closes for').count()).toBe(0);
  }, 240_000);
});
