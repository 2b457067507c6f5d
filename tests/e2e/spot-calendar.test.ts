/**
 * The spot calendar and map (public §2.11, §2.12, §4.3) and the staff spot selection (admin §2.4, §2.5,
 * §2.7): a visitor moves the calendar's window, chooses a three-night stay and sees it, then looks at the
 * map; a staff user picks a park and sees the days before today and the staff legend, and a dense grid.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { addDays } from '../../functions/domain/day-selection.ts';
import { todayIn } from '../../functions/domain/dates.ts';
import { longDateText, windowLabel } from '../../web/src/features/spot-search/calendar/calendar-model.ts';
import { formatDate } from '../../web/src/lib/format.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useBrowser } from './support/browser.ts';
import { dayButton, rows } from './support/calendar.ts';
import { demoCatalogue, featuredParks } from './support/demo.ts';
import { expectTitle, expectVisible, featuredParkLink, field, open } from './support/page.ts';
import { signInStaff } from './support/sign-in.ts';

const sites = inject('sites');
const browser = useBrowser();
const { tenantId, url } = sites.tenants[0]!;
const { tenant } = demoCatalogue(tenantId);
const WAIT = { timeout: 20_000, interval: 100 };

const rangeLabel = (page: Page) => page.locator('.spot-calendar__range');

/** The first row with `nights + 1` Available days in a row, and the first of those days (ISO). */
async function rowWithFreeStay(page: Page, nights: number): Promise<{ row: Locator; arrival: string }> {
  const count = await rows(page).count();
  for (let i = 0; i < count; i++) {
    const row = rows(page).nth(i);
    const names = await row
      .locator('.cal-day__button')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
    for (let d = 0; d + nights < names.length; d++) {
      if (names.slice(d, d + nights + 1).every((name) => name.startsWith('Available, '))) {
        const window = (await page.locator('.spot-calendar__rows').getAttribute('data-window'))!.split(
          '|',
        )[0]!;
        return { row, arrival: addDays(window, d) };
      }
    }
  }
  throw new Error(`no row with ${nights + 1} Available days in a row`);
}

/** A visitor on the first featured park's page, from the home page. */
async function openFeaturedPark(): Promise<Page> {
  const park = featuredParks(tenantId)[0]!;
  const page = await browser.newPage();
  await open(page, url);
  await featuredParkLink(page, park.longName).first().click();
  await page.waitForURL(new URL(`/location/${park.id}`, url).toString());
  return page;
}

