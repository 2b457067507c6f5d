/**
 * Reports in the browser, as an agency admin: the index lists the fourteen reports, each linked;
 * occupancy by product class for the demo's busy park over its six sold weeks and the facility
 * changeover show a chart, a table and totals, and the CSV each downloads has the table's columns,
 * rows and the same totals; the closure report and the print layout are looked at. On the other tenant
 * the occupancy of its busy park shows real numbers too. The money reports (occupancy by revenue,
 * revenue breakup, field deposit) after stays sold for cash at the desk and one cancelled with its cash
 * handed back: each shows its chart, and its CSV totals equal the screen's; the camper report over the
 * stay lists the guest kept and not the one cancelled, and its CSV matches the screen. axe on every screen,
 * screenshots of each.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { addDays } from '#domain/availability/calendar';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useBrowser } from './support/browser.ts';
import { demoCatalogue } from './support/demo.ts';
import { deskCall, sellAtDesk, staffToken } from './support/front-desk.ts';
import { signInStaff } from './support/sign-in.ts';
import { expectVisible, open } from './support/page.ts';

const sites = inject('sites');
const browser = useBrowser();
const WAIT = { timeout: 30_000, interval: 100 };

/** The park the demo sells six weeks of: the featured park with the most spots (functions/demo/inventory.ts). */
function busyPark(tenantId: string) {
  const c = demoCatalogue(tenantId);
  const size = (id: number) => c.spots.filter((s) => s.locationId === id).length;
  return c.locations.filter((p) => p.featured).sort((a, b) => size(b.id) - size(a.id))[0]!;
}

const today = () => new Date().toLocaleDateString('en-CA');

async function runReport(page: Page, options: { park?: string; from?: string; to?: string }) {
  if (options.park) {
    // The park list arrives with its own call.
    const select = page.getByLabel('Park', { exact: true });
    await expect.poll(() => select.locator('option', { hasText: options.park }).count(), WAIT).toBe(1);
    await select.selectOption({ label: options.park });
  }
  if (options.from) await page.getByLabel('From', { exact: true }).fill(options.from);
  if (options.to) await page.getByLabel('To', { exact: true }).fill(options.to);
  await page.getByRole('button', { name: 'Run Report' }).click();
  await expectVisible(page.locator('.report-actions [role="status"]'));
}

/** The totals row as the screen shows it, keyed by column label. */
async function screenTotals(page: Page): Promise<Record<string, string>> {
  const labels = await page.locator('.report-table thead th').allInnerTexts();
  const cells = await page.locator('.report-table tfoot tr > *').allInnerTexts();
  return Object.fromEntries(labels.map((l, i) => [l.trim(), (cells[i] ?? '').trim()]));
}

/** Downloads the CSV and checks it against the screen: same columns, as many rows, the same totals. */
async function expectCsvLikeScreen(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const lines = readFileSync((await download.path())!, 'utf8')
    .trimEnd()
    .split('\r\n');
  const header = lines[0]!.split(',');
  const totals = lines.at(-1)!.split(',');
  const screen = await screenTotals(page);
  expect(header).toEqual(Object.keys(screen));
  expect(lines.length - 2).toBe(await page.locator('.report-table tbody tr').count());
  expect(totals[0]).toBe('Total');
  // The screen formats ($, thousands, %); the CSV carries plain numbers.
  const plain = (s: string) => s.replace(/[$,%]/g, '').replace(/^\((.*)\)$/, '-$1');
  header.slice(1).forEach((label, i) => expect(plain(screen[label]!), label).toBe(totals[i + 1]));
  return { header, totals };
}

