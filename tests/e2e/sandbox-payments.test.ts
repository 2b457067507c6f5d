/**
 * The sandbox hosted card payment page of the local runtime, as a person uses it: the order and amount,
 * labelled card fields, field messages for a malformed card with the error summary focused, the
 * no-answer card's "processing" page, and Cancel sending the browser back to the store with ccpToken.
 * Keyboard only, axe on every state. (The paid journey, through checkout and the receipt, belongs to the
 * cart journey.)
 */
import { describe, expect, inject, it } from 'vitest';
import { SANDBOX_DEFAULT_SECRET } from '../../bin/local/sandbox-payments.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useBrowser } from './support/browser.ts';
import { expectVisible, field, focused } from './support/page.ts';

const sites = inject('sites');
const browser = useBrowser();

let nextOrder = 880_000;
/** A session as checkout opens one (server to server, with the merchant secret). */
async function openSession(amountCents: number) {
  const site = sites.tenants[0]!;
  const orderId = nextOrder++;
  const res = await fetch(`${sites.fallback.url}/sandbox-payments/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-merchant-secret': SANDBOX_DEFAULT_SECRET },
    body: JSON.stringify({
      orderId,
      orderNumber: `E2E-${orderId}`,
      amountCents,
      description: 'Campsite reservation',
      customerEmail: null,
      returnUrl: `${site.url}/reservation-receipt`,
      // Nothing listens here: the sandbox records the failed postback and still sends the browser back.
      postbackUrl: `${sites.fallback.url}/sandbox-payments/no-such-postback`,
      stateCode: site.tenantId,
      serviceCode: 'CAMPFIRE-RES',
    }),
  });
  expect(res.status).toBe(201);
  return { ...((await res.json()) as { token: string; redirectUrl: string }), orderId, site };
}

describe('sandbox payment page', () => {
  it('card form: order and amount, malformed card messages, no-answer card processing', async () => {
    const { redirectUrl } = await openSession(8724);
    const page = await browser.newPage();
    await page.goto(redirectUrl);
    await expectVisible(page.getByRole('heading', { name: 'Pay by card' }), 'the page heading');
    await expectVisible(page.getByText('$87.24', { exact: true }), 'the amount');
    await expectNoAxeViolations(page, 'the sandbox card form');
    await screenshot(page, 'form');

    // Keyboard only: Tab from the name into each field in order.
    await field(page, 'Cardholder name').focus();
    await page.keyboard.type('Pat Camper');
    await page.keyboard.press('Tab');
    await page.keyboard.type('4111 1111 1111 1112');
    await page.keyboard.press('Tab');
    await page.keyboard.type('13/29');
    await page.keyboard.press('Enter');
    await expectVisible(
      page.getByRole('heading', { name: 'There is a problem with the card' }),
      'the summary',
    );
    expect((await focused(page)).id).toBe('error-summary');
    for (const message of [
      'Enter a valid card number.',
      'Enter the expiry date as MM/YY.',
      'Enter the 3 or 4 digit security code.',
    ])
      await expectVisible(page.locator('.error', { hasText: message }), message);
    expect(await field(page, 'Card number').getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page, 'the card form with errors');
    await screenshot(page, 'errors');

    await field(page, 'Card number').fill('4000 0000 0000 0119');
    await field(page, 'Expiry date (MM/YY)').fill('12/39');
    await field(page, 'Security code (CVC)').fill('123');
    await field(page, 'Security code (CVC)').press('Enter');
    await expectVisible(page.getByRole('heading', { name: 'Your payment is processing' }), 'processing');
    await expectNoAxeViolations(page, 'the processing page');
    await screenshot(page, 'processing');
  });

  it('Cancel ends the session cancelled and sends the browser back to the store with ccpToken and orderId', async () => {
    const { redirectUrl, token, orderId, site } = await openSession(2500);
    const page = await browser.newPage();
    await page.goto(redirectUrl);
    await page.getByRole('button', { name: 'Cancel' }).focus();
    await Promise.all([page.waitForURL(/reservation-receipt|login/), page.keyboard.press('Enter')]);
    const back = new URL(page.url());
    // The receipt page may send a visitor who is not signed in on to /login?redirect=...
    const target =
      back.pathname === '/reservation-receipt'
        ? back
        : new URL(back.searchParams.get('redirect') ?? '', site.url);
    expect(target.pathname).toBe('/reservation-receipt');
    expect(target.searchParams.get('ccpToken')).toBe(token);
    expect(target.searchParams.get('orderId')).toBe(String(orderId));
    const session = await fetch(`${sites.fallback.url}/sandbox-payments/sessions/${token}`, {
      headers: { 'x-merchant-secret': SANDBOX_DEFAULT_SECRET },
    });
    expect(await session.json()).toMatchObject({ status: 'cancelled', orderId });
  });
});
