/**
 * Checkout and the payment postback through the workflows (aws-local-stepfunctions running the deployed
 * ASL) against DynamoDB Local and the payment sandbox: a customer claims, adds to the cart, checks out
 * by card, pays on the sandbox, and the postback converts the hold into a reservation; the same
 * postback again changes nothing; a declined card or Cancel on the payment page declines the order and
 * keeps the holds in the cart (paying again completes); a staff user's cash checkout
 * completes without the hosted page. The test owns one demo park of 'wa'.
 */
import { PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPark } from './test-park.ts';
import { api, startPaymentSandbox } from './support.ts';
import { CARD, buyer, cancelPayment, pay } from './checkout-support.ts';
import { confirmedCustomer, outbox } from './accounts-support.ts';
import { callWithToken, idToken } from './identity-support.ts';
import { CHECKOUT_MESSAGE } from '#domain/checkout';
import { PAYMENT_WINDOW_SECONDS } from '#domain/cart';
import { listCartItems } from '#store/cart';
import { checkHolds } from '../../functions/workflows/tasks/check-holds.ts';
import { POSTBACK_MESSAGE } from '../../functions/workflows/tasks/verify-payment.ts';
import { paymentMethodOf, totalCents } from '#domain/pricing/fees';
import { dynamo, tableName } from '#store/client';
import { deleteHold, getHold, putHold } from '#store/holds';
import { keys } from '#store/keys';
import { abandonOrder, cartStateKey, completeOrder, getOrder, openPendingOrder } from '#store/orders';
import { REFUND_REASON } from '#domain/booking/states';
import { getReservation, nextReservationId, reservationItem } from '#store/reservations';
import { type ReservationRecord } from '#domain/booking/reservation';
import { toTenantId } from '#domain/tenant-id';
import type { Cart } from '#contract/cart';

const TENANT = toTenantId('wa');
// Parks by id: the ranger holds the first two, holds.test.ts uses the fifth, cart.test.ts the seventh;
// this test the eighth.
const { park, spots, today: T, d } = testPark(TENANT, 7);

let sandbox: Awaited<ReturnType<typeof startPaymentSandbox>>;
let customer: Awaited<ReturnType<typeof confirmedCustomer>>;
let other: Awaited<ReturnType<typeof confirmedCustomer>>;

const { http, inCart } = buyer({
  tenantId: TENANT,
  origin: () => sandbox.origin,
  spots,
  dates: { start: d(33), end: d(35) },
});

async function storedNights(spotId: number) {
  const out = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.spotNight(TENANT, spotId, T).pk },
      ConsistentRead: true,
    }),
  );
  return (out.Items ?? []).map((i) => ({
    night: i.sk as string,
    status: i.status as string,
    reservationId: i.reservationId as number | undefined,
    expiresAt: i.expiresAt as number | undefined,
  }));
}

const confirmationsTo = (email: string) =>
  outbox().filter((m) => m.kind === 'reservation-confirmation' && m.to.toLowerCase() === email.toLowerCase());

beforeAll(async () => {
  if (spots.length < 15) throw new Error('the test park needs fifteen overnight spots');
  sandbox = await startPaymentSandbox();
  [customer, other] = await Promise.all([confirmedCustomer(TENANT), confirmedCustomer(TENANT)]);
});

afterAll(async () => {
  await sandbox?.stop();
});

