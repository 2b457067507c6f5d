/**
 * Reserve → occupant → review → cart (public §2.4, §4.4, §3.5): a signed-in customer chooses two nights
 * on the park calendar and reserves; the hold message shows on /create-reservation; the empty form shows
 * its errors; filled, it validates and the review shows the fees; Add to Cart lands on /shopping-cart.
 * A second customer who chose the same nights is refused.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { HOLD_MESSAGE } from '../../functions/domain/holds.ts';
import { addDays } from '../../functions/domain/day-selection.ts';
import { formatDate } from '../../web/src/lib/format.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useBrowser } from './support/browser.ts';
import {
  WAIT,
  calendarLoaded,
  chooseStay,
  customerOnCalendar as onCalendar,
  dayButton,
  freeStay,
  rows,
} from './support/calendar.ts';
import { type TestCustomer, createCustomer } from './support/customers.ts';
import { demoCatalogue, featuredParks } from './support/demo.ts';
import { expectVisible, field, open } from './support/page.ts';
import { signInStaff } from './support/sign-in.ts';

const sites = inject('sites');
const browser = useBrowser();
const { tenantId, url } = sites.tenants[0]!;
const park = featuredParks(tenantId)[0]!;

const customerOnCalendar = (customer: TestCustomer) => onCalendar(browser, { url }, park.id, customer);

// This file's own customers: no other file's holds or carts reach them.
let first: TestCustomer;
let second: TestCustomer;
beforeAll(async () => {
  [first, second] = await Promise.all([
    createCustomer(sites.tenants[0]!, 'booking.first'),
    createCustomer(sites.tenants[0]!, 'booking.second'),
  ]);
});

/** On the staff calendar: a free night held with Reserve (yes to the ADA question), on to the occupant step. */
async function holdOneNightAtTheDesk(page: Page): Promise<void> {
  const { index, arrival } = await freeStay(page, 1);
  const row = await chooseStay(page, index, arrival, addDays(arrival, 1));
  await row.getByRole('button', { name: 'Reserve', exact: true }).click();
  const ada = page.getByRole('dialog', { name: 'ADA Occupant Required' });
  await page.waitForURL(/\/admin\/reservation-add-occupant$/, WAIT).catch(async () => {
    await ada.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL(/\/admin\/reservation-add-occupant$/, WAIT);
  });
}

