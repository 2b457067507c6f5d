/**
 * Discovery on the park page: a visitor reads every information tab (the long directions fold behind
 * Show More), narrows the spots with an amenity in Advanced Search, meets the date messages and the
 * available-only modal, and opens a spot's details. axe finds nothing wrong with the panel open.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DIRECTIONS_LIMIT, truncateHtml } from '../../web/src/features/spot-search/park/location-format.ts';
import { coordinatesDms } from '../../web/src/features/spot-search/format.ts';
import { formatPhone } from '../../web/src/lib/format.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useBrowser } from './support/browser.ts';
import { demoCatalogue, featuredParks } from './support/demo.ts';
import { expectTitle, expectVisible, field, open } from './support/page.ts';

const sites = inject('sites');
const browser = useBrowser();

/** The tenant's park whose directions are long enough to fold, else its first featured park. */
function parkWithLongDirections(tenantId: string) {
  const { locations } = demoCatalogue(tenantId);
  return (
    locations.find((l) => l.isActive && truncateHtml(l.directions, DIRECTIONS_LIMIT).truncated) ??
    featuredParks(tenantId)[0]!
  );
}

async function matchCount(page: Page): Promise<number> {
  const text = await page.getByText(/\d+ Spots match your selection\(s\)/).textContent();
  return Number(/(\d+)/.exec(text ?? '')?.[1]);
}

