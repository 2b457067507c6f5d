/**
 * The park map in the browser: an agency admin opens a park's map, drags one spot with the mouse and
 * nudges another with the keyboard's buttons, sees both marked as moved, saves them at once, and the
 * positions are stored. The file owns its park: it makes it (a loop and two spots) through the API.
 * axe and a screenshot of the screen.
 */
import { describe, expect, inject, it } from 'vitest';
import type { ParkMap } from '#contract/park-map';
import type { SpotSetupOptions } from '#contract/park-setup';
import { addOwnPark, ownParkCode } from '../support/own-park.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useBrowser } from './support/browser.ts';
import { expectVisible, open } from './support/page.ts';
import { signInStaff } from './support/sign-in.ts';
import { agencyAdminSend } from './support/staff-users.ts';

const sites = inject('sites');
const browser = useBrowser();
const WAIT = { timeout: 30_000, interval: 100 };
const LAT = 39.05;
const LON = -105.5;

/** A park of the test's own with a loop and the two spots P1 and P2, made as the agency admin. */
async function ownPark(url: string, tenantId: string) {
  const send = await agencyAdminSend(url, tenantId);
  const options = (await send('GET', 'admin/AdminSpotManagement/options')).body.data as SpotSetupOptions;
  const { park } = await addOwnPark(send, {
    code: ownParkCode('PM'),
    name: 'Aspen Draw',
    regionId: options.regions[0]!.id,
    latitude: LAT,
    longitude: LON,
    loop: { name: 'Draw Loop', code: 'D' },
    spotNames: ['P1', 'P2'],
    productId: options.products.find((p) => p.bookingType === 'Overnight')!.id,
    spotTypeId: options.spotTypes[0]!.id,
    // West and east of the park's point.
    spotPosition: (i) => ({ latitude: LAT, longitude: LON + 0.0006 * (i * 2 - 1) }),
  });
  const readMap = async () => (await send('GET', `admin/AdminLocation/${park.id}/map`)).body.data as ParkMap;
  return { park, readMap };
}

describe('the park map', () => {
  it('moves one spot by dragging and another with the nudge buttons, and saves both at once', async () => {
    const { tenantId, url } = sites.tenants.find((t) => t.tenantId === 'co')!;
    const { park, readMap } = await ownPark(url, tenantId);
    const page = await browser.newPage();
    await signInStaff(page, url, tenantId, 'agencyAdmin');
    await open(page, url, '/admin/park-map');
    await expectVisible(page.getByRole('heading', { name: 'Park Map' }));
    await page.getByRole('combobox', { name: 'Park' }).selectOption({ label: park.longName });
    const map = page.getByRole('region', { name: /^Map of Aspen Draw/ });
    await expect.poll(() => map.getAttribute('data-map-ready'), WAIT).toBe('true');
    await expect.poll(() => map.getAttribute('data-map-moving'), WAIT).toBe('false');

    // The mouse: P1 dragged 80 px east.
    const p1 = map.getByRole('button', { name: 'Spot P1', exact: true });
    const box = (await p1.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 8; step += 1)
      await page.mouse.move(box.x + box.width / 2 + step * 10, box.y + box.height / 2);
    await page.mouse.up();
    await expectVisible(map.getByRole('button', { name: 'Spot P1 (moved, not saved)' }));

    // The keyboard: P2 chosen in the list and nudged north twice.
    await page
      .getByRole('list', { name: 'Markers' })
      .getByRole('button', { name: /Spot P2/ })
      .click();
    const north = page
      .getByRole('group', { name: 'Move Spot P2 15 feet' })
      .getByRole('button', { name: 'Move north' });
    await north.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expectVisible(page.getByRole('button', { name: 'Save 2 positions' }));
    await expectNoAxeViolations(page, 'the park map with two moved spots');
    await screenshot(page, 'two spots moved');

    await page.getByRole('button', { name: 'Save 2 positions' }).click();
    await expectVisible(page.getByRole('status').getByText('Saved 2 new positions.'));
    const saved = await readMap();
    const spot = (name: string) => saved.markers.find((m) => m.name === name)!;
    expect(spot('P1').longitude).toBeGreaterThan(LON - 0.0006);
    expect(spot('P1').latitude).toBeCloseTo(LAT, 3);
    // Two nudges of 15 feet: about 9.1 m, 0.000082 degrees of latitude.
    expect(spot('P2').latitude).toBeCloseTo(LAT + 0.0000821, 6);
    expect(spot('P2').longitude).toBeCloseTo(LON + 0.0006, 7);
  });
});