describe('booking a spot', () => {
  it(
    'reserve, fill the occupant, review the fees, add to cart; a second customer is refused',
    { timeout: 240_000 },
    async () => {
      const page = await customerOnCalendar(first);
      const { index, arrival } = await freeStay(page, 2);
      const departure = addDays(arrival, 2);
      // The second customer chooses the same nights before the first reserves.
      const other = await customerOnCalendar(second);
      const otherRow = await chooseStay(other, index, arrival, departure);

      const row = await chooseStay(page, index, arrival, departure);
      await row.getByRole('button', { name: 'Reserve', exact: true }).click();
      await page.waitForURL(new URL('/create-reservation', url).toString(), WAIT);
      await expectVisible(page.getByText(HOLD_MESSAGE.held), 'the hold message');
      const summary = page.getByRole('region', { name: 'Your Reservation' });
      await expectVisible(summary.getByText(park.longName), 'the park in the summary');
      await expectVisible(summary.getByText(formatDate(arrival)), 'the arrival in the summary');
      await expectVisible(summary.getByText(/^1[0-4]:\d\d$/), 'the time left');

      // Continue with an empty form: the error summary and the fields' messages.
      await expectVisible(field(page, 'First Name'), 'the occupant form');
      await page.getByRole('button', { name: 'Continue' }).click();
      const errors = page.getByRole('alert').filter({ hasText: 'Please correct the following' });
      await expectVisible(errors, 'the error summary');
      await expectVisible(errors.getByText('is required', { exact: false }), 'a required message');
      expect(await errors.textContent()).toContain('First Name is required');
      expect(await errors.textContent()).toContain('Number of People');
      await screenshot(page, 'occupant-errors');
      await expectNoAxeViolations(page, 'the create reservation page with errors');

      await field(page, 'First Name').fill('Jamie');
      await field(page, 'Last Name').fill('Camper');
      await field(page, 'Address Line 1').fill('100 Main Street');
      await field(page, 'City').fill('Golden');
      await field(page, 'State').selectOption('CO');
      await field(page, 'Zip Code').fill('80401');
      await field(page, 'Email').fill('jamie@example.com');
      await field(page, 'Home Phone').fill('3035551234');
      await field(page, 'Number of People').fill('2');
      await field(page, 'Number of Vehicles').fill('1');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(new URL('/review-reservation', url).toString(), WAIT);

      const fees = page.getByRole('table');
      await expectVisible(fees, 'the fee table');
      await expectVisible(fees.getByRole('rowheader', { name: formatDate(arrival) }), 'the first night');
      await expectVisible(
        fees.getByRole('rowheader', { name: formatDate(addDays(arrival, 1)) }),
        'the second night',
      );
      const total = await fees.locator('tfoot td').textContent();
      expect(total).toMatch(/^\$\d{1,3}(,\d{3})*\.\d\d$/);
      await expectVisible(page.getByText('Jamie Camper'), 'the occupant on the review');
      await screenshot(page, 'review');
      await expectNoAxeViolations(page, 'the review reservation page');

      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.waitForURL(new URL('/shopping-cart', url).toString(), WAIT);
      const stored = (await page.evaluate(() =>
        JSON.parse(localStorage.getItem('campfire.claim') ?? '{}'),
      )) as {
        claim: unknown;
      };
      // The reservation is in the cart: nothing is left in progress, the cart lists it at once.
      expect(stored.claim).toBeNull();
      await expectVisible(
        page.getByRole('heading', { name: new RegExp(`^${park.longName}: `) }),
        'the cart item',
      );
      await screenshot(page, 'cart');

      // The same nights for the second customer: the server refuses.
      await otherRow.getByRole('button', { name: 'Reserve', exact: true }).click();
      await expectVisible(other.getByText(HOLD_MESSAGE.notAvailable), 'the refusal');
      expect(new URL(other.url()).pathname).toBe(`/location/${park.id}`);
      await screenshot(other, 'second-customer-refused');
    },
  );

  it(
    'a visitor who is not signed in is sent to the login, with the park page as the redirect',
    { timeout: 120_000 },
    async () => {
      const page = await browser.newPage();
      await open(page, url, `/location/${park.id}`);
      await page.getByRole('button', { name: 'Calendar', exact: true }).click();
      await calendarLoaded(page);
      const { index, arrival } = await freeStay(page, 1);
      const row = await chooseStay(page, index, arrival, addDays(arrival, 1));
      await row.getByRole('button', { name: 'Reserve', exact: true }).click();
      await page.waitForURL(
        new URL(`/login?redirect=${encodeURIComponent(`/location/${park.id}`)}`, url).toString(),
        WAIT,
      );
    },
  );

  it(
    'a staff user reserves for a walk-in guest and the reservation lands in the staff cart',
    { timeout: 180_000 },
    async () => {
      const page = await browser.newPage();
      // Not the super admin, whose staff cart the cart file fills and counts.
      await signInStaff(page, url, tenantId, 'agencyAdmin');
      await open(page, url, `/admin/reservation-add/${park.id}`);
      await calendarLoaded(page);
      // Reserve before any day is chosen: the refusal is said once, above the page.
      await page.getByRole('button', { name: 'Reserve', exact: true }).first().click();
      const refusal = page.locator('.app-alert').filter({ hasText: 'Arrival Date is required' });
      await expectVisible(refusal, 'the missing arrival date');
      expect(await refusal.count()).toBe(1);
      // The staff window starts three days before today: a stay from a later day.
      await holdOneNightAtTheDesk(page);
      await expectVisible(page.getByText(HOLD_MESSAGE.held), 'the hold message');
      await expectVisible(page.getByText('Admin', { exact: true }), 'the sales channel');
      await field(page, 'First Name').fill('Pat');
      await field(page, 'Last Name').fill('Walker');
      await field(page, 'Address Line 1').fill('5 Lake Road');
      await field(page, 'City').fill('Parker');
      await field(page, 'State').selectOption('CO');
      await field(page, 'Home Phone').fill('3035559876');
      await field(page, 'Number of People').fill('3');
      await field(page, 'Number of Vehicles').fill('1');
      await screenshot(page, 'staff-occupant');
      await expectNoAxeViolations(page, 'the staff occupant form');
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.waitForURL(new URL('/admin/shopping-cart', url).toString(), WAIT);
      await expectVisible(
        page.getByRole('heading', { name: new RegExp(`^${park.longName}: `) }),
        'the cart item',
      );
    },
  );

  it(
    'on the occupant step a staff user finds a customer by e-mail and books for them',
    { timeout: 180_000 },
    async () => {
      const page = await browser.newPage();
      await signInStaff(page, url, tenantId, 'ranger');
      await open(page, url, `/admin/reservation-add/${park.id}`);
      await calendarLoaded(page);
      await holdOneNightAtTheDesk(page);
      const lookup = page.getByRole('search', { name: 'Find a customer' });
      await lookup.getByRole('searchbox').fill(second.email);
      await lookup.getByRole('button', { name: 'Search' }).click();
      const name = `${second.firstName} ${second.lastName}`;
      await page.getByRole('button', { name: `Choose ${name}` }).click();
      // The customer's details become the occupant's, and the reservation is theirs.
      await expect.poll(() => field(page, 'First Name').inputValue(), WAIT).toBe(second.firstName);
      expect(await field(page, 'Last Name').inputValue()).toBe(second.lastName);
      expect(await field(page, 'Email').inputValue()).toBe(second.email);
      expect(await field(page, 'Customer ID').inputValue()).toMatch(/^\d+$/);
      await screenshot(page, 'customer chosen');
      await expectNoAxeViolations(page, 'the staff occupant form with a customer chosen');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.waitForURL(new RegExp(`/admin/reservation-add/${park.id}$`), WAIT);
    },
  );

  it(
    'a reservation whose hold is gone is refused on entry and the customer is sent back to the park',
    { timeout: 120_000 },
    async () => {
      const page = await customerOnCalendar(first);
      const { arrival } = await freeStay(page, 1);
      const spot = demoCatalogue(tenantId).spots.find((s) => s.locationId === park.id)!;
      // A claim kept in the browser whose hold the server no longer has (e.g. after signing in again).
      await page.evaluate(
        ([claim]) =>
          localStorage.setItem('campfire.claim', JSON.stringify({ claim, draft: null, reservationId: null })),
        [
          {
            locationName: park.longName,
            locationId: park.id,
            spotId: spot.id,
            spotName: spot.name,
            lockCode: 'a-hold-that-is-gone',
            lockedUntil: new Date(Date.now() + 600_000).toISOString(),
            startDate: arrival,
            endDate: addDays(arrival, 1),
            walkInReservation: false,
            adaRequirementAcknowledged: false,
            overrideClosure: false,
          },
        ] as const,
      );
      await open(page, url, '/create-reservation');
      await page.waitForURL(new URL(`/location/${park.id}`, url).toString(), WAIT);
      await expectVisible(page.getByText(HOLD_MESSAGE.notHeld), 'the queued refusal');
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('campfire.claim')!).claim)).toBeNull();
    },
  );

  it(
    'Cancel on the occupant form releases the hold: the nights are free again',
    { timeout: 150_000 },
    async () => {
      const page = await customerOnCalendar(second);
      const { index, arrival } = await freeStay(page, 1);
      const row = await chooseStay(page, index, arrival, addDays(arrival, 1));
      await row.getByRole('button', { name: 'Reserve', exact: true }).click();
      await page.waitForURL(new URL('/create-reservation', url).toString(), WAIT);
      await expectVisible(field(page, 'First Name'), 'the occupant form');
      // The header counts down the hold while the form is open, and stops once it is given up.
      const timeLeft = page.getByRole('banner').getByTestId('cart-time-left');
      await expectVisible(timeLeft, "the hold's time left");
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.waitForURL(new URL(`/location/${park.id}`, url).toString(), WAIT);
      await expect.poll(() => timeLeft.count(), WAIT).toBe(0);
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('campfire.claim')!).claim)).toBeNull();
      // Another customer sees the night Available again.
      const other = await customerOnCalendar(first);
      await expect
        .poll(() => dayButton(rows(other).nth(index), arrival).getAttribute('aria-label'), WAIT)
        .toMatch(/^Available, /);
    },
  );
});
