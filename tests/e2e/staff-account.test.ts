/**
 * Staff account self-service in the browser, on both tenants (admin §2.2, §7.5): a staff user the test
 * adds confirms their account with the code from their invitation, later forgets their password, asks
 * for a reset from the sign-in page's 'Forgot your login information?', reads the code in the local
 * mailbox, sets a new password with the keyboard alone and signs in with it; the activation address of a
 * new staff user sends them a new code without a username, and leads a signed-in person to /admin. axe
 * and a screenshot on every screen.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { STAFF_ACCOUNT_MESSAGE } from '#contract/accounts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useBrowser } from './support/browser.ts';
import { expectTitle, expectVisible, field, open } from './support/page.ts';
import { signInStaff } from './support/sign-in.ts';
import { addStaffUser, mailedCodes, nextCode } from './support/staff-users.ts';

const sites = inject('sites');
const browser = useBrowser();
const WAIT = { timeout: 30_000, interval: 200 };
const PASSWORD_SET = 'Your password has been set. Sign in with your new password.';

async function expectPath(page: Page, path: string) {
  await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe(path);
}

describe.each(sites.tenants.map((t) => [t.tenantId, t] as const))(
  'staff account recovery (%s)',
  (_id, site) => {
    it('confirm the account, forget the password, reset it with the mailed code and sign in', async () => {
      const { tenantId, url } = site;
      const { username, email } = await addStaffUser(url, tenantId, 'recover');
      const invitation = await nextCode(url, email, 0);
      const page = await browser.newPage();

      // From the sign-in page to the confirmation with the invitation's code.
      await open(page, url, '/admin/login');
      await page.getByRole('link', { name: 'Forgot your login information?' }).click();
      await expectPath(page, '/admin/forgot-login');
      await expectVisible(page.getByRole('heading', { name: 'Forgot Your Login Information' }));
      await expectTitle(page, / - Forgot Your Login Information$/);
      await expectNoAxeViolations(page, 'staff forgot login');
      await screenshot(page, `${tenantId}-staff-forgot-login`);
      await page.getByRole('link', { name: 'Confirm your account' }).click();
      await expectPath(page, '/admin/confirm-account');
      await expectVisible(page.getByRole('heading', { name: 'Confirm Your Account' }));
      const first = 'Trailhead.Open-2041';
      await field(page, 'Username').fill(username);
      await field(page, 'Confirmation Code').fill(invitation);
      await field(page, 'New Password').fill(first);
      await field(page, 'Confirm Password').fill(first);
      await expectNoAxeViolations(page, 'staff confirm account');
      await page.getByRole('button', { name: 'Confirm Account' }).click();
      await expectVisible(page.getByRole('status').getByText(PASSWORD_SET));
      await screenshot(page, `${tenantId}-staff-account-confirmed`);

      // Later: the password is forgotten. An empty request names what is missing.
      await open(page, url, '/admin/login');
      await page.getByRole('link', { name: 'Forgot your login information?' }).click();
      await expectVisible(page.getByRole('heading', { name: 'Forgot your password?' }));
      await page.getByRole('button', { name: 'Reset My Password' }).click();
      await expectVisible(page.getByText('Username is required'));
      const seen = (await mailedCodes(url, email)).length;
      await page.locator('#staff-forgot-username').fill(username);
      await page.getByRole('button', { name: 'Reset My Password' }).click();
      await expectPath(page, '/admin/reset-password');
      await expectVisible(page.getByRole('heading', { name: 'Reset Password' }));
      expect(await field(page, 'Username').inputValue()).toBe(username);
      const code = await nextCode(url, email, seen);

      // The keyboard alone: a wrong confirmation first, then the code and the new password.
      const second = 'Campsite.Reset-2042';
      await field(page, 'Confirmation Code').focus();
      await page.keyboard.type(code);
      await page.keyboard.press('Tab');
      await page.keyboard.type(second);
      await page.keyboard.press('Tab');
      await page.keyboard.type(`${second}x`);
      await page.keyboard.press('Enter');
      await expectVisible(page.getByText('Confirm Password must match the New Password field').first());
      await expectNoAxeViolations(page, 'staff reset password with a message');
      await screenshot(page, `${tenantId}-staff-reset-password-error`);
      await field(page, 'Confirm Password').focus();
      await page.keyboard.press('End');
      await page.keyboard.press('Backspace');
      await page.keyboard.press('Enter');
      await expectVisible(page.getByRole('status').getByText(PASSWORD_SET));
      await expectNoAxeViolations(page, 'staff password reset');
      await screenshot(page, `${tenantId}-staff-password-reset`);

      // The old password no longer works; the new one does.
      await page.getByRole('link', { name: 'Sign In', exact: true }).click();
      await expectPath(page, '/admin/login');
      await field(page, 'Username').fill(username);
      await field(page, 'Password').fill(first);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expectVisible(page.getByRole('alert').getByText('Invalid username or password.'));
      await field(page, 'Password').fill(second);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expectPath(page, '/admin');
      await expectVisible(page.getByRole('heading', { name: 'Welcome, Robin' }));
    }, 180_000);
  },
);

describe('staff account activation', () => {
  it('the activation address sends a new code without a username; signed in, it leads to /admin', async () => {
    const { tenantId, url } = sites.tenants[0]!;
    const { id, email } = await addStaffUser(url, tenantId, 'activate');
    await nextCode(url, email, 0);
    const page = await browser.newPage();
    await open(page, url, `/admin/account-activation/${id}`);
    await expectVisible(page.getByRole('heading', { name: 'Confirm Your Account' }));
    await expectTitle(page, / - Confirm Account$/);
    await page.getByRole('button', { name: 'Send a New Code' }).click();
    await expectVisible(page.getByRole('status').getByText(STAFF_ACCOUNT_MESSAGE.codeSent));
    await nextCode(url, email, 1);
    await expectNoAxeViolations(page, 'staff account activation');
    await screenshot(page, 'staff-account-activation');

    await signInStaff(page, url, tenantId, 'ranger');
    await open(page, url, `/admin/account-activation/${id}`);
    await expectPath(page, '/admin');
  }, 120_000);
});
