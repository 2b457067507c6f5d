/**
 * The sign-in messages of public §8 on screen: a wrong password, and an account locked after repeated
 * failures (the local runtime's lockout stands in for the pool's PreAuthentication trigger).
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser.ts';
import { createCustomer } from './support/customers.ts';
import { expectVisible, field, open } from './support/page.ts';

const sites = inject('sites');
const browser = useBrowser();

const INVALID = 'Invalid username or password.';
const LOCKED = 'Account is temporarily locked. Please try again later.';

async function trySignIn(page: Page, username: string, password: string) {
  await field(page, 'Username').fill(username);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The public danger alert's text once the attempt has answered. */
async function alertText(page: Page): Promise<string> {
  const alert = page.locator('.app-alert.alert-danger').first();
  await expectVisible(alert, 'the sign-in error alert');
  return (await alert.innerText()).trim();
}

describe('sign-in errors', () => {
  it('says a wrong password is an invalid username or password', async () => {
    const site = sites.tenants[0]!;
    const customer = await createCustomer(site, 'wrong.password');
    const page = await browser.newPage();
    await open(page, site.url, '/login');
    await trySignIn(page, customer.username, 'Not-The-Password-1!');
    expect(await alertText(page)).toContain(INVALID);
    await screenshot(page, 'wrong-password');
    expect(page.url()).toContain('/login');
  });

  // Up to a dozen real sign-ins in a row (SRP against cognito-local each): a journey's budget.
  it('says the account is locked after repeated failures', { timeout: 180_000 }, async () => {
    // An account of its own: locked for fifteen minutes, it must be nobody else's.
    const site = sites.tenants[sites.tenants.length - 1]!;
    const customer = await createCustomer(site, 'locked');
    const page = await browser.newPage();
    await open(page, site.url, '/login');
    let text = '';
    for (let attempt = 0; attempt < 12 && !text.includes(LOCKED); attempt += 1) {
      await page
        .locator('.app-alert__close')
        .first()
        .click()
        .catch(() => undefined);
      await trySignIn(page, customer.username, `Wrong-Password-${attempt}!`);
      await expect
        .poll(() => page.locator('.app-alert.alert-danger').count(), { timeout: 15_000 })
        .toBeGreaterThan(0);
      text = await alertText(page);
    }
    expect(text).toContain(LOCKED);
    await screenshot(page, 'account-locked');
  });
});
