/**
 * The cart on the real local runtime (public §2.15, §4.5, §7.5): a customer with two held reservations
 * in the cart (seeded through the API the pages call, from inside the page) sees the count and the time
 * left in the header, removes one, and checks out the other by credit card, landing on the sandbox's
 * hosted payment page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { demoIdentities } from '../../functions/demo/identities.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useBrowser } from './support/browser.ts';
import { demoCatalogue } from './support/demo.ts';
import { expectTitle, expectVisible, field, open } from './support/page.ts';

const sites = inject('sites');
const browser = useBrowser();
const site = sites.tenants[0]!;
const identities = demoIdentities(site.tenantId);
const customer = identities.customers.find((c) => c.key === 'customer2')!;

interface Seeded {
  descriptions: string[];
  messages: string[];
}

/**
 * Holds two spots of a park and adds both to the signed-in customer's cart, the way the booking pages
 * do (claim, then Cart/addreservation), with the id token the page holds. Empties the cart first.
 */
async function seedCart(page: Page, locationId: number): Promise<Seeded> {
  return page.evaluate(
    async ({ tenantId, locationId }) => {
      const tokenKey = Object.keys(localStorage).find((key) => key.endsWith('.idToken'));
      const token = tokenKey ? localStorage.getItem(tokenKey) : null;
      if (!token) return { descriptions: [], messages: ['no id token in the page'] };
      const call = async (method: string, path: string, body?: unknown) => {
        const res = await fetch(`/v1/tenant/${tenantId}/${path}`, {
          method,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return (await res.json()) as Record<string, unknown> & { statusCode?: string; messages?: string[] };
      };
      const iso = (offset: number) => {
        const d = new Date();
        d.setDate(d.getDate() + offset);
        return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
      };
      await call('POST', 'Cart/clear');
      const descriptions: string[] = [];
      const messages: string[] = [];
      const usedSpots = new Set<number>();
      // Two stays a week apart (the same-arrival limit stays out of the way), somewhere in the window.
      for (const base of [21, 28, 35, 42, 49]) {
        if (descriptions.length === 2) break;
        const start = iso(base + descriptions.length * 3);
        const end = iso(base + descriptions.length * 3 + 2);
        const available = (await call('POST', 'Spot/availability', {
          locationId,
          startDate: start,
          endDate: start,
          arrivalDate: start,
          departureDate: end,
          onlyShowAvailable: true,
          itemsPerPage: 20,
        })) as { spots?: { id: number; isSpotAvailable: boolean }[] };
        // Two different spots, so that a person tells the two items apart by their names.
        const fresh = (available.spots ?? []).filter((s) => s.isSpotAvailable && !usedSpots.has(s.id));
        for (const spot of fresh) {
          const claim = (await call('POST', `SpotReservation/spot/${spot.id}/claim`, {
            reservationStartDate: start,
            reservationEndDate: end,
          })) as { statusCode?: string; messages?: string[]; data?: { lockCode: string } };
          if (claim.statusCode !== 'Success' || !claim.data) {
            messages.push(...(claim.messages ?? []));
            continue;
          }
          const added = (await call('POST', 'Cart/addreservation', {
            spotId: spot.id,
            startDate: start,
            endDate: end,
            lockCode: claim.data.lockCode,
            numberOfAdults: 2,
            numberOfVehicles: 1,
            isCustomerPrimaryOccupant: true,
            discounts: [],
            addOns: [],
          })) as { statusCode?: string; messages?: string[]; cartItem?: { description: string } };
          if (added.statusCode === 'Success' && added.cartItem) {
            descriptions.push(added.cartItem.description);
            usedSpots.add(spot.id);
            break;
          }
          messages.push(...(added.messages ?? []));
          await call(
            'POST',
            `SpotReservation/spot/${spot.id}/releaseclaim?lockCode=${encodeURIComponent(claim.data.lockCode)}`,
          );
        }
      }
      return { descriptions, messages };
    },
    { tenantId: site.tenantId, locationId },
  );
}

async function signIn(page: Page) {
  await open(page, site.url, '/login');
  await field(page, 'Username').fill(customer.username);
  await field(page, 'Password').fill(identities.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(new URL('/', site.url).toString());
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

      const seeded = await seedCart(page, park.id);
      expect(
        seeded.descriptions,
        `two reservations in the cart (${seeded.messages.join(' | ')})`,
      ).toHaveLength(2);

      // A new visit loads the cart for the signed-in customer: the header shows the count and the time.
      await open(page, site.url, '/');
      const header = page.getByRole('navigation', { name: 'Main' });
      const cartLink = header.getByRole('link', { name: /Shopping Cart/ });
      await expect
        .poll(() => header.getByTestId('cart-count').textContent(), { timeout: 15_000 })
        .toBe('2 items');
      await expect
        .poll(() => header.getByTestId('cart-time-left').textContent(), { timeout: 15_000 })
        .toMatch(/^1[0-5]:\d\d$/);
      // The fifteen-minute warning, once, in a polite live region.
      await expectVisible(
        page.getByRole('status').getByText(/Your cart will expire in 1[45] minutes/),
        'the warning',
      );

      await cartLink.click();
      await page.waitForURL(/\/shopping-cart$/);
      await expectTitle(page, `${catalogue.tenant.siteTitle} - Shopping Cart`);
      for (const description of seeded.descriptions) {
        await expectVisible(page.getByRole('heading', { name: description }), description);
      }
      await expectVisible(page.getByRole('radio', { name: /Credit Card/ }), 'the credit card payment type');
      expect(await page.getByRole('radio', { name: /Cash/ }).count(), 'staff-only payment types').toBe(0);
      await expectNoAxeViolations(page, 'the shopping cart');
      await screenshot(page, 'two-items');

      // Remove the first with the keyboard: the hold is released and the header counts one.
      await page.getByRole('button', { name: `Remove ${seeded.descriptions[0]}` }).focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.getByRole('heading', { name: seeded.descriptions[0] }).count(), { timeout: 15_000 })
        .toBe(0);
      await expect
        .poll(() => header.getByTestId('cart-count').textContent(), { timeout: 15_000 })
        .toBe('1 item');
      await expectVisible(
        page.getByRole('heading', { name: seeded.descriptions[1] }),
        'the other reservation',
      );

      // Checkout by credit card goes to the hosted payment page.
      await page.getByRole('radio', { name: /Credit Card/ }).check();
      await page.getByRole('button', { name: 'Checkout' }).click();
      await page.waitForURL(/\/sandbox-payments\/pay\//, { timeout: 30_000 });
      await screenshot(page, 'payment-page');
    },
  );

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
