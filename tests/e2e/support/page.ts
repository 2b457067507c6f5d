/**
 * Waiting the way a person does: until the page says what it should. playwright-core has no
 * auto-retrying expect, so these poll with vitest's expect.poll and fail with the last value seen.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

const WAIT = { timeout: 15_000, interval: 100 };

export async function expectTitle(page: Page, expected: string | RegExp): Promise<void> {
  const poll = expect.poll(() => page.title(), WAIT);
  await (typeof expected === 'string' ? poll.toBe(expected) : poll.toMatch(expected));
}

export async function expectVisible(locator: Locator, what = String(locator)): Promise<void> {
  await expect
    .poll(() => locator.first().isVisible(), { ...WAIT, message: `${what} should be visible` })
    .toBe(true);
}

export async function expectHidden(locator: Locator, what = String(locator)): Promise<void> {
  await expect
    .poll(() => locator.first().isVisible(), { ...WAIT, message: `${what} should not be visible` })
    .toBe(false);
}

/** Opens a path of a tenant's site and waits until the network has settled (tenant, alerts, parks). */
export async function open(page: Page, siteUrl: string, path = '/'): Promise<void> {
  await page.goto(new URL(path, siteUrl).toString());
  await page.waitForLoadState('networkidle');
}

/** The text of the element that has keyboard focus, and what kind of element it is. */
export function focused(page: Page): Promise<{ tag: string; id: string; text: string }> {
  return page.evaluate(() => {
    const el = document.activeElement;
    return { tag: el?.tagName.toLowerCase() ?? '', id: el?.id ?? '', text: (el?.textContent ?? '').trim() };
  });
}

/** A park's link in the home page's Featured Parks section (not the region lists below it). */
export function featuredParkLink(page: Page, parkName: string): Locator {
  return page.getByRole('region', { name: 'Featured Parks' }).getByRole('link', { name: parkName });
}

/**
 * A form control by its label as a person reads it: the required marker (' *', hidden from screen
 * readers but part of the label's text) does not count, and 'Password' does not match 'Confirm Password'.
 */
export function field(page: Page, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}( \\*)?$`));
}
