/**
 * The tenant settings screen in the browser: an agency admin sees the agency's settings, is told at the
 * field when a text colour would be unreadable on the primary colour, changes the support phone and
 * saves; the public site's footer shows the new number on its next page load, and the screen's history
 * lists the change. The support phone is read by no other e2e file (names, logos and links are), and
 * each run sets a new number, so the test owns what it changes. The booking window is no field here:
 * the screen links to the agency's three business rules and shows their values in effect today. axe
 * and a screenshot of the screen. A
 * money report runs over the fiscal year to date that the settings' fiscal year start gives.
 */
import { describe, expect, inject, it } from 'vitest';
import { formatPhone } from '../../functions/domain/display-format.ts';
import { fiscalYearStartFor } from '../../functions/domain/tenant-settings.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useBrowser } from './support/browser.ts';
import { expectVisible, open } from './support/page.ts';
import { signInStaff } from './support/sign-in.ts';

const sites = inject('sites');
const browser = useBrowser();
const site = sites.tenants.find((t) => t.tenantId === 'co') ?? sites.tenants[0]!;

describe('tenant settings', () => {
  it('an admin changes the support phone and the public footer shows it', async () => {
    const { tenantId, url } = site;
    const page = await browser.newPage();
    await signInStaff(page, url, tenantId, 'agencyAdmin');
    await open(page, url, '/admin/tenant-settings');
    await expectVisible(page.getByRole('heading', { name: 'Tenant Settings', level: 1 }));
    await expectVisible(page.getByLabel('Agency Name (long)'));
    const bookingWindow = page.locator('.ts-window');
    for (const [name, slug] of [
      ['Minimum arrival date', 'minimum-arrival-date'],
      ['Maximum arrival date', 'maximum-arrival-date'],
      ['Maximum stay', 'maximum-stay'],
    ] as const)
      expect(await bookingWindow.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(
        `/admin/brm/${slug}`,
      );
    await expectVisible(bookingWindow.getByText(/^Maximum stay: \d+ nights?$/));
    expect(await page.getByLabel('Maximum Stay (nights)').count()).toBe(0);
    await expectNoAxeViolations(page, 'the tenant settings screen');
    await screenshot(page, 'screen');

    // A text colour close to the primary colour is refused at the field, and nothing is saved.
    const primary = await page.locator('#ts-primaryColor').inputValue();
    await page.locator('#ts-primaryTextColor').fill(primary);
    await expectVisible(page.getByText(/Text on the primary colour: 1\.0:1 — fails WCAG AA/));
    await page.getByRole('button', { name: 'Save Settings' }).click();
    const field = page.locator('#ts-primaryTextColor-error');
    await expectVisible(field);
    expect(await field.innerText()).toMatch(/WCAG AA needs at least 4\.5:1/);
    await expectNoAxeViolations(page, 'the tenant settings screen with a refused colour');
    await screenshot(page, 'refused colour');
    await page.getByRole('button', { name: 'Discard Changes' }).click();

    // A new support phone, saved.
    const digits = `303555${String(Date.now() % 10_000).padStart(4, '0')}`;
    await page.locator('#ts-supportPhone').fill(digits);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expectVisible(page.getByRole('status').filter({ hasText: 'Settings saved.' }));
    await expectVisible(
      page.getByRole('region', { name: 'History' }).getByText(`Support phone`, { exact: false }).first(),
    );
    await expectVisible(page.getByRole('region', { name: 'History' }).getByText(digits).first());

    // The public site, loaded afresh, shows it in its footer.
    const visitor = await browser.newPage();
    await open(visitor, url, '/');
    const footer = visitor.getByRole('contentinfo');
    await expectVisible(footer.getByRole('link', { name: formatPhone(digits) }));
    await screenshot(visitor, 'public footer');
  });

  it("a money report runs over the agency's fiscal year to date in one click", async () => {
    const { tenantId, url } = site;
    const page = await browser.newPage();
    await signInStaff(page, url, tenantId, 'agencyAdmin');
    await open(page, url, '/admin/reporting/revenuebreakup');
    await expectVisible(page.getByRole('heading', { name: 'Revenue Breakup', level: 1 }));
    const settings = await page.evaluate(async (tenant) => {
      const res = await fetch(`/v1/tenant/${tenant}/Tenant`);
      return ((await res.json()) as { tenant: { fiscalYearStartDate: string } }).tenant.fiscalYearStartDate;
    }, tenantId);
    const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
    const [, month, day] = settings.split('-').map(Number);
    await page.getByRole('button', { name: 'Fiscal Year to Date' }).click();
    await expect
      .poll(() => new URL(page.url()).searchParams.get('from'), { timeout: 30_000, interval: 100 })
      .toBe(fiscalYearStartFor(today, { month: month!, day: day! }));
    expect(new URL(page.url()).searchParams.get('to')).toBe(today);
    // The form shows the range the report runs over (how long a year of money takes is the reports' own test).
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe(
      fiscalYearStartFor(today, { month: month!, day: day! }),
    );
    expect(await page.getByLabel('To', { exact: true }).inputValue()).toBe(today);
    await screenshot(page, 'fiscal year to date');
  });
});
