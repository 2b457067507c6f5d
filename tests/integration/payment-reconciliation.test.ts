/**
 * Money that is never lost or taken twice: the provider is the truth for whether a payment happened.
 * Against DynamoDB Local, the local workflows and the payment sandbox: a postback that meets a database
 * outage answers 503 and the provider's retry completes the order; racing checkouts of one cart leave
 * one live payment session, and a payment in a second session is refunded once however often it is
 * replayed; a paid order that lost its nights is refunded; the sweeper completes an order whose postback
 * never arrived and cancels the unpaid session of an order it abandons; the reconciliation settles an
 * approved payment no order accounts for. The test owns one demo park of 'co'.
 */
import { createServer } from 'node:net';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentProvider } from '#adapters/payments/index';
import { HOLD_SECONDS } from '#domain/holds';
import { REFUND_REASON } from '#domain/booking/states';
import { toTenantId } from '#domain/tenant-id';
import { dynamo, tableName } from '#store/client';
import { keys } from '#store/keys';
import { getOrder } from '#store/orders';
import { getReservation } from '#store/reservations';
import { sweepTenant } from '#workflows/hold-sweeper';
import { POSTBACK_GRACE_MS, reconcilePayments } from '#workflows/reconcile-payments';
import { confirmedCustomer, outbox } from './accounts-support.ts';
import { CARD, buyer, pay } from './checkout-support.ts';
import { api, startPaymentSandbox } from './support.ts';
import { testPark } from './test-park.ts';

const TENANT = toTenantId('co');
// Parks by id: validate.test.ts books on the ninth of 'co'; this test on the tenth.
const { spots, d } = testPark(TENANT, 9);

/** What the provider's postbacks meet: the product, an outage on the first attempt, or nothing at all. */
let postbackMode: 'deliver' | 'outageOnce' | 'lost' = 'deliver';
const postbackStatuses: { status: number; retryAfter: string | null }[] = [];
let closedEndpoint = '';

async function postbackFetch(url: string | URL | Request, init?: RequestInit): Promise<Response> {
  if (postbackMode === 'lost') return new Response(null, { status: 503 });
  const outage = postbackMode === 'outageOnce';
  postbackMode = 'deliver';
  const database = process.env.DYNAMODB_ENDPOINT;
  // The API runs in this process: pointing the store at a closed port is the database going away.
  if (outage) process.env.DYNAMODB_ENDPOINT = closedEndpoint;
  try {
    const res = await fetch(url, init);
    postbackStatuses.push({ status: res.status, retryAfter: res.headers.get('retry-after') });
    return res;
  } finally {
    process.env.DYNAMODB_ENDPOINT = database;
  }
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 1;
}

let sandbox: Awaited<ReturnType<typeof startPaymentSandbox>>;
let customer: Awaited<ReturnType<typeof confirmedCustomer>>;
const { http, send, inCart } = buyer({
  tenantId: TENANT,
  origin: () => sandbox.origin,
  spots,
  dates: { start: d(40), end: d(42) },
});

const checkout = () => http(customer.token, 'POST', api(TENANT, 'Cart/checkout?paymentTypeId=1'));

async function checkedOut() {
  const held = await inCart(customer.token);
  const res = await checkout();
  expect(res.statusCode, JSON.stringify(res)).toBe('Success');
  return { held, orderId: res.orderId as number, redirectUrl: res.ccpRedirectUrl as string };
}

const tokenOf = (redirectUrl: string) => redirectUrl.split('/').pop()!;

const postbackOf = (orderId: number, token: string) =>
  send(null, 'POST', api(TENANT, 'SpotReservation/payment-postback'), { orderInfo: { orderId, token } });

async function receipt(orderId: number) {
  const token = (await getOrder(TENANT, orderId))!.paymentToken!;
  const path = `Cart/receipt?ccpToken=${encodeURIComponent(token)}&orderId=${orderId}`;
  const res = await http(customer.token, 'POST', api(TENANT, path));
  expect(res.statusCode, JSON.stringify(res)).toBe('Success');
  return res.orderReceipt as Record<string, unknown> & { refundItems: unknown[] };
}

