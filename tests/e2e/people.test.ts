/**
 * People in the back office, in the browser on both tenants: an agency admin adds a ranger with one
 * park, who chooses a password with the mailed code, signs in and is offered only that park; an agency
 * admin adds a customer at the desk (no online account) with the form's messages first, finds them by phone, comments, edits them
 * (the history shows the change), starts a reservation for them (the occupant form starts with their
 * details) and deactivates them; the read-only clerk sees the customer without
 * the edit actions. axe on every screen, screenshots of each.
 */
import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useBrowser } from './support/browser.ts';
import { addDays } from '../../functions/domain/day-selection.ts';
import { calendarLoaded, chooseStay, freeStay } from './support/calendar.ts';
import { demoCatalogue, featuredParks } from './support/demo.ts';
import { expectVisible, field, open } from './support/page.ts';
import { signInStaff } from './support/sign-in.ts';

const sites = inject('sites');
const browser = useBrowser();
const WAIT = { timeout: 30_000, interval: 100 };

/** A last name and phone number no other test uses (names take letters only). */
function uniquePerson() {
  const n = Date.now();
  const letters = n.toString(26).replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)]!);
  return {
    lastName: `Desk${letters}`,
    phone: `(719) 555-${String(n % 10_000).padStart(4, '0')}`,
    email: `desk.${letters}@example.com`,
  };
}

/** The loopback address of a site (Node does not resolve '<tenant>.localhost'). */
const loopback = (url: string, path: string) => `http://127.0.0.1:${new URL(url).port}${path}`;

/** The code the runtime's mailbox holds for a new staff user (Cognito's password code). */
async function mailedCode(url: string, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (
        await fetch(loopback(url, `/mailbox.json?to=${encodeURIComponent(to)}`))
      ).json()) as {
        to: string;
        kind?: string;
        code?: string;
      }[];
      code = mails.find((m) => m.to === to && m.kind === 'cognito-forgot-password' && m.code)?.code;
      return Boolean(code);
    }, WAIT)
    .toBe(true);
  return code!;
}

describe.each(sites.tenants.map((t) => [t.tenantId, t] as const))('staff users (%s)', (_id, site) => {
  it('a ranger added with one park sees only it', async () => {
    const { tenantId, url } = site;
    const person = uniquePerson();
    const username = person.email.split('@')[0]!.replace('desk.', 'ranger.');
    const email = `${username}@example.gov`;
    const parks = [...demoCatalogue(tenantId).locations].sort((a, b) => a.id - b.id);
    const park = parks[2]!;
    const page = await browser.newPage();
    await signInStaff(page, url, tenantId, 'agencyAdmin');
    await open(page, url, '/admin/user-add');
    await expectVisible(page.getByRole('heading', { name: 'Add Staff User' }));
    await page.getByRole('main').getByLabel('First Name').fill('Reese');
    await page.getByRole('main').getByLabel('Last Name').fill(person.lastName);
    await page.getByRole('main').getByLabel('Email').fill(email);
    await page.getByRole('main').getByLabel('Username').fill(username);
    await page.getByRole('main').getByLabel('Role').selectOption({ label: 'Park Ranger' });
    await page.getByRole('checkbox', { name: park.longName }).check();
    await expectNoAxeViolations(page, 'add staff user');
    await screenshot(page, `${tenantId}-user-add`);
    await page.getByRole('button', { name: 'Add User', exact: true }).click();
    await expectVisible(page.getByRole('heading', { name: 'Staff Users' }));
    await page.getByRole('main').getByLabel('Last Name').fill(person.lastName);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expectVisible(page.getByRole('cell', { name: park.longName }));
    await expectNoAxeViolations(page, 'staff user search');
    await screenshot(page, `${tenantId}-user-search`);

    // The ranger chooses a password with the mailed code (the account confirmation), then signs in.
    const code = await mailedCode(url, email);
    const password = 'Ranger.Trail-2032';
    const confirmed = await fetch(loopback(url, `/v1/tenant/${tenantId}/AdminAuth/ConfirmUserRegistration`), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, confirmationCode: code, password, confirmPassword: password }),
    });
    expect(confirmed.status).toBe(200);
    const ranger = await browser.newPage();
    await open(ranger, url, '/admin/login');
    await ranger.getByLabel('Username').fill(username);
    await ranger.getByLabel('Password').fill(password);
    await ranger.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => new URL(ranger.url()).pathname, WAIT).toBe('/admin');
    await open(ranger, url, '/admin/reservation-search');
    const options = await ranger.getByLabel('Park').locator('option').allInnerTexts();
    expect(options).toEqual(['All my parks', park.longName]);
  }, 180_000);
});