describe('the spot calendar and map on a park page', () => {
  it('a visitor moves the window, chooses three nights and sees the stay', { timeout: 150_000 }, async () => {
    const park = featuredParks(tenantId)[0]!;
    const today = todayIn(park.timezone || tenant.timezone, new Date());
    const page = await openFeaturedPark();

    await page.getByRole('button', { name: 'Calendar', exact: true }).click();
    await expectVisible(rows(page), 'calendar rows');
    // The public window starts on the park's today and cannot go before it.
    await expect.poll(() => rangeLabel(page).textContent(), WAIT).toBe(windowLabel(today));
    expect(await page.getByRole('button', { name: /Previous Week/ }).isDisabled()).toBe(true);
    for (const name of ['Available', 'Reserved', 'Selected', 'Walk-In', 'Unavailable']) {
      await expectVisible(page.getByRole('list', { name: 'Legend' }).getByText(name, { exact: true }));
    }

    await page.getByRole('button', { name: /Next Week/ }).click();
    await expect.poll(() => rangeLabel(page).textContent(), WAIT).toBe(windowLabel(addDays(today, 14)));
    await expect
      .poll(() => page.locator('.spot-calendar__rows').getAttribute('data-window'), WAIT)
      .toBe(`${addDays(today, 14)}|${addDays(today, 27)}`);
    await page.getByRole('button', { name: /Previous Week/ }).click();
    await expect.poll(() => rangeLabel(page).textContent(), WAIT).toBe(windowLabel(today));
    await expect
      .poll(() => page.locator('.spot-calendar__rows').getAttribute('data-window'), WAIT)
      .toBe(`${today}|${addDays(today, 13)}`);
    await expect
      .poll(() => page.locator('.spot-calendar__rows').getAttribute('aria-busy'), WAIT)
      .toBe('false');

    const { row, arrival } = await rowWithFreeStay(page, 3);
    const departure = addDays(arrival, 3);
    await dayButton(row, arrival).click();
    await dayButton(row, departure).click();
    for (let d = 0; d <= 3; d++) {
      expect(await dayButton(row, addDays(arrival, d)).getAttribute('aria-pressed')).toBe('true');
    }
    expect(await row.getByRole('button', { name: 'Reserve', exact: true }).isEnabled()).toBe(true);
    // The arrow keys walk the days.
    await dayButton(row, arrival).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(
      new RegExp(`, ${longDateText(addDays(arrival, 1))}$`),
    );
    // The popover of the hovered day (each day has its own, named by aria-describedby).
    const hovered = dayButton(row, addDays(arrival, 1));
    await hovered.hover();
    const popover = page.locator(`[id="${await hovered.getAttribute('aria-describedby')}"]`);
    await expectVisible(popover, 'the stay popover');
    expect(await popover.textContent()).toBe(
      `Check In: ${formatDate(arrival)} Check Out: ${formatDate(departure)}`,
    );
    await screenshot(page);
    await expectNoAxeViolations(page, 'the park page calendar');
  });

  it('the map shows a marker per spot and a popup for the one chosen', { timeout: 150_000 }, async () => {
    const page = await openFeaturedPark();
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    const map = page.getByRole('region', { name: 'Map of spots' });
    await expect.poll(() => map.getAttribute('data-map-ready'), WAIT).toBe('true');
    // A campground's spots crowd each other at the park's zoom: they are counted in groups, and a
    // group zooms in when pressed until its spots stand apart. The biggest group is pressed (well
    // inside the map), and the map is read again once it has regrouped.
    const markers = map.locator('.spot-marker');
    const groups = map.locator('.map-cluster');
    const drawn = () =>
      map
        .locator('.map-cluster, .spot-marker')
        .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')).join('|'));
    await expect.poll(() => groups.count(), WAIT).toBeGreaterThan(0);
    expect(await groups.first().getAttribute('aria-label')).toMatch(/^\d+ spots here\. Zoom in to see them$/);
    // Groups are pressed with the map at rest (after its flight to the park, after each zoom).
    const atRest = () => expect.poll(() => map.getAttribute('data-map-moving'), WAIT).toBe('false');
    for (let press = 0; press < 6 && (await markers.count()) === 0; press++) {
      await atRest();
      const counts = (await groups.allTextContents()).map(Number);
      const before = await drawn();
      await groups.nth(counts.indexOf(Math.max(...counts))).click();
      await expect.poll(drawn, WAIT).not.toBe(before);
    }
    await atRest();
    const marker = markers.first();
    const caption = (await marker.locator('.map-marker-caption').textContent())!;
    expect(caption).toBe(caption.toUpperCase());
    // Markers that still touch each other: the keyboard chooses one exactly.
    await marker.focus();
    await page.keyboard.press('Enter');
    const popup = page.locator('.spot-popup');
    await expectVisible(popup, 'the spot popup');
    expect((await popup.getByRole('heading').textContent())!.toUpperCase()).toBe(caption);
    await expectVisible(popup.getByText(/ - Loop /), "the popup's area and loop");
    await expectVisible(popup.getByRole('button', { name: 'Details', exact: true }));
    await page.getByRole('button', { name: 'Legend' }).click();
    for (const name of ['Campsite', 'Shelter', 'Cabin', 'Group Campsite']) {
      await expectVisible(page.locator('#spot-map-legend').getByText(name, { exact: true }));
    }
    await screenshot(page);
    await expectNoAxeViolations(page, 'the spot map');
  });
});

