/**
 * A person on a park's spot calendar (public §2.11, §4.3): signed in and on the calendar, finding a row
 * with free nights, choosing a stay. Shared by the booking and purchase journeys.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { addDays } from '../../../functions/domain/day-selection.ts';
import { longDateText } from '../../../web/src/features/spot-search/calendar/calendar-model.ts';
import type { BrowserSession } from './browser.ts';
import { expectVisible } from './page.ts';
import { signInAsCustomer } from './sign-in.ts';

export const WAIT = { timeout: 30_000, interval: 100 };

export const rows = (page: Page) => page.locator('.cal-row');
/**
 * The row of the spot named `name`, wherever it is: rows move (the selected spot comes first when the
 * rows are asked for again, e.g. after a reload), so a row found once is followed by its spot's name.
 */
export const spotRow = (page: Page, name: string) =>
  rows(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
/**
 * The day's own button in a row ('<status>, <date>'), not the staff calendar's Reservations button
 * beside a reserved or turnover day ('Reservations on <spot>: <status>, <date>').
 */
export const dayButton = (row: Locator, date: string) =>
  row.getByRole('button', { name: new RegExp(`^[^:]+, ${longDateText(date)}$`) });

/** The staff calendar's Reservations button beside the day `date` of a row, whatever the day's status. */
export const reservationsButton = (row: Locator, date: string) =>
  row.getByRole('button', { name: new RegExp(`^Reservations on [^:]+: [^,]+, ${longDateText(date)}$`) });

/** Waits until the calendar's rows are loaded. */
export async function calendarLoaded(page: Page): Promise<void> {
  await expectVisible(rows(page), 'calendar rows');
  await expect.poll(() => page.locator('.spot-calendar__rows').getAttribute('aria-busy'), WAIT).toBe('false');
}

/** A customer signed in through /login and on the park's calendar, its rows loaded. */
export async function customerOnCalendar(
  browser: BrowserSession,
  site: { url: string },
  parkId: number,
  customer: { username: string; password: string },
): Promise<Page> {
  const page = await browser.newPage();
  await signInAsCustomer(page, site.url, customer, `/location/${parkId}`);
  await page.getByRole('button', { name: 'Calendar', exact: true }).click();
  await calendarLoaded(page);
  return page;
}

/** The first row (index) with `nights + 1` Available days in a row, and the first of them (ISO). */
export async function freeStay(
  page: Page,
  nights: number,
): Promise<{ index: number; arrival: string; spotName: string }> {
  const count = await rows(page).count();
  const window = (await page.locator('.spot-calendar__rows').getAttribute('data-window'))!.split('|')[0]!;
  for (let index = 0; index < count; index++) {
    const names = await rows(page)
      .nth(index)
      .locator('.cal-day__button')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
    // Not the first days: the park's own minimum-arrival rule may refuse a stay starting today.
    for (let d = 3; d + nights < names.length; d++) {
      if (names.slice(d, d + nights + 1).every((name) => name.startsWith('Available, '))) {
        const spotName = (await rows(page).nth(index).locator('.cal-row__name').innerText()).trim();
        return { index, arrival: addDays(window, d), spotName };
      }
    }
  }
  throw new Error(`no row with ${nights + 1} Available days in a row`);
}

/** Clicks arrival then departure on the row (by its place, or its spot's name) and waits for the range to show. */
export async function chooseStay(
  page: Page,
  spot: number | string,
  arrival: string,
  departure: string,
): Promise<Locator> {
  const row = typeof spot === 'string' ? spotRow(page, spot) : rows(page).nth(spot);
  await dayButton(row, arrival).click();
  await dayButton(row, departure).click();
  await expect.poll(() => dayButton(row, departure).getAttribute('aria-pressed'), WAIT).toBe('true');
  return row;
}
