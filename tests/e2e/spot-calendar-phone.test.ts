/**
 * The spot calendar on a phone (390 × 844, by touch): a compact week rather than 14 days in two
 * swipeable halves. The week bar is one line of thumb-sized arrows around the dates, every row shows
 * the window's 7 days side by side within the screen, the arrows move the window a week, and a day
 * tapped is chosen. On a wide screen the same calendar keeps its 14 days.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { addDays } from '../../functions/domain/day-selection.ts';
import { todayIn } from '../../functions/domain/dates.ts';
import {
  CALENDAR_DAYS,
  COMPACT_CALENDAR_DAYS,
  windowLabel,
} from '../../web/src/features/spot-search/calendar/calendar-model.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { PHONE, screenshot, useBrowser } from './support/browser.ts';
import { WAIT, calendarLoaded, rows } from './support/calendar.ts';
import { demoCatalogue, featuredParks } from './support/demo.ts';
import { expectVisible, open } from './support/page.ts';

const sites = inject('sites');
const browser = useBrowser();
const { tenantId, url } = sites.tenants[0]!;
const { tenant } = demoCatalogue(tenantId);
const park = featuredParks(tenantId)[0]!;

const rangeLabel = (page: Page) => page.locator('.spot-calendar__range');
const shownWindow = (page: Page) => page.locator('.spot-calendar__rows').getAttribute('data-window');

async function box(locator: Locator, what: string) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${what} has no box`);
  return found;
}

async function calendarAt(options: Parameters<typeof browser.newPage>[0]): Promise<Page> {
  const page = await browser.newPage(options);
  await open(page, url, `/location/${park.id}`);
  await page.getByRole('button', { name: 'Calendar', exact: true }).click();
  await calendarLoaded(page);
  return page;
}

describe('the spot calendar on a phone', () => {
  it('is a week at a time, each row 7 thumb-sized days within the screen', { timeout: 150_000 }, async () => {
    const today = todayIn(park.timezone || tenant.timezone, new Date());
    const page = await calendarAt(PHONE);
    const width = PHONE.viewport!.width;

    await expect
      .poll(() => rangeLabel(page).textContent(), WAIT)
      .toBe(windowLabel(today, COMPACT_CALENDAR_DAYS));
    await expect
      .poll(() => shownWindow(page), WAIT)
      .toBe(`${today}|${addDays(today, COMPACT_CALENDAR_DAYS - 1)}`);

    // The week bar: both arrows and the dates on one line, the arrows big enough for a thumb.
    const previous = await box(page.getByRole('button', { name: /Previous Week/ }), 'Previous Week');
    const next = await box(page.getByRole('button', { name: /Next Week/ }), 'Next Week');
    const range = await box(rangeLabel(page), 'the dates');
    for (const part of [next, range]) {
      expect(part.y).toBeLessThan(previous.y + previous.height);
      expect(part.y + part.height).toBeGreaterThan(previous.y);
    }
    expect(previous.x + previous.width).toBeLessThanOrEqual(range.x);
    expect(range.x + range.width).toBeLessThanOrEqual(next.x);
    expect(next.x + next.width).toBeLessThanOrEqual(width);
    for (const arrow of [previous, next])
      expect(Math.min(arrow.width, arrow.height)).toBeGreaterThanOrEqual(44);

    // Every day of the first rows side by side, inside the screen, nothing hidden to swipe to.
    for (let i = 0; i < Math.min(3, await rows(page).count()); i++) {
      const days = rows(page).nth(i).locator('.cal-day__button');
      await expect.poll(() => days.count()).toBe(COMPACT_CALENDAR_DAYS);
      const boxes = await days.evaluateAll((buttons) =>
        buttons.map((b) => {
          const r = b.getBoundingClientRect();
          return { x: r.x, y: r.y, width: r.width, height: r.height };
        }),
      );
      expect(new Set(boxes.map((b) => Math.round(b.y))).size, 'the days on one line').toBe(1);
      for (const day of boxes) {
        expect(day.x).toBeGreaterThanOrEqual(0);
        expect(day.x + day.width).toBeLessThanOrEqual(width);
        expect(day.width).toBeGreaterThanOrEqual(40);
        expect(day.height).toBeGreaterThanOrEqual(44);
      }
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await screenshot(page, 'week');
    await expectNoAxeViolations(page, 'the calendar on a phone', '.spot-calendar');

    // Next Week moves the window by a week, Previous Week back to today.
    await page.getByRole('button', { name: /Next Week/ }).tap();
    const nextWeek = addDays(today, COMPACT_CALENDAR_DAYS);
    await expect
      .poll(() => rangeLabel(page).textContent(), WAIT)
      .toBe(windowLabel(nextWeek, COMPACT_CALENDAR_DAYS));
    await expect
      .poll(() => shownWindow(page), WAIT)
      .toBe(`${nextWeek}|${addDays(nextWeek, COMPACT_CALENDAR_DAYS - 1)}`);

    await calendarLoaded(page);

    // A day tapped is chosen as the arrival.
    const firstAvailable = page.locator('.cal-day__button[aria-label^="Available, "]').first();
    await expectVisible(firstAvailable, 'an available day next week');
    const row = rows(page).filter({ has: firstAvailable }).first();
    const spotName = (await row.locator('.cal-row__name').innerText()).trim();
    const dayName = (await firstAvailable.getAttribute('aria-label'))!;
    const day = rows(page)
      .filter({ has: page.getByRole('heading', { name: spotName, exact: true }) })
      .getByRole('button', { name: dayName, exact: true });
    await day.scrollIntoViewIfNeeded();
    await day.tap();
    await expect.poll(() => day.getAttribute('aria-pressed'), WAIT).toBe('true');
    await screenshot(page, 'day chosen');

    await page.getByRole('button', { name: /Previous Week/ }).tap();
    await expect
      .poll(() => rangeLabel(page).textContent(), WAIT)
      .toBe(windowLabel(today, COMPACT_CALENDAR_DAYS));
  });

  it('keeps 14 days on a wide screen', { timeout: 120_000 }, async () => {
    const today = todayIn(park.timezone || tenant.timezone, new Date());
    const page = await calendarAt({ viewport: { width: 1280, height: 900 } });
    await expect.poll(() => rangeLabel(page).textContent(), WAIT).toBe(windowLabel(today));
    await expect.poll(() => rows(page).first().locator('.cal-day__button').count()).toBe(CALENDAR_DAYS);
  });
});