describe('the staff spot selection', () => {
  it(
    'a staff user picks a park and sees the days before today and the staff legend',
    { timeout: 150_000 },
    async () => {
      const page = await browser.newPage();
      await signInStaff(page, url, tenantId, 'superAdmin');

      await open(page, url, '/admin/reservation-add');
      await expectTitle(page, `${tenant.siteTitle} - Admin - Reservation Add`);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Add Reservation' }));
      await expectVisible(page.getByText('Please select a park.'));
      expect(await page.getByRole('button', { name: 'Show Available Spots' }).isDisabled()).toBe(true);
      expect(await page.getByPlaceholder('Enter Spot Name').isDisabled()).toBe(true);
      await expectNoAxeViolations(page, 'the staff spot selection without a park');

      const location = field(page, 'Location');
      const parkName = (await location.locator('option').nth(1).textContent())!;
      const park = demoCatalogue(tenantId).locations.find((l) => l.longName === parkName)!;
      const today = todayIn(park.timezone || tenant.timezone, new Date());
      await location.selectOption({ label: parkName });
      await expectVisible(page.getByText(/^\d+ Spots match your selection\(s\)$/), 'the spot count');
      await expectVisible(rows(page), 'calendar rows');
      await expect.poll(() => rangeLabel(page).textContent(), WAIT).toBe(windowLabel(addDays(today, -3)));
      await expectVisible(dayButton(rows(page).first(), addDays(today, -1)), 'yesterday in the first row');
      const legend = page.getByRole('list', { name: 'Legend' });
      await expectVisible(legend.getByText('Park Closed', { exact: true }));
      await expectVisible(legend.getByText('Park Closed (Overridable)', { exact: true }));
      await expectVisible(
        rows(page)
          .first()
          .getByText(/^Sales Channel: /),
      );

      // Staff may go back before the first window.
      await page.getByRole('button', { name: /Previous Week/ }).click();
      await expect.poll(() => rangeLabel(page).textContent(), WAIT).toBe(windowLabel(addDays(today, -17)));
      await expect
        .poll(() => page.locator('.spot-calendar__rows').getAttribute('data-window'), WAIT)
        .toBe(`${addDays(today, -17)}|${addDays(today, -4)}`);
      await expect
        .poll(() => page.locator('.spot-calendar__rows').getAttribute('aria-busy'), WAIT)
        .toBe('false');
      await screenshot(page);
      await expectNoAxeViolations(page, 'the staff spot selection');

      // The dense grid: one line per spot, twenty and more on a laptop screen, chosen once and kept.
      const density = page.getByRole('group', { name: 'Rows' });
      await density.getByRole('button', { name: 'Dense' }).click();
      await expect.poll(() => rows(page).count(), WAIT).toBeGreaterThanOrEqual(20);
      const first = (await rows(page).nth(0).boundingBox())!;
      const twentieth = (await rows(page).nth(19).boundingBox())!;
      expect(twentieth.y + twentieth.height - first.y, 'the height of twenty rows').toBeLessThan(760);
      await expectVisible(dayButton(rows(page).first(), addDays(today, -17)), 'a day cell of the dense grid');
      await screenshot(page, 'dense');
      await expectNoAxeViolations(page, 'the dense staff grid');
      await page.reload();
      await field(page, 'Location').selectOption({ label: parkName });
      await expect
        .poll(() => density.getByRole('button', { name: 'Dense' }).getAttribute('aria-pressed'), WAIT)
        .toBe('true');
      await density.getByRole('button', { name: 'Roomy' }).click();
      await expectVisible(
        rows(page)
          .first()
          .getByText(/^Sales Channel: /),
        'the roomy rows again',
      );
    },
  );
});
