/**
 * An opening morning in the browser: the agency admin sets a queue event for one park on
 * /admin/waiting-room (slow admissions), a customer who presses Reserve there is sent to the waiting
 * room, waits through the draw with the progress bar, sees their place once the event opens; the admin
 * watches the arrivals live and raises the rate; the customer's page says it is their turn without a
 * reload, and the customer goes back and books. The admin ends the event so no later file meets it.
 * axe on the queue page and the staff screen; screenshots of each step.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { HOLD_MESSAGE } from '../../functions/domain/holds.ts';
import { addDays } from '../../functions/domain/day-selection.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useBrowser } from './support/browser.ts';
import {
  WAIT,
  calendarLoaded,
  chooseStay,
  customerOnCalendar,
  dayButton,
  freeStay,
  rows,
} from './support/calendar.ts';
import { type TestCustomer, createCustomer } from './support/customers.ts';
import { featuredParks } from './support/demo.ts';
import { deskCall, staffToken } from './support/front-desk.ts';
import { expectVisible, open } from './support/page.ts';
import { signInStaff } from './support/sign-in.ts';

const sites = inject('sites');
const browser = useBrowser();
const site = sites.tenants.find((t) => t.tenantId === 'co') ?? sites.tenants[0]!;
const { tenantId, url } = site;
const park = featuredParks(tenantId).at(-1)!;
const NAME = `Opening morning ${Date.now().toString(36)}`;
const call = deskCall(url, tenantId);

/** A Date as a datetime-local value in this machine's time (the browser's too). */
const local = (at: Date) => {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${p(at.getMonth() + 1)}-${p(at.getDate())}T${p(at.getHours())}:${p(at.getMinutes())}`;
};

let customer: TestCustomer;
beforeAll(async () => {
  customer = await createCustomer(site, 'waiting.room');
});

afterAll(async () => {
  // End the event if the test stopped before its admin did.
  const token = await staffToken(call, tenantId, 'agencyAdmin');
  const list = (await call(token, 'GET', 'admin/AdminWaitingRoom/event')).data as {
    eventId: string;
    name: string;
    phase: string;
    opensAt: string;
    preQueueMinutes: number;
    ratePerMinute: number;
    version: number;
  }[];
  for (const e of list.filter((e) => e.name === NAME && e.phase !== 'ended')) {
    await call(token, 'PUT', `admin/AdminWaitingRoom/event/${e.eventId}`, {
      name: e.name,
      opensAt: e.opensAt,
      endsAt: new Date(Math.max(Date.now() + 1_000, Date.parse(e.opensAt) + 1_000)).toISOString(),
      preQueueMinutes: e.preQueueMinutes,
      ratePerMinute: e.ratePerMinute,
      version: e.version,
    });
  }
});

/** The event's card on the staff screen. */
const card = (page: Page) => page.getByRole('article').filter({ hasText: NAME });

describe('the waiting room', () => {
  it(
    'a customer waits with the progress bar, is admitted when staff raise the rate, and books',
    { timeout: 300_000 },
    async () => {
      // Opening at a whole minute at least 40 s away (the form takes minutes).
      const opens = new Date(Math.ceil((Date.now() + 40_000) / 60_000) * 60_000);
      const ends = new Date(opens.getTime() + 30 * 60_000);

      const admin = await browser.newPage();
      await signInStaff(admin, url, tenantId, 'agencyAdmin');
      await open(admin, url, '/admin/waiting-room');
      await expectVisible(admin.getByRole('heading', { name: 'Waiting room', level: 1 }));
      const add = admin.getByRole('region', { name: 'Add a queue event' });
      await add.getByRole('textbox', { name: /^Name/ }).fill(NAME);
      await add.getByRole('combobox', { name: /^Park/ }).selectOption(String(park.id));
      await add.locator('#wr-opensAt').fill(local(opens));
      await add.getByRole('spinbutton', { name: /^Pre-queue window/ }).fill('10');
      await add.locator('#wr-endsAt').fill(local(ends));
      await add.getByRole('spinbutton', { name: /^Admissions per minute/ }).fill('1');
      await add.getByRole('button', { name: 'Add event' }).click();
      await expectVisible(admin.getByText(`Added "${NAME}".`), 'the added message');
      await expectVisible(card(admin).getByText('Pre-queue open'), 'the event running its pre-queue');

      // The customer presses Reserve on the gated park: the waiting room, before the draw.
      const page = await customerOnCalendar(browser, { url }, park.id, customer);
      const { index, arrival } = await freeStay(page, 1);
      const row = await chooseStay(page, index, arrival, addDays(arrival, 1));
      await row.getByRole('button', { name: 'Reserve', exact: true }).click();
      await page.waitForURL(/\/waiting-room\/[0-9a-f-]{36}\?return=/, WAIT);
      await expectVisible(page.getByRole('heading', { name: 'Waiting room', level: 1 }));
      await expectVisible(page.getByText(/put in a random order/), 'the draw explained');
      const progress = page.getByRole('progressbar', { name: /Your progress to the front/ });
      await expectVisible(progress, 'the progress bar');
      expect(await progress.getAttribute('value')).toBe('0');
      await expectNoAxeViolations(page, 'the waiting room before opening');
      await screenshot(page, 'pre-queue');

      // Staff see the arrival live (the screen refreshes itself).
      await expect
        .poll(() => card(admin).locator('dt:text-is("Arrivals") + dd').innerText(), { timeout: 20_000 })
        .toBe('1');
      await expectNoAxeViolations(admin, 'the waiting-room staff screen');
      await screenshot(admin, 'staff screen');

      // Opening: the draw gives the customer a place; at one a minute they still wait.
      const place = page.locator('dt:text-is("Your place in line") + dd');
      await expect.poll(() => place.innerText(), { timeout: 120_000, interval: 500 }).toBe('1');
      await expectVisible(
        page.getByText('Less than a minute').or(page.getByText('About 1 minute')),
        'the wait',
      );
      await screenshot(page, 'place after the draw');

      // Staff raise the rate: the customer's page turns without a reload.
      await card(admin)
        .getByRole('spinbutton', { name: /^Admissions per minute/ })
        .fill('600');
      await card(admin).getByRole('button', { name: 'Change rate' }).click();
      await expectVisible(admin.getByText('Admission rate set to 600 a minute.'), 'the rate change');
      await expectVisible(page.getByRole('heading', { name: 'It is your turn', level: 1 }), 'the turn');
      await expectNoAxeViolations(page, 'the waiting room when admitted');
      await screenshot(page, 'admitted');
      await expect
        .poll(() => card(admin).locator('dt:text-is("Admitted (passes issued)") + dd').innerText(), {
          timeout: 20_000,
        })
        .toBe('1');

      // Back to the park, and the claim goes through with the pass.
      await page.getByRole('link', { name: 'Continue to booking' }).click();
      await page.waitForURL(new RegExp(`/location/${park.id}`), WAIT);
      // The park page comes back as it was left (its view and stay are in the address): choose the
      // stay again only when it is not still chosen.
      if ((await page.locator('.spot-calendar__rows').count()) === 0)
        await page.getByRole('button', { name: 'Calendar', exact: true }).click();
      await calendarLoaded(page);
      const departure = dayButton(rows(page).nth(index), addDays(arrival, 1));
      const again =
        (await departure.getAttribute('aria-pressed')) === 'true'
          ? rows(page).nth(index)
          : await chooseStay(page, index, arrival, addDays(arrival, 1));
      await again.getByRole('button', { name: 'Reserve', exact: true }).click();
      await page.waitForURL(new URL('/create-reservation', url).toString(), WAIT);
      await expectVisible(page.getByText(HOLD_MESSAGE.held), 'the hold message');
      await screenshot(page, 'booked');

      // Staff end the event: booking no longer needs a pass.
      await card(admin).getByRole('button', { name: 'End now' }).click();
      await expectVisible(admin.getByText(/The event has ended/), 'the end');
    },
  );
});
