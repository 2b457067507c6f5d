/**
 * Staff sign-in (admin §2.1–2.3, §4.1, §8): the admin login, verification, the guarded dashboard whose
 * navigation follows the role, the own profile and the guard's redirects, on the real local runtime
 * with the demo identities it created.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { demoIdentities, type DemoStaffKey } from '../../functions/demo/identities.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useBrowser } from './support/browser.ts';
import { demoCatalogue } from './support/demo.ts';
import { expectTitle, expectVisible, open } from './support/page.ts';
import { toTenantId } from '#domain/tenant-id';

const sites = inject('sites');
const browser = useBrowser();
const { tenantId, url } = sites.tenants[0]!;
const identities = demoIdentities(toTenantId(tenantId));
const siteTitle = demoCatalogue(tenantId).tenant.siteTitle;

const WAIT = { timeout: 15_000, interval: 100 };

function staff(key: DemoStaffKey) {
  return identities.staff.find((s) => s.key === key)!;
}

async function fillAdminLogin(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function signInAsStaff(page: Page, key: DemoStaffKey, path = '/admin/login') {
  await open(page, url, path);
  await fillAdminLogin(page, staff(key).username, identities.password);
}

function pathOf(page: Page): string {
  const current = new URL(page.url());
  return `${current.pathname}${current.search}`;
}

/** The headings of the dashboard's areas, in order. */
function areaHeadings(page: Page): Promise<string[]> {
  return page
    .getByRole('region', { name: 'Your areas' })
    .getByRole('heading', { level: 3 })
    .allTextContents();
}

describe('staff sign-in', () => {
  it('the login page has labelled fields and no axe violations', async () => {
    const page = await browser.newPage();
    await open(page, url, '/admin/login');
    await expectTitle(page, `${siteTitle} - Admin Login`);
    await expectVisible(page.getByRole('heading', { name: 'Staff Sign In' }));
    await expectVisible(page.getByLabel('Username'));
    await expectVisible(page.getByLabel('Password'));
    // No enterprise directory locally: its button is hidden.
    expect(await page.getByRole('link', { name: /directory/ }).count()).toBe(0);
    await screenshot(page);
    await expectNoAxeViolations(page, 'the admin login page');
  });

  it('the super admin signs in and sees the dashboard with every area', async () => {
    const page = await browser.newPage();
    await signInAsStaff(page, 'superAdmin');
    await expect.poll(() => pathOf(page), WAIT).toBe('/admin');
    await expectTitle(page, `${siteTitle} - Admin`);
    await expectVisible(page.getByRole('heading', { name: `Welcome, ${staff('superAdmin').firstName}` }));
    await expect
      .poll(() => areaHeadings(page), WAIT)
      .toEqual([
        'Reservations',
        'Customers',
        'Users & Roles',
        'Parks & Spots',
        'System Settings',
        'Business Rules',
        'Reports',
      ]);
    await expectVisible(page.getByRole('button', { name: 'Sign Out' }));
    await page.waitForLoadState('networkidle');
    await screenshot(page);
    await expectNoAxeViolations(page, 'the admin dashboard');
  });

  it('the read-only clerk sees fewer areas', async () => {
    const page = await browser.newPage();
    await signInAsStaff(page, 'clerk');
    await expect.poll(() => pathOf(page), WAIT).toBe('/admin');
    await expect.poll(() => areaHeadings(page), WAIT).toEqual(['Reservations', 'Customers', 'Parks & Spots']);
    const reservations = page.getByRole('region', { name: 'Your areas' }).getByRole('listitem').first();
    expect(await reservations.textContent()).not.toContain('Add reservations');
    // The admin cart is for staff who sell: the clerk is not offered a link that answers 403.
    expect(await reservations.textContent()).not.toContain('Admin cart');
    await screenshot(page);
  });

  it('a wrong password shows the message of the spec', async () => {
    const page = await browser.newPage();
    await open(page, url, '/admin/login');
    await fillAdminLogin(page, staff('clerk').username, 'Not-the-password-1!');
    await expectVisible(page.getByRole('alert').filter({ hasText: 'Invalid username or password.' }));
    expect(pathOf(page)).toBe('/admin/login');
    await screenshot(page);
  });

  it('an anonymous visit to the own profile goes to the admin login, and back after sign-in', async () => {
    const page = await browser.newPage();
    await open(page, url, '/admin/user-profile');
    await expect.poll(() => pathOf(page), WAIT).toBe('/admin/login?redirect=%2Fadmin%2Fuser-profile');
    await fillAdminLogin(page, staff('ranger').username, identities.password);
    await expect.poll(() => pathOf(page), WAIT).toBe('/admin/user-profile');
    await expectVisible(page.getByRole('heading', { name: 'My Profile' }));
    await expectVisible(page.getByText(staff('ranger').email));
    // The ranger's two parks, by name.
    const parks = page.getByRole('region', { name: 'Assigned parks' }).getByRole('listitem');
    await expect.poll(() => parks.count(), WAIT).toBe(2);
    await screenshot(page);
    await expectNoAxeViolations(page, 'the own profile page');
  });

  it('a missing permission sends a staff user back to /admin', async () => {
    const page = await browser.newPage();
    await signInAsStaff(page, 'clerk');
    await expect.poll(() => pathOf(page), WAIT).toBe('/admin');
    await open(page, url, '/admin/brm/minimum-stay');
    await expect.poll(() => pathOf(page), WAIT).toBe('/admin');
  });

  it('signing out returns to the admin login', async () => {
    const page = await browser.newPage();
    await signInAsStaff(page, 'agencyAdmin');
    await expect.poll(() => pathOf(page), WAIT).toBe('/admin');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe('/admin/login');
    await open(page, url, '/admin');
    await expect.poll(() => pathOf(page), WAIT).toBe('/admin/login?redirect=%2Fadmin');
  });

  it('a signed-in customer visiting /admin goes to /', async () => {
    const page = await browser.newPage();
    const customer = identities.customers[0]!;
    await open(page, url, '/login');
    await page.getByLabel('Username').fill(customer.username);
    await page.getByLabel('Password').fill(identities.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe('/');
    await expectVisible(page.getByText(customer.firstName).first(), 'the customer signed in');
    await open(page, url, '/admin');
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe('/');
  });
});
