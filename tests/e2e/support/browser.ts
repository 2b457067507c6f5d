/**
 * One Debian Chromium per test file, a fresh context (cookies, sessionStorage) per test, and
 * screenshots kept under tests/e2e/screenshots/ as artifacts. Playwright never downloads a browser here.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { REPO_ROOT } from '../../../bin/local/config.ts';

export const CHROMIUM_PATH = '/usr/bin/chromium';

// Without the background-networking flags Chromium keeps calling home, which floods a closed network.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const SCREENSHOT_DIR = join(REPO_ROOT, 'tests', 'e2e', 'screenshots');

export interface BrowserSession {
  /**
   * A new page in a new context: a new visitor with an empty browser session (a 1280 × 900 desktop
   * unless `options` say otherwise, e.g. PHONE).
   */
  newPage(options?: BrowserContextOptions): Promise<Page>;
}

/** Registers the file's browser lifecycle; call once at the top of a test file. */
export function useBrowser(): BrowserSession {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    async newPage(options: BrowserContextOptions = {}) {
      if (!browser)
        throw new Error('useBrowser(): the browser is not started yet (call newPage inside a test)');
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
      contexts.push(context);
      return context.newPage();
    },
  };
}

/** A phone held upright (390 × 844), touched rather than clicked. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
};

/** Lower-case words joined by '-', safe for any filesystem. */
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * File name for a screenshot: the current test's name (shortened to keep names within filesystem
 * limits) and then the suffix whole, so a test's several screenshots never overwrite each other.
 */
export function screenshotName(testName: string, suffix?: string): string {
  const base = [slug(testName).slice(0, 100).replace(/-+$/, ''), slug(suffix ?? '')]
    .filter(Boolean)
    .join('-');
  return `${base || 'screenshot'}.png`;
}

/** Saves a full-page PNG named after the running test (plus an optional suffix); returns its path. */
export async function screenshot(page: Page, suffix?: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(
    SCREENSHOT_DIR,
    screenshotName(expect.getState().currentTestName ?? 'screenshot', suffix),
  );
  await page.screenshot({ path, fullPage: true });
  return path;
}
