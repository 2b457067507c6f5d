/**
 * The point of sale in the browser: the agency admin adds a desk item of the test's own at the Park
 * Ranger's first park (the role sells at the desk); the ranger opens the desk items view, sells two bundles of that
 * firewood for cash (scanned by SKU, the second with +), sees the change due and the receipt, opens it
 * with `p` to print (the print dialog answered by the test; the printed page holds the receipt without
 * the back office around it), and finds the order in the list with its total. axe and a screenshot on
 * each screen.
 */
import { describe, expect, inject, it } from 'vitest';
import { demoIdentities } from '../../functions/demo/identities.ts';
import { PERMISSION } from '#domain/permissions';
import { toTenantId } from '#domain/tenant-id';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useBrowser } from './support/browser.ts';
import { expectVisible, open } from './support/page.ts';
import { signInStaff } from './support/sign-in.ts';
import { apiCall } from './support/staff-users.ts';

const sites = inject('sites');
const browser = useBrowser();
const WAIT = { timeout: 30_000, interval: 100 };

/** As the agency admin: rangers may sell; a firewood item of the test's own at the ranger's first park. */
async function deskOfRanger(url: string, tenantId: string) {
  const identities = demoIdentities(toTenantId(tenantId));
  const person = (key: string) => identities.staff.find((s) => s.key === key)!;
  const login = await apiCall(url, tenantId, null, 'POST', 'AdminAuth/login', {
    username: person('agencyAdmin').username,
    password: identities.password,
  });
  const call = (method: string, path: string, body?: unknown) =>
    apiCall(url, tenantId, login.authToken as string, method, path, body);
  const roles = (await call('GET', 'admin/AdminUser/userroles')).data as {
    id: number;
    userRolePermissionIds: number[];
  }[];
  const ranger = roles.find((r) => r.id === person('ranger').roleId)!;
  expect(ranger.userRolePermissionIds).toContain(PERMISSION.ReservationManagementPointOfSaleManagement);
  const user = (await call('GET', `admin/AdminUser/username/${person('ranger').username}`)).data as {
    locations: { locationId: number }[];
  };
  const locationId = Math.min(...user.locations.map((l) => l.locationId));
  const sku = `FW${Date.now().toString(36).slice(-6).toUpperCase()}`;
  const item = await call('POST', 'admin/AdminPointOfSale/items', {
    locationId,
    name: `Firewood bundle ${sku}`,
    sku,
    priceCents: 850,
    feeType: 5,
    accountingCode: '4410-FIREWOOD',
    isActive: true,
  });
  expect(item.statusCode, JSON.stringify(item)).toBe('Success');
  return { locationId, sku, name: `Firewood bundle ${sku}` };
}