describe('card checkout and the payment postback', () => {
  let orderId: number;
  let held: Awaited<ReturnType<typeof inCart>>;
  let postback: { orderInfo: Record<string, unknown> };
  let redirectUrl: string;

  it('checks out by card: a Pending order and the sandbox payment page (the same order on a second click)', async () => {
    held = await inCart(customer.token);
    const path = api(TENANT, 'Cart/checkout?paymentTypeId=1');
    const first = await http(customer.token, 'POST', path);
    expect(first.statusCode, JSON.stringify(first)).toBe('Success');
    expect(first.isPaymentRequired, JSON.stringify(first)).toBe(true);
    expect(first.ccpRedirectUrl).toMatch(
      new RegExp(`^${sandbox.origin}/sandbox-payments/pay/[A-Za-z0-9_-]+$`),
    );
    orderId = first.orderId as number;

    const order = (await getOrder(TENANT, orderId))!;
    const reservation = (await getReservation(TENANT, held.reservationId))!;
    expect(order).toMatchObject({
      status: 'Pending',
      owner: { kind: 'customer', id: customer.customer.id },
      customerId: customer.customer.id,
      reservationIds: [held.reservationId],
      lockCodes: [held.lockCode],
      paymentTypeId: 1,
      salesChannel: 1,
      totalCents: totalCents(reservation.fees, paymentMethodOf(1)),
      payment: null,
    });
    expect(order.totalCents).toBeGreaterThan(0);
    // The reservation names its order, so the sweeper can abandon the order when the hold runs out.
    expect(reservation.orderId).toBe(orderId);

    const firstToken = (await getOrder(TENANT, orderId))!.paymentToken;
    const again = await http(customer.token, 'POST', path);
    // A second click (or a second tab) gets the same order and the same unpaid session: one payment.
    expect(again).toMatchObject({ orderId, ccpRedirectUrl: first.ccpRedirectUrl });
    expect((await getOrder(TENANT, orderId))!.paymentTokens).toEqual([firstToken]);
    postback = { orderInfo: { token: firstToken, orderId } };
    expect(postback.orderInfo.token).toEqual(expect.any(String));
    redirectUrl = again.ccpRedirectUrl as string;
  });

  it('an approved card converts the hold into a reservation, records the payment and mails the confirmation', async () => {
    const back = await pay(redirectUrl, CARD.approve);
    expect(back.pathname).toBe('/reservation-receipt');
    expect(back.searchParams.get('orderId')).toBe(String(orderId));
    expect(back.searchParams.get('ccpToken')).toBe(postback.orderInfo.token);

    const order = (await getOrder(TENANT, orderId))!;
    expect(order.status).toBe('Completed');
    expect(order.payment).toMatchObject({
      amountCents: order.totalCents,
      paymentTypeId: 1,
      lastFour: '1111',
    });
    expect(order.confirmationSentAt).toEqual(expect.any(String));

    const reservation = (await getReservation(TENANT, held.reservationId))!;
    expect(reservation).toMatchObject({ status: 'Reserved', orderId });
    expect(await getHold(TENANT, held.lockCode)).toBeUndefined();
    expect(await storedNights(held.spot.id)).toEqual([
      { night: d(33), status: 'reserved', reservationId: held.reservationId, expiresAt: undefined },
      { night: d(34), status: 'reserved', reservationId: held.reservationId, expiresAt: undefined },
    ]);

    expect(confirmationsTo(customer.body.email as string)).toHaveLength(1);
    const cart = await callWithToken(customer.token, 'GET', api(TENANT, 'Cart'));
    expect((cart.body.cart as { items: unknown[] }).items).toEqual([]);
  });

  it('the same postback again (a replay) answers Success and changes nothing', async () => {
    const before = await getOrder(TENANT, orderId);
    const res = await http(null, 'POST', api(TENANT, 'SpotReservation/payment-postback'), postback);
    expect(res).toMatchObject({ statusCode: 'Success', orderId });
    expect(await getOrder(TENANT, orderId)).toEqual(before);
    expect(confirmationsTo(customer.body.email as string)).toHaveLength(1);
  });

  it('a postback naming an order its token does not belong to changes nothing', async () => {
    const res = await http(null, 'POST', api(TENANT, 'SpotReservation/payment-postback'), {
      orderInfo: { ...postback.orderInfo, token: 'not-a-session' },
    });
    expect(res).toMatchObject({ statusCode: 'Failure', messages: [POSTBACK_MESSAGE.wrongOrder] });
    expect((await getOrder(TENANT, orderId))!.status).toBe('Completed');
  });
});

