/**
 * A park set up in the back office is bookable at once: the agency admin adds a product class at its
 * nightly rate and an open park with a loop and three spots of that class, and a customer finds the park's
 * spots on its public calendar, holds two nights, and pays the class's rate for them on the card page.
 */
import { describe, inject, it } from 'vitest';
import type { AdminProductClass, CatalogueOptions } from '#contract/catalogue-settings';
import type { SpotSetupOptions } from '#contract/park-setup';
import { addDays } from '../../functions/domain/day-selection.ts';
import { formatDate } from '../../web/src/lib/format.ts';
import { addOwnPark, ownParkCode } from '../support/own-park.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useBrowser } from './support/browser.ts';
import { WAIT, chooseStay, customerOnCalendar, freeStay } from './support/calendar.ts';
import { fillOccupant, payByCard } from './support/checkout.ts';
import { createCustomer } from './support/customers.ts';
import { expectVisible } from './support/page.ts';
import { agencyAdminSend } from './support/staff-users.ts';

const sites = inject('sites');
const browser = useBrowser();

describe('a park set up in the back office', () => {
  it('is booked and paid for by a customer on the public site', { timeout: 240_000 }, async () => {
    const site = sites.tenants.find((t) => t.tenantId === 'co')!;
    const send = await agencyAdminSend(site.url, site.tenantId);
    const catalogue = (await send('GET', 'admin/AdminCatalogue/options')).body.data as CatalogueOptions;
    const code = ownParkCode('NB');
    const productClass = (
      await send('POST', 'admin/AdminCatalogue/productclass', {
        name: `Juniper Tent Site ${code}`,
        code,
        description: 'A tent pad, a table and a fire ring.',
        productTypeId: catalogue.productTypes.find((t) => t.name === 'Campsite')!.id,
        productClassificationId: catalogue.classifications[0]!.id,
        bookingTypeId: catalogue.bookingTypes.find((b) => b.name === 'Overnight')!.id,
        baseDailyRate: '27.00',
        requiresCustomerAccount: false,
      })
    ).body.data as AdminProductClass;
    const options = (await send('GET', 'admin/AdminSpotManagement/options')).body.data as SpotSetupOptions;
    const { park } = await addOwnPark(send, {
      code,
      name: 'Juniper Flats',
      regionId: options.regions[0]!.id,
      latitude: 38.9,
      longitude: -104.8,
      loop: { name: 'Juniper Loop', code: 'J' },
      spotNames: ['J1', 'J2', 'J3'],
      productId: productClass.id,
      spotTypeId: options.spotTypes[0]!.id,
    });

    const customer = await createCustomer(site, `new-park.${site.tenantId}`);
    const page = await customerOnCalendar(browser, site, park.id, customer);
    await expectVisible(page.getByRole('heading', { name: park.longName }), 'the new park');
    const { arrival, spotName } = await freeStay(page, 2);
    const row = await chooseStay(page, spotName, arrival, addDays(arrival, 2));
    await screenshot(page, 'new park calendar');
    await row.getByRole('button', { name: 'Reserve', exact: true }).click();
    await page.waitForURL(new URL('/create-reservation', site.url).toString(), WAIT);
    await fillOccupant(page, site.tenantId);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(new URL('/review-reservation', site.url).toString(), WAIT);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL(new URL('/shopping-cart', site.url).toString(), WAIT);
    await page.getByRole('radio', { name: /Credit Card/ }).check();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await payByCard(page, (pay) => pay.click());

    const receipt = page.getByRole('main');
    await expectVisible(receipt.getByText(park.longName).first(), 'the new park on the receipt');
    await expectVisible(receipt.getByText(formatDate(arrival)).first(), 'the check-in date');
    // Two nights at the class's $27.00 (and whatever fees the agency charges on top).
    await expectVisible(receipt.getByText('$54.00').first(), "the two nights at the class's rate");
    await expectNoAxeViolations(page, 'the receipt of the new park');
    await screenshot(page, 'new park receipt');
    await page.close();
  });
});
