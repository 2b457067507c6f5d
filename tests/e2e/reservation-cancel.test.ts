/**
 * A customer cancels a reservation they bought (public §2.16, §7.3), on each tenant: My Account lists
 * it under Current; Cancel shows what comes back before they confirm; confirming lands on the
 * cancellation receipt with the refund to their card, and the cancellation mail says the same; the
 * reservation moves to Past and cancelled; another customer can then hold the freed nights at once.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useBrowser } from './support/browser.ts';
import { createCustomer } from './support/customers.ts';
import { featuredParks } from './support/demo.ts';
import { expectVisible, open } from './support/page.ts';
import { seedCart } from './support/seed-cart.ts';
import { signInAsCustomer } from './support/sign-in.ts';

const sites = inject('sites');
const browser = useBrowser();
const WAIT = { timeout: 30_000, interval: 100 };

/** Claims the stay from inside the page with the page's token; the answer's statusCode. */
function claimFromPage(page: Page, tenantId: string, spotId: number, start: string, end: string) {
  return page.evaluate(
    async ({ tenantId, spotId, start, end }) => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('.idToken'));
      const res = await fetch(`/v1/tenant/${tenantId}/SpotReservation/spot/${spotId}/claim`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${localStorage.getItem(key!)}`,
        },
        body: JSON.stringify({ reservationStartDate: start, reservationEndDate: end }),
      });
      return ((await res.json()) as { statusCode: string }).statusCode;
    },
    { tenantId, spotId, start, end },
  );
}

describe.each(sites.tenants)('cancelling a reservation from My Account on $tenantId', (site) => {
  it(
    'shows the refund first, cancels, shows the receipt and the mail, and frees the nights',
    { timeout: 240_000 },
    async () => {
      const [buyer, rival] = await Promise.all([
        createCustomer(site, `cancel.buyer.${site.tenantId}`, 'Jordan'),
        createCustomer(site, `cancel.rival.${site.tenantId}`, 'Riley'),
      ]);
      const park = featuredParks(site.tenantId)[0]!;
      const page = await browser.newPage();
      await signInAsCustomer(page, site.url, buyer);
      const seeded = await seedCart(page, site.tenantId, park.id, { count: 1 });
      expect(seeded.descriptions, seeded.messages.join(' | ')).toHaveLength(1);

      // Buy it by card on the sandbox page.
      await open(page, site.url, '/shopping-cart');
      await page.getByRole('radio', { name: /Credit Card/ }).check();
      await page.getByRole('button', { name: 'Checkout' }).click();
      await page.waitForURL(/\/sandbox-payments\/pay\//, WAIT);
      await page.getByLabel('Cardholder name').fill('Jordan Pine');
      await page.getByLabel('Card number').fill('4111 1111 1111 1111');
      await page.getByLabel('Expiry date (MM/YY)').fill('12/30');
      await page.getByLabel('Security code (CVC)').fill('123');
      await page.getByRole('button', { name: /^Pay / }).click();
      await page.waitForURL(/\/reservation-receipt\?/, { timeout: 60_000 });
      const line = page.getByRole('heading', { name: /^Reservation [A-Z]+-\d{6}$/ }).first();
      await expectVisible(line, 'the reservation on the receipt');
      const reservationNumber = (await line.textContent())!.replace('Reservation ', '');

      // My Account lists it under Current, with Cancel.
      // The account page of the signed-in customer, as the user menu links it (the token names them).
      const externalUserId = await page.evaluate(() => {
        const key = Object.keys(localStorage).find((k) => k.endsWith('.idToken'))!;
        const payload = localStorage.getItem(key)!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
        const claims = JSON.parse(atob(payload)) as Record<string, string>;
        return claims['custom:mspEntityUserId'] ?? claims.sub!;
      });
      const myAccount = `/customer-profile/${encodeURIComponent(externalUserId)}`;
      await open(page, site.url, myAccount);
      const mine = page.getByRole('region', { name: 'My Reservations' });
      await expectVisible(mine.getByText(`Reservation ${reservationNumber}`), 'the reservation in Current');
      await expectVisible(mine.getByText(park.longName).first(), 'its park');
      await screenshot(page, `my-reservations-${site.tenantId}`);
      await expectNoAxeViolations(page, 'My Account with reservations');

      await mine.getByRole('button', { name: `Cancel reservation ${reservationNumber}` }).click();
      const dialog = page.getByRole('alertdialog');
      await expectVisible(dialog.getByText('Cancellation fee'), 'the breakdown');
      await expectVisible(dialog.getByText(/to your Credit Card ending in 1111/), 'where the refund goes');
      await screenshot(page, `cancel-dialog-${site.tenantId}`);
      await expectNoAxeViolations(page, 'the cancel dialog');
      await dialog.getByRole('button', { name: 'Cancel reservation', exact: true }).click();

      await page.waitForURL(/\/reservation-cancel-receipt\/\d+\?r=\d+/, WAIT);
      await expectVisible(
        page.getByRole('heading', { name: 'Cancellation Receipt', level: 1 }),
        'the receipt',
      );
      await expectVisible(page.getByRole('heading', { name: 'Refunds' }), 'the refunds');
      await expectVisible(page.getByText(/Refunded to Credit Card ending in 1111/), 'the refund line');
      await screenshot(page, `cancellation-receipt-${site.tenantId}`);
      await expectNoAxeViolations(page, 'the cancellation receipt');

      // The cancellation mail, as the mailbox page lists it: what was paid and what comes back, to where.
      await open(page, site.url, '/mailbox');
      const mail = page.getByRole('link', {
        name: `Reservation Cancellation for reservation ${reservationNumber}`,
      });
      await expect.poll(() => mail.count(), WAIT).toBeGreaterThan(0);
      await mail.first().click();
      const text = page.locator('pre');
      await expectVisible(text, 'the mail text');
      expect(await text.textContent()).toMatch(/Amount refunded: \$\d/);
      expect(await text.textContent()).toContain('Refunded to: Credit Card ending in 1111');
      await screenshot(page, `cancellation-mail-${site.tenantId}`);

      // Back on My Account it is under Past and cancelled, and Cancel is gone.
      await open(page, site.url, myAccount);
      const again = page.getByRole('region', { name: 'My Reservations' });
      await expectVisible(again.getByText('You have no upcoming reservations.'), 'Current is empty');
      await again.getByRole('tab', { name: 'Past and cancelled' }).click();
      await expectVisible(again.getByText(`Reservation ${reservationNumber}`), 'the reservation in Past');
      await expectVisible(again.getByText('Cancelled', { exact: true }), 'its status');

      // Another customer holds the freed nights at once.
      const seededSpot = seeded.spots[0]!;
      const other = await browser.newPage();
      await signInAsCustomer(other, site.url, rival);
      await expect
        .poll(
          () => claimFromPage(other, site.tenantId, seededSpot.spotId, seededSpot.start, seededSpot.end),
          WAIT,
        )
        .toBe('Success');
    },
  );
});
