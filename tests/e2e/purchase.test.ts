/**
 * A reservation bought end to end, on each tenant's site (issue "Booking and payment"): a signed-in
 * customer picks two nights on the calendar, holds them, fills the occupant details, reviews the fees,
 * adds the reservation to the cart, pays on the sandbox's hosted card page, reads the receipt and finds
 * the confirmation mail in the mailbox. A second customer who chose the same nights is refused with the
 * server's message, and then sees them Reserved.
 */
import { describe, expect, inject, it } from 'vitest';
import { addDays } from '../../functions/domain/day-selection.ts';
import { HOLD_MESSAGE } from '../../functions/domain/holds.ts';
import { formatDate } from '../../web/src/lib/format.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useBrowser } from './support/browser.ts';
import {
  WAIT,
  calendarLoaded,
  chooseStay,
  customerOnCalendar,
  dayButton,
  freeStay,
} from './support/calendar.ts';
import { createCustomer } from './support/customers.ts';
import { featuredParks } from './support/demo.ts';
import { expectVisible, field, open } from './support/page.ts';

const sites = inject('sites');
const browser = useBrowser();

describe.each(sites.tenants)('buying a reservation on the $tenantId site', (site) => {
  it(
    'two nights held, occupant, review, cart, card payment, receipt and mail',
    { timeout: 300_000 },
    async () => {
      const park = featuredParks(site.tenantId)[0]!;
      // The file's own customers: no other file's holds, cart or failed sign-ins reach them.
      const [rival, buyer] = await Promise.all([
        createCustomer(site, `purchase.rival.${site.tenantId}`),
        createCustomer(site, `purchase.buyer.${site.tenantId}`),
      ]);

      const page = await customerOnCalendar(browser, site, park.id, buyer);
      const { arrival, spotName } = await freeStay(page, 2);
      const departure = addDays(arrival, 2);
      // The rival chooses the same nights while they are still free.
      const other = await customerOnCalendar(browser, site, park.id, rival);
      // The rows are followed by the spot's name: a page asks for its rows again with its selected spot first.
      const otherRow = await chooseStay(other, spotName, arrival, departure);

      const row = await chooseStay(page, spotName, arrival, departure);
      await row.getByRole('button', { name: 'Reserve', exact: true }).click();
      await page.waitForURL(new URL('/create-reservation', site.url).toString(), WAIT);
      await expectVisible(page.getByText(HOLD_MESSAGE.held), 'the hold message');

      await field(page, 'First Name').fill('Morgan');
      await field(page, 'Last Name').fill('Trailhead');
      await field(page, 'Address Line 1').fill('12 Aspen Way');
      await field(page, 'City').fill('Springfield');
      await field(page, 'State').selectOption(site.tenantId.toUpperCase());
      await field(page, 'Zip Code').fill('80401');
      await field(page, 'Email').fill(`morgan.${site.tenantId}@example.org`);
      await field(page, 'Home Phone').fill('3035550123');
      await field(page, 'Number of People').fill('2');
      await field(page, 'Number of Vehicles').fill('1');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(new URL('/review-reservation', site.url).toString(), WAIT);
      const fees = page.getByRole('table');
      await expectVisible(fees.getByRole('rowheader', { name: formatDate(arrival) }), 'the first night');
      await expectVisible(page.getByText('Morgan Trailhead'), 'the occupant on the review');

      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.waitForURL(new URL('/shopping-cart', site.url).toString(), WAIT);
      await expectVisible(
        page.getByRole('heading', { name: new RegExp(`^${park.longName}: `) }),
        'the cart item',
      );
      await page.getByRole('radio', { name: /Credit Card/ }).check();
      await page.getByRole('button', { name: 'Checkout' }).click();

      // The sandbox's hosted card page, then back to the receipt.
      await page.waitForURL(/\/sandbox-payments\/pay\//, WAIT);
      await page.getByLabel('Cardholder name').fill('Morgan Trailhead');
      await page.getByLabel('Card number').fill('4111 1111 1111 1111');
      await page.getByLabel('Expiry date (MM/YY)').fill('12/30');
      await page.getByLabel('Security code (CVC)').fill('123');
      await page.getByRole('button', { name: /^Pay / }).click();
      await page.waitForURL(/\/reservation-receipt\?ccpToken=.+&orderId=\d+/, { timeout: 60_000 });
      const orderHeading = page.getByRole('heading', { name: /^Order [A-Z]+-O-\d+$/ });
      await expectVisible(orderHeading, 'the order number');
      const orderNumber = (await orderHeading.textContent())!.replace('Order ', '');
      const receipt = page.getByRole('main');
      await expectVisible(
        receipt.getByRole('heading', { name: /^Reservation [A-Z]+-\d{6}$/ }).first(),
        'a reservation line',
      );
      await expectVisible(receipt.getByText(park.longName).first(), 'the park on the receipt');
      await expectVisible(receipt.getByText(formatDate(arrival)).first(), 'the check-in date');
      await screenshot(page, `purchase-receipt-${site.tenantId}`);
      await expectNoAxeViolations(page, 'the receipt');

      // The confirmation mail, as the mailbox page lists it.
      await open(page, site.url, '/mailbox');
      const mail = page.getByRole('link', { name: new RegExp(`for order ${orderNumber}`) });
      await expect.poll(() => mail.count(), { timeout: 30_000, interval: 500 }).toBeGreaterThan(0);
      await mail.first().click();
      const message = page.locator('pre');
      await expectVisible(message, 'the mail text');
      expect(await message.textContent()).toContain(park.longName);
      await screenshot(page, `purchase-mail-${site.tenantId}`);

      // The rival's Reserve on the same nights: refused with the server's message; reloaded, they are Reserved.
      await otherRow.getByRole('button', { name: 'Reserve', exact: true }).click();
      await expectVisible(other.getByText(HOLD_MESSAGE.notAvailable), 'the refusal');
      await other.reload();
      await other.getByRole('button', { name: 'Calendar', exact: true }).click();
      await calendarLoaded(other);
      await expect
        .poll(() => dayButton(otherRow, addDays(arrival, 1)).getAttribute('aria-label'), WAIT)
        .toMatch(/^Reserved, /);
    },
  );
});