describe('the park page tabs', () => {
  it.each(sites.tenants)('$tenantId: every tab shows the park', async ({ tenantId, url }) => {
    const catalogue = demoCatalogue(tenantId);
    const park = parkWithLongDirections(tenantId);
    const page = await browser.newPage();
    await open(page, url, `/location/${park.id}`);

    await expectTitle(page, `${catalogue.tenant.siteTitle} - Location Details - ${park.longName}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: park.longName }), 'the park heading');
    await expectVisible(
      page.getByRole('navigation', { name: /breadcrumb/i }).getByText(park.longName.toUpperCase()),
      'the breadcrumb in capitals',
    );
    await expectVisible(page.getByRole('heading', { name: 'Find Your Campsite' }), 'the search panel');

    // Park Details
    const details = page.getByRole('tabpanel', { name: 'Park Details' });
    if (park.importantDates) {
      await expectVisible(details.getByRole('heading', { name: 'IMPORTANT SEASON DATES' }), 'season dates');
    }
    await expectVisible(details.getByRole('heading', { name: 'Directions' }), 'directions');
    if (truncateHtml(park.directions, DIRECTIONS_LIMIT).truncated) {
      await details.getByRole('button', { name: 'Show More' }).click();
      await expectVisible(details.getByRole('button', { name: 'Show Less' }), 'Show Less after Show More');
    }
    await expectVisible(details.getByText(coordinatesDms(park.latitude, park.longitude)), 'GPS in DMS');
    await expectVisible(details.getByText(formatPhone(park.phoneNumber)), 'the phone as (xxx) xxx-xxxx');
    await expectVisible(details.getByText(`${park.acreage!.toLocaleString('en-US')} acres`), 'acreage');
    await expectVisible(details.getByText(`${park.elevation!.toLocaleString('en-US')} ft.`), 'elevation');
    await expectVisible(details.getByText(park.timezone), 'timezone');
    const region = catalogue.regions.find((r) => r.id === park.regionId)!;
    await expectVisible(details.getByText(region.longName, { exact: true }), 'the region');
    await screenshot(page, 'details');

    // Park Photos: the carousel moves with its buttons and the arrow keys.
    await page.getByRole('tab', { name: 'Park Photos' }).click();
    const photos = page.getByRole('tabpanel', { name: 'Park Photos' });
    if (park.images.length > 1) {
      await expectVisible(photos.getByText(`1 / ${park.images.length}`), 'the first photo');
      await photos.getByRole('button', { name: /Next/ }).click();
      await expectVisible(photos.getByText(`2 / ${park.images.length}`), 'the second photo');
      await photos.getByRole('region').press('ArrowLeft');
      await expectVisible(photos.getByText(`1 / ${park.images.length}`), 'back to the first photo');
    } else {
      await expectVisible(photos.getByRole('img'), 'a park image');
    }

    // Booking Details
    await page.getByRole('tab', { name: 'Booking Details' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Reservation Information:' }), 'reservation info');

    // Activities & Amenities: the keyboard reaches the last tab too.
    await page.getByRole('tab', { name: 'Booking Details' }).press('ArrowRight');
    const activities = page.getByRole('tabpanel', { name: 'Activities & Amenities' });
    for (const heading of ['Within Facility:', 'Within 10 Miles:', 'Greater Than 10 Miles:']) {
      await expectVisible(activities.getByRole('heading', { name: heading }), heading);
    }
    const point = catalogue.locationPointsOfInterest.find((p) => p.locationId === park.id);
    if (point) {
      const name = catalogue.pointsOfInterest.find((p) => p.id === point.pointOfInterestId)!.name;
      await expectVisible(activities.getByText(name, { exact: true }).first(), `point of interest ${name}`);
    }
    await screenshot(page, 'activities');
  });
});

describe('the spot search panel', () => {
  const site = sites.tenants[0]!;
  const park = () => parkWithLongDirections(site.tenantId);

  it('an amenity in Advanced Search narrows the spots', async () => {
    const page = await browser.newPage();
    await open(page, site.url, `/location/${park().id}`);
    await expectVisible(page.getByText(/\d+ Spots match your selection\(s\)/), 'the match count');
    const before = await matchCount(page);
    expect(before).toBeGreaterThan(0);

    await page.getByRole('button', { name: /^Advanced Search/ }).click();
    const firstYesNo = page.locator('.amenity-filters__yes-no input[type=checkbox]').first();
    await firstYesNo.check();
    await expectVisible(page.getByRole('button', { name: 'Advanced Search (1)' }), 'the selected count');
    await expect.poll(() => matchCount(page), { timeout: 10_000 }).toBeLessThan(before);
    await screenshot(page);
    await expectNoAxeViolations(page, 'the spot search panel with Advanced Search open', 'form.search-panel');

    await firstYesNo.uncheck();
    await expect.poll(() => matchCount(page), { timeout: 10_000 }).toBe(before);
  });

  it('an amenity ticked after new dates are typed searches those dates', async () => {
    const page = await browser.newPage();
    await open(page, site.url, `/location/${park().id}`);
    await expectVisible(page.getByText(/\d+ Spots match your selection\(s\)/), 'the match count');
    const day = (offset: number) => {
      const d = new Date(Date.now() + offset * 86_400_000);
      const mm = String(d.getMonth() + 1).padStart(2, '0');
      const dd = String(d.getDate()).padStart(2, '0');
      return { us: `${mm}/${dd}/${d.getFullYear()}`, iso: `${d.getFullYear()}-${mm}-${dd}` };
    };
    const [arrival, departure] = [day(40), day(42)];
    await field(page, 'Arrival Date').fill(arrival.us);
    await field(page, 'Departure Date').fill(departure.us);

    // Not submitted: the amenity alone starts the search, with the dates on screen.
    await page.getByRole('button', { name: /^Advanced Search/ }).click();
    const firstYesNo = page.locator('.amenity-filters__yes-no input[type=checkbox]').first();
    const searched = page.waitForRequest(
      (r) =>
        r.url().endsWith('/Spot/availability') &&
        (r.postDataJSON() as { selectedAttributes?: unknown[] }).selectedAttributes?.length === 1,
    );
    await firstYesNo.check();
    expect((await searched).postDataJSON()).toMatchObject({
      arrivalDate: arrival.iso,
      departureDate: departure.iso,
    });
    expect(await field(page, 'Departure Date').inputValue()).toBe(departure.us);
  });

  it('bad dates are explained under the fields and in the summary', async () => {
    const page = await browser.newPage();
    await open(page, site.url, `/location/${park().id}`);
    await field(page, 'Arrival Date').fill('13/45/2020');
    await page.getByRole('button', { name: 'update search result' }).click();

    const summary = page.getByRole('alert').filter({ hasText: 'Please correct the following' });
    await expectVisible(summary, 'the form error summary');
    await expectVisible(summary.getByRole('link', { name: 'Arrival' }), 'a link to the arrival field');
    await expectVisible(
      page
        .locator('#spot-search-arrivalDate-errors')
        .getByText("Arrival Date must be formatted as 'MM/DD/YYYY'"),
      'the format message under the field',
    );
    await expectVisible(
      page.locator('#spot-search-departureDate-errors').getByText('Departure Date is required'),
      'the required message',
    );

    // Typed with no pause between keys on a phone-slow main thread (keys arrive while the page is still
    // busy with the last one), and pasted: every digit is kept.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await field(page, 'Arrival Date').fill('');
    await field(page, 'Arrival Date').pressSequentially('01022020');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect.poll(() => field(page, 'Arrival Date').inputValue()).toBe('01/02/2020');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate(() => navigator.clipboard.writeText('01-01-2020'));
    await field(page, 'Departure Date').fill('');
    await field(page, 'Departure Date').focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect.poll(() => field(page, 'Departure Date').inputValue()).toBe('01/01/2020');
    await page.getByRole('button', { name: 'update search result' }).click();
    await expectVisible(
      page.getByText('Arrival Date must be greater than or equal to today').first(),
      'the before-today message',
    );
    await expectVisible(
      page.getByText('Departure Date must be greater than arrival date').first(),
      'the departure-before-arrival message',
    );
    await screenshot(page);
  });

  it('available-only without dates explains itself', async () => {
    const page = await browser.newPage();
    await open(page, site.url, `/location/${park().id}`);
    // Announced as disabled, yet reachable: the keyboard (Space) asks for the explanation.
    const checkbox = page.getByRole('checkbox', { name: 'Show only spots that are available' });
    await expect(checkbox.getAttribute('aria-disabled')).resolves.toBe('true');
    await checkbox.focus();
    await page.keyboard.press('Space');
    const modal = page.getByRole('alertdialog', { name: 'Show Available Spots' });
    await expectVisible(
      modal.getByText('Please select Arrival and Departure Date to use this feature.'),
      'why',
    );
    await modal.getByRole('button', { name: 'Ok' }).click();
    await expect.poll(() => modal.count()).toBe(0);
    await expect(checkbox.isChecked()).resolves.toBe(false);
  });

  it("a spot's details open from the list", async () => {
    const page = await browser.newPage();
    await open(page, site.url, `/location/${park().id}`);
    const detailsButton = page.getByRole('button', { name: /^Details of / }).first();
    await expectVisible(detailsButton, 'a Details button');
    const spotName = (await detailsButton.getAttribute('aria-label'))!.replace('Details of ', '');
    await detailsButton.click();

    const modal = page.getByRole('dialog', { name: `${spotName} Details` });
    await expectVisible(modal, 'the details modal');
    await expectVisible(modal.getByText('GPS Info:'), 'GPS info');
    await expectVisible(modal.getByText('Associated Spot Types:'), 'the spot types');
    await expectVisible(modal.getByRole('heading', { name: 'Spot Details' }), 'the attribute pairs');
    await screenshot(page);
    await expectNoAxeViolations(page, 'the spot details modal');
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => modal.count()).toBe(0);
  });

  it('a classification tile narrows the spots and says what it is', async () => {
    const page = await browser.newPage();
    await open(page, site.url, `/location/${park().id}`);
    await expectVisible(page.getByText(/\d+ Spots match your selection\(s\)/), 'the match count');
    const before = await matchCount(page);
    const tile = page.getByRole('list', { name: 'Filter by classification' }).getByRole('button').first();
    const tileCount = Number(/\((\d+)\)\s*$/.exec((await tile.textContent()) ?? '')?.[1]);
    await tile.focus();
    await expectVisible(page.getByRole('tooltip').first(), 'the classification description on focus');
    await tile.click();
    await expect.poll(() => tile.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => matchCount(page), { timeout: 10_000 }).toBe(tileCount);
    expect(tileCount).toBeLessThan(before);
    await screenshot(page);
  });

  it('an ADA-only spot asks before it is reserved', async () => {
    const catalogue = demoCatalogue(site.tenantId);
    const ada = catalogue.attributes.find((a) => a.name === 'ADA Occupant Required')!;
    const adaSpotNames = new Set(
      catalogue.spots
        .filter(
          (s) =>
            s.locationId === park().id &&
            s.attributes.some((a) => a.attributeId === ada.id && a.value?.toLowerCase() === 'yes'),
        )
        .map((s) => s.name),
    );
    const page = await browser.newPage();
    await open(page, site.url, `/location/${park().id}`);
    const day = (offset: number) => {
      const d = new Date();
      d.setDate(d.getDate() + offset);
      return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
    };
    // A stay for which an ADA-only spot is among the first page of available spots, asked of the API
    // the page itself calls (the demo reservations change with the day the data was loaded).
    let offset: number | undefined;
    for (const candidate of [20, 27, 34, 41, 48, 55]) {
      const names = await page.evaluate(
        async ({ tenantId, locationId, arrival, departure }) => {
          const res = await fetch(`/v1/tenant/${tenantId}/Spot/availability`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              locationId,
              startDate: arrival,
              endDate: arrival,
              arrivalDate: arrival,
              departureDate: departure,
              onlyShowAvailable: true,
              itemsPerPage: 20,
            }),
          });
          return ((await res.json()) as { spots: { name: string }[] }).spots.map((s) => s.name);
        },
        {
          tenantId: site.tenantId,
          locationId: park().id,
          arrival: day(candidate),
          departure: day(candidate + 2),
        },
      );
      if (names.some((name) => adaSpotNames.has(name))) {
        offset = candidate;
        break;
      }
    }
    expect(offset, 'a stay with an ADA-only spot on the first page of available spots').toBeDefined();
    await field(page, 'Arrival Date').fill(day(offset!));
    await field(page, 'Departure Date').fill(day(offset! + 2));
    await page.getByRole('checkbox', { name: 'Show only spots that are available' }).check();
    await page.getByRole('button', { name: 'update search result' }).click();
    await expectVisible(page.getByRole('button', { name: /^Reserve / }).first(), 'a Reserve button');

    const labels = await page
      .getByRole('button', { name: /^Reserve / })
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
    const adaLabel = labels.find((label) => adaSpotNames.has(label.replace('Reserve ', '')));
    expect(adaLabel, 'an ADA-only spot that can be reserved on the first page').toBeTruthy();
    await page.getByRole('button', { name: adaLabel! }).click();
    const modal = page.getByRole('alertdialog', { name: 'ADA Occupant Required' });
    await expectVisible(
      modal.getByText(/reservable only by or for persons with disabilities/),
      'the ADA question',
    );
    await screenshot(page);
    await modal.getByRole('button', { name: 'No' }).click();
    await expect.poll(() => modal.count()).toBe(0);
  });
});