describe('the total per payment type', () => {
  it("the cart shows each payment type's total, and checking out by e-check charges the e-check total", async () => {
    const someone = await confirmedCustomer(TENANT);
    await inCart(someone.token);
    const cart = (await http(someone.token, 'GET', api(TENANT, 'Cart'))).cart as Cart;
    const totalFor = (paymentTypeId: number) =>
      cart.totalsByPaymentType.find((t) => t.paymentTypeId === paymentTypeId)?.amount;
    expect(totalFor(1)).toBe(cart.totalCartAmount);
    // The demo convenience fee is a percentage by card and a flat amount by e-check.
    expect(totalFor(2)).toEqual(expect.any(Number));
    expect(totalFor(2)).not.toBe(totalFor(1));
    expect(cart.items[0]!.pricesByPaymentType).toEqual(cart.totalsByPaymentType);

    const checkout = await http(someone.token, 'POST', api(TENANT, 'Cart/checkout?paymentTypeId=2'));
    expect(checkout.statusCode, JSON.stringify(checkout)).toBe('Success');
    expect((await getOrder(TENANT, checkout.orderId as number))!.totalCents).toBe(
      Math.round(totalFor(2)! * 100),
    );
  });
});

describe('a payment that ends unpaid', () => {
  async function receiptOf(token: string, orderId: number, ccpToken: string) {
    const res = await http(
      token,
      'POST',
      api(TENANT, `Cart/receipt?ccpToken=${ccpToken}&orderId=${orderId}`),
    );
    return res.orderReceipt as { orderStatus: string; paymentOutcome?: string };
  }

  it('a declined card declines the order, keeps the holds in the cart and paying again completes', async () => {
    const held = await inCart(other.token);
    const checkout = await http(other.token, 'POST', api(TENANT, 'Cart/checkout?paymentTypeId=1'));
    expect(checkout.statusCode).toBe('Success');
    const orderId = checkout.orderId as number;
    const back = await pay(checkout.ccpRedirectUrl as string, CARD.decline);

    expect((await getOrder(TENANT, orderId))!).toMatchObject({
      status: 'Declined',
      paymentOutcome: 'declined',
      payment: null,
    });
    expect(await receiptOf(other.token, orderId, back.searchParams.get('ccpToken')!)).toMatchObject({
      orderStatus: 'Declined',
      paymentOutcome: 'declined',
    });
    expect((await getReservation(TENANT, held.reservationId))!.status).toBe('Pending');
    expect(await getHold(TENANT, held.lockCode)).toBeDefined();
    const cart = await listCartItems(TENANT, { kind: 'customer', id: other.customer.id });
    expect(cart.map((i) => i.lockCode)).toContain(held.lockCode);

    // Still held: nobody else gets the nights.
    const rival = await callWithToken(
      customer.token,
      'POST',
      api(TENANT, `SpotReservation/spot/${held.spot.id}/claim`),
      { reservationStartDate: d(33), reservationEndDate: d(35) },
    );
    expect(rival.body.statusCode).toBe('Failure');

    // The same cart checked out again is a new order, and a good card completes it.
    const again = await http(other.token, 'POST', api(TENANT, 'Cart/checkout?paymentTypeId=1'));
    expect(again.statusCode).toBe('Success');
    expect(again.orderId).not.toBe(orderId);
    await pay(again.ccpRedirectUrl as string, CARD.approve);
    expect((await getOrder(TENANT, again.orderId as number))!.status).toBe('Completed');
    expect((await getReservation(TENANT, held.reservationId))!.status).toBe('Reserved');
    expect((await getOrder(TENANT, orderId))!.status).toBe('Declined');
  });

  it('Cancel on the payment page declines the order as cancelled and keeps the holds', async () => {
    const held = await inCart(other.token);
    const checkout = await http(other.token, 'POST', api(TENANT, 'Cart/checkout?paymentTypeId=1'));
    const orderId = checkout.orderId as number;
    const back = await cancelPayment(checkout.ccpRedirectUrl as string);

    expect((await getOrder(TENANT, orderId))!).toMatchObject({
      status: 'Declined',
      paymentOutcome: 'cancelled',
    });
    expect(await receiptOf(other.token, orderId, back.searchParams.get('ccpToken')!)).toMatchObject({
      orderStatus: 'Declined',
      paymentOutcome: 'cancelled',
    });
    expect((await getReservation(TENANT, held.reservationId))!.status).toBe('Pending');
    expect(await getHold(TENANT, held.lockCode)).toBeDefined();

    // Emptied again for the tests after.
    expect((await http(other.token, 'POST', api(TENANT, 'Cart/clear'))).statusCode).toBe('Success');
    expect(await getHold(TENANT, held.lockCode)).toBeUndefined();
  });
});

