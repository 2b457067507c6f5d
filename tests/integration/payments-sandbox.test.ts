/**
 * The payment sandbox as the integration tier runs it (startPaymentSandbox: the same HTTP server parts
 * as `npm start`), through paymentProvider() configured from the environment: a session, the hosted
 * page, approve / decline / no answer, the postback and the redirect, a wrong secret. Then the receipt
 * routes and the confirmation mail for an order written as checkout leaves it.
 */
import { createServer, type Server } from 'node:http';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startPaymentSandbox } from './support.ts';
import { lastMailTo, outbox } from './accounts-support.ts';
import { callAs, demoPerson } from './identity-support.ts';
import { createHttpPaymentProvider } from '#adapters/payments/http-provider';
import { paymentProvider } from '#adapters/payments/index';
import { FEE_TYPE } from '#domain/pricing/fee-types';
import { buildDemoCatalogue } from '#demo/index';
import { type FeeLineCents, fixedLine } from '#domain/pricing/fees';
import { dynamo, tableName } from '#store/client';
import { getCustomerByUsername } from '#store/customers';
import { keys } from '#store/keys';
import {
  clearConfirmationSent,
  getOrder,
  markConfirmationSent,
  nextOrderId,
  orderNumber,
} from '#store/orders';
import { type OrderRecord } from '#domain/booking/order';
import { nextReservationId, reservationItem, reservationNumber } from '#store/reservations';
import { type ReservationRecord } from '#domain/booking/reservation';
import { sendOrderConfirmation } from '#booking/confirmation-mail';
import { toTenantId } from '#domain/tenant-id';

const TENANT = toTenantId('co');
let sandbox: Awaited<ReturnType<typeof startPaymentSandbox>>;
let recorder: Server;
let recorderUrl: string;
const postbacks: { orderInfo: Record<string, unknown> }[] = [];

beforeAll(async () => {
  sandbox = await startPaymentSandbox();
  recorder = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      postbacks.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((r) => recorder.listen(0, r));
  const address = recorder.address();
  recorderUrl = `http://localhost:${typeof address === 'object' && address ? address.port : 0}/postback`;
});
afterAll(async () => {
  await sandbox?.stop();
  await new Promise<void>((r) => (recorder ? recorder.close(() => r()) : r()));
});

let nextId = 9000;
async function session(orderId = nextId++) {
  const s = await paymentProvider().openSession({
    tenantId: TENANT,
    orderId,
    orderNumber: orderNumber(TENANT, orderId),
    amountCents: 2500,
    description: 'Reservation',
    customerEmail: 'pat@example.com',
    returnUrl: 'http://co.localhost:3000/reservation-receipt',
    postbackUrl: recorderUrl,
  });
  return { ...s, orderId };
}

function pay(redirectUrl: string, cardNumber: string) {
  return fetch(redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      action: 'pay',
      cardholderName: 'Pat Camper',
      cardNumber,
      expiry: '12/39',
      cvc: '123',
    }).toString(),
    redirect: 'manual',
  });
}

describe('payment sandbox (integration tier)', () => {
  it('session → the page renders → approve posts back, then redirects with ccpToken and orderId', async () => {
    const { token, redirectUrl, orderId } = await session();
    expect(redirectUrl.startsWith(`${sandbox.origin}/sandbox-payments/pay/`)).toBe(true);
    const page = await fetch(redirectUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>Pay by card</h1>');
    expect(html).toContain('$25.00');
    const res = await pay(redirectUrl, '4111 1111 1111 1111');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      `http://co.localhost:3000/reservation-receipt?ccpToken=${token}&orderId=${orderId}`,
    );
    expect(postbacks.at(-1)?.orderInfo).toMatchObject({ token, orderId, orderStatus: 'Approved', total: 25 });
    expect(await paymentProvider().verifyPayment(TENANT, token)).toMatchObject({
      status: 'approved',
      lastFour: '1111',
    });
  });

  it('declines 4000 0000 0000 0002', async () => {
    const { token, redirectUrl } = await session();
    expect((await pay(redirectUrl, '4000000000000002')).status).toBe(303);
    expect(postbacks.at(-1)?.orderInfo).toMatchObject({ token, orderStatus: 'Declined' });
    expect((await paymentProvider().verifyPayment(TENANT, token)).status).toBe('declined');
  });

  it('leaves 4000 0000 0000 0119 pending without a postback', async () => {
    const { token, redirectUrl } = await session();
    const before = postbacks.length;
    await pay(redirectUrl, '4000000000000119');
    expect(await (await fetch(redirectUrl)).text()).toContain('Your payment is processing');
    expect(postbacks.length).toBe(before);
    expect((await paymentProvider().verifyPayment(TENANT, token)).status).toBe('pending');
  });

  it('refuses a wrong merchant secret', async () => {
    const { token } = await session();
    const intruder = createHttpPaymentProvider({
      baseUrl: process.env.PAYMENT_PROVIDER_URL!,
      secret: 'not-the-secret',
      serviceCode: 'X',
    });
    await expect(intruder.verifyPayment(TENANT, token)).rejects.toMatchObject({ status: 401 });
    const raw = await fetch(`${process.env.PAYMENT_PROVIDER_URL}/sessions/${token}`);
    expect(raw.status).toBe(401);
  });
});

