/**
 * The customer journey on the real local runtime: create an account, read the confirmation code from
 * the local mailbox, confirm, sign in, edit the profile, sign out, forget the login and reset the
 * password. Everything is read from the page as a person reads it; the codes come from the mailbox the
 * runtime serves (/mailbox.json).
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useBrowser } from './support/browser.ts';
import { demoCatalogue } from './support/demo.ts';
import { expectTitle, expectVisible, field, open } from './support/page.ts';

const sites = inject('sites');
const browser = useBrowser();

interface MailboxEntry {
  to: string;
  code?: string;
  kind?: string;
  sentAt?: string;
}

/**
 * The newest confirmation code mailed to the address, once more than `after` codes were, as the mailbox
 * page offers it. Read from the page itself: the browser resolves `<prefix>.localhost`, Node's
 * resolver does not.
 */
async function mailedCode(page: Page, to: string, after = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const codes = (await mailTo(page, to)).filter((mail) => mail.code);
        code = codes.length > after ? codes[0]!.code : undefined;
        return code;
      },
      { timeout: 15_000, interval: 250, message: `a code mailed to ${to}` },
    )
    .toBeTruthy();
  return code!;
}

/** The mail sent to the address so far, newest first. */
function mailTo(page: Page, to: string): Promise<MailboxEntry[]> {
  return page.evaluate(
    async (address) =>
      (
        (await (await fetch(`/mailbox.json?to=${encodeURIComponent(address)}`)).json()) as MailboxEntry[]
      ).filter((mail) => mail.to === address),
    to,
  );
}

async function fill(page: Page, label: string, value: string) {
  await field(page, label).fill(value);
}

describe('a customer account', () => {
  const site = sites.tenants[0]!;

  it('is created, confirmed with the mailed code, signed in to, edited and signed out of', async () => {
    const { tenant } = demoCatalogue(site.tenantId);
    const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const username = `e2e.${stamp}`;
    const email = `e2e.${stamp}@example.org`;
    const password = 'Trailhead-42!';
    const page = await browser.newPage();

    // The header offers the account screens to a visitor.
    await open(page, site.url);
    await page.getByRole('link', { name: 'Create Account' }).click();
    await expectTitle(page, `${tenant.siteTitle} - Create Account`);

    // Rules show as the person types, and the password rules tick.
    await fill(page, 'Username', username);
    await fill(page, 'Password', 'short');
    await expectVisible(page.getByText('Password must be at least 8 characters').first(), 'the length rule');
    await fill(page, 'Password', password);
    await expectVisible(page.locator('.password-rules__met').first(), 'a ticked password rule');
    await fill(page, 'Confirm Password', password);
    await fill(page, 'First Name', 'Avery');
    await fill(page, 'Last Name', 'Trailwalker');
    await fill(page, 'Email', email);
    await expectVisible(page.getByText('Email is available'), 'the e-mail availability answer');
    await expectVisible(page.getByText('Username is available'), 'the username availability answer');
    await fill(page, 'Primary Phone Number', '(303) 555-0142');
    await fill(page, 'Address Line 1', '100 Aspen Way');
    await fill(page, 'City', 'Golden');
    await field(page, 'State').selectOption('CO');
    await fill(page, 'Zip Code', '80401');
    await expectNoAxeViolations(page, 'the create account page');
    await screenshot(page, 'create-account');
    await page.getByRole('button', { name: 'Create Account' }).last().click();

    // Activation with the code from the mailbox.
    await page.waitForURL(/\/account-activation\/\d+/, { timeout: 15_000 });
    await expectTitle(page, `${tenant.siteTitle} - Account Activation`);
    const code = await mailedCode(page, email);
    await fill(page, 'Confirmation Code', code);
    await page.getByRole('button', { name: 'Activate Account' }).click();
    await expectVisible(
      page.getByRole('heading', { name: 'Account Activated' }),
      'the activation confirmation',
    );

    // Sign in; the header greets the person by first name.
    await page.getByRole('link', { name: 'Sign In' }).last().click();
    await expectTitle(page, `${tenant.siteTitle} - Login`);
    await fill(page, 'Username', username.toUpperCase());
    await fill(page, 'Password', password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(new URL('/', site.url).toString());
    const menuButton = page.getByRole('button', { name: /Avery/ });
    await expectVisible(menuButton, "the header's user menu");

    // My Account: the details, then an edit.
    await menuButton.click();
    await page.getByRole('link', { name: 'My Account' }).click();
    await page.waitForURL(/\/customer-profile\//);
    await expectTitle(page, `${tenant.siteTitle} - My Account`);
    await expectVisible(page.getByText(email), 'the e-mail among the account details');
    await expectVisible(page.getByText('Golden, CO 80401'), 'the address among the account details');
    await expectNoAxeViolations(page, 'the customer profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await fill(page, 'City', 'Boulder');
    await fill(page, 'Zip Code', '80302');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expectVisible(page.getByText('Your profile has been saved.'), 'the saved message');
    await expectVisible(page.getByText('Boulder, CO 80302'), 'the edited address');
    await screenshot(page, 'profile-edited');

    // Sign out: back to the login page, the header offers Sign In again.
    await page.getByRole('button', { name: /Avery/ }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(new URL('/login', site.url).toString());
    await expectVisible(page.getByRole('link', { name: 'Sign In' }).first(), 'the Sign In link');
    expect(await page.evaluate(() => localStorage.getItem('campfire.auth'))).toBeNull();

    // Forgot login: the username by mail, then a reset code for it and a new password.
    await page.getByRole('link', { name: 'Forgot Your Login Information?' }).click();
    await expectTitle(page, `${tenant.siteTitle} - Forgot Your Login Information`);
    const mailsBefore = (await mailTo(page, email)).length;
    await fill(page, 'Email', email);
    await page.getByRole('button', { name: 'Email My Username' }).click();
    await expectVisible(
      page.getByRole('status').getByText('its username is on its way'),
      'the username sent',
    );
    await expect
      .poll(async () => (await mailTo(page, email)).length, { timeout: 15_000 })
      .toBeGreaterThan(mailsBefore);
    await page.getByRole('button', { name: 'Reset My Password' }).click();
    await expectVisible(page.getByText('Username is required'), 'the missing username');
    await expectNoAxeViolations(page, 'the forgot login page');
    await screenshot(page, 'forgot-login');
    const codesBefore = (await mailTo(page, email)).filter((mail) => mail.code).length;
    await fill(page, 'Username', username.toUpperCase());
    await page.getByRole('button', { name: 'Reset My Password' }).click();
    await page.waitForURL(/\/reset-password\?username=/);
    await expectTitle(page, `${tenant.siteTitle} - Reset Password`);
    expect(await field(page, 'Username').inputValue()).toBe(username.toLowerCase());
    const newPassword = 'Campground-43!';
    await fill(page, 'Confirmation Code', await mailedCode(page, email, codesBefore));
    await fill(page, 'New Password', newPassword);
    await fill(page, 'Confirm Password', newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Password Reset' }), 'the password changed');
    await page.getByRole('link', { name: 'Sign In' }).last().click();
    await fill(page, 'Username', username);
    await fill(page, 'Password', newPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectVisible(page.getByRole('button', { name: /Avery/ }), 'signed in with the new password');
  });

  it('sends a visitor who opens a customer page to the login with a redirect', async () => {
    const page = await browser.newPage();
    await open(page, site.url, '/customer-profile/someone');
    await page.waitForURL(new URL('/login?redirect=%2Fcustomer-profile%2Fsomeone', site.url).toString());
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Sign In' }), 'the login heading');
  });
});
