/**
 * The payments HTTP client against a sandbox instance on a free port: sessions, the hosted page, the
 * postback and the return redirect, as the checkout workflow and the browser see them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SANDBOX_PAYMENTS_PREFIX,
  type SandboxSession,
  createSandboxPayments,
  fileSessionStore,
  isSandboxPaymentsPath,
  memorySessionStore,
} from '../../../bin/local/sandbox-payments.ts';
import { createHttpPaymentProvider } from '#adapters/payments/http-provider';
import { PaymentProviderError, paymentProvider, type PaymentProvider } from '#adapters/payments/index';
import { toTenantId } from '#domain/tenant-id';

const SECRET = 'unit-secret';
let server: Server;
let origin: string;
let provider: PaymentProvider;
/** Postbacks the "product" received; the first `failNext` answer 503 to exercise the retry. */
const postbacks: unknown[] = [];
let failNext = 0;

async function body(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  const sandbox = createSandboxPayments({
    secret: SECRET,
    store: memorySessionStore(),
    postbackRetryDelaysMs: [5, 5],
  });
  server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (isSandboxPaymentsPath(url.split('?')[0] ?? '')) return void sandbox(req, res, url);
    if (url === '/postback')
      return void body(req).then((b) => {
        if (failNext > 0) {
          failNext--;
          res.writeHead(503).end();
          return;
        }
        postbacks.push(JSON.parse(b));
        res.writeHead(200).end('{}');
      });
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, r));
  const address = server.address();
  origin = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
  provider = createHttpPaymentProvider({
    baseUrl: `${origin}${SANDBOX_PAYMENTS_PREFIX}`,
    secret: SECRET,
    serviceCode: 'CAMPFIRE-RES',
  });
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

let nextOrderId = 100;
async function openSession(amountCents = 4250) {
  const orderId = nextOrderId++;
  const session = await provider.openSession({
    tenantId: toTenantId('co'),
    orderId,
    orderNumber: `CO-O-${String(orderId).padStart(6, '0')}`,
    amountCents,
    description: 'Campsite reservation',
    customerEmail: 'pat@example.com',
    returnUrl: 'http://co.localhost:3000/reservation-receipt',
    postbackUrl: `${origin}/postback`,
  });
  return { ...session, orderId };
}

