/**
 * Roles and staff user history in the browser, on both tenants (admin §2.3 user-role-management,
 * user-modify): an agency admin adds a role of the test's own, grants it a permission in the matrix and
 * reads the change in the role's history; gives the role to a staff user the test added and reads that
 * change (old → new) in the user's history; a ranger is kept off the roles screen. axe and a screenshot
 * on each screen.
 */
import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useBrowser } from './support/browser.ts';
import { addStaffUser } from './support/staff-users.ts';
import { expectVisible, open } from './support/page.ts';
import { signInStaff } from './support/sign-in.ts';

const sites = inject('sites');
const browser = useBrowser();
const WAIT = { timeout: 30_000, interval: 100 };

describe.each(sites.tenants.map((t) => [t.tenantId, t] as const))('roles (%s)', (_id, site) => {
  it('an agency admin adds a role, grants it a permission and gives it to a user; both histories show it', async () => {
    const { tenantId, url } = site;
    const user = await addStaffUser(url, tenantId, 'crew');
    const role = `Trail Crew ${Date.now().toString(36)}`;
    const page = await browser.newPage();
    await signInStaff(page, url, tenantId, 'agencyAdmin');

    await open(page, url, '/admin/user-role-management');
    await expectVisible(page.getByRole('heading', { name: 'Roles and Permissions' }));
    await page.getByLabel('Role Name').fill(role);
    await page.getByLabel('Description (what the role is for)').fill('Clears and marks the trails.');
    await page.getByRole('button', { name: 'Add Role' }).click();
    await expectVisible(page.getByRole('status').getByText(`Added the role ${role}.`));
    await expectVisible(page.locator('.role-descriptions').getByText('Clears and marks the trails.'));
    const box = page.getByRole('checkbox', { name: `${role}: Reservation Management View` });
    await expectVisible(box);
    await box.check();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectVisible(page.getByRole('status').getByText(`Saved the permissions of ${role}.`));
    await page.getByLabel('Role', { exact: true }).selectOption({ label: role });
    await expectVisible(page.getByRole('cell', { name: 'Role updated' }));
    await expectVisible(page.getByText('Reservation Management View: No → Yes'));
    await expectNoAxeViolations(page, 'roles and permissions');
    await screenshot(page, `${tenantId}-user-role-management`);

    await open(page, url, `/admin/user-modify/${user.id}`);
    await expectVisible(page.getByRole('heading', { name: 'Edit Staff User' }));
    await page.getByLabel('Role', { exact: true }).selectOption({ label: role });
    await page.getByRole('button', { name: 'Save User' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Staff Users' }));
    await open(page, url, `/admin/user-modify/${user.id}`);
    await expectVisible(page.getByRole('cell', { name: 'Staff user updated' }));
    await expectVisible(page.getByText(`Role: Read-Only Clerk → ${role}`));
    await expectVisible(page.getByRole('cell', { name: 'Staff user added' }));
    await expectNoAxeViolations(page, 'edit staff user with history');
    await screenshot(page, `${tenantId}-user-modify-history`);

    // A ranger may not manage roles: the guard sends them back to the dashboard.
    const ranger = await browser.newPage();
    await signInStaff(ranger, url, tenantId, 'ranger');
    await open(ranger, url, '/admin/user-role-management');
    await expect.poll(() => new URL(ranger.url()).pathname, WAIT).toBe('/admin');
  }, 180_000);
});
