/**
 * The cart on the real local runtime (public §2.15, §4.5, §7.5): a customer with two held reservations
 * in the cart (seeded through the API the pages call, from inside the page) sees the count and the time
 * left in the header, removes one, and checks out the other by credit card, landing on the sandbox's
 * hosted payment page.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useBrowser } from './support/browser.ts';
import { type TestCustomer, createCustomer } from './support/customers.ts';
import { signInAsCustomer, signInStaff } from './support/sign-in.ts';
import { demoCatalogue } from './support/demo.ts';
import { expectTitle, expectVisible, focused, open } from './support/page.ts';
import { seedCart as seedCartOn } from './support/seed-cart.ts';

const sites = inject('sites');
const browser = useBrowser();
const site = sites.tenants[0]!;
// This file's own customer: no other file's holds or cart reach them.
let customer: TestCustomer;
const seedCart = (page: Page, locationId: number, options?: { staff?: boolean; count?: number }) =>
  seedCartOn(page, site.tenantId, locationId, options);
beforeAll(async () => {
  customer = await createCustomer(site, 'cart', 'Casey');
});

/** From the cart to the sandbox's card page and through it with a test card (Credit Card chosen). */
async function payWithCard(page: Page, card: string): Promise<{ token: string; orderNumber: string }> {
  await page.getByRole('radio', { name: /Credit Card/ }).check();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL(/\/sandbox-payments\/pay\//, { timeout: 30_000 });
  const token = new URL(page.url()).pathname.split('/').pop()!;
  const orderNumber = (await page
    .getByText(/^[A-Z]+-O-\d+$/)
    .first()
    .textContent())!.trim();
  await page.getByLabel('Cardholder name').fill(`${customer.firstName} ${customer.lastName}`);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/30');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  return { token, orderNumber };
}

async function signIn(page: Page) {
  await signInAsCustomer(page, site.url, customer);
  await expectVisible(page.getByRole('button', { name: new RegExp(customer.firstName) }), 'the user menu');
}

describe('the shopping cart', () => {
  it(
    'shows the held reservations with the time left, removes one and checks out the other by card',
    { timeout: 150_000 },
    async () => {
      const catalogue = demoCatalogue(site.tenantId);
      const park = catalogue.locations.find((l) => l.featured && l.isActive)!;
      const page = await browser.newPage();
      await signIn(page);

      // Signed in, the header has loaded the (empty) cart.
      const header = page.getByRole('navigation', { name: 'Main' });
      const cartLink = header.getByRole('link', { name: /Shopping Cart/ });
      await expect
        .poll(() => header.getByTestId('cart-count').textContent(), { timeout: 15_000 })
        .toBe('0 items');

      // Items added outside this page's cache (as the booking pages do) show once the cart is opened.
      const seeded = await seedCart(page, park.id);
      expect(
        seeded.descriptions,
        `two reservations in the cart (${seeded.messages.join(' | ')})`,
      ).toHaveLength(2);
      await cartLink.click();
      await page.waitForURL(/\/shopping-cart$/);
      for (const description of seeded.descriptions) {
        await expectVisible(page.getByRole('heading', { name: description, exact: true }), description);
      }
      await expect
        .poll(() => header.getByTestId('cart-count').textContent(), { timeout: 15_000 })
        .toBe('2 items');
      // The cart timer started: the fifteen-minute warning, in a polite live region.
      await expectVisible(
        page.getByRole('status').getByText(/Your cart will expire in 1[45] minutes/),
        'the warning',
      );

      // A new visit loads the cart again: the header shows the count and the time; no second warning.
      await open(page, site.url, '/');
      await expect
        .poll(() => header.getByTestId('cart-count').textContent(), { timeout: 15_000 })
        .toBe('2 items');
      await expect
        .poll(() => header.getByTestId('cart-time-left').textContent(), { timeout: 15_000 })
        .toMatch(/^1[0-5]:\d\d$/);
      expect(await page.getByText(/Your cart will expire in/).count()).toBe(0);

      await cartLink.click();
      await page.waitForURL(/\/shopping-cart$/);
      await expectTitle(page, `${catalogue.tenant.siteTitle} - Shopping Cart`);
      for (const description of seeded.descriptions) {
        await expectVisible(page.getByRole('heading', { name: description, exact: true }), description);
      }
      await expectVisible(page.getByRole('radio', { name: /Credit Card/ }), 'the credit card payment type');
      expect(await page.getByRole('radio', { name: /Cash/ }).count(), 'staff-only payment types').toBe(0);
      await expectNoAxeViolations(page, 'the shopping cart');
      await screenshot(page, 'two-items');

      // Remove the first with the keyboard: the hold is released and the header counts one.
      await page.getByRole('button', { name: `Remove ${seeded.descriptions[0]}` }).focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.getByRole('heading', { name: seeded.descriptions[0], exact: true }).count(), {
          timeout: 15_000,
        })
        .toBe(0);
      await expect
        .poll(() => header.getByTestId('cart-count').textContent(), { timeout: 15_000 })
        .toBe('1 item');
      // The pressed button is gone: focus is on what is left to read.
      await expect.poll(async () => (await focused(page)).text).toBe('1 reservation in your cart');
      await expectVisible(
        page.getByRole('heading', { name: seeded.descriptions[1], exact: true }),
        'the other reservation',
      );

      // The total is the chosen payment type's: the demo convenience fee is a percentage by card and
      // a flat amount by e-check.
      const total = page.getByTestId('cart-total');
      await page.getByRole('radio', { name: /Credit Card/ }).check();
      const byCard = await total.textContent();
      await page.getByRole('radio', { name: /E-Check/ }).check();
      await expect.poll(() => total.textContent()).not.toBe(byCard);
      await expectVisible(page.getByText('paid by E-Check'), 'the payment type of the total');

      // Checkout by credit card goes to the hosted payment page; its approving test card returns to
      // the receipt.
      await payWithCard(page, '4111 1111 1111 1111');
      await page.waitForURL(/\/reservation-receipt\?ccpToken=.+&orderId=\d+/, { timeout: 60_000 });
      await expectTitle(page, `${catalogue.tenant.siteTitle} - Reservation Receipt`);
      await expectVisible(page.getByRole('heading', { name: /^Order [A-Z]+-O-\d+$/ }), 'the order number');
      const receipt = page.getByRole('main');
      await expectVisible(
        receipt.getByText(`${customer.firstName} ${customer.lastName}`).first(),
        'the customer',
      );
      await expectVisible(receipt.getByText('Credit Card', { exact: true }), 'the payment type');
      await expectVisible(receipt.getByText('ending in 1111', { exact: true }), 'the last four digits');
      await expectVisible(
        page.getByRole('heading', { name: /^Reservation [A-Z]+-\d{6}$/ }),
        'the reservation',
      );
      await expectVisible(receipt.getByText(park.longName).first(), 'the park');
      await expectVisible(page.getByRole('button', { name: 'Print' }), 'the Print button');
      // The purchase is over: the cart is empty and no timer runs.
      await expect
        .poll(() => header.getByTestId('cart-count').textContent(), { timeout: 15_000 })
        .toBe('0 items');
      expect(await header.getByTestId('cart-time-left').count()).toBe(0);
      await expectNoAxeViolations(page, 'the receipt');
      await screenshot(page, 'receipt');
    },
  );

  it(
    'a staff user checks out a walk-in guest by cash and goes straight to the receipt',
    { timeout: 150_000 },
    async () => {
      const catalogue = demoCatalogue(site.tenantId);
      const park = catalogue.locations.find((l) => l.featured && l.isActive)!;
      const page = await browser.newPage();
      await signInStaff(page, site.url, site.tenantId, 'superAdmin');

      const seeded = await seedCart(page, park.id, { staff: true, count: 1 });
      expect(
        seeded.descriptions,
        `one reservation in the cart (${seeded.messages.join(' | ')})`,
      ).toHaveLength(1);
      await open(page, site.url, '/admin/shopping-cart');
      const header = page.getByRole('navigation', { name: 'Administration' });
      await expect
        .poll(() => header.getByTestId('cart-count').textContent(), { timeout: 15_000 })
        .toBe('1 item');
      await expectVisible(
        page.getByRole('heading', { name: seeded.descriptions[0], exact: true }),
        'the item',
      );
      // Staff are offered the counter payments too.
      await expectVisible(page.getByRole('radio', { name: /Cash/ }), 'the cash payment type');
      await expectVisible(page.getByRole('radio', { name: /Check/ }), 'the check payment type');
      await expectNoAxeViolations(page, 'the staff shopping cart');

      await page.getByRole('radio', { name: /Cash/ }).check();
      await page.getByRole('button', { name: 'Checkout' }).click();
      await page.waitForURL(/\/admin\/reservation-receipt\?orderId=\d+$/, { timeout: 60_000 });
      await expectVisible(page.getByRole('heading', { name: /^Order [A-Z]+-O-\d+$/ }), 'the order number');
      await expectVisible(page.getByRole('main').getByText('Cash', { exact: true }), 'the payment type');
      await expectVisible(page.getByRole('main').getByText('Robin Walker').first(), 'the guest');
      await expect
        .poll(() => header.getByTestId('cart-count').textContent(), { timeout: 15_000 })
        .toBe('0 items');
      await expectNoAxeViolations(page, 'the staff receipt');
      await screenshot(page, 'staff-receipt');
    },
  );

  it(
    'a declined card and Cancel on the payment page return to the cart with the hold, then a good card pays',
    { timeout: 180_000 },
    async () => {
      const park = demoCatalogue(site.tenantId).locations.find((l) => l.featured && l.isActive)!;
      const page = await browser.newPage();
      await signIn(page);
      const seeded = await seedCart(page, park.id, { count: 1 });
      expect(seeded.descriptions, seeded.messages.join(' | ')).toHaveLength(1);
      await open(page, site.url, '/shopping-cart');
      const header = page.getByRole('navigation', { name: 'Main' });
      await expect.poll(() => header.getByTestId('cart-count').textContent()).toBe('1 item');

      await payWithCard(page, '4000 0000 0000 0002');
      await page.waitForURL(/\/shopping-cart$/, { timeout: 60_000 });
      await expectVisible(page.getByRole('alert').getByText(/^Your payment was declined\./), 'the decline');
      await expectVisible(page.getByText(seeded.descriptions[0]!), 'the reservation still in the cart');
      expect(await header.getByTestId('cart-count').textContent()).toBe('1 item');
      await expectNoAxeViolations(page, 'the cart after a declined card');
      await screenshot(page, 'cart-declined');

      await page.getByRole('radio', { name: /Credit Card/ }).check();
      await page.getByRole('button', { name: 'Checkout' }).click();
      await page.waitForURL(/\/sandbox-payments\/pay\//, { timeout: 30_000 });
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.waitForURL(/\/shopping-cart$/, { timeout: 60_000 });
      await expectVisible(page.getByRole('alert').getByText(/^You cancelled the payment\./), 'the cancel');
      await expectVisible(page.getByText(seeded.descriptions[0]!), 'the reservation still in the cart');
      expect(await page.getByText(/declined/).count()).toBe(0);

      await payWithCard(page, '4111 1111 1111 1111');
      await page.waitForURL(/\/reservation-receipt\?ccpToken=.+&orderId=\d+/, { timeout: 60_000 });
      await expectVisible(page.getByRole('heading', { name: /^Order [A-Z]+-O-\d+$/ }), 'the receipt');
      await expect
        .poll(() => header.getByTestId('cart-count').textContent(), { timeout: 15_000 })
        .toBe('0 items');
    },
  );

  it(
    'a payment the card issuer has not answered is shown as being processed',
    { timeout: 120_000 },
    async () => {
      const park = demoCatalogue(site.tenantId).locations.find((l) => l.featured && l.isActive)!;
      const page = await browser.newPage();
      await signIn(page);
      const seeded = await seedCart(page, park.id, { count: 1 });
      expect(seeded.descriptions, seeded.messages.join(' | ')).toHaveLength(1);
      await open(page, site.url, '/shopping-cart');
      const { token, orderNumber } = await payWithCard(page, '4000 0000 0000 0119');
      await expectVisible(page.getByRole('heading', { name: 'Your payment is processing' }), 'the sandbox');
      // The person comes back to the receipt (the order id is the number in the order number).
      const orderId = Number(/(\d+)$/.exec(orderNumber)![1]);
      await open(page, site.url, `/reservation-receipt?ccpToken=${token}&orderId=${orderId}`);
      await expectVisible(page.getByText('Your payment is being processed…'), 'the processing message');
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expectVisible(page.getByText('Your payment is being processed…'), 'still processing');
      await expectNoAxeViolations(page, 'the receipt of a payment being processed');
      await screenshot(page);
    },
  );

  it(
    'offers more time once when two minutes are left, and Extend extends the hold',
    { timeout: 120_000 },
    async () => {
      const park = demoCatalogue(site.tenantId).locations.find((l) => l.featured && l.isActive)!;
      const page = await browser.newPage();
      // The browser's clock is the only thing moved: the hold and the API keep real time.
      await page.clock.install();
      await signIn(page);
      const seeded = await seedCart(page, park.id, { count: 1 });
      expect(seeded.descriptions, seeded.messages.join(' | ')).toHaveLength(1);
      await open(page, site.url, '/');
      const header = page.getByRole('navigation', { name: 'Main' });
      await expect
        .poll(() => header.getByTestId('cart-count').textContent(), { timeout: 15_000 })
        .toBe('1 item');
      const dialog = page.getByRole('alertdialog', { name: 'Need more time?' });
      expect(await dialog.count()).toBe(0);

      // Thirteen minutes on, in two steps with a key press between (the idle sign-out is at 13 minutes).
      await page.clock.fastForward('07:00');
      await page.keyboard.press('Shift');
      await page.clock.fastForward('06:10');
      await expectVisible(
        dialog.getByText(/Your cart will expire in [12] minutes?/),
        'the extend-time question',
      );
      await expectNoAxeViolations(page, 'the extend-time popup');
      await screenshot(page);
      await dialog.getByRole('button', { name: 'Extend' }).click();
      await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(0);
      expect(await page.getByRole('alert').count(), 'no error alert').toBe(0);
      const extended = await page.evaluate(async (tenantId) => {
        const tokenKey = Object.keys(localStorage).find((key) => key.endsWith('.idToken'))!;
        const res = await fetch(`/v1/tenant/${tenantId}/Cart`, {
          headers: { authorization: `Bearer ${localStorage.getItem(tokenKey)}` },
        });
        return ((await res.json()) as { cart: { items: { hasCartTimeoutBeenExtended: boolean }[] } }).cart
          .items[0]?.hasCartTimeoutBeenExtended;
      }, site.tenantId);
      expect(extended, 'the cart item records the extension').toBe(true);

      // Asked once only: another minute closer, no second question.
      await page.clock.fastForward('00:40');
      expect(await dialog.count()).toBe(0);
    },
  );

  it('tells the person when the hold has run out', { timeout: 120_000 }, async () => {
    const park = demoCatalogue(site.tenantId).locations.find((l) => l.featured && l.isActive)!;
    const page = await browser.newPage();
    await page.clock.install();
    await signIn(page);
    const seeded = await seedCart(page, park.id, { count: 1 });
    expect(seeded.descriptions, seeded.messages.join(' | ')).toHaveLength(1);
    await open(page, site.url, '/');
    const header = page.getByRole('navigation', { name: 'Main' });
    await expect
      .poll(() => header.getByTestId('cart-count').textContent(), { timeout: 15_000 })
      .toBe('1 item');
    // Past the fifteen minutes in steps, a key pressed between them (the idle sign-out is at 13 minutes).
    for (const step of ['07:00', '07:00', '01:30']) {
      await page.clock.fastForward(step);
      await page.keyboard.press('Shift');
    }
    await expectVisible(page.getByRole('alert').getByText(/Your hold has expired/), 'the expired hold');
    await expect
      .poll(() => header.getByTestId('cart-count').textContent(), { timeout: 15_000 })
      .toBe('0 items');
    expect(await header.getByTestId('cart-time-left').count(), 'no timer').toBe(0);
    expect(await page.getByRole('alertdialog').count(), 'no question left open').toBe(0);
  });

  it('says so when the cart is empty', { timeout: 60_000 }, async () => {
    const page = await browser.newPage();
    await signIn(page);
    await page.evaluate(async (tenantId) => {
      const tokenKey = Object.keys(localStorage).find((key) => key.endsWith('.idToken'))!;
      await fetch(`/v1/tenant/${tenantId}/Cart/clear`, {
        method: 'POST',
        headers: { authorization: `Bearer ${localStorage.getItem(tokenKey)}` },
      });
    }, site.tenantId);
    await open(page, site.url, '/shopping-cart');
    await expectVisible(page.getByText('Your cart is empty.'), 'the empty cart message');
    await expectVisible(page.getByRole('link', { name: 'Find a Park' }), 'the way back to the parks');
    await expectNoAxeViolations(page, 'the empty shopping cart');
  });
});
