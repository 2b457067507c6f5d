/**
 * The public site's header on a phone (390 × 844): a Menu button folds the navigation, the park search
 * has a row of its own, nothing scrolls sideways, and a signed-in customer reaches the account menu.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useBrowser } from './support/browser.ts';
import { createCustomer, type TestCustomer } from './support/customers.ts';
import { expectVisible, open } from './support/page.ts';
import { signInAsCustomer } from './support/sign-in.ts';

const sites = inject('sites');
const browser = useBrowser();
const site = sites.tenants[0]!;
const PHONE = { width: 390, height: 844 };

async function phonePage(): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewportSize(PHONE);
  return page;
}

/** How far the page reaches past the viewport's right edge (0: no sideways scroll). */
const overflowX = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

let customer: TestCustomer;
beforeAll(async () => {
  customer = await createCustomer(site, 'mobile-header');
});

describe('the header on a phone', () => {
  it('folds the navigation behind Menu and keeps the park search usable', { timeout: 120_000 }, async () => {
    const page = await phonePage();
    await open(page, site.url);
    expect(await overflowX(page)).toBe(0);
    expect(await mainNav(page).isVisible()).toBe(false);

    const search = page.getByRole('combobox', { name: 'Search parks and places' });
    await expectVisible(search, 'the park search box');
    expect((await search.boundingBox())!.width).toBeGreaterThan(PHONE.width * 0.8);

    await menuButton(page).click();
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('true');
    await expectVisible(mainNav(page).getByRole('link', { name: 'Sign In' }), 'Sign In in the menu');
    expect(await overflowX(page)).toBe(0);
    await screenshot(page, 'menu-open');
    await expectNoAxeViolations(page, 'the home page on a phone with the menu open');

    // Following a link folds the menu again.
    await mainNav(page).getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL(new URL('/login', site.url).toString());
    await expect.poll(() => mainNav(page).isVisible(), { timeout: 10_000, interval: 100 }).toBe(false);
  });

  it(
    'lets a signed-in customer reach the account menu without sideways scroll',
    { timeout: 120_000 },
    async () => {
      const page = await phonePage();
      await signInAsCustomer(page, site.url, customer);
      expect(await overflowX(page)).toBe(0);

      await menuButton(page).click();
      await mainNav(page)
        .getByRole('button', { name: /Account menu for/ })
        .click();
      const signOut = mainNav(page).getByRole('button', { name: 'Sign Out' });
      await expectVisible(signOut, 'Sign Out in the account menu');
      const box = (await signOut.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      expect(await overflowX(page)).toBe(0);
      await screenshot(page, 'signed-in');
      await expectNoAxeViolations(page, 'the account menu on a phone');
    },
  );
});