describe('reports', () => {
  const site = sites.tenants[0]!;

  const SLOW = 120_000;
  async function adminPage() {
    const page = await browser.newPage();
    await signInStaff(page, site.url, site.tenantId, 'agencyAdmin');
    return page;
  }

  it(
    'lists the fourteen reports, each linking to its screen',
    async () => {
      const page = await adminPage();
      await open(page, site.url, '/admin/reporting');
      await expectVisible(page.getByRole('heading', { name: 'Reports', level: 1 }));
      await expect.poll(() => page.locator('.report-index__item').count()).toBe(14);
      await expectVisible(
        page.locator('.report-index').getByRole('link', { name: 'Occupancy by Product Class' }),
      );
      // Every one is built: each links to its screen, none is marked not available.
      expect(await page.locator('.report-index').getByRole('link').count()).toBe(14);
      expect(await page.getByText('Not available yet').count()).toBe(0);
      await expectNoAxeViolations(page, 'the reports index');
      await screenshot(page);
    },
    SLOW,
  );

  it(
    'filters occupancy to the busy park and its six sold weeks; the CSV matches the screen',
    async () => {
      const park = busyPark(site.tenantId);
      const page = await adminPage();
      await open(page, site.url, '/admin/reporting');
      await page.locator('.report-index').getByRole('link', { name: 'Occupancy by Product Class' }).click();
      await expectVisible(page.getByRole('heading', { name: 'Occupancy by Product Class', level: 1 }));
      await runReport(page, { park: park.longName, from: today(), to: addDays(today(), 41) });
      await expect
        .poll(() => new URL(page.url()).searchParams.get('locationIds'), WAIT)
        .toBe(String(park.id));
      await expectVisible(page.getByRole('img', { name: /Occupancy per month/ }));
      const occupancy = await expectCsvLikeScreen(page);
      const sold = Number(occupancy.totals[occupancy.header.indexOf('Nights sold')]);
      const available = Number(occupancy.totals[occupancy.header.indexOf('Nights available')]);
      expect(sold).toBeGreaterThan(0);
      expect(available).toBeGreaterThan(sold);
      await expectNoAxeViolations(page, 'the occupancy report');
      await screenshot(page);

      // A reversed range is refused on the form, with the message beside the field.
      await page.getByLabel('To', { exact: true }).fill(addDays(today(), -1));
      await page.getByRole('button', { name: 'Run Report' }).click();
      await expectVisible(
        page.getByRole('alert').filter({ hasText: 'The end date must be on or after the start date.' }),
      );
    },
    SLOW,
  );

  it(
    "shows a week of the busy park's changeovers with a chart, a matching CSV and a print layout",
    async () => {
      const park = busyPark(site.tenantId);
      const page = await adminPage();
      await open(page, site.url, `/admin/reporting/facilitychangeover?locationIds=${park.id}`);
      await expectVisible(page.getByRole('heading', { name: 'Facility Changeover', level: 1 }));
      await expectVisible(page.locator('.report-actions [role="status"]'));
      await expectVisible(page.getByRole('img', { name: /Turnovers per day/ }));
      const changeover = await expectCsvLikeScreen(page);
      expect(Number(changeover.totals.at(-1))).toBeGreaterThan(0);
      await expectNoAxeViolations(page, 'the facility changeover report');
      await screenshot(page);

      // On paper: no navigation or filters, the parks and dates as a heading.
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('.report-filters').isVisible()).toBe(false);
      await expectVisible(page.locator('.report-print-heading'));
      await screenshot(page, 'print');
    },
    SLOW,
  );

  it(
    "shows the busy park's closures and amenities",
    async () => {
      const park = busyPark(site.tenantId);
      const page = await adminPage();
      await open(page, site.url, `/admin/reporting/closure?locationIds=${park.id}`);
      await expectVisible(page.locator('.report-actions [role="status"]'));
      await expectNoAxeViolations(page, 'the closure report');
      await screenshot(page, 'closure');
      await open(page, site.url, `/admin/reporting/amenities?locationIds=${park.id}`);
      await expectVisible(page.locator('.report-table'));
      await expectNoAxeViolations(page, 'the amenities report');
      await screenshot(page, 'amenities');
    },
    SLOW,
  );

  it('shows the money of desk sales and a refund: occupancy by revenue, revenue breakup, field deposit', async () => {
    const park = busyPark(site.tenantId);
    // Far ahead, on the park's last spots: nights this file's stays alone hold on most runs.
    const stay = { start: addDays(today(), 150), end: addDays(today(), 152) };
    const [kept, cancelled] = await sellAtDesk(site.url, site.tenantId, park.id, stay, [
      ['Mina', 'Ledger'],
      ['Otto', 'Refund'],
    ]);
    expect(kept).toBeDefined();
    const call = deskCall(site.url, site.tenantId);
    const token = await staffToken(call, site.tenantId, 'agencyAdmin');
    const cancel = await call(token, 'POST', `admin/AdminSpotReservation/${cancelled!.id}/cancel`, {
      refundOption: 1,
      reason: 'Reports test: plans changed',
    });
    expect(cancel.statusCode, JSON.stringify(cancel)).toBe('Success');

    const page = await adminPage();
    const money = (label: string, totals: string[], header: string[]) =>
      Number(totals[header.indexOf(label)]);

    // Occupancy by revenue over the sold nights, opened from the index.
    await open(page, site.url, '/admin/reporting');
    await page.locator('.report-index').getByRole('link', { name: 'Occupancy by Revenue' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Occupancy by Revenue', level: 1 }));
    await runReport(page, { park: park.longName, from: stay.start, to: addDays(stay.end, -1) });
    await expectVisible(page.getByRole('img', { name: /Revenue per occupied night/ }));
    const revenue = await expectCsvLikeScreen(page);
    expect(money('Nights sold', revenue.totals, revenue.header)).toBeGreaterThanOrEqual(2);
    expect(money('Revenue', revenue.totals, revenue.header)).toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'the occupancy by revenue report');
    await screenshot(page, 'occupancy-by-revenue');

    // Camper over the stay (read from the park's guest entries): the guest kept is in the park with
    // their party, the one cancelled is not; the CSV matches the screen.
    const stayRange = `locationIds=${park.id}&from=${stay.start}&to=${addDays(stay.end, -1)}`;
    await open(page, site.url, `/admin/reporting/camper?${stayRange}`);
    await expectVisible(page.getByRole('heading', { name: 'Camper', level: 1 }));
    await expectVisible(page.getByRole('img', { name: /People in the park per day/ }));
    const campers = await expectCsvLikeScreen(page);
    expect(money('People', campers.totals, campers.header)).toBeGreaterThan(0);
    await expectVisible(page.locator('.report-table tbody').getByText('Mina Ledger').first());
    expect(await page.locator('.report-table tbody').getByText('Otto Refund').count()).toBe(0);
    await expectNoAxeViolations(page, 'the camper report');
    await screenshot(page, 'camper');

    // Admin override over the same stay (its override entries): the screen answers.
    await open(page, site.url, `/admin/reporting/adminoverride?${stayRange}`);
    await expectVisible(page.getByRole('heading', { name: 'Admin Override', level: 1 }));
    await expectVisible(page.locator('.report-actions [role="status"]'));
    await expectNoAxeViolations(page, 'the admin override report');

    // Revenue breakup over the days around today: payments, the refund, the net.
    const around = `locationIds=${park.id}&from=${addDays(today(), -1)}&to=${addDays(today(), 1)}`;
    await open(page, site.url, `/admin/reporting/revenuebreakup?${around}`);
    await expectVisible(page.getByRole('heading', { name: 'Revenue Breakup', level: 1 }));
    await expectVisible(page.getByRole('img', { name: /Net revenue by fee type/ }));
    const breakup = await expectCsvLikeScreen(page);
    const [paid, refunded, chargedBack, net] = ['Payments', 'Refunds', 'Chargebacks', 'Net'].map((l) =>
      money(l, breakup.totals, breakup.header),
    ) as [number, number, number, number];
    expect(paid).toBeGreaterThan(0);
    expect(refunded).toBeGreaterThan(0);
    expect(net).toBeCloseTo(paid - refunded - chargedBack, 2);
    await expectNoAxeViolations(page, 'the revenue breakup report');
    await screenshot(page, 'revenue-breakup');

    // Field deposit: the cash taken and handed back at the desk, and the deposit left.
    await open(page, site.url, `/admin/reporting/fielddeposit?${around}`);
    await expectVisible(page.getByRole('heading', { name: 'Field Deposit', level: 1 }));
    await expectVisible(page.getByRole('img', { name: /Deposit per day/ }));
    const deposit = await expectCsvLikeScreen(page);
    const [taken, back] = ['Taken', 'Handed back'].map((l) => money(l, deposit.totals, deposit.header)) as [
      number,
      number,
    ];
    expect(taken).toBeGreaterThan(0);
    expect(back).toBeGreaterThan(0);
    expect(money('Deposit', deposit.totals, deposit.header)).toBeCloseTo(taken - back, 2);
    // Each drawer reconciles on its own: the clerk who took the money is on every row.
    expect(deposit.header).toContain('Taken by');
    await expectVisible(
      page
        .locator('.report-table tbody')
        .getByText(/agencyadmin/i)
        .first(),
    );
    await expectNoAxeViolations(page, 'the field deposit report');
    await screenshot(page, 'field-deposit');
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.report-filters').isVisible()).toBe(false);
    await screenshot(page, 'field-deposit-print');
  }, 180_000);

  it("shows the other tenant's busy park occupancy with real numbers", { timeout: 120_000 }, async () => {
    const { tenantId, url } = sites.tenants[1]!;
    const park = busyPark(tenantId);
    const page = await browser.newPage();
    await signInStaff(page, url, tenantId, 'agencyAdmin');
    await open(page, url, `/admin/reporting/occupancybyproductclass?locationIds=${park.id}`);
    await expectVisible(page.locator('.report-table'));
    const totals = await screenTotals(page);
    expect(Number(totals['Nights sold']!.replace(/,/g, ''))).toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'the occupancy report');
    await screenshot(page, 'occupancy');
  });
});