describe('checkout refusals', () => {
  it('refuses a staff-only payment type to the public with a clear message', async () => {
    await inCart(other.token);
    const res = await http(other.token, 'POST', api(TENANT, 'Cart/checkout?paymentTypeId=3'));
    expect(res).toMatchObject({ statusCode: 'Failure', messages: [CHECKOUT_MESSAGE.staffOnlyPaymentType] });
  });

  it('an unknown payment type is refused and a malformed one is a 400', async () => {
    const unknown = await callWithToken(other.token, 'POST', api(TENANT, 'Cart/checkout?paymentTypeId=99'));
    expect(unknown.body).toMatchObject({
      statusCode: 'Failure',
      messages: [CHECKOUT_MESSAGE.unknownPaymentType],
    });
    const malformed = await callWithToken(
      other.token,
      'POST',
      api(TENANT, 'Cart/checkout?paymentTypeId=card'),
    );
    expect(malformed.status).toBe(400);
  });

  it('a hold gone from under its cart item is refused with the hold message, and no order is opened', async () => {
    const fresh = await confirmedCustomer(TENANT);
    const held = await inCart(fresh.token);
    await deleteHold(TENANT, (await getHold(TENANT, held.lockCode))!);
    const res = await callWithToken(fresh.token, 'POST', api(TENANT, 'Cart/checkout?paymentTypeId=1'));
    expect(res.body).toMatchObject({ statusCode: 'Failure', messages: [CHECKOUT_MESSAGE.holdExpired] });
    expect((await getReservation(TENANT, held.reservationId))!.orderId).toBeNull();
  });

  it('lengthens a hold that would run out during the payment to the payment window, not as an extension', async () => {
    const fresh = await confirmedCustomer(TENANT);
    const held = await inCart(fresh.token);
    const hold = (await getHold(TENANT, held.lockCode))!;
    const [item] = await listCartItems(TENANT, { kind: 'customer', id: fresh.customer.id });
    // Checkout three minutes before the hold runs out.
    const at = new Date((hold.expiresAt - 180) * 1000);
    await checkHolds(
      {
        tenantId: TENANT,
        owner: { kind: 'customer', id: fresh.customer.id },
        customerId: fresh.customer.id,
        username: fresh.body.username as string,
        email: null,
        paymentTypeId: 1,
        salesChannel: 1,
        returnUrl: 'http://localhost/reservation-receipt',
        postbackUrl: 'http://localhost/payment-postback',
        cart: { items: [item!], paymentType: { id: 1, name: 'Credit Card', requiresHostedPayment: true } },
      },
      at,
    );
    const until = Math.floor(at.getTime() / 1000) + PAYMENT_WINDOW_SECONDS;
    expect((await getHold(TENANT, held.lockCode))!.expiresAt).toBe(until);
    const nights = await storedNights(held.spot.id);
    expect(nights.filter((n) => n.status === 'held').map((n) => n.expiresAt)).toEqual([until, until]);
    const [moved] = await listCartItems(TENANT, { kind: 'customer', id: fresh.customer.id });
    expect(moved).toMatchObject({ lockedUntil: until, numberOfTimesTimeoutExtended: 0 });
  });

  it('an empty cart is a Failure with its message (never a 500)', async () => {
    const empty = await confirmedCustomer(TENANT);
    const res = await callWithToken(empty.token, 'POST', api(TENANT, 'Cart/checkout?paymentTypeId=1'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ statusCode: 'Failure', messages: ['Your cart is empty.'] });
  });
});