function submit(redirectUrl: string, fields: Record<string, string>) {
  return fetch(redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

const card = (cardNumber: string) => ({
  action: 'pay',
  cardholderName: 'Pat Camper',
  cardNumber,
  expiry: '12/39',
  cvc: '123',
});

describe('payments adapter against the sandbox', () => {
  it('opens a session whose hosted page shows the order and amount, pending until paid', async () => {
    const { token, redirectUrl, orderId } = await openSession(4250);
    expect(redirectUrl).toBe(`${origin}${SANDBOX_PAYMENTS_PREFIX}/pay/${token}`);
    const page = await (await fetch(redirectUrl)).text();
    expect(page).toContain(`CO-O-000${orderId}`);
    expect(page).toContain('$42.50');
    expect(page).toContain('<label for="f-cardNumber">Card number</label>');
    const v = await provider.verifyPayment(toTenantId('co'), token);
    expect(v).toMatchObject({ status: 'pending', orderId, amountCents: 4250, lastFour: null, paidAt: null });
    expect(v.providerOrderId).toMatch(/^SBX-/);
  });

  it('approves 4111 1111 1111 1111: posts back (retrying a 5xx), then 303 to returnUrl with ccpToken and orderId', async () => {
    const { token, redirectUrl, orderId } = await openSession(4250);
    failNext = 1;
    const before = postbacks.length;
    const res = await submit(redirectUrl, card('4111 1111 1111 1111'));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      `http://co.localhost:3000/reservation-receipt?ccpToken=${token}&orderId=${orderId}`,
    );
    expect(postbacks.slice(before)).toEqual([
      {
        orderInfo: {
          stateCode: 'co',
          serviceCode: 'CAMPFIRE-RES',
          localRef: `CO-O-000${orderId}`,
          token,
          utcOrderDateTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          orderId,
          orderStatus: 'Approved',
          subTotal: 42.5,
          total: 42.5,
        },
      },
    ]);
    const v = await provider.verifyPayment(toTenantId('co'), token);
    expect(v).toMatchObject({ status: 'approved', lastFour: '1111', cardholderName: 'Pat Camper', orderId });
    expect(v.paidAt).not.toBeNull();
    // A second submit (back button) never charges again.
    const again = await submit(redirectUrl, card('4000000000000002'));
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('This payment was approved');
    expect((await provider.verifyPayment(toTenantId('co'), token)).status).toBe('approved');
  });

  it('declines 4000 0000 0000 0002 with a Declined postback; Cancel is cancelled, never charged', async () => {
    const declined = await openSession();
    const res = await submit(declined.redirectUrl, card('4000000000000002'));
    expect(res.status).toBe(303);
    expect((await provider.verifyPayment(toTenantId('co'), declined.token)).status).toBe('declined');
    expect(postbacks.at(-1)).toMatchObject({ orderInfo: { orderStatus: 'Declined', token: declined.token } });

    const cancelled = await openSession();
    const back = await submit(cancelled.redirectUrl, { action: 'cancel' });
    expect(back.headers.get('location')).toContain(`ccpToken=${cancelled.token}`);
    expect(await provider.verifyPayment(toTenantId('co'), cancelled.token)).toMatchObject({
      status: 'cancelled',
      lastFour: null,
    });
    expect(postbacks.at(-1)).toMatchObject({
      orderInfo: { orderStatus: 'Cancelled', token: cancelled.token },
    });
  });

  it('4000 0000 0000 0119 never answers: pending, no postback, the page says processing', async () => {
    const { token, redirectUrl } = await openSession();
    const before = postbacks.length;
    const res = await submit(redirectUrl, card('4000000000000119'));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${SANDBOX_PAYMENTS_PREFIX}/pay/${token}`);
    expect(await (await fetch(redirectUrl)).text()).toContain('Your payment is processing');
    expect(postbacks.length).toBe(before);
    expect((await provider.verifyPayment(toTenantId('co'), token)).status).toBe('pending');
  });

  it('re-shows the form with field messages for a malformed card, charging nothing', async () => {
    const { token, redirectUrl } = await openSession();
    const res = await submit(redirectUrl, {
      action: 'pay',
      cardholderName: '',
      cardNumber: '4111 1111 1111 1112',
      expiry: '13/30',
      cvc: '12',
    });
    expect(res.status).toBe(400);
    const page = await res.text();
    for (const message of [
      'Enter the name on the card.',
      'Enter a valid card number.',
      'Enter the expiry date as MM/YY.',
      'Enter the 3 or 4 digit security code.',
    ])
      expect(page).toContain(message);
    expect(page).toContain('aria-invalid="true"');
    const expired = await submit(redirectUrl, { ...card('4111111111111111'), expiry: '01/20' });
    expect(await expired.text()).toContain('The card has expired.');
    expect((await provider.verifyPayment(toTenantId('co'), token)).status).toBe('pending');
  });

  it('refuses a wrong secret and an unknown token with PaymentProviderError', async () => {
    const intruder = createHttpPaymentProvider({
      baseUrl: `${origin}${SANDBOX_PAYMENTS_PREFIX}/`,
      secret: 'wrong',
      serviceCode: 'X',
    });
    const { token } = await openSession();
    await expect(intruder.verifyPayment(toTenantId('co'), token)).rejects.toMatchObject({
      name: 'PaymentProviderError',
      status: 401,
    });
    await expect(provider.verifyPayment(toTenantId('co'), 'no-such-token')).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      provider.openSession({
        tenantId: toTenantId('co'),
        orderId: 1,
        orderNumber: 'X',
        amountCents: 0,
        description: '',
        customerEmail: null,
        returnUrl: 'not a url',
        postbackUrl: `${origin}/postback`,
      }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('paymentProvider() needs a URL and a secret from the environment', () => {
    expect(() => paymentProvider({})).toThrow('PAYMENT_PROVIDER_URL is not set');
    expect(() => paymentProvider({ PAYMENT_PROVIDER_URL: origin })).toThrow(
      'Neither PAYMENT_PROVIDER_SECRET_NAME nor PAYMENT_PROVIDER_SECRET is set',
    );
    expect(paymentProvider({ PAYMENT_PROVIDER_URL: origin, PAYMENT_PROVIDER_SECRET: 's' })).toHaveProperty(
      'verifyPayment',
    );
  });

  it('gives up on a provider that does not answer after PAYMENT_PROVIDER_TIMEOUT_MS', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((r) => silent.listen(0, r));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const provider = paymentProvider({
        PAYMENT_PROVIDER_URL: `http://localhost:${port}${SANDBOX_PAYMENTS_PREFIX}`,
        PAYMENT_PROVIDER_SECRET: SECRET,
        PAYMENT_PROVIDER_TIMEOUT_MS: '200',
      });
      await expect(provider.verifyPayment(toTenantId('co'), 'any-token')).rejects.toThrow(
        /payment provider unreachable: .*timeout/,
      );
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((r) => silent.close(() => r()));
    }
  });

  it('on AWS reads the merchant secret from the secret PAYMENT_PROVIDER_SECRET_NAME names, never the environment', async () => {
    const secrets = mockClient(SecretsManagerClient);
    secrets.on(GetSecretValueCommand, { SecretId: 'campfire/payments' }).resolves({ SecretString: SECRET });
    try {
      const onAws = paymentProvider({
        PAYMENT_PROVIDER_URL: `${origin}${SANDBOX_PAYMENTS_PREFIX}`,
        PAYMENT_PROVIDER_SECRET_NAME: 'campfire/payments',
      });
      const { token } = await openSession();
      expect((await onAws.verifyPayment(toTenantId('co'), token)).status).toBe('pending');
      expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);
    } finally {
      secrets.restore();
    }
  });

  it('keeps sessions in a JSON file that a restarted sandbox reads back', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-payments-'));
    try {
      const file = join(dir, 'sandbox-payments', 'sessions.json');
      const session = { token: 'tok-1', status: 'approved', orderId: 7, lastFour: '1111' } as SandboxSession;
      fileSessionStore(file).put(session);
      fileSessionStore(file).put({ ...session, token: 'tok-2', status: 'pending' });
      const restarted = fileSessionStore(file);
      expect(restarted.get('tok-1')).toMatchObject({ status: 'approved', lastFour: '1111' });
      expect(restarted.get('tok-2')?.status).toBe('pending');
      expect(restarted.get('nope')).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
