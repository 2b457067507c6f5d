/**
 * A customer signing in on /login as a person does. It waits for what the page shows next: the page
 * the login leads to, or the alert that says why not (a failed sign-in fails the test with its message
 * at once, rather than as a time-out on the next page).
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { field, open } from './page.ts';

const WAIT = { timeout: 30_000, interval: 100 };

export async function signInAsCustomer(
  page: Page,
  siteUrl: string,
  customer: { username: string; password: string },
  redirect?: string,
): Promise<void> {
  await open(page, siteUrl, redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login');
  await field(page, 'Username').fill(customer.username);
  await field(page, 'Password').fill(customer.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const target = new URL(redirect ?? '/', siteUrl).toString();
  const refusal = page.locator('.app-alert.alert-danger');
  await expect
    .poll(async () => {
      if (page.url() === target) return 'signed in';
      if (await refusal.first().isVisible()) return `refused: ${(await refusal.first().innerText()).trim()}`;
      return 'waiting';
    }, WAIT)
    .toBe('signed in');
}
