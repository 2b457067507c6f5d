/**
 * A ranger's morning at the front desk, in the browser on both tenants: the staff home shows today's
 * arrivals at the ranger's parks, the check-in list checks one guest in by its row's button and another
 * in bulk, the reservation details show the check-in and its history, a third guest is cancelled without
 * refund with the breakdown first and the receipt after, and the search finds a reservation by number.
 * The read-only clerk sees the details but no actions. axe on every screen.
 */
import { describe, expect, inject, it } from 'vitest';
import { addDays } from '../../functions/domain/day-selection.ts';
import { todayIn } from '../../functions/domain/dates.ts';
import { formatDateTimeIn } from '../../functions/domain/display-format.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useBrowser } from './support/browser.ts';
import { demoCatalogue } from './support/demo.ts';
import { sellAtDesk } from './support/front-desk.ts';
import { signInStaff } from './support/sign-in.ts';
import { expectVisible, open } from './support/page.ts';

const sites = inject('sites');
const browser = useBrowser();
const WAIT = { timeout: 15_000, interval: 100 };

/** Sells `count` stays arriving today for two nights, for cash at the desk, on a park's last spots. */
async function sellArrivals(url: string, tenantId: string, locationId: number, count: number) {
  const park = demoCatalogue(tenantId).locations.find((l) => l.id === locationId)!;
  const today = todayIn(park.timezone, new Date());
  const guests = [
    ['Ada', 'Morning'],
    ['Ben', 'Bulk'],
    ['Cleo', 'Cancel'],
  ] as const;
  const sold = await sellAtDesk(
    url,
    tenantId,
    locationId,
    { start: today, end: addDays(today, 2) },
    guests.slice(0, count),
  );
  return { sold, parkName: park.longName };
}

describe.each(sites.tenants.map((t) => [t.tenantId, t] as const))('the front desk (%s)', (_id, site) => {
  it("runs a ranger's morning: home, check-in single and bulk, details and history, cancel, search", async () => {
    const { tenantId, url } = site;
    // The ranger's second park (the first two by id are theirs).
    const locationId = [...demoCatalogue(tenantId).locations].sort((a, b) => a.id - b.id)[1]!.id;
    const { sold, parkName } = await sellArrivals(url, tenantId, locationId, 3);
    const [ada, ben, cleo] = sold as [(typeof sold)[0], (typeof sold)[0], (typeof sold)[0]];
    const page = await browser.newPage();
    await signInStaff(page, url, tenantId, 'ranger');

    const board = page.getByRole('region', { name: /Today at your parks/ });
    await expectVisible(board);
    // The public site's banners are the public's: the desk keeps its screen for the day's work.
    expect(await page.getByRole('region', { name: 'Site alerts' }).count()).toBe(0);
    const toCheckIn = board.getByRole('link', { name: new RegExp(`to check in at ${parkName}`) });
    await expect.poll(async () => Number(await toCheckIn.textContent()), WAIT).toBeGreaterThanOrEqual(3);
    await expectNoAxeViolations(page, 'the staff home');
    await screenshot(page, 'home');

    await toCheckIn.click();
    await expectVisible(page.getByRole('heading', { name: `Check-In: ${parkName}` }));
    await expectVisible(page.getByRole('link', { name: ada.number }));
    await expectNoAxeViolations(page, 'the check-in list');
    await screenshot(page, 'check-in list');

    await page.getByRole('button', { name: `Check in ${ada.number}` }).click();
    await expectVisible(page.getByText(`${ada.number} checked in.`));
    await expect.poll(() => page.getByRole('link', { name: ada.number }).count(), WAIT).toBe(0);
    await page.getByRole('checkbox', { name: `Select ${ben.number}` }).check();
    await page.getByRole('button', { name: 'Check in selected (1)' }).click();
    await expectVisible(page.getByText('1 of 1 checked in.'));

    await open(page, url, `/admin/reservation-details/${ada.id}`);
    await expectVisible(
      page.getByRole('heading', { name: new RegExp(`Reservation ${ada.number}.*Checked In`) }),
    );
    const history = page.getByRole('region', { name: 'History' });
    await expectVisible(history.getByRole('cell', { name: 'Checked in', exact: true }));
    await expectVisible(history.getByText('CheckedIn'));
    await expectVisible(page.getByRole('button', { name: 'Check Out' }));
    await page.getByLabel('Add a comment').fill('Arrived early, gate code given.');
    const before = new Date().toISOString();
    await page.getByRole('button', { name: 'Add Comment' }).click();
    await expectVisible(page.getByText('Arrived early, gate code given.'));
    // Its time reads on the park's clock, as the payments do, whatever the clerk's browser says (UTC here).
    const park = demoCatalogue(tenantId).locations.find((l) => l.id === locationId)!;
    const zone = park.timezone || demoCatalogue(tenantId).tenant.timezone;
    const moments = [before, new Date().toISOString()].map((at) => formatDateTimeIn(at, zone));
    const stamp = await page
      .locator('.desk-comments li')
      .filter({ hasText: 'Arrived early' })
      .locator('.desk-muted')
      .textContent();
    expect(moments).toContain(stamp?.split(', ').at(-1));
    await expectNoAxeViolations(page, 'the reservation details');
    await screenshot(page, 'details');

    await open(page, url, `/admin/reservation-details/${cleo.id}`);
    await page.getByRole('link', { name: 'Cancel Reservation' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Cancel Reservation' }));
    await page.getByLabel('Cancel without refund').check();
    await expectVisible(page.getByRole('table', { name: 'Refund breakdown' }));
    await expect
      .poll(() => page.getByRole('row', { name: /^Refund/ }).textContent(), WAIT)
      .toContain('$0.00');
    await page.getByRole('button', { name: 'Cancel without Refund' }).click();
    await expectVisible(page.getByText('Reason is required'));
    await expectNoAxeViolations(page, 'the cancel page');
    await page.getByLabel(/^Reason/).fill('Guest called: plans changed.');
    await page.getByRole('button', { name: 'Cancel without Refund' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Cancellation Receipt' }));
    await expectVisible(page.getByText(`Reservation ${cleo.number}`));
    await expectNoAxeViolations(page, 'the cancellation receipt');
    await screenshot(page, 'cancellation receipt');

    await open(page, url, '/admin/reservation-search');
    await page.getByLabel('Reservation Number').fill(cleo.number);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expectVisible(page.getByRole('status').getByText('1 reservation'));
    await expectVisible(page.getByRole('row', { name: new RegExp(`${cleo.number}.*Cancelled`) }));
    await expectNoAxeViolations(page, 'the reservation search');
    await screenshot(page, 'search');
    // Nine screens with axe on each: more than the default minute on a loaded machine.
  }, 180_000);

  it('shows the read-only clerk the details and no actions', async () => {
    const { tenantId, url } = site;
    const locationId = [...demoCatalogue(tenantId).locations].sort((a, b) => a.id - b.id)[1]!.id;
    const { sold } = await sellArrivals(url, tenantId, locationId, 1);
    const page = await browser.newPage();
    await signInStaff(page, url, tenantId, 'clerk');
    await open(page, url, `/admin/reservation-details/${sold[0]!.id}`);
    await expectVisible(page.getByRole('heading', { name: 'Reservation Summary' }));
    expect(await page.getByRole('button', { name: 'Check In' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Cancel Reservation' }).count()).toBe(0);
    expect(await page.getByLabel('Add a comment').count()).toBe(0);
  });
});
