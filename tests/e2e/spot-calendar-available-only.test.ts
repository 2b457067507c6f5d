/**
 * Choosing dates on the calendar with 'Show only spots that are available' ticked (public §2.11): the
 * first click of a new stay keeps the rows of the searched stay, no request ever asks for available
 * spots from an arrival with no departure, and the second click searches the new stay.
 */
import type { Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { addDays } from '../../functions/domain/day-selection.ts';
import { todayIn } from '../../functions/domain/dates.ts';
import { NO_RESULTS_MESSAGE } from '../../web/src/features/spot-search/results/constants.ts';
import { formatDate } from '../../web/src/lib/format.ts';
import { screenshot, useBrowser } from './support/browser.ts';
import { dayButton } from './support/calendar.ts';
import { demoCatalogue, featuredParks } from './support/demo.ts';
import { expectVisible, field, open } from './support/page.ts';

const sites = inject('sites');
const browser = useBrowser();
const { tenantId, url } = sites.tenants[0]!;
const { tenant } = demoCatalogue(tenantId);
const WAIT = { timeout: 20_000, interval: 100 };

interface SentAvailability {
  onlyShowAvailable?: boolean;
  arrivalDate?: string;
  departureDate?: string;
}

describe("the calendar with 'Show only spots that are available'", () => {
  it('keeps the results while a new stay is chosen, then searches it', { timeout: 150_000 }, async () => {
    const park = featuredParks(tenantId)[0]!;
    const today = todayIn(park.timezone || tenant.timezone, new Date());
    const page = await browser.newPage();
    const sent: SentAvailability[] = [];
    page.on('request', (request: Request) => {
      if (request.method() === 'POST' && request.url().endsWith('/Spot/availability'))
        sent.push(request.postDataJSON() as SentAvailability);
    });
    await open(page, url, `/location/${park.id}`);

    await field(page, 'Arrival Date').fill(formatDate(addDays(today, 9)));
    await field(page, 'Departure Date').fill(formatDate(addDays(today, 11)));
    await page.getByRole('checkbox', { name: 'Show only spots that are available' }).check();
    await page.getByRole('button', { name: 'update search result' }).click();
    await page.getByRole('button', { name: 'Calendar', exact: true }).click();
    const rows = page.locator('.cal-row');
    const calendar = page.locator('.spot-calendar__rows');
    await expectVisible(rows.first(), 'calendar rows');
    await expect.poll(() => calendar.getAttribute('aria-busy'), WAIT).toBe('false');
    const count = page.locator('.search-results__count');
    await expect.poll(async () => (await count.textContent())?.trim(), WAIT).toMatch(/^\d+ /);
    const searchedCount = await count.textContent();

    // The first click on a free day of the first row: a new arrival, the departure field empties.
    const row = rows.first();
    const names = await row
      .locator('.cal-day__button')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
    const window = (await calendar.getAttribute('data-window'))!.split('|')[0]!;
    const d = names.findIndex(
      (name, i) => name.startsWith('Available, ') && names[i + 1]?.startsWith('Available, '),
    );
    expect(d, 'two free days in a row on the first row').toBeGreaterThanOrEqual(0);
    const arrival = addDays(window, d);
    await dayButton(row, arrival).click();
    await expect.poll(() => field(page, 'Departure Date').inputValue(), WAIT).toBe('');
    expect(await rows.count()).toBeGreaterThan(0);
    expect(await count.textContent()).toBe(searchedCount);

    // The second click chooses the departure: the calendar now shows the spots free for that stay.
    await dayButton(row, addDays(arrival, 1)).click();
    await expect
      .poll(
        () => sent.some((r) => r.arrivalDate === arrival && r.departureDate === addDays(arrival, 1)),
        WAIT,
      )
      .toBe(true);
    await expect.poll(() => calendar.getAttribute('aria-busy'), WAIT).toBe('false');
    await expectVisible(rows.first(), 'calendar rows for the new stay');
    expect(await page.getByText(NO_RESULTS_MESSAGE).count()).toBe(0);
    await screenshot(page);

    // No request asked for available spots from an arrival with no departure.
    expect(sent.filter((r) => r.onlyShowAvailable && r.arrivalDate && !r.departureDate)).toEqual([]);
    await page.close();
  });
});