describe.each(sites.tenants.map((t) => [t.tenantId, t] as const))('customers for staff (%s)', (_id, site) => {
  it('add, find by phone, comment, edit, deactivate', async () => {
    const { tenantId, url } = site;
    const person = uniquePerson();
    const page = await browser.newPage();
    await signInStaff(page, url, tenantId, 'agencyAdmin');

    await open(page, url, '/admin/customer-search');
    await expectVisible(page.getByRole('heading', { name: 'Customer Search' }));
    await expectNoAxeViolations(page, 'customer search');
    await page.getByRole('link', { name: 'Add Customer', exact: true }).click();
    await expectVisible(page.getByRole('heading', { name: 'Add Customer' }));

    // Sent empty, the form names what is missing before anything is saved.
    await page.getByRole('button', { name: 'Add Customer', exact: true }).click();
    await expectVisible(page.getByText('First Name is required').first());
    await expectNoAxeViolations(page, 'add customer with messages');
    await screenshot(page, `${tenantId}-customer-add-errors`);

    await page.getByRole('main').getByLabel('First Name').fill('Robin');
    await page.getByRole('main').getByLabel('Last Name').fill(person.lastName);
    await page.getByRole('main').getByLabel('Email').fill(person.email);
    await page.getByRole('main').getByLabel('Primary Phone Number').fill(person.phone);
    await page.getByRole('main').getByLabel('Address Line 1').fill('4 Pine Rd');
    await page.getByRole('main').getByLabel('City').fill('Salida');
    await page.getByRole('main').getByLabel('State').selectOption({ label: 'Colorado' });
    await page.locator('#customer-zipcode').fill('81201');
    await page.getByRole('button', { name: 'Add Customer', exact: true }).click();

    await expectVisible(page.getByRole('heading', { name: `Robin ${person.lastName}` }));
    await expectVisible(page.getByText('None (added at the desk)'));
    await expectVisible(page.getByRole('cell', { name: 'Customer added' }));
    await expectNoAxeViolations(page, 'customer view');
    await screenshot(page, `${tenantId}-customer-view`);

    // Found again by phone, typed another way.
    const digits = person.phone.replace(/\D/g, '');
    await open(page, url, '/admin/customer-search');
    await page
      .getByRole('main')
      .getByLabel('Phone')
      .fill(`${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6)}`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expectVisible(page.getByRole('status').getByText('1 customer'));
    await screenshot(page, `${tenantId}-customer-search`);
    await page.getByRole('link', { name: `${person.lastName}, Robin` }).click();

    await page.getByRole('main').getByLabel('Add a comment').fill('Prefers a shaded site');
    await page.getByRole('button', { name: 'Add Comment' }).click();
    await expectVisible(page.locator('.desk-comments').getByText('Prefers a shaded site'));

    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expectVisible(page.getByRole('heading', { name: 'Edit Customer' }));
    await expectNoAxeViolations(page, 'edit customer');
    await page.getByRole('main').getByLabel('City').fill('Buena Vista');
    await page.getByRole('button', { name: 'Save Customer' }).click();
    await expectVisible(page.getByRole('cell', { name: 'Updated City' }));
    await expectVisible(page.getByText('Salida → Buena Vista'));

    // A reservation for this customer: the park search says for whom, and the occupant form starts
    // with their details and customer id.
    const customerPath = new URL(page.url()).pathname;
    await page.getByRole('button', { name: 'Add Reservation', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe('/admin/reservation-add');
    await expectVisible(page.locator('.admin-booking-for').getByText(`Robin ${person.lastName}`));
    await open(page, url, `/admin/reservation-add/${featuredParks(tenantId)[0]!.id}`);
    await calendarLoaded(page);
    const { index, arrival } = await freeStay(page, 1);
    const row = await chooseStay(page, index, arrival, addDays(arrival, 1));
    await row.getByRole('button', { name: 'Reserve', exact: true }).click();
    await page.waitForURL(/\/admin\/reservation-add-occupant$/, WAIT).catch(async () => {
      await page
        .getByRole('dialog', { name: 'ADA Occupant Required' })
        .getByRole('button', { name: 'Yes' })
        .click();
      await page.waitForURL(/\/admin\/reservation-add-occupant$/, WAIT);
    });
    expect(await field(page, 'First Name').inputValue()).toBe('Robin');
    expect(await field(page, 'Last Name').inputValue()).toBe(person.lastName);
    expect(await field(page, 'Customer ID').inputValue()).toBe(customerPath.split('/').pop());
    await screenshot(page, `${tenantId}-reservation-for-customer`);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await open(page, url, customerPath);

    await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await expectVisible(page.getByRole('button', { name: 'Activate', exact: true }));
    await expectVisible(page.getByRole('cell', { name: 'Customer deactivated' }));
    await screenshot(page, `${tenantId}-customer-history`);

    // The read-only clerk reads the customer but is offered no change.
    const clerk = await browser.newPage();
    await signInStaff(clerk, url, tenantId, 'clerk');
    await open(clerk, url, customerPath);
    await expectVisible(clerk.getByRole('heading', { name: `Robin ${person.lastName}` }));
    expect(await clerk.getByRole('link', { name: 'Edit', exact: true }).count()).toBe(0);
    expect(await clerk.getByRole('button', { name: 'Activate', exact: true }).count()).toBe(0);
    expect(await clerk.getByLabel('Add a comment').count()).toBe(0);
  }, 180_000);
});
