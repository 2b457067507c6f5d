/**
 * Moving through the back office at a busy desk, in the browser on both tenants: the side navigation on
 * every staff page, the header's search box (a number opens the reservation, a name lists them), a
 * cancelled stay found by park and dates with its status, and the Reservations modal of a reserved day
 * on the staff calendar (admin §2.8). The read-only clerk's header has no cart to refuse. axe on each.
 */
import { describe, expect, inject, it } from 'vitest';
import { addDays } from '../../functions/domain/day-selection.ts';
import { todayIn } from '../../functions/domain/dates.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useBrowser } from './support/browser.ts';
import { calendarLoaded, reservationsButton, spotRow } from './support/calendar.ts';
import { demoCatalogue } from './support/demo.ts';
import { deskCall, sellAtDesk, staffToken } from './support/front-desk.ts';
import { signInStaff } from './support/sign-in.ts';
import { expectVisible, field, open } from './support/page.ts';

const sites = inject('sites');
const browser = useBrowser();
const WAIT = { timeout: 15_000, interval: 100 };

describe.each(sites.tenants.map((t) => [t.tenantId, t] as const))('the back office (%s)', (_id, site) => {
  it('takes a ranger from the side navigation and the header search to a stay, a cancelled one and a day', async () => {
    const { tenantId, url } = site;
    // The ranger's second park (the first two by id are theirs), a stay inside the staff calendar's window.
    const park = [...demoCatalogue(tenantId).locations].sort((a, b) => a.id - b.id)[1]!;
    const today = todayIn(park.timezone, new Date());
    const dates = { start: addDays(today, 1), end: addDays(today, 3) };
    const [nora, carl] = await sellAtDesk(url, tenantId, park.id, dates, [
      ['Nora', 'Navigate'],
      ['Carl', 'Called-Off'],
    ]);
    const call = deskCall(url, tenantId);
    const ranger = await staffToken(call, tenantId, 'ranger');
    const reason = encodeURIComponent('Guest called: plans changed.');
    const cancelled = await call(
      ranger,
      'POST',
      `admin/AdminSpotReservation/${carl!.id}/cancel-witout-refund?reason=${reason}`,
    );
    expect(cancelled.statusCode, JSON.stringify(cancelled)).toBe('Success');

    const page = await browser.newPage();
    await signInStaff(page, url, tenantId, 'ranger');
    const sidebar = page.getByRole('navigation', { name: 'Back office' });
    await expectVisible(sidebar.getByRole('link', { name: 'Add reservation' }));
    await expectVisible(sidebar.getByRole('link', { name: 'Customer search' }));
    await expectNoAxeViolations(page, 'the staff home with the side navigation');
    await screenshot(page, 'home with side navigation');

    // A number in the header's box opens the reservation itself.
    const box = page.getByRole('search', { name: 'Find a reservation' });
    await box.getByRole('searchbox').fill(nora!.number);
    await box.getByRole('button', { name: 'Find' }).click();
    await expect
      .poll(() => new URL(page.url()).pathname, WAIT)
      .toBe(`/admin/reservation-details/${nora!.id}`);
    await expectVisible(page.getByRole('heading', { name: new RegExp(`Reservation ${nora!.number}`) }));

    // A name lists the reservations, the form filled in.
    await box.getByRole('searchbox').fill(nora!.name);
    await box.getByRole('button', { name: 'Find' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Reservation Search' }));
    const form = page.getByRole('search', { name: 'Reservations' });
    await expectVisible(page.getByRole('link', { name: nora!.number }));
    expect(await form.getByLabel('Last Name').inputValue()).toBe('Navigate');

    // The cancelled stay by park and dates, with its status; the status filter keeps it alone.
    await page.getByRole('button', { name: 'Clear' }).click();
    await form.getByLabel('Park').selectOption({ label: park.longName });
    await form.getByLabel('Arrival From').fill(dates.start);
    await form.getByLabel('Arrival To').fill(dates.start);
    await form.getByLabel('Status').selectOption({ label: 'Cancelled' });
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expectVisible(page.getByRole('row', { name: new RegExp(`${carl!.number}.*Cancelled`) }));
    expect(await page.getByRole('link', { name: nora!.number }).count()).toBe(0);
    await expectNoAxeViolations(page, 'the search with a cancelled stay');
    await screenshot(page, 'search cancelled');

    // The staff calendar: the info icon of a reserved day lists who is on the spot.
    await sidebar.getByRole('link', { name: 'Add reservation' }).click();
    await open(page, url, `/admin/reservation-add/${park.id}`);
    await calendarLoaded(page);
    await field(page, 'Spot Name').fill(nora!.spotName);
    const row = spotRow(page, nora!.spotName);
    await expectVisible(row, 'the sold spot');
    await calendarLoaded(page);
    // The stay's arrival day: another stay may hold the spot on an earlier day of the window.
    await reservationsButton(row, dates.start).click();
    const modal = page.getByRole('dialog', { name: 'Reservations' });
    await expectVisible(modal);
    const link = modal.getByRole('link', { name: nora!.number });
    await expectVisible(link);
    expect(await link.getAttribute('title')).toBe('Go to reservation');
    expect(await link.getAttribute('target')).toBe('_blank');
    await expectVisible(modal.getByText('Nora Navigate'));
    await expectNoAxeViolations(page, 'the Reservations modal');
    await screenshot(page, 'reservations modal');
  }, 180_000);

  it('gives the read-only clerk navigation and search but no cart to refuse', async () => {
    const { tenantId, url } = site;
    const page = await browser.newPage();
    await signInStaff(page, url, tenantId, 'clerk');
    const sidebar = page.getByRole('navigation', { name: 'Back office' });
    await expectVisible(sidebar.getByRole('link', { name: 'Reservation search' }));
    expect(await sidebar.getByRole('link', { name: 'Add reservation' }).count()).toBe(0);
    await expectVisible(page.getByRole('search', { name: 'Find a reservation' }));
    await sidebar.getByRole('link', { name: 'Reservation search' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Reservation Search' }));
    expect(await page.getByTestId('cart-count').count()).toBe(0);
    expect(await page.getByText('We could not load your cart.').count()).toBe(0);
  });
});