/** A moment after the order's holds (and any payment window) ran out. */
const afterHoldsRanOut = () => new Date(Date.now() + (HOLD_SECONDS + 300) * 1000);

const confirmations = () =>
  outbox().filter(
    (m) =>
      m.kind === 'reservation-confirmation' &&
      m.to.toLowerCase() === String(customer.body.email).toLowerCase(),
  );

beforeAll(async () => {
  if (spots.length < 8) throw new Error('the test park needs eight overnight spots');
  closedEndpoint = `http://127.0.0.1:${await closedPort()}`;
  sandbox = await startPaymentSandbox({ postbackFetch });
  customer = await confirmedCustomer(TENANT);
});

afterAll(async () => {
  await sandbox?.stop();
});

describe('the payment postback', () => {
  it('answers 503 with Retry-After while the database is down, and the provider retry completes the order', async () => {
    const { held, orderId, redirectUrl } = await checkedOut();
    postbackStatuses.length = 0;
    postbackMode = 'outageOnce';
    await pay(redirectUrl, CARD.approve);

    expect(postbackStatuses.map((s) => s.status)).toEqual([503, 200]);
    expect(Number(postbackStatuses[0]!.retryAfter)).toBeGreaterThan(0);
    expect((await getOrder(TENANT, orderId))!).toMatchObject({ status: 'Completed' });
    expect((await getReservation(TENANT, held.reservationId))!.status).toBe('Reserved');
  });
});

describe('one payment per order', () => {
  it('racing checkouts of one cart get one live session; the others are cancelled at the provider', async () => {
    await inCart(customer.token);
    const answers = await Promise.all([checkout(), checkout(), checkout(), checkout()]);
    for (const a of answers) expect(a.statusCode, JSON.stringify(a)).toBe('Success');
    const orderId = answers[0]!.orderId as number;
    expect(new Set(answers.map((a) => a.orderId))).toEqual(new Set([orderId]));
    expect(new Set(answers.map((a) => a.ccpRedirectUrl)).size).toBe(1);

    const order = (await getOrder(TENANT, orderId))!;
    const statuses = await Promise.all(
      (order.paymentTokens ?? []).map(async (t) => (await paymentProvider().verifyPayment(TENANT, t)).status),
    );
    expect(statuses.filter((s) => s === 'pending')).toHaveLength(1);
    expect(statuses.every((s) => s === 'pending' || s === 'cancelled')).toBe(true);
    expect(tokenOf(answers[0]!.ccpRedirectUrl as string)).toBe(order.paymentSession!.token);

    await pay(answers[0]!.ccpRedirectUrl as string, CARD.approve);
    expect((await getOrder(TENANT, orderId))!.status).toBe('Completed');
  });

  it('refunds a second payment of a paid order once, however often its postback comes, and the receipt says so', async () => {
    const { orderId, redirectUrl } = await checkedOut();
    await pay(redirectUrl, CARD.approve);
    const paid = (await getOrder(TENANT, orderId))!;
    expect(paid.status).toBe('Completed');

    // A session the provider did not cancel (a stale tab): the same order, paid again.
    const stale = await paymentProvider().openSession({
      tenantId: TENANT,
      orderId,
      orderNumber: paid.orderNumber,
      amountCents: paid.totalCents,
      description: 'stale tab',
      customerEmail: null,
      returnUrl: `${sandbox.origin}/reservation-receipt`,
      postbackUrl: `${sandbox.origin}/v1/tenant/${TENANT}/SpotReservation/payment-postback`,
    });
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.order(TENANT, orderId),
        UpdateExpression: 'SET paymentTokens = list_append(paymentTokens, :t)',
        ExpressionAttributeValues: { ':t': [stale.token] },
      }),
    );
    await pay(stale.redirectUrl, CARD.approve);
    await Promise.all(Array.from({ length: 20 }, () => postbackOf(orderId, stale.token)));

    const after = (await getOrder(TENANT, orderId))!;
    expect(after.status).toBe('Completed');
    expect(after.payment).toEqual(paid.payment);
    expect(after.refunds).toEqual([
      expect.objectContaining({
        token: stale.token,
        status: 'approved',
        amountCents: paid.totalCents,
        reason: REFUND_REASON.duplicatePayment,
      }),
    ]);
    const r = await receipt(orderId);
    const total = `$${(paid.totalCents / 100).toFixed(2)}`;
    expect(r).toMatchObject({
      orderStatus: 'Completed',
      totalAmountPaid: `$${((2 * paid.totalCents) / 100).toFixed(2)}`,
      totalAmountRefunded: total,
      fullRefund: false,
    });
    expect(r.refundItems).toEqual([expect.objectContaining({ lastFour: '1111', amountRefunded: total })]);
  });

  it('refunds a paid order whose nights were taken meanwhile, once, and the receipt says so', async () => {
    const { held, orderId, redirectUrl } = await checkedOut();
    // Another claim holds the nights (as after this hold had expired).
    for (const night of [d(40), d(41)])
      await dynamo().send(
        new PutCommand({
          TableName: tableName(),
          Item: {
            ...keys.spotNight(TENANT, held.spot.id, night),
            status: 'held',
            lockCode: `rival-${held.lockCode}`,
            expiresAt: Math.floor(Date.now() / 1000) + 900,
          },
        }),
      );
    await pay(redirectUrl, CARD.approve);
    await Promise.all(Array.from({ length: 20 }, () => postbackOf(orderId, tokenOf(redirectUrl))));

    const order = (await getOrder(TENANT, orderId))!;
    expect(order).toMatchObject({ status: 'Cancelled', cancellationReason: REFUND_REASON.nightLost });
    expect(order.refunds).toHaveLength(1);
    expect(order.refunds![0]).toMatchObject({ status: 'approved', amountCents: order.totalCents });
    expect(await receipt(orderId)).toMatchObject({ orderStatus: 'Cancelled', fullRefund: true });
  });
});

