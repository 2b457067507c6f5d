/** The buyer's steps after the hold, shared by the purchase journeys: the occupant form and the card page. */
import type { Locator, Page } from 'playwright-core';
import { WAIT } from './calendar.ts';
import { field } from './page.ts';

/** The occupant form as the buyer fills it: two people, one vehicle. */
export async function fillOccupant(page: Page, tenantId: string): Promise<void> {
  await field(page, 'First Name').fill('Morgan');
  await field(page, 'Last Name').fill('Trailhead');
  await field(page, 'Address Line 1').fill('12 Aspen Way');
  await field(page, 'City').fill('Springfield');
  await field(page, 'State').selectOption(tenantId.toUpperCase());
  await field(page, 'Zip Code').fill('80401');
  await field(page, 'Email').fill(`morgan.${tenantId}@example.org`);
  await field(page, 'Home Phone').fill('3035550123');
  await field(page, 'Number of People').fill('2');
  await field(page, 'Number of Vehicles').fill('1');
}

/** The sandbox's hosted card page, paid with the approving test card. */
export async function payByCard(page: Page, pay: (button: Locator) => Promise<void>): Promise<void> {
  await page.waitForURL(/\/sandbox-payments\/pay\//, WAIT);
  await page.getByLabel('Cardholder name').fill('Morgan Trailhead');
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Expiry date (MM/YY)').fill('12/30');
  await page.getByLabel('Security code (CVC)').fill('123');
  await pay(page.getByRole('button', { name: /^Pay / }));
  await page.waitForURL(/\/reservation-receipt\?ccpToken=.+&orderId=\d+/, { timeout: 60_000 });
}
