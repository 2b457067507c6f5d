/**
 * Spot results that help a person choose, on a park page: with dates searched, each listed spot shows
 * the stay's total, its photo (described by the photo's own text) and its amenities in words; and the
 * results start beside the search panel on a desktop and right under it on a phone, with the park's
 * description after them.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { resultPhoto } from '../../web/src/features/spot-search/results/result-facts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { PHONE, screenshot, useBrowser } from './support/browser.ts';
import { demoCatalogue } from './support/demo.ts';
import { expectVisible, field, open } from './support/page.ts';

const sites = inject('sites');
const browser = useBrowser();
const WAIT = { timeout: 30_000, interval: 100 };

/** A park with active cabins that have photos, and its cabin spot type's checkbox label. */
function parkWithCabinPhotos(tenantId: string) {
  const catalogue = demoCatalogue(tenantId);
  const cabinType = catalogue.spotTypes.find((t) => t.name === 'Cabin')!;
  const cabin = catalogue.spots.find(
    (s) =>
      s.isActive &&
      s.photos.length > 0 &&
      s.spotTypeIds.includes(cabinType.id) &&
      catalogue.locations.some((l) => l.id === s.locationId && l.isActive),
  )!;
  const park = catalogue.locations.find((l) => l.id === cabin.locationId)!;
  const spots = catalogue.spots.filter((s) => s.locationId === park.id);
  return { park, spots, spotTypeLabel: `${cabinType.name} Spots` };
}

/** A day `offset` days from now: as typed (MM/DD/YYYY). */
function typedDay(offset: number): string {
  const d = new Date(Date.now() + offset * 86_400_000);
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
}

/** How far the page reaches past the viewport's right edge (0: no sideways scroll). */
const overflowX = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const box = async (page: Page, name: string) => {
  const found = await page.getByRole('region', { name, exact: true }).boundingBox();
  if (!found) throw new Error(`the ${name} region is not on the page`);
  return found;
};

const resultItems = (page: Page) => page.getByRole('list', { name: 'Spots' }).locator(':scope > li');
const TOTAL = /^\$\d[\d,]*\.\d{2} total for 2 nights$/;

/** Searches two nights two weeks ahead for the park's cabins and waits for the totals to show. */
async function searchCabins(page: Page, spotTypeLabel: string): Promise<void> {
  await expectVisible(page.getByText(/\d+ Spots match your selection\(s\)/), 'the match count');
  await page.getByRole('checkbox', { name: spotTypeLabel }).check();
  await field(page, 'Arrival Date').fill(typedDay(14));
  await field(page, 'Departure Date').fill(typedDay(16));
  await page.getByRole('button', { name: 'update search result' }).click();
  await expectVisible(resultItems(page).first().getByText(TOTAL), "the first result's stay total");
}

describe.each(sites.tenants)('spot results on a $tenantId park page', (site) => {
  it('show the stay total, the photo and the amenities in words, beside the search', async () => {
    const { park, spots, spotTypeLabel } = parkWithCabinPhotos(site.tenantId);
    const page = await browser.newPage();
    await open(page, site.url, `/location/${park.id}`);
    await searchCabins(page, spotTypeLabel);

    const items = resultItems(page);
    const count = await items.count();
    expect(count).toBeGreaterThan(0);
    let photos = 0;
    for (let i = 0; i < Math.min(count, 5); i++) {
      const item = items.nth(i);
      const name = (await item.getByRole('heading').first().innerText()).trim();
      await expectVisible(item.getByText(TOTAL), `the stay total of ${name}`);
      await expectVisible(
        item.getByText('Fees included, paid by card, one vehicle'),
        'what the total includes',
      );
      const record = spots.find((s) => s.name === name)!;
      const photo = resultPhoto(record);
      if (photo) {
        photos++;
        const img = item.getByRole('img', { name: photo.alt, exact: true });
        await expectVisible(img, `the photo of ${name}`);
        expect(await img.getAttribute('src')).toBe(photo.url);
      }
      // Amenities read as words, without hovering: each chip's text is on the page.
      const amenities = item.getByRole('list', { name: `Amenities of ${name}` }).getByRole('listitem');
      if ((await amenities.count()) > 0) {
        await expectVisible(amenities.first(), `an amenity of ${name}`);
        expect((await amenities.first().innerText()).trim()).not.toBe('');
      }
    }
    expect(photos).toBeGreaterThan(0);

    // The results begin beside the search panel, and the park's information follows them.
    const search = await box(page, 'Find Your Campsite');
    const results = await box(page, 'Search Results');
    const info = await box(page, 'Park information');
    expect(results.y).toBeLessThan(search.y + search.height);
    expect(results.x).toBeGreaterThanOrEqual(search.x + search.width);
    expect(info.y).toBeGreaterThan(results.y);
    expect(await overflowX(page)).toBe(0);

    await page.mouse.move(0, 0);
    await screenshot(page, 'desktop');
    await expectNoAxeViolations(page, 'the park page with priced results', '.park-layout');
  });
});

describe('spot results on a phone', () => {
  const site = sites.tenants[0]!;

  it('start right under the search panel, priced, with nothing scrolling sideways', async () => {
    const { park, spotTypeLabel } = parkWithCabinPhotos(site.tenantId);
    const page = await browser.newPage(PHONE);
    await open(page, site.url, `/location/${park.id}`);
    // The park's classification tiles take one row (scrolled sideways by touch), not a column of their own.
    const tiles = page.getByRole('list', { name: 'Filter by classification' });
    await expect.poll(() => tiles.getByRole('button').count(), WAIT).toBeGreaterThan(3);
    const firstTile = (await tiles.getByRole('button').first().boundingBox())!;
    expect((await tiles.boundingBox())!.height).toBeLessThan(firstTile.height * 2);
    await searchCabins(page, spotTypeLabel);

    const search = await box(page, 'Find Your Campsite');
    const results = await box(page, 'Search Results');
    const info = await box(page, 'Park information');
    const gap = results.y - (search.y + search.height);
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThan(100);
    expect(info.y).toBeGreaterThan(results.y);
    await expect.poll(() => overflowX(page), WAIT).toBe(0);
    // The first result fits the screen: its photo, total and buttons are within its width.
    const first = resultItems(page).first();
    for (const part of [
      first.getByRole('img').first(),
      first.getByText(TOTAL),
      first.getByRole('button', { name: /^(Reserve|View Dates)/ }),
      first.getByRole('button', { name: /^Details of / }),
    ]) {
      const b = (await part.boundingBox())!;
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(390);
    }
    await screenshot(page, 'phone');
    await expectNoAxeViolations(page, 'the park page on a phone', '.park-layout');
  });
});
