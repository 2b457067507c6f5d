/**
 * Journey (c): a dismissed tenant alert banner stays dismissed for the rest of the browser session,
 * across navigation and reloads; a new session shows it again.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, useBrowser } from './support/browser.ts';
import { activeTenantAlerts, featuredParks, readablePhrase } from './support/demo.ts';
import { expectHidden, expectVisible, featuredParkLink, open } from './support/page.ts';

const sites = inject('sites');
const browser = useBrowser();
const site = sites.fallback;

async function visibleAlertPhrases(page: Page, phrases: string[]): Promise<string[]> {
  const shown: string[] = [];
  for (const phrase of phrases) if (await page.getByText(phrase).first().isVisible()) shown.push(phrase);
  return shown;
}

describe('dismissing a tenant alert banner', () => {
  it('hides it for the rest of the session', async () => {
    const phrases = activeTenantAlerts(site.tenantId).map((a) => readablePhrase(a.message));
    const page = await browser.newPage();
    await open(page, site.url);
    for (const phrase of phrases) await expectVisible(page.getByText(phrase), `alert '${phrase}'`);

    await page
      .getByRole('button', { name: /dismiss/i })
      .first()
      .click();
    await expect.poll(() => visibleAlertPhrases(page, phrases)).toHaveLength(phrases.length - 1);
    const stillShown = await visibleAlertPhrases(page, phrases);
    const dismissed = phrases.find((p) => !stillShown.includes(p))!;
    await screenshot(page, 'after dismissing');

    // Navigate to a park and back home.
    const park = featuredParks(site.tenantId)[0]!;
    await featuredParkLink(page, park.longName).first().click();
    await page.waitForURL(`**/location/${park.id}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: park.longName }), 'the park heading');
    await expectHidden(page.getByText(dismissed), 'the dismissed alert on the park page');
    await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
    await page.waitForURL(new URL('/', site.url).toString());
    for (const phrase of stillShown) await expectVisible(page.getByText(phrase), `alert '${phrase}'`);
    await expectHidden(page.getByText(dismissed), 'the dismissed alert after navigating');

    await page.reload();
    await page.waitForLoadState('networkidle');
    for (const phrase of stillShown)
      await expectVisible(page.getByText(phrase), `alert '${phrase}' after reload`);
    await expectHidden(page.getByText(dismissed), 'the dismissed alert after a reload');

    // A new browser session starts with every banner again.
    const fresh = await browser.newPage();
    await open(fresh, site.url);
    await expectVisible(fresh.getByText(dismissed), 'the alert in a new session');
  });
});
