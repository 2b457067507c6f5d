/**
 * A reservation bought end to end, on each tenant's site: a signed-in customer picks two nights on the
 * calendar, holds them, fills the occupant details, reviews the fees, adds the reservation to the cart,
 * pays on the sandbox's hosted card page, reads the receipt and finds the confirmation mail in the
 * mailbox. A second customer who chose the same nights is refused with the server's message, and then
 * sees them Reserved. The same journey on a phone (390 × 844, by touch) from the home page's park
 * search: the nights tapped on the calendar, the stay's total read on the list and found again as the
 * cart's total, every screen without sideways scroll and every button within reach.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { addDays } from '../../functions/domain/day-selection.ts';
import { HOLD_MESSAGE } from '../../functions/domain/holds.ts';
import { formatDate } from '../../web/src/lib/format.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { PHONE, screenshot, useBrowser } from './support/browser.ts';
import {
  WAIT,
  calendarLoaded,
  chooseStay,
  customerOnCalendar,
  dayButton,
  freeStay,
  spotRow,
} from './support/calendar.ts';
import { fillOccupant, payByCard } from './support/checkout.ts';
import { createCustomer } from './support/customers.ts';
import { featuredParks } from './support/demo.ts';
import { expectVisible, field, open } from './support/page.ts';
import { signInAsCustomer } from './support/sign-in.ts';

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
      await screenshot(page, `calendar-${site.tenantId}`);
      await row.getByRole('button', { name: 'Reserve', exact: true }).click();
      await page.waitForURL(new URL('/create-reservation', site.url).toString(), WAIT);
      await expectVisible(page.getByText(HOLD_MESSAGE.held), 'the hold message');

      await fillOccupant(page, site.tenantId);
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
      await payByCard(page, (pay) => pay.click());
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

/** How far the page reaches past the viewport's right edge (0: no sideways scroll). */
const overflowX = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The screen fits the phone: nothing scrolls sideways. */
async function fitsThePhone(page: Page, what: string): Promise<void> {
  await expect.poll(() => overflowX(page), { ...WAIT, message: `${what} scrolls sideways` }).toBe(0);
}

/** Taps a button a thumb can reach: visible, inside the screen's width, and tall enough to hit. */
async function tapButton(button: Locator, what: string): Promise<void> {
  await expectVisible(button, what);
  await button.scrollIntoViewIfNeeded();
  const box = (await button.boundingBox())!;
  expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(PHONE.viewport!.width);
  expect(box.height, `${what}: height`).toBeGreaterThanOrEqual(32);
  await button.tap();
}

/**
 * What a finger touches on the element once it is scrolled to the top of the screen: '' when it is the
 * element itself, else what lies over it (a summary stuck to the top, say).
 */
function coveringAtTop(locator: Locator): Promise<string> {
  return locator.evaluate((el) => {
    el.scrollIntoView({ block: 'start' });
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (hit !== null && (hit === el || el.contains(hit))) return '';
    const where = `at ${Math.round(r.left + r.width / 2)},${Math.round(r.top + r.height / 2)}`;
    return hit ? `${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')} ${where}` : `nothing ${where}`;
  });
}

/** Whether `text` inside the element reads on one line (never broken inside itself). */
function onOneLine(locator: Locator, text: string): Promise<boolean> {
  return locator.evaluate((el, wanted) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      return lines.size === 1;
    }
    throw new Error(`'${wanted}' is not in the element`);
  }, text);
}

