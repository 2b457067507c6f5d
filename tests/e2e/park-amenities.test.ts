/**
 * A park's activities and amenities in the browser: an agency admin opens a park of the test's own, adds
 * a boat ramp in the park and a trail within 10 miles, sees both listed with the message that points to
 * the park map, removes the trail, and the public park call lists the boat ramp. axe and a screenshot.
 */
import { describe, expect, inject, it } from 'vitest';
import type { SpotSetupOptions } from '#contract/park-setup';
import { addOwnPark, ownParkCode } from '../support/own-park.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useBrowser } from './support/browser.ts';
import { expectHidden, expectVisible, open } from './support/page.ts';
import { signInStaff } from './support/sign-in.ts';
import { agencyAdminSend, apiCall } from './support/staff-users.ts';

const sites = inject('sites');
const browser = useBrowser();

describe("a park's activities and amenities", () => {
  it('adds two, removes one, and the public park call lists the other', async () => {
    const { tenantId, url } = sites.tenants.find((t) => t.tenantId === 'wa')!;
    const send = await agencyAdminSend(url, tenantId);
    const options = (await send('GET', 'admin/AdminSpotManagement/options')).body.data as SpotSetupOptions;
    const [first, second] = options.pointsOfInterest;
    const { park } = await addOwnPark(send, {
      code: ownParkCode('PA'),
      name: 'Heron Cove',
      regionId: options.regions[0]!.id,
      latitude: 47.2,
      longitude: -122.9,
      timezone: 'America/Los_Angeles',
      loop: { name: 'Cove Loop', code: 'C' },
      spotNames: ['H1'],
      productId: options.products.find((p) => p.bookingType === 'Overnight')!.id,
      spotTypeId: options.spotTypes[0]!.id,
    });

    const page = await browser.newPage();
    await signInStaff(page, url, tenantId, 'agencyAdmin');
    await open(page, url, `/admin/park-detail/${park.id}`);
    const section = page.getByRole('region', { name: 'Activities and Amenities' });
    await expectVisible(section.getByText('None listed yet.'));

    const form = section.getByRole('form', { name: 'Add an activity or amenity' });
    await form.getByRole('button', { name: 'Add' }).click();
    await expectVisible(section.getByText('Choose an activity or amenity').first());
    await form
      .getByLabel('Activity or Amenity')
      .selectOption({ label: `${first!.name} (${first!.categoryName})` });
    await form.getByRole('button', { name: 'Add' }).click();
    await expectVisible(section.getByRole('status').getByText(`${first!.name} added at the park's position`));
    await form
      .getByLabel('Activity or Amenity')
      .selectOption({ label: `${second!.name} (${second!.categoryName})` });
    await form.getByLabel('Distance').selectOption({ label: 'Within 10 miles' });
    await form.getByRole('button', { name: 'Add' }).click();
    await expectVisible(
      section.getByRole('row').filter({ hasText: second!.name }).getByText('Within 10 miles'),
    );
    await expectNoAxeViolations(page, 'the park with two activities and amenities');
    await screenshot(page, 'park activities and amenities');

    await section.getByRole('button', { name: `Remove ${second!.name}` }).click();
    await expectVisible(section.getByRole('status').getByText(`${second!.name} removed.`));
    await expectHidden(section.getByRole('row').filter({ hasText: second!.name }));
    await expect.poll(() => section.getByRole('row').filter({ hasText: first!.name }).count()).toBe(1);

    await page.close();
    // What the public spot map reads: the one left.
    const listed = (await apiCall(url, tenantId, null, 'GET', `Location/${park.id}/pointsofinterest`))
      .locationPointsOfInterest as { name: string }[];
    expect(listed.map((p) => p.name)).toEqual([first!.name]);
  });
});
