/** Journey (e): a keyboard user's first Tab reaches 'Skip to Content', and Enter takes them to the page. */
import { describe, expect, inject, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser.ts';
import { focused, open } from './support/page.ts';

const sites = inject('sites');
const browser = useBrowser();

describe('keyboard', () => {
  it('the first Tab focuses Skip to Content and Enter moves focus to the main content', async () => {
    const page = await browser.newPage();
    await open(page, sites.fallback.url);
    // The home page itself, not a loading screen the app replaces (the focus would go with it).
    await page.getByRole('heading', { name: 'Featured Parks' }).waitFor();

    await page.keyboard.press('Tab');
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'a', text: 'Skip to Content' });
    expect(await page.getByRole('link', { name: 'Skip to Content' }).isVisible()).toBe(true);
    await screenshot(page, 'skip link focused');

    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement === document.querySelector('main')))
      .toBe(true);
    expect((await focused(page)).tag).toBe('main');
  });
});