describe('buying a reservation on a phone', () => {
  const site = sites.tenants[0]!;

  it('on a phone: nights tapped, the listed total paid by card', { timeout: 300_000 }, async () => {
    const park = featuredParks(site.tenantId)[0]!;
    const buyer = await createCustomer(site, `purchase.phone.${site.tenantId}`);
    const page = await browser.newPage(PHONE);
    // From the home page, as most visitors arrive: signed in, the park found with the hero's search.
    await signInAsCustomer(page, site.url, buyer);
    await fitsThePhone(page, 'the home page');
    const search = page.getByRole('search', { name: 'Parks and places' }).getByRole('combobox');
    await search.tap();
    await search.fill(park.longName.split(' ')[0]!);
    const suggestion = page.getByRole('option', { name: `${park.longName} in ${park.longName}` });
    await expectVisible(suggestion, 'the park among the suggestions');
    await fitsThePhone(page, 'the suggestions');
    await screenshot(page, 'home search');
    await suggestion.tap();
    await page.waitForURL(new URL(`/location/${park.id}`, site.url).toString(), WAIT);
    await expectVisible(page.getByRole('heading', { level: 1, name: park.longName }), 'the park heading');
    await fitsThePhone(page, 'the park page');

    // The calendar by touch: an arrival and a departure tapped on one spot's row.
    await tapButton(page.getByRole('button', { name: 'Calendar', exact: true }), 'the Calendar view');
    await calendarLoaded(page);
    const { arrival, spotName } = await freeStay(page, 2);
    const departure = addDays(arrival, 2);
    const row = spotRow(page, spotName);
    await dayButton(row, arrival).tap();
    await dayButton(row, departure).tap();
    await expect.poll(() => dayButton(row, departure).getAttribute('aria-pressed'), WAIT).toBe('true');
    await fitsThePhone(page, 'the calendar');
    await screenshot(page, 'calendar');
    await expectNoAxeViolations(page, 'the calendar on a phone', '.spot-calendar');

    // The list for the stay chosen: the chosen spot first, with the stay's total.
    await tapButton(page.getByRole('button', { name: 'List', exact: true }), 'the List view');
    const item = page
      .getByRole('list', { name: 'Spots' })
      .locator(':scope > li')
      .filter({ has: page.getByRole('heading', { name: spotName, exact: true }) });
    const total = item.getByText(/^\$\d[\d,]*\.\d{2} total for 2 nights$/);
    await expectVisible(total, 'the stay total of the chosen spot');
    const listedTotal = (await total.innerText()).split(' ')[0]!;
    await fitsThePhone(page, 'the list');
    await screenshot(page, 'list');
    await tapButton(item.getByRole('button', { name: `Reserve ${spotName}` }), 'Reserve');

    await page.waitForURL(new URL('/create-reservation', site.url).toString(), WAIT);
    await expectVisible(page.getByText(HOLD_MESSAGE.held), 'the hold message');
    await fitsThePhone(page, 'the occupant form');
    await fillOccupant(page, site.tenantId);
    // Scrolled up the screen, every field stays in reach: nothing sticks over the form.
    for (const label of ['City', 'Email', 'Number of Vehicles']) {
      expect(await coveringAtTop(field(page, label)), `what covers ${label}`).toBe('');
    }
    await screenshot(page, 'occupant');
    await tapButton(page.getByRole('button', { name: 'Continue' }), 'Continue');

    await page.waitForURL(new URL('/review-reservation', site.url).toString(), WAIT);
    await expectVisible(page.getByText('Morgan Trailhead'), 'the occupant on the review');
    const feeTotal = page.getByRole('table').getByRole('row').last();
    expect(await coveringAtTop(feeTotal), 'what covers the fees total').toBe('');
    await fitsThePhone(page, 'the review');
    await screenshot(page, 'review');
    await tapButton(page.getByRole('button', { name: 'Add to Cart' }), 'Add to Cart');

    await page.waitForURL(new URL('/shopping-cart', site.url).toString(), WAIT);
    await expectVisible(
      page.getByRole('heading', { name: new RegExp(`^${park.longName}: `) }),
      'the cart item',
    );
    await page.getByRole('radio', { name: /Credit Card/ }).tap();
    // The total the list showed is what the cart asks by card.
    await expect.poll(() => page.getByTestId('cart-total').innerText(), WAIT).toBe(listedTotal);
    const cartItem = page.getByRole('main').getByRole('listitem').filter({ hasText: park.longName });
    for (const date of [formatDate(arrival), formatDate(departure)]) {
      expect(await onOneLine(cartItem, date), `${date} on one line in the cart`).toBe(true);
    }
    await fitsThePhone(page, 'the cart');
    await screenshot(page, 'cart');
    await expectNoAxeViolations(page, 'the cart on a phone');
    await tapButton(page.getByRole('button', { name: 'Checkout' }), 'Checkout');

    await payByCard(page, async (pay) => {
      await fitsThePhone(page, 'the payment page');
      await tapButton(pay, 'Pay');
    });
    const receipt = page.getByRole('main');
    await expectVisible(page.getByRole('heading', { name: /^Order [A-Z]+-O-\d+$/ }), 'the order number');
    await expectVisible(receipt.getByText(park.longName).first(), 'the park on the receipt');
    await expectVisible(receipt.getByText(formatDate(arrival)).first(), 'the check-in date');
    await fitsThePhone(page, 'the receipt');
    await screenshot(page, 'receipt');
    await expectNoAxeViolations(page, 'the receipt on a phone');
  });
});
