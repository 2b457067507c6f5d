/**
 * A customer changes a reservation they bought (public §2.2 /reservation-edit → occupant → review →
 * receipt, §2.5; admin §4.4 seeding), on each tenant: from My Account, Change opens the park's spot
 * search headed 'Currently Modifying' and seeded with the reservation's dates; a longer stay on the same
 * spot is held, checked, priced and paid on the sandbox card page, and the edit receipt follows; then a
 * shorter stay costs less, and the difference comes back to the card, shown on the receipt and in the
 * change's mail. The edit steps are taken by keyboard; axe runs on every screen, screenshots are taken
 * at desktop and phone sizes.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { addDays } from '#domain/day-selection';
import { formatDate } from '#domain/display-format';
import { HOLD_MESSAGE } from '#domain/holds';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useBrowser } from './support/browser.ts';
import { createCustomer } from './support/customers.ts';
import { featuredParks } from './support/demo.ts';
import { expectVisible, field, open } from './support/page.ts';
import { seedCart } from './support/seed-cart.ts';
import { signInAsCustomer } from './support/sign-in.ts';

const sites = inject('sites');
const browser = useBrowser();
const WAIT = { timeout: 30_000, interval: 100 };
const PAYMENT_WAIT = { timeout: 60_000 };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** axe, and screenshots at desktop and phone sizes. */
async function checkScreen(page: Page, name: string): Promise<void> {
  // A hover popover left open under the pointer is not the screen's.
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page, name);
  await screenshot(page, name);
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name} phone`);
  await page.setViewportSize(DESKTOP);
}

async function payOnSandbox(page: Page, cardholder: string): Promise<void> {
  await expectArrival(page, /\/sandbox-payments\/pay\//);
  await page.getByLabel('Cardholder name').fill(cardholder);
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Expiry date (MM/YY)').fill('12/30');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** Waits for the page a step leads to; a danger alert instead fails at once with its message. */
async function expectArrival(page: Page, url: RegExp, timeout = WAIT.timeout): Promise<void> {
  const refusal = page.locator('.app-alert.alert-danger');
  await expect
    .poll(
      async () => {
        if (url.test(page.url())) return 'arrived';
        if (await refusal.first().isVisible())
          return `refused: ${(await refusal.first().innerText()).trim()}`;
        return 'waiting';
      },
      { timeout, interval: 100 },
    )
    .toBe('arrived');
}

/** The signed-in customer's account page, as the user menu links it (the token names them). */
async function openMyAccount(page: Page, siteUrl: string): Promise<void> {
  const externalUserId = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('.idToken'))!;
    const payload = localStorage.getItem(key)!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(payload)) as Record<string, string>;
    return claims['custom:mspEntityUserId'] ?? claims.sub!;
  });
  await open(page, siteUrl, `/customer-profile/${encodeURIComponent(externalUserId)}`);
}

/**
 * From My Account: Change, the search seeded with the reservation, new dates on the same spot, Reserve,
 * then the occupant step (prefilled) and Continue; ends on the review.
 */
async function changeStay(
  page: Page,
  siteUrl: string,
  reservationNumber: string,
  stay: { start: string; end: string; newStart: string; newEnd: string },
  /** Checks the search and occupant screens (axe, screenshots) under this name. */
  shots?: string,
): Promise<void> {
  await openMyAccount(page, siteUrl);
  const mine = page.getByRole('region', { name: 'My Reservations' });
  // Each step by keyboard: focus, then Enter.
  await mine.getByRole('link', { name: `Change reservation ${reservationNumber}` }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/reservation-edit\?c=\d+&r=\d+&l=\d+&e=/, WAIT);

  const current = page.getByRole('region', { name: 'Currently Modifying' });
  await expectVisible(current.getByText(reservationNumber), 'the reservation being changed');
  await expectVisible(current.getByText(formatDate(stay.start)), 'its arrival');
  await expectVisible(current.getByText(formatDate(stay.end)), 'its departure');
  await expect.poll(() => field(page, 'Arrival Date').inputValue(), WAIT).toBe(formatDate(stay.start));
  await expect.poll(() => field(page, 'Departure Date').inputValue(), WAIT).toBe(formatDate(stay.end));
  const spotName = (await current.locator('dt:text-is("Spot") + dd').textContent())!;
  const reserve = page.getByRole('button', { name: `Reserve ${spotName}`, exact: true });
  await expectVisible(reserve, 'the reserved spot in the results');
  if (shots) await checkScreen(page, `${shots} edit search`);

  await field(page, 'Arrival Date').fill(formatDate(stay.newStart));
  await field(page, 'Departure Date').fill(formatDate(stay.newEnd));
  await page.getByRole('button', { name: 'update search result' }).focus();
  await page.keyboard.press('Enter');
  await reserve.focus();
  await page.keyboard.press('Enter');

  await expectArrival(page, /\/reservation-edit-occupant$/);
  await expectVisible(page.getByText(HOLD_MESSAGE.held), 'the hold message');
  await expectVisible(
    page.getByRole('region', { name: 'Currently Modifying' }).getByText(reservationNumber),
    'the reservation being changed',
  );
  const held = page.getByRole('region', { name: 'New Reservation' });
  await expectVisible(held.getByText(formatDate(stay.newEnd)), 'the new departure');
  await expect.poll(() => field(page, 'Number of People').inputValue(), WAIT).toBe('2');
  await expect.poll(() => field(page, 'Number of Vehicles').inputValue(), WAIT).toBe('1');
  if (shots) await checkScreen(page, `${shots} edit occupant`);
  await page.getByRole('button', { name: 'Continue' }).focus();
  await page.keyboard.press('Enter');

  await expectArrival(page, /\/reservation-edit-review$/);
  await expectVisible(page.getByRole('heading', { name: 'Review Reservation Change' }), 'the review');
  await expectVisible(page.getByText('Previous amount paid'), 'what was paid');
}

describe.each(sites.tenants.map((site) => [site.tenantId, site] as const))(
  'changing a reservation on %s',
  (_tenantId, site) => {
    it('pays for a longer stay, then is refunded a shorter one', { timeout: 600_000 }, async () => {
      const buyer = await createCustomer(site, `edit.${site.tenantId}`, 'Morgan');
      const park = featuredParks(site.tenantId)[0]!;
      const page = await browser.newPage();
      await signInAsCustomer(page, site.url, buyer);
      const seeded = await seedCart(page, site.tenantId, park.id, { count: 1, freeNightAfter: true });
      expect(seeded.descriptions, seeded.messages.join(' | ')).toHaveLength(1);
      const { start, end } = seeded.spots[0]!;

      // Buy it by card.
      await open(page, site.url, '/shopping-cart');
      await page.getByRole('radio', { name: /Credit Card/ }).check();
      await page.getByRole('button', { name: 'Checkout' }).click();
      await payOnSandbox(page, 'Morgan Pine');
      await page.waitForURL(/\/reservation-receipt\?/, PAYMENT_WAIT);
      const line = page.getByRole('heading', { name: /^Reservation [A-Z]+-\d{6}$/ }).first();
      await expectVisible(line, 'the reservation on the receipt');
      const reservationNumber = (await line.textContent())!.replace('Reservation ', '');

      // One more night (the spot was chosen free the night after): more to pay, on the hosted card page.
      const longer = { start, end: addDays(end, 1) };
      await changeStay(
        page,
        site.url,
        reservationNumber,
        { start, end, newStart: longer.start, newEnd: longer.end },
        'longer',
      );
      const due = page.locator('.edit-totals__balance');
      await expectVisible(due.getByText('Amount due'), 'the amount due');
      await checkScreen(page, 'longer edit review');
      await page.getByRole('button', { name: 'Confirm Change' }).click();
      await payOnSandbox(page, 'Morgan Pine');
      await page.waitForURL(/\/reservation-edit-receipt\?ccpToken=.+&orderId=\d+/, PAYMENT_WAIT);
      await expectVisible(
        page.getByRole('heading', { name: 'Reservation Edit Receipt', level: 1 }),
        'the edit receipt',
      );
      await expectVisible(page.getByText(formatDate(longer.end)).first(), 'the new departure');
      await checkScreen(page, 'longer edit receipt');

      // Down to one night: less to pay, given back to the card without a card page.
      const shorter = { start: longer.start, end: addDays(longer.start, 1) };
      await changeStay(page, site.url, reservationNumber, {
        ...longer,
        newStart: shorter.start,
        newEnd: shorter.end,
      });
      const refund = page.locator('.edit-totals__balance');
      await expectVisible(refund.getByText('Refund', { exact: true }), 'the refund');
      await expectVisible(refund.getByText(/to your Credit Card ending in 1111/), 'where it goes');
      await checkScreen(page, 'shorter edit review');
      await page.getByRole('button', { name: 'Confirm Change' }).click();
      await expectArrival(page, /\/reservation-edit-receipt\?orderId=\d+/, PAYMENT_WAIT.timeout);
      await expectVisible(page.getByRole('heading', { name: 'Refunds' }), 'the refunds');
      await expectVisible(page.getByText(/Refunded to Credit Card ending in 1111/), 'the refund line');
      await checkScreen(page, 'shorter edit receipt');

      // Each change is mailed; the newest, for the shorter stay, says what came back to the card.
      await open(page, site.url, '/mailbox');
      const changeMails = page
        .getByRole('row')
        .filter({ hasText: buyer.email })
        .filter({ hasText: 'Reservation Modification' });
      await expect.poll(() => changeMails.count(), WAIT).toBe(2);
      await changeMails.first().getByRole('link').click();
      const mail = page.locator('pre');
      await expectVisible(mail, 'the mail text');
      expect(await mail.textContent()).toMatch(/Total refunded: \$\d/);

      // My Account shows the reservation with its new dates.
      await openMyAccount(page, site.url);
      const mine = page.getByRole('region', { name: 'My Reservations' });
      await expectVisible(
        mine.getByText(`${formatDate(shorter.start)} – ${formatDate(shorter.end)}`),
        'the changed dates in My Account',
      );
    });
  },
);