// ---- receipts and the confirmation mail for an order as checkout leaves it --------------------------

const co = buildDemoCatalogue(TENANT);
const parkIds = [...co.locations].map((l) => l.id).sort((a, b) => a - b);
// Past the parks the demo ranger holds (the first two by id).
const park = co.locations.find((l) => l.id === parkIds[3])!;
const spot = co.spots.find((s) => s.locationId === park.id && s.isActive)!;

const fees: FeeLineCents[] = [
  fixedLine(
    { id: 0, feeType: FEE_TYPE.Reservation, name: 'Nightly', description: '', accountingCode: '', sku: '' },
    6000,
  ),
  fixedLine(
    { id: 0, feeType: FEE_TYPE.Transaction, name: 'Fee', description: '', accountingCode: '', sku: '' },
    1000,
  ),
];

async function writeCompletedOrder(customerId: number, token: string) {
  const [orderId, reservationId] = [await nextOrderId(TENANT), await nextReservationId(TENANT)];
  const now = new Date().toISOString();
  const person = demoPerson(TENANT, 'customer1');
  const reservation = {
    id: reservationId,
    reservationNumber: reservationNumber(TENANT, reservationId),
    customerId,
    spotId: spot.id,
    locationId: park.id,
    startDate: '2027-07-01',
    endDate: '2027-07-03',
    nights: ['2027-07-01', '2027-07-02'],
    dayUse: false,
    lockCode: 'lock',
    status: 'Reserved',
    orderId,
    salesChannel: 1,
    walkInReservation: false,
    adaRequirementAcknowledged: false,
    overriddenClosureDays: [],
    numberOfAdults: 2,
    numberOfVehicles: 1,
    equipmentTypeId: null,
    equipmentLength: null,
    isCustomerPrimaryOccupant: true,
    primaryOccupant: {
      firstName: 'Jamie',
      lastName: 'Camper',
      street1: '1 Main St',
      street2: null,
      city: 'Denver',
      state: 'CO',
      zipcode: '80202',
      country: 'US',
      email: person.email,
      homePhone: null,
      mobilePhone: null,
    },
    discounts: [],
    addOns: [],
    fees,
    totalCents: 7000,
    feeOverrides: [],
    overriddenRules: [],
    createdAt: now,
    createdBy: person.username,
    updatedAt: now,
  } as ReservationRecord;
  const order: OrderRecord = {
    id: orderId,
    orderNumber: orderNumber(TENANT, orderId),
    owner: { kind: 'customer', id: customerId },
    customerId,
    reservationIds: [reservationId],
    lockCodes: ['lock'],
    paymentTypeId: 1,
    salesChannel: 1,
    totalCents: 7000,
    feesByReservation: { [reservationId]: fees },
    status: 'Completed',
    paymentToken: token,
    payment: {
      amountCents: 7000,
      paymentTypeId: 1,
      lastFour: '1111',
      cardholderName: 'Jamie Camper',
      providerOrderId: 'SBX-TEST',
      datePaid: now,
    },
    confirmationSentAt: null,
    emailAddress: person.email,
    createdAt: now,
    createdBy: person.username,
    completedAt: now,
  };
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: reservationItem(TENANT, reservation) }));
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.order(TENANT, orderId), entity: 'Order', ...order },
    }),
  );
  return order;
}

