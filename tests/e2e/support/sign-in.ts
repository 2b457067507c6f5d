/**
 * Signing in as a person does: a customer on /login, staff on /admin/login. It waits for what the page shows next: the page
 * the login leads to, or the alert that says why not (a failed sign-in fails the test with its message
 * at once, rather than as a time-out on the next page).
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { type DemoStaffKey, demoIdentities } from '../../../functions/demo/identities.ts';
import { toTenantId } from '#domain/tenant-id';
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

/** A demo staff user signing in on /admin/login; resolves on the back office's home. */
export async function signInStaff(page: Page, siteUrl: string, tenantId: string, key: DemoStaffKey) {
  const identities = demoIdentities(toTenantId(tenantId));
  const username = identities.staff.find((s) => s.key === key)!.username;
  await signInStaffAs(page, siteUrl, { username, password: identities.password });
}

/** A staff member signed in through /admin/login with their own username and password. */
export async function signInStaffAs(
  page: Page,
  siteUrl: string,
  staff: { username: string; password: string },
): Promise<void> {
  await open(page, siteUrl, '/admin/login');
  // The form's own fields: the staff header has a search box of its own.
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill(staff.username);
  await form.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe('/admin');
}