describe('staff cash checkout', () => {
  it('completes the order without the hosted page (isPaymentRequired false)', async () => {
    const token = await idToken(TENANT, 'agencyAdmin');
    const held = await inCart(token, true);
    const res = await callWithToken(token, 'POST', api(TENANT, 'admin/AdminCart/checkout?paymentTypeId=3'));
    expect(res.body, JSON.stringify(res.body)).toMatchObject({
      statusCode: 'Success',
      ccpRedirectUrl: '',
      isPaymentRequired: false,
    });
    const orderId = res.body.orderId as number;
    const order = (await getOrder(TENANT, orderId))!;
    const reservation = (await getReservation(TENANT, held.reservationId))!;
    expect(order).toMatchObject({
      status: 'Completed',
      owner: { kind: 'staff' },
      customerId: null,
      salesChannel: 2,
      paymentTypeId: 3,
      totalCents: totalCents(reservation.fees, 'cash'),
      payment: { amountCents: totalCents(reservation.fees, 'cash'), paymentTypeId: 3, lastFour: null },
    });
    expect(reservation).toMatchObject({ status: 'Reserved', orderId });
    expect((await storedNights(held.spot.id)).map((n) => n.status)).toEqual(['reserved', 'reserved']);
    expect(await getHold(TENANT, held.lockCode)).toBeUndefined();
  });
});

