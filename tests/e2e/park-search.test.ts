/**
 * Discovery journeys: a visitor finds a park by name in the header's search box and opens it; finds a
 * place (a city of the tenant's state), lands on the results nearest that place first, looks at them on
 * the map, and opens a park from a result card.
 */
import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useBrowser } from './support/browser.ts';
import { demoCatalogue } from './support/demo.ts';
import { expectTitle, expectVisible, open } from './support/page.ts';

const sites = inject('sites');
const browser = useBrowser();
const co = sites.tenants.find((t) => t.tenantId === 'co') ?? sites.tenants[0]!;
const { tenant, locations } = demoCatalogue(co.tenantId);
const HEADER_SEARCH = 'Search parks and places';

describe('park search', () => {
  it('finds a park by name in the header search box and opens it', async () => {
    const park = locations.find((l) => l.longName === 'Bluestem Reservoir State Park') ?? locations[0]!;
    const page = await browser.newPage();
    await open(page, co.url);
    const box = page.getByRole('banner').getByRole('combobox', { name: HEADER_SEARCH });
    await box.fill(park.longName.split(' ')[0]!);

    const option = page.getByRole('option', { name: `${park.longName} in ${park.longName}` });
    await expectVisible(option, 'the park in the Parks card');
    await expectVisible(page.getByRole('group', { name: 'Locations' }), 'the Locations card');
    await screenshot(page, 'suggestions');
    // Keyboard: the first option of the Parks card, then Enter.
    await box.press('ArrowDown');
    await expect.poll(() => option.getAttribute('aria-selected')).toBe('true');
    await box.press('Enter');

    await page.waitForURL(new URL(`/location/${park.id}`, co.url).toString());
    await expectVisible(page.getByRole('heading', { level: 1, name: park.longName }), 'the park heading');
    await expect
      .poll(() =>
        page.getByRole('banner').getByRole('combobox', { name: HEADER_SEARCH }).getAttribute('placeholder'),
      )
      .toBe('Find Another Park...');
    await screenshot(page);
  });

  it('finds a place, lists the parks nearest it first, shows them on the map and opens one', async () => {
    const page = await browser.newPage();
    await open(page, co.url);
    const box = page.getByRole('banner').getByRole('combobox', { name: HEADER_SEARCH });
    await box.fill('Denver');
    const place = page.getByRole('option', { name: 'Denver, CO' });
    await expectVisible(place, "the place 'Denver, CO' in the Locations card");
    await expectVisible(
      page.getByRole('option', { name: 'No parks found' }),
      "the Parks card's empty message",
    );
    await place.click();

    await page.waitForURL(/\/parksearchresults\?.*latitude=.*longitude=/);
    await expectTitle(page, `${tenant.siteTitle} - Park Search Results`);
    await expectVisible(page.getByText('Parks near Denver, CO'), 'what was searched');
    const cards = page.locator('.park-result');
    await expectVisible(cards, 'the result cards');
    await expect.poll(() => cards.count()).toBe(10);
    const miles = (await page.locator('.park-result__miles').allTextContents()).map((t) =>
      Number.parseFloat(t),
    );
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    // Other tests add parks to the tenant, so the count is at least the active demo parks.
    const activeDemoParks = locations.filter((l) => l.isActive).length;
    const found = Number((await page.getByText(/^\d+ parks found$/).textContent())?.split(' ')[0]);
    expect(found).toBeGreaterThanOrEqual(activeDemoParks);
    await expectNoAxeViolations(page, 'the park search results (list)');
    await screenshot(page, 'list');

    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await page.waitForURL(/view=map/);
    const map = page.getByRole('region', { name: 'Map of park search results' });
    await expectVisible(map.locator('canvas'), 'the map canvas');
    // The basemap has loaded (the offline style: no tile server is asked).
    await expect.poll(() => map.getAttribute('data-map-ready'), { timeout: 15_000 }).toBe('true');
    // Every park is on the map, alone or counted in a group of parks too close to tell apart.
    const parksOnMap = async () => {
      const groups = await map
        .getByRole('button', { name: /^\d+ parks here\. Zoom in to see them$/ })
        .allTextContents();
      return (await map.locator('.map-marker').count()) + groups.reduce((sum, n) => sum + Number(n), 0);
    };
    await expect.poll(parksOnMap).toBeGreaterThanOrEqual(activeDemoParks);
    await expectNoAxeViolations(page, 'the park search results (map)');
    await screenshot(page, 'map');

    await page.getByRole('button', { name: 'List', exact: true }).click();
    const first = page.locator('.park-result').first().getByRole('link');
    const name = (await first.textContent()) ?? '';
    const park = locations.find((l) => l.longName === name)!;
    await first.click();
    await page.waitForURL(new URL(`/location/${park.id}`, co.url).toString());
    await expectVisible(page.getByRole('heading', { level: 1, name }), 'the park heading');
  });
});