describe('receipts and the confirmation mail', () => {
  let order: OrderRecord;
  beforeAll(async () => {
    const customer = await getCustomerByUsername(TENANT, demoPerson(TENANT, 'customer1').username);
    order = await writeCompletedOrder(customer!.id, `receipt-token-${Date.now()}`);
  });
  const receiptPath = (o: OrderRecord, token: string, base = 'Cart') =>
    api(TENANT, `${base}/receipt?ccpToken=${encodeURIComponent(token)}&orderId=${o.id}`);

  it("the order's customer with the order's token gets the receipt", async () => {
    const res = await callAs(TENANT, 'customer1', 'POST', receiptPath(order, order.paymentToken!));
    expect(res.status).toBe(200);
    expect(res.body.orderReceipt).toMatchObject({
      orderNumber: order.orderNumber,
      orderStatus: 'Completed',
      paymentType: 'Credit Card',
      cardHolderNameLabel: 'Cardholder Name',
      lastFour: '1111',
      lastFourLabel: 'Card Number',
      totalAmountPaid: '$70.00',
      reservations: [
        expect.objectContaining({
          checkIn: '07/01/2027',
          checkOut: '07/03/2027',
          numberOfNights: 2,
          parkName: park.longName,
          site: spot.name,
          amountPaid: '$70.00',
        }),
      ],
    });
  });

  it('another token, another customer or an unknown order is not found; a bad orderId is 400', async () => {
    expect((await callAs(TENANT, 'customer1', 'POST', receiptPath(order, 'guess'))).status).toBe(404);
    expect((await callAs(TENANT, 'customer2', 'POST', receiptPath(order, order.paymentToken!))).status).toBe(
      404,
    );
    const unknown = { ...order, id: 987654 };
    expect((await callAs(TENANT, 'customer1', 'POST', receiptPath(unknown, 'x'))).status).toBe(404);
    const bad = await callAs(TENANT, 'customer1', 'POST', api(TENANT, 'Cart/receipt?orderId=abc'));
    expect(bad.status).toBe(400);
    expect(bad.body.messages.join(' ')).toContain('orderId must be a positive whole number.');
  });

  it('staff read it under admin/AdminCart with ReservationManagementAdd at the park', async () => {
    const res = await callAs(
      TENANT,
      'superAdmin',
      'POST',
      receiptPath(order, order.paymentToken!, 'admin/AdminCart'),
    );
    expect(res.status).toBe(200);
    expect((res.body.orderReceipt as { orderNumber: string }).orderNumber).toBe(order.orderNumber);
    const ranger = await callAs(
      TENANT,
      'ranger',
      'POST',
      receiptPath(order, order.paymentToken!, 'admin/AdminCart'),
    );
    expect(ranger.status).toBe(403);
    expect(
      (await callAs(TENANT, 'customer1', 'POST', receiptPath(order, order.paymentToken!, 'admin/AdminCart')))
        .status,
    ).toBe(403);
  });

  it('sends the Reservation Confirmation once, however often the task runs', async () => {
    const to = order.emailAddress!;
    const before = outbox().filter((m) => m.to === to && m.kind === 'reservation-confirmation').length;
    const outcomes = await Promise.all([
      sendOrderConfirmation({ tenantId: TENANT, orderId: order.id }),
      sendOrderConfirmation({ tenantId: TENANT, orderId: order.id }),
    ]);
    expect(outcomes.sort()).toEqual(['already-sent', 'sent']);
    expect(await sendOrderConfirmation({ tenantId: TENANT, orderId: order.id })).toBe('already-sent');
    const mails = outbox().filter((m) => m.to === to && m.kind === 'reservation-confirmation');
    expect(mails.length).toBe(before + 1);
    const mail = lastMailTo(to, 'reservation-confirmation')!;
    expect(mail.subject).toContain(`Reservation Confirmation for order ${order.orderNumber}`);
    expect(mail.text).toContain(`Park: ${park.longName}`);
    expect(mail.text).toContain('Check in: 07/01/2027');
    expect(mail.text).toContain('Amount paid: $70.00');
    expect((await getOrder(TENANT, order.id))?.confirmationSentAt).not.toBeNull();
  });

  it('a mail the adapter refused leaves the order unmarked, so the retry sends it', async () => {
    const customer = await getCustomerByUsername(TENANT, demoPerson(TENANT, 'customer1').username);
    const another = await writeCompletedOrder(customer!.id, `retry-token-${Date.now()}`);
    // What the task does around a failed hand-over: mark, then clear its own mark only.
    expect(await markConfirmationSent(TENANT, another.id, '2026-01-01T00:00:00.000Z')).toBe(true);
    expect(await clearConfirmationSent(TENANT, another.id, '2026-01-01T00:00:01.000Z')).toBe(false);
    expect(await clearConfirmationSent(TENANT, another.id, '2026-01-01T00:00:00.000Z')).toBe(true);
    expect(await sendOrderConfirmation({ tenantId: TENANT, orderId: another.id })).toBe('sent');
  });
});