describe('the sweeper and the reconciliation ask the provider', () => {
  it('the sweeper completes an order whose postback never arrived, instead of abandoning it', async () => {
    const { held, orderId, redirectUrl } = await checkedOut();
    const mailsBefore = confirmations().length;
    postbackMode = 'lost';
    await pay(redirectUrl, CARD.approve);
    postbackMode = 'deliver';
    expect((await getOrder(TENANT, orderId))!.status).toBe('Pending');

    const counts = await sweepTenant(TENANT, afterHoldsRanOut());
    expect(counts.ordersPaid).toBe(1);
    expect(counts.ordersAbandoned).toBe(0);
    expect((await getOrder(TENANT, orderId))!.status).toBe('Completed');
    expect((await getReservation(TENANT, held.reservationId))!.status).toBe('Reserved');
    expect(confirmations()).toHaveLength(mailsBefore + 1);
  });

  it('the sweeper cancels the unpaid session of an order it abandons: the page can no longer take the money', async () => {
    const { orderId, redirectUrl } = await checkedOut();
    await sweepTenant(TENANT, afterHoldsRanOut());
    expect((await getOrder(TENANT, orderId))!.status).toBe('Abandoned');
    expect((await paymentProvider().verifyPayment(TENANT, tokenOf(redirectUrl))).status).toBe('cancelled');
    const page = await fetch(redirectUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        cardholderName: 'Rosa Lind',
        cardNumber: CARD.approve,
        expiry: '12/39',
        cvc: '123',
      }),
      redirect: 'manual',
    });
    expect(await page.text()).toContain('This payment was cancelled');
  });

  it('the reconciliation completes an order from an approved payment whose postback was lost, once', async () => {
    const { orderId, redirectUrl } = await checkedOut();
    postbackMode = 'lost';
    await pay(redirectUrl, CARD.approve);
    postbackMode = 'deliver';
    expect((await getOrder(TENANT, orderId))!.status).toBe('Pending');

    const later = new Date(Date.now() + POSTBACK_GRACE_MS + 60_000);
    const first = await reconcilePayments(TENANT, later);
    expect(first.settled).toBeGreaterThanOrEqual(1);
    expect((await getOrder(TENANT, orderId))!).toMatchObject({
      status: 'Completed',
      cancellationReason: null,
    });
    const again = await reconcilePayments(TENANT, new Date(later.getTime() + 60_000));
    expect(again.settled).toBe(0);
  });
});