describe('the conversion transaction (store)', () => {
  const OWNER = { kind: 'customer' as const, id: 990_700 };
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  let dayOffset = 100;

  /** A Pending reservation with its live (or expired) hold on `nights` nights of the spot. */
  async function pendingStay(spotId: number, nights: number, expiresAt = nowSeconds() + 900) {
    const first = dayOffset;
    dayOffset += nights + 1;
    const stayNights = Array.from({ length: nights }, (_, i) => d(first + i));
    const lockCode = `conv-${spotId}-${first}`;
    const hold = {
      lockCode,
      spotId,
      locationId: park.id,
      arrivalDate: d(first),
      departureDate: d(first + nights),
      nights: stayNights,
      holder: { kind: OWNER.kind, id: OWNER.id, username: 'conv' },
      walkIn: false,
      overriddenClosureDays: [],
      createdAt: new Date().toISOString(),
      expiresAt,
    };
    expect(await putHold(TENANT, hold, nowSeconds() - 3600)).toBe(true);
    const id = await nextReservationId(TENANT);
    const reservation: ReservationRecord = {
      ...(await getReservation(TENANT, held0.reservationId))!,
      id,
      reservationNumber: `WA-${id}`,
      customerId: null,
      spotId,
      startDate: d(first),
      endDate: d(first + nights),
      nights: stayNights,
      lockCode,
      status: 'Pending',
      orderId: null,
    };
    await dynamo().send(
      new PutCommand({ TableName: tableName(), Item: reservationItem(TENANT, reservation) }),
    );
    return { reservation, hold };
  }

  async function orderOf(stays: { reservation: ReservationRecord }[]) {
    const items = stays.map((s) => ({ reservationId: s.reservation.id, lockCode: s.reservation.lockCode }));
    return openPendingOrder(TENANT, cartStateKey(OWNER, items), {
      owner: OWNER,
      customerId: null,
      reservationIds: items.map((i) => i.reservationId),
      lockCodes: items.map((i) => i.lockCode),
      paymentTypeId: 1,
      salesChannel: 1,
      totalCents: 1000,
      feesByReservation: {},
      emailAddress: null,
      createdAt: new Date().toISOString(),
      createdBy: 'conv',
    });
  }

  const payment = {
    amountCents: 1000,
    paymentTypeId: 1,
    lastFour: '1111',
    cardholderName: 'Rosa Lind',
    providerOrderId: 'SBX-1',
    datePaid: new Date().toISOString(),
  };

  let held0: Awaited<ReturnType<typeof inCart>>;
  beforeAll(async () => {
    // Any reservation of this run, as the template of the ones written here.
    held0 = await inCart(customer.token);
  });

  it('converts an order of more than 100 items in steps, and a retry resumes where a step stopped', async () => {
    const stays = [
      await pendingStay(spots[10]!.id, 40),
      await pendingStay(spots[11]!.id, 40),
      await pendingStay(spots[12]!.id, 40),
    ];
    const order = await orderOf(stays);
    // As if an earlier attempt converted the first reservation before it stopped.
    const [done] = stays;
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          ...done!.reservation.nights.map((night) => ({
            Update: {
              TableName: tableName(),
              Key: keys.spotNight(TENANT, done!.reservation.spotId, night),
              UpdateExpression: 'SET #s = :r, reservationId = :id REMOVE expiresAt',
              ExpressionAttributeNames: { '#s': 'status' },
              ExpressionAttributeValues: { ':r': 'reserved', ':id': done!.reservation.id },
            },
          })),
          { Delete: { TableName: tableName(), Key: keys.hold(TENANT, done!.reservation.lockCode) } },
          {
            Update: {
              TableName: tableName(),
              Key: keys.reservation(TENANT, done!.reservation.id),
              UpdateExpression: 'SET #s = :r, orderId = :o',
              ExpressionAttributeNames: { '#s': 'status' },
              ExpressionAttributeValues: { ':r': 'Reserved', ':o': order.id },
            },
          },
        ],
      }),
    );

    const completion = await completeOrder(TENANT, order.id, payment);
    expect(completion.outcome).toBe('completed');
    expect((await getOrder(TENANT, order.id))!).toMatchObject({ status: 'Completed', payment });
    for (const { reservation } of stays) {
      expect((await getReservation(TENANT, reservation.id))!).toMatchObject({
        status: 'Reserved',
        orderId: order.id,
      });
      const nights = await storedNights(reservation.spotId);
      const mine = nights.filter((n) => reservation.nights.includes(n.night));
      expect(mine).toHaveLength(40);
      expect(
        mine.every((n) => n.status === 'reserved' && n.reservationId === reservation.id && !n.expiresAt),
      ).toBe(true);
      expect(await getHold(TENANT, reservation.lockCode)).toBeUndefined();
    }

    expect((await completeOrder(TENANT, order.id, payment)).outcome).toBe('alreadyCompleted');
  });

  it('an order the sweeper abandoned is not completed by a later approval: Cancelled for a refund', async () => {
    const stay = await pendingStay(spots[14]!.id, 2);
    const order = await orderOf([stay]);
    expect(await abandonOrder(TENANT, order.id)).toBe(true);
    expect(await abandonOrder(TENANT, order.id)).toBe(false);
    const completion = await completeOrder(TENANT, order.id, payment);
    expect(completion.outcome).toBe('cancelledForRefund');
    expect((await getOrder(TENANT, order.id))!).toMatchObject({
      status: 'Cancelled',
      payment,
      cancellationReason: REFUND_REASON.orderNotPending,
    });
    expect((await getReservation(TENANT, stay.reservation.id))!.status).toBe('Cancelled');
    expect(await getHold(TENANT, stay.hold.lockCode)).toBeUndefined();
  });

  it('an order whose night another claim took after the hold expired is cancelled for a refund, payment kept', async () => {
    const stay = await pendingStay(spots[13]!.id, 2, nowSeconds() - 60);
    const order = await orderOf([stay]);
    // Someone else claims the second night once the hold has expired.
    const taker = {
      ...stay.hold,
      lockCode: `taker-${stay.hold.lockCode}`,
      nights: [stay.hold.nights[1]!],
      holder: { kind: 'customer' as const, id: 990_701, username: 'taker' },
      expiresAt: nowSeconds() + 900,
    };
    expect(await putHold(TENANT, taker, nowSeconds())).toBe(true);

    const completion = await completeOrder(TENANT, order.id, payment);
    expect(completion.outcome).toBe('cancelledForRefund');
    expect((await getOrder(TENANT, order.id))!).toMatchObject({
      status: 'Cancelled',
      payment,
      cancellationReason: REFUND_REASON.nightLost,
    });
    expect((await getReservation(TENANT, stay.reservation.id))!.status).toBe('Cancelled');
    // The taker's hold is left alone; the expired hold's own night is released.
    expect(await getHold(TENANT, taker.lockCode)).toBeDefined();
    const nights = await storedNights(stay.reservation.spotId);
    expect(nights.filter((n) => stay.reservation.nights.includes(n.night))).toEqual([
      { night: stay.hold.nights[1], status: 'held', reservationId: undefined, expiresAt: taker.expiresAt },
    ]);
  });
});
