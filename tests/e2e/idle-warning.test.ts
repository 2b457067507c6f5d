/**
 * The idle sign-out's warning (public §4.2: 13 idle minutes sign a customer out): a minute before, an
 * 'Are you still there?' dialog shows the time left; Stay signed in keeps the session, and nobody
 * answering still ends it. The visitor's last activity is moved back in time rather than waited for.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LAST_ACTIVITY_STORAGE_KEY } from '../../web/src/lib/auth/constants.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useBrowser } from './support/browser.ts';
import { createCustomer, type TestCustomer } from './support/customers.ts';
import { expectVisible } from './support/page.ts';
import { signInAsCustomer } from './support/sign-in.ts';

const sites = inject('sites');
const browser = useBrowser();
const site = sites.tenants[0]!;
const WAIT = { timeout: 30_000, interval: 100 };

let customer: TestCustomer;
beforeAll(async () => {
  customer = await createCustomer(site, 'idle-warning');
});

/** Signed in, then reloaded as if the last key or click had been `idleMs` ago. */
async function idleFor(idleMs: number): Promise<Page> {
  const page = await browser.newPage();
  await signInAsCustomer(page, site.url, customer);
  await page.evaluate(([key, at]) => localStorage.setItem(key, String(at)), [
    LAST_ACTIVITY_STORAGE_KEY,
    Date.now() - idleMs,
  ] as const);
  await page.reload();
  return page;
}

const warning = (page: Page) => page.getByRole('alertdialog', { name: 'Are you still there?' });

describe('the idle warning', () => {
  it(
    'shows a minute before the sign-out; Stay signed in keeps the session',
    { timeout: 120_000 },
    async () => {
      const page = await idleFor(12.5 * 60_000);
      await expectVisible(warning(page), 'the warning');
      await expectVisible(warning(page).getByText(/signed out in/), 'the time left');
      await expectNoAxeViolations(page, 'the idle warning');
      await screenshot(page, 'idle-warning');

      await warning(page).getByRole('button', { name: 'Stay signed in' }).click();
      await expect.poll(() => warning(page).count(), WAIT).toBe(0);
      const last = await page.evaluate((key) => Number(localStorage.getItem(key)), LAST_ACTIVITY_STORAGE_KEY);
      expect(Date.now() - last).toBeLessThan(60_000);
      expect(new URL(page.url()).pathname).toBe('/');
    },
  );

  it('unanswered, the sign-out follows', { timeout: 120_000 }, async () => {
    const page = await idleFor(13 * 60_000 - 8_000);
    await expectVisible(warning(page), 'the warning');
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe('/login');
  });
});