describe('the point of sale', () => {
  it('a ranger sells two bundles of firewood for cash, prints the receipt and finds the order in the list', async () => {
    const { tenantId, url } = sites.tenants.find((t) => t.tenantId === 'co')!;
    const desk = await deskOfRanger(url, tenantId);
    const page = await browser.newPage();
    await signInStaff(page, url, tenantId, 'ranger');

    // The desk items of the park, one click from the orders.
    await open(page, url, `/admin/pos-reservations?tab=items&locationId=${desk.locationId}`);
    await expectVisible(page.getByRole('heading', { name: 'Desk Items' }));
    await expectVisible(page.getByRole('rowheader', { name: desk.name }));
    await expectNoAxeViolations(page, 'desk items');
    await screenshot(page, 'desk items');

    await page.getByRole('link', { name: 'New sale' }).click();
    await expectVisible(page.getByRole('heading', { name: 'New Sale' }));
    const search = page.getByLabel('Scan or search an item');
    await expectVisible(search);
    await search.fill(desk.sku);
    await search.press('Enter');
    await page.getByRole('button', { name: `One more ${desk.name}` }).click();
    await expect.poll(() => page.getByLabel(`Quantity of ${desk.name}`).inputValue(), WAIT).toBe('2');
    await expectVisible(page.locator('.pos-total').getByText('$17.00'));
    await page.getByLabel('Customer (optional)').fill('Pat Camper');
    await page.getByLabel('Cash Tendered').fill('20');
    await expectVisible(page.getByText('Change due: $3.00'));
    await expectNoAxeViolations(page, 'a new sale with two bundles in the basket');
    await screenshot(page, 'new sale');
    await page.getByRole('button', { name: 'Take payment of $17.00' }).click();

    await expectVisible(page.getByRole('heading', { name: 'Receipt' }));
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe('/admin/edit-pos-reservations');
    const orderId = new URL(page.url()).searchParams.get('id');
    const receipt = page.getByRole('region', { name: 'Receipt' });
    await expectVisible(receipt.getByRole('cell', { name: desk.name }));
    await expectVisible(receipt.getByText('Paid: Cash'));
    await expectVisible(receipt.getByRole('cell', { name: '$3.00' }));
    const orderNumber = (await page.getByRole('heading', { level: 1 }).textContent())!.match(
      /CO-P-\d{6}/,
    )![0];
    await expectNoAxeViolations(page, 'the paid order with its receipt and refund form');
    await screenshot(page, 'receipt');

    // `p` prints on opening; the printed page is the receipt alone.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
    });
    await page.addInitScript(() => {
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
      (window as unknown as { printed: number }).printed = 0;
    });
    await open(page, url, `/admin/edit-pos-reservations?id=${orderId}&p=1`);
    await expectVisible(page.getByRole('heading', { name: 'Receipt' }));
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed), WAIT)
      .toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => page.getByRole('heading', { name: 'Refund' }).isVisible()).toBe(false);
    await expect.poll(() => page.locator('.admin-header').isVisible()).toBe(false);
    await expectVisible(page.getByRole('region', { name: 'Receipt' }).getByText(orderNumber));
    await screenshot(page, 'receipt as printed');
    await page.emulateMedia({ media: 'screen' });

    await page.getByRole('link', { name: 'All orders' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Point-of-Sale Orders' }));
    const row = page.getByRole('row', { name: new RegExp(orderNumber) });
    await expectVisible(row);
    await expectVisible(row.getByRole('cell', { name: '$17.00' }));
    await expectNoAxeViolations(page, 'the point-of-sale orders');
    await screenshot(page, 'orders');
  }, 180_000);

  it('a ranger saves an unpaid order, corrects it, takes a card on the reader and refunds a line to the card', async () => {
    const { tenantId, url } = sites.tenants.find((t) => t.tenantId === 'co')!;
    const desk = await deskOfRanger(url, tenantId);
    const page = await browser.newPage();
    await signInStaff(page, url, tenantId, 'ranger');
    await open(page, url, `/admin/add-pos-reservations?locationId=${desk.locationId}`);
    await page.getByRole('button', { name: new RegExp(`^${desk.name}`) }).click();
    await page.getByRole('button', { name: 'Save unpaid' }).click();
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe('/admin/edit-pos-reservations');
    await expectVisible(page.getByText('Unpaid', { exact: true }));

    // Corrected while unpaid: three bundles, then one back; saved, then paid.
    const more = page.getByRole('button', { name: `One more ${desk.name}` });
    await more.click();
    await more.click();
    await page.getByRole('button', { name: `One less ${desk.name}` }).click();
    await page.getByRole('button', { name: 'Save corrections' }).click();
    await expectVisible(page.getByRole('status').getByText('Order corrected.'));
    await expectVisible(page.getByRole('heading', { name: 'Take payment of $17.00' }));
    await page.getByLabel('Card (desk reader)').check();
    await page.getByRole('button', { name: 'Take payment' }).click();
    await expectVisible(page.getByText(/card last four digits must be 4 digits/i).first());
    await page.getByLabel('Card Last Four Digits').fill('4242');
    await expectNoAxeViolations(page, 'an unpaid order being paid by card');
    await screenshot(page, 'unpaid order');
    await page.getByRole('button', { name: 'Take payment' }).click();
    const receipt = page.getByRole('region', { name: 'Receipt' });
    await expectVisible(receipt.getByText('Paid: Card ending in 4242'));

    // A paid order is refunded, not edited: one bundle back onto the card.
    await page.getByLabel(`Refund quantity of ${desk.name}`).fill('1');
    await page.getByLabel('Refund Method').selectOption({ label: 'To the card ending 4242' });
    await page.getByLabel('Reason').fill('Wood was wet');
    await page.getByRole('button', { name: 'Refund selected ($8.50)' }).click();
    await expectVisible(page.getByRole('status').getByText('Refunded. $8.50 given back in all.'));
    await expectVisible(receipt.getByText('(1 refunded)'));
    await expectVisible(page.getByText('Partly refunded', { exact: true }));
    await expectNoAxeViolations(page, 'a partly refunded order');
    await screenshot(page, 'partly refunded');
  }, 180_000);
});
