/**
 * Plain-text fields hold plain text: a value with markup is refused with the field's message (HTTP 400)
 * and nothing is stored, on the customer record (create and edit), the reservation's primary occupant
 * and the sandbox payment page's cardholder name. A password may still hold any character.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedCustomer, newCustomer } from './accounts-support.ts';
import { callWithToken } from './identity-support.ts';
import { api, call, startPaymentSandbox } from './support.ts';
import { MERCHANT_SECRET_HEADER } from '../../functions/adapters/payments/protocol.ts';
import {
  CARD_MESSAGES,
  SANDBOX_DEFAULT_SECRET,
  SANDBOX_TEST_CARDS,
} from '../../bin/local/sandbox-payments.ts';
import { toTenantId } from '#domain/tenant-id';

const T = toTenantId('co');
const MARKUP = '<img src=x onerror=alert(1)>';

const CUSTOMER_FIELDS = [
  ['state', 'State'],
  ['country', 'Country'],
  ['comment', 'Comment'],
  ['timezoneId', 'Time Zone'],
  ['street1', 'Address Line 1'],
  ['firstName', 'First Name'],
] as const;

describe('customer fields refuse markup', () => {
  it.each(CUSTOMER_FIELDS)('POST Customer: %s', async (field, label) => {
    const body = newCustomer({ [field]: `CO ${MARKUP}` });
    const res = await call('POST', api(T, 'Customer'), body);
    expect(res.status).toBe(400);
    expect((res.body.errors as Record<string, string[]>)[`body.${field}`]).toEqual([
      `${label} must be plain text, without HTML tags`,
    ]);
    // Nothing was created: the username is still free.
    const free = await call('GET', api(T, `Customer/usernameAvailability?username=${body.username}`));
    expect(free.body.data).toEqual({ available: true });
  });

  it('PUT Customer: markup in state, country, comment and timezoneId is refused and the record keeps its values', async () => {
    const { body, customer, token } = await confirmedCustomer(T);
    const res = await callWithToken(token, 'PUT', api(T, 'Customer'), {
      ...body,
      password: undefined,
      username: undefined,
      state: '<b>CO</b>',
      country: 'USA<script>alert(1)</script>',
      comment: 'Hi <a href="https://example.com">there</a>',
      timezoneId: '<i>America/Denver</i>',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      'body.state': ['State must be plain text, without HTML tags'],
      'body.country': ['Country must be plain text, without HTML tags'],
      'body.comment': ['Comment must be plain text, without HTML tags'],
      'body.timezoneId': ['Time Zone must be plain text, without HTML tags'],
    });
    const stored = await callWithToken(
      token,
      'GET',
      api(T, `Customer/user/externalUserId/${customer.externalUserId}`),
    );
    expect(JSON.stringify(stored.body.data)).not.toContain('<');
  });

  it('a password with < and > is still a password (never stored, never shown)', async () => {
    const res = await call('POST', api(T, 'Customer'), newCustomer({ password: 'Camp<fire>2030' }));
    expect(res.status).toBe(200);
  });
});

describe('reservation occupant fields refuse markup', () => {
  it('SpotReservation/validate: occupant state and country', async () => {
    const { token } = await confirmedCustomer(T);
    const res = await callWithToken(token, 'POST', api(T, 'SpotReservation/validate'), {
      spotId: 1,
      startDate: '2030-06-01',
      endDate: '2030-06-03',
      lockCode: 'none',
      numberOfAdults: 2,
      numberOfVehicles: 1,
      isCustomerPrimaryOccupant: false,
      primaryOccupantState: '<b>CO</b>',
      primaryOccupantCountry: `USA ${MARKUP}`,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      'body.primaryOccupantState': ['State must be plain text, without HTML tags'],
      'body.primaryOccupantCountry': ['Country must be plain text, without HTML tags'],
    });
  });
});

describe('fee override reasons refuse markup', () => {
  it('POST Pricing/fees: the reason and the line name of a fee override', async () => {
    const res = await call('POST', api(T, 'Pricing/fees'), {
      spotId: 1,
      startDate: '2030-06-01',
      endDate: '2030-06-03',
      feeOverrides: [{ feeType: 1, name: '<b>Fee</b>', amount: 1, reason: 'Waived <script>x</script>' }],
    });
    expect(res.status).toBe(400);
    expect(res.body.messages).toEqual(
      expect.arrayContaining([
        'Reason must be plain text, without HTML tags',
        'Fee name must be plain text, without HTML tags',
      ]),
    );
  });
});

describe('the sandbox payment page refuses markup in the cardholder name', () => {
  let sandbox: Awaited<ReturnType<typeof startPaymentSandbox>>;
  beforeAll(async () => {
    sandbox = await startPaymentSandbox();
  });
  afterAll(() => sandbox.stop());

  it('answers 400 with the field message and the session stays unpaid', async () => {
    const base = `${sandbox.origin}/sandbox-payments`;
    const created = await fetch(`${base}/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [MERCHANT_SECRET_HEADER]: SANDBOX_DEFAULT_SECRET },
      body: JSON.stringify({
        orderId: 1,
        orderNumber: 'T-1',
        amountCents: 1000,
        description: 'Test stay',
        customerEmail: null,
        returnUrl: `${sandbox.origin}/receipt`,
        postbackUrl: `${sandbox.origin}/nowhere`,
        stateCode: 'CO',
        serviceCode: 'test',
      }),
    });
    const { token } = (await created.json()) as { token: string };
    const paid = await fetch(`${base}/pay/${token}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        cardholderName: `Ann ${MARKUP}`,
        cardNumber: SANDBOX_TEST_CARDS.approve,
        expiry: '12/39',
        cvc: '123',
      }).toString(),
    });
    expect(paid.status).toBe(400);
    expect(await paid.text()).toContain(CARD_MESSAGES.cardholderNamePlain);
    const session = await fetch(`${base}/sessions/${token}`, {
      headers: { [MERCHANT_SECRET_HEADER]: SANDBOX_DEFAULT_SECRET },
    });
    expect(await session.json()).toMatchObject({ status: 'pending', cardholderName: null });
  });
});
