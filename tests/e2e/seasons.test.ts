/**
 * Seasons and prices in the browser on both tenants: on a park of the test's own (made through the admin
 * API), an agency admin adds a pricing season (a negative rate first, refused at the field), sees it in
 * the list beside the base rate, and the public park page prices the spot at the season's rate; an
 * operational season is checked for what it closes, then saved. The date block and discount class
 * screens open with their forms. axe and a screenshot on every screen.
 */
import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useBrowser } from './support/browser.ts';
import { deskCall, staffToken } from './support/front-desk.ts';
import { expectVisible, open } from './support/page.ts';
import { signInStaff } from './support/sign-in.ts';

const sites = inject('sites');
const browser = useBrowser();
const WAIT = { timeout: 30_000, interval: 100 };

/** Today plus `n` days in the browser's own calendar, as a date input takes it. */
function day(n: number): string {
  const d = new Date(Date.now() + n * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** A park with one loop and one campsite, made through the admin API (the test's own data). */
async function ownPark(url: string, tenantId: string, suffix: string) {
  const call = deskCall(url, tenantId);
  const token = await staffToken(call, tenantId, 'agencyAdmin');
  const options = (await call(token, 'GET', 'admin/AdminSpotManagement/options')).data as {
    products: { id: number; name: string; bookingType: string }[];
    spotTypes: { id: number }[];
    regions: { id: number }[];
  };
  const name = `Prairie ${suffix} State Park`;
  const park = (await call(token, 'POST', 'admin/AdminLocation', {
    code: `PR${suffix}`,
    longName: name,
    shortName: 'Prairie',
    regionId: options.regions[0]!.id,
    timezone: 'America/Denver',
    street1: '1 Prairie Rd',
    street2: '',
    city: 'Limon',
    state: 'CO',
    zipcode: '80828',
    latitude: 39.26,
    longitude: -103.69,
    phoneNumber: '(719) 555-0190',
    primaryContactName: '',
    primaryContactEmail: '',
    url: '',
    acreage: null,
    elevation: null,
    directions: '',
    importantDates: '',
    featured: false,
    featuredDescription: '',
    isActive: true,
    images: [],
  })) as { data: { id: number } };
  expect(park.data?.id, JSON.stringify(park)).toBeGreaterThan(0);
  const loop = (await call(token, 'POST', `admin/AdminLocation/${park.data.id}/loop`, {
    name: 'Grass Loop',
    code: 'G',
  })) as { data: { id: number } };
  const product = options.products.find((p) => p.bookingType === 'Overnight')!;
  const spot = await call(token, 'POST', 'admin/AdminSpotManagement', {
    locationId: park.data.id,
    loopId: loop.data.id,
    name: 'G1',
    area: '',
    areaDescription: '',
    productId: product.id,
    spotTypeIds: [options.spotTypes[0]!.id],
    equipmentTypeIds: [],
    latitude: 39.261,
    longitude: -103.691,
    salesChannel: 'All',
    isActive: true,
    attributes: [],
    photos: [],
  });
  expect(spot.data, JSON.stringify(spot)).toBeTruthy();
  return { id: park.data.id, name, productName: product.name };
}

describe.each(sites.tenants.map((t) => [t.tenantId, t] as const))('seasons and prices (%s)', (_id, site) => {
  it('adds a pricing season the list and the public park page show; checks and saves an operational season', async () => {
    const { tenantId, url } = site;
    const suffix = Date.now().toString(36).slice(-5).toUpperCase();
    const park = await ownPark(url, tenantId, suffix);
    const page = await browser.newPage();
    await signInStaff(page, url, tenantId, 'agencyAdmin');

    // The park's seasons of this year: none yet, the base rate above.
    await open(page, url, `/admin/pricing-seasons?locationId=${park.id}`);
    await expectVisible(page.getByRole('heading', { name: 'Pricing Seasons' }));
    await expectVisible(page.getByText('0 pricing seasons'));
    await expectVisible(page.getByRole('columnheader', { name: park.productName }));
    await expectNoAxeViolations(page, 'the pricing season list');
    await screenshot(page, 'pricing seasons empty');

    // A season: a negative rate is refused at its field, then the rate in dollars is saved.
    await page.getByRole('button', { name: 'Add Pricing Season' }).click();
    const editor = page.getByRole('region', { name: 'Add Pricing Season' });
    await editor.getByLabel('Name', { exact: true }).fill('Prairie Peak');
    await editor.getByLabel('First Day').fill(day(-1));
    await editor.getByLabel('Last Day').fill(day(120));
    await editor.getByLabel(`${park.productName} ($ a night)`).fill('-5');
    await page.getByRole('button', { name: 'Save Pricing Season' }).click();
    await expectVisible(page.getByText('Nightly rate must not be negative').first());
    await expectNoAxeViolations(page, 'the pricing season form with a message');
    await screenshot(page, 'pricing season refused');
    await editor.getByLabel(`${park.productName} ($ a night)`).fill('123.45');
    await page.getByRole('button', { name: 'Save Pricing Season' }).click();
    await expectVisible(page.getByText('Prairie Peak saved.'));
    const row = page.getByRole('row', { name: /Prairie Peak/ });
    await expectVisible(row.getByRole('cell', { name: '$123.45' }));
    await expectVisible(page.getByText('1 pricing season'));
    await screenshot(page, 'pricing season listed');

    // Its history, under the form.
    await page.getByRole('button', { name: 'Edit Prairie Peak' }).click();
    await expectVisible(
      page.getByRole('region', { name: 'History of Prairie Peak' }).getByText('Pricing season added'),
    );
    await expectNoAxeViolations(page, 'the pricing season editor with its history');
    await screenshot(page, 'pricing season editor');

    // The public park page prices the spot at the season's rate.
    const visitor = await browser.newPage();
    await open(visitor, url, `/location/${park.id}`);
    await expectVisible(visitor.getByRole('heading', { name: park.name }));
    await expect.poll(() => visitor.getByText('$123.45 (per day)').count(), WAIT).toBeGreaterThan(0);
    await screenshot(visitor, 'public price');

    // An operational season for the park: first what it closes, then saved.
    await open(page, url, `/admin/operational-season-management?locationId=${park.id}`);
    await expectVisible(page.getByRole('heading', { name: 'Operational Seasons' }));
    await page.getByRole('button', { name: 'Add Operational Season' }).click();
    const opening = page.getByRole('region', { name: 'Add Operational Season' });
    await opening.getByLabel('Park', { exact: true }).selectOption({ label: park.name });
    await opening.getByLabel('Name', { exact: true }).fill('Prairie Open');
    await opening.getByLabel('Open From').fill(day(0));
    await opening.getByLabel(/^Open To/).fill(day(150));
    await page.getByRole('button', { name: 'Check What It Affects' }).click();
    await expectVisible(page.getByText(/closes \d+ days between/));
    await expectVisible(page.getByText('No reservations are on those days.'));
    await expectNoAxeViolations(page, 'the operational season form with what it affects');
    await screenshot(page, 'operational season check');
    await page.getByRole('button', { name: 'Save Operational Season' }).click();
    await expectVisible(page.getByText(`Prairie Open of ${park.name} saved.`));
    await expectVisible(page.getByRole('cell', { name: 'Prairie Open' }));
    await screenshot(page, 'operational season listed');

    // Date blocks and discount classes: the lists and their forms.
    await open(page, url, '/admin/date-block-management');
    await expectVisible(page.getByRole('heading', { name: 'Date Blocks' }));
    await expect.poll(() => page.getByText(/\d+ date blocks?/).count(), WAIT).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Add Date Block' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Add Date Block' }));
    await expectNoAxeViolations(page, 'the date block list and form');
    await screenshot(page, 'date blocks');

    await open(page, url, '/admin/discount-class-management');
    await expectVisible(page.getByRole('heading', { name: 'Discount Classes' }));
    await expectVisible(page.getByRole('cell', { name: 'Senior Pass' }));
    await page.getByRole('button', { name: 'Edit Senior Pass' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Edit Senior Pass' }));
    await expect.poll(() => page.getByLabel('Percentage off').inputValue(), WAIT).toBe('50');
    await expectNoAxeViolations(page, 'the discount class list and form');
    await screenshot(page, 'discount classes');
  }, 240_000);
});
