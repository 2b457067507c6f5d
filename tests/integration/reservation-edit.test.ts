/**
 * A customer changes a sold reservation: the new nights are claimed like any others while the
 * reservation keeps its old ones; more to pay goes through the hosted card page and the swap happens on
 * the postback; a declined payment leaves the reservation exactly as it was; a cheaper stay is refunded
 * to the card once however often it is confirmed; overlapping old and new nights work; a rival and a
 * change racing for the same nights have one winner; nobody changes another customer's reservation; and
 * a later cancellation refunds what the purchase and the change paid. Against DynamoDB Local, the local
 * workflows and the payment sandbox; the test owns the sixth demo park of 'co'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toTenantId } from '#domain/tenant-id';
import { getOrder } from '#store/orders';
import { getReservation, listReservationHistory } from '#store/reservations';
import { confirmedCustomer, outbox } from './accounts-support.ts';
import { CARD, buyer, changeRequest, pay, reservedNights } from './checkout-support.ts';
import { callWithToken, idToken } from './identity-support.ts';
import { api, startPaymentSandbox } from './support.ts';
import { testPark } from './test-park.ts';

const TENANT = toTenantId('co');
const { spots, d } = testPark(TENANT, 5);
const STAY = { start: d(70), end: d(72) };

let sandbox: Awaited<ReturnType<typeof startPaymentSandbox>>;
let customer: Awaited<ReturnType<typeof confirmedCustomer>>;
let rival: Awaited<ReturnType<typeof confirmedCustomer>>;
const { http, buyByCard } = buyer({ tenantId: TENANT, origin: () => sandbox.origin, spots, dates: STAY });

let bought: { reservationId: number; orderId: number; spotId: number };
const customerId = () => (customer.customer as { id: number }).id;
const as = (token: string, method: string, path: string, body?: unknown) =>
  callWithToken(token, method, api(TENANT, path), body);
const cents = (s: unknown) => Math.round(Number(String(s).replace(/[$,]/g, '')) * 100);

/** A claim of the customer's (or the rival's) for a stay; for a change when `editing` names the reservation. */
async function claim(token: string, spotId: number, start: string, end: string, editing?: number) {
  return as(token, 'POST', `SpotReservation/spot/${spotId}/claim`, {
    reservationStartDate: start,
    reservationEndDate: end,
    ...(editing ? { spotReservationId: editing } : {}),
  });
}

/** The edit request for the customer's reservation moved to this spot and stay under the claim's lock code. */
const editBody = (lockCode: string, spotId: number, start: string, end: string) =>
  changeRequest(
    bought.reservationId,
    { spotId, startDate: start, endDate: end, lockCode },
    { customerId: customerId() },
  );

/** Claims the new stay for a change and prices it (validate-edit). */
async function planChange(spotId: number, start: string, end: string) {
  const held = await claim(customer.token, spotId, start, end, bought.reservationId);
  expect(held.body.statusCode, JSON.stringify(held.body)).toBe('Success');
  const { lockCode } = held.body.data as { lockCode: string };
  const body = editBody(lockCode, spotId, start, end);
  const quote = await as(customer.token, 'POST', 'SpotReservation/validate-edit', body);
  expect(quote.body.statusCode, JSON.stringify(quote.body)).toBe('Success');
  return { lockCode, body, quote: quote.body.data as Record<string, unknown> };
}

const change = (body: unknown) =>
  http(customer.token, 'POST', api(TENANT, `SpotReservation/${customerId()}/change?paymentTypeId=1`), body);

beforeAll(async () => {
  sandbox = await startPaymentSandbox();
  [customer, rival] = await Promise.all([confirmedCustomer(TENANT), confirmedCustomer(TENANT)]);
  const held = await buyByCard(customer.token);
  expect(held.order.status).toBe('Completed');
  bought = { reservationId: held.reservationId, orderId: held.order.id, spotId: held.spot.id };
});

afterAll(async () => {
  await sandbox?.stop();
});

describe('changing a reservation', () => {
  it("nobody changes another customer's reservation", async () => {
    const rivalClaim = await claim(rival.token, bought.spotId, d(71), d(74), bought.reservationId);
    expect(rivalClaim.status).toBe(404);
    const forged = await as(
      rival.token,
      'POST',
      'SpotReservation/validate-edit',
      editBody('x', bought.spotId, d(71), d(74)),
    );
    expect(forged.status).toBe(404);
    const path = `SpotReservation/${customerId()}/change?paymentTypeId=1`;
    expect((await as(rival.token, 'POST', path, editBody('x', bought.spotId, d(71), d(74)))).status).toBe(
      403,
    );
    const wa = await idToken('wa', 'customer1');
    expect((await as(wa, 'POST', path, editBody('x', bought.spotId, d(71), d(74)))).status).toBe(401);
    expect((await getReservation(TENANT, bought.reservationId))!.startDate).toBe(STAY.start);
    // Nor reads it: the owner does, under both names of the call.
    for (const path of [
      `SpotReservation/detail/${bought.reservationId}`,
      `SpotReservation/${bought.reservationId}`,
    ]) {
      expect((await as(rival.token, 'GET', path)).status).toBe(404);
      const own = await as(customer.token, 'GET', path);
      expect(own.body.data).toMatchObject({ id: bought.reservationId, customerModifiable: true });
    }
  });

  it('a declined payment leaves the reservation exactly as it was and frees the new nights', async () => {
    const before = (await getReservation(TENANT, bought.reservationId))!;
    const { body, quote } = await planChange(bought.spotId, d(70), d(75));
    expect(quote.isPaymentRequired).toBe(true);
    const checkout = await change(body);
    await pay(checkout.ccpRedirectUrl as string, CARD.decline);

    expect(await getReservation(TENANT, bought.reservationId)).toEqual(before);
    expect(await reservedNights(TENANT, bought.spotId, d(70), d(75), bought.reservationId)).toEqual([
      d(70),
      d(71),
    ]);
    expect((await getOrder(TENANT, checkout.orderId as number))!.status).toBe('Declined');
    // The nights the change had held are anyone's again.
    const rivalClaim = await claim(rival.token, bought.spotId, d(72), d(75));
    expect(rivalClaim.body.statusCode, JSON.stringify(rivalClaim.body)).toBe('Success');
    const { lockCode } = rivalClaim.body.data as { lockCode: string };
    await as(rival.token, 'POST', `SpotReservation/spot/${bought.spotId}/releaseclaim?lockCode=${lockCode}`);
  });

  it('moves the stay a day later (overlapping nights), paying the difference on the card page', async () => {
    const { body, quote } = await planChange(bought.spotId, d(71), d(74));
    expect(cents(quote.amountDue)).toBeGreaterThan(0);
    expect(cents(quote.amountRefunded)).toBe(0);
    const checkout = await change(body);
    expect(checkout.isPaymentRequired).toBe(true);

    // Until the payment: the old nights stay the reservation's, the new ones are held against a rival.
    expect(await reservedNights(TENANT, bought.spotId, d(70), d(74), bought.reservationId)).toEqual([
      d(70),
      d(71),
    ]);
    expect((await claim(rival.token, bought.spotId, d(73), d(74))).body.statusCode).toBe('Failure');
    expect((await claim(rival.token, bought.spotId, d(69), d(71))).body.statusCode).toBe('Failure');

    const back = await pay(checkout.ccpRedirectUrl as string, CARD.approve);
    const r = (await getReservation(TENANT, bought.reservationId))!;
    expect(r).toMatchObject({
      status: 'Reserved',
      startDate: d(71),
      endDate: d(74),
      nights: [d(71), d(72), d(73)],
    });
    expect(await reservedNights(TENANT, bought.spotId, d(70), d(74), bought.reservationId)).toEqual([
      d(71),
      d(72),
      d(73),
    ]);
    // The night given up is free at once.
    const freed = await claim(rival.token, bought.spotId, d(70), d(71));
    expect(freed.body.statusCode, JSON.stringify(freed.body)).toBe('Success');

    const history = await listReservationHistory(TENANT, bought.reservationId);
    expect(history[0]).toMatchObject({ actionPerformed: 'Reservation changed' });
    expect(history[0]!.changes).toContainEqual(expect.objectContaining({ field: 'departureDate' }));

    const receipt = await as(
      customer.token,
      'POST',
      `Cart/modification/receipt?ccpToken=${back.searchParams.get('ccpToken') ?? ''}&orderId=${checkout.orderId}`,
    );
    expect(receipt.status, JSON.stringify(receipt.body)).toBe(200);
    expect(receipt.body.orderReceipt).toMatchObject({
      transactionType: 'Modification',
      totalAmountPaid: quote.amountDue,
      previousAmountPaid: quote.previousAmountPaid,
    });
  });

  it('a cheaper stay is refunded to the card once, however often it is confirmed', async () => {
    const { body, quote } = await planChange(bought.spotId, d(71), d(72));
    expect(quote.isPaymentRequired).toBe(false);
    const refund = cents(quote.amountRefunded);
    expect(refund).toBeGreaterThan(0);
    const answers = await Promise.all(Array.from({ length: 5 }, () => change(body)));
    const orderIds = new Set(answers.map((a) => a.orderId));
    expect(orderIds.size, JSON.stringify(answers)).toBe(1);
    for (const a of answers) expect(a).toMatchObject({ ccpRedirectUrl: '', isPaymentRequired: false });

    const r = (await getReservation(TENANT, bought.reservationId))!;
    expect(r.nights).toEqual([d(71)]);
    const order = (await getOrder(TENANT, answers[0]!.orderId as number))!;
    expect(order.status).toBe('Completed');
    const refunds = (order.refunds ?? []).filter((x) => x.status === 'approved');
    expect(refunds.reduce((n, x) => n + x.amountCents, 0)).toBe(refund);

    const receipt = await as(customer.token, 'POST', `Cart/modification/receipt?orderId=${order.id}`);
    expect(receipt.status, JSON.stringify(receipt.body)).toBe(200);
    const shown = receipt.body.orderReceipt as {
      transactionType: string;
      totalAmountRefunded: string;
      refundItems: { lastFour: string; amountRefunded: string }[];
    };
    expect(shown).toMatchObject({
      transactionType: 'Modification',
      totalAmountRefunded: quote.amountRefunded,
    });
    // The change paid before is given back first, then the purchase: one line per payment, same card.
    expect(shown.refundItems.map((x) => x.lastFour)).toEqual(['1111', '1111']);
    expect(shown.refundItems.reduce((n, x) => n + cents(x.amountRefunded), 0)).toBe(refund);

    // The change's mail, once, with what came back.
    const mails = outbox().filter(
      (m) => m.kind === 'reservation-modification' && m.subject.includes(order.orderNumber),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`Total refunded: ${String(quote.amountRefunded)}`);
  });

  it("a change and a rival's claim on the same new nights: exactly one wins, the loser's reservation untouched", async () => {
    const target = spots.find((s) => s.id !== bought.spotId)!;
    const before = (await getReservation(TENANT, bought.reservationId))!;
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => claim(rival.token, target.id, d(80), d(82))),
      ...Array.from({ length: 5 }, () =>
        claim(customer.token, target.id, d(80), d(82), bought.reservationId),
      ),
    ]);
    const won = results.filter((x) => x.body.statusCode === 'Success');
    expect(won).toHaveLength(1);
    expect(await getReservation(TENANT, bought.reservationId)).toEqual(before);
  });

  it('a cancellation after the changes refunds what the purchase and the change paid, less the fees kept', async () => {
    const breakdown = await as(
      customer.token,
      'GET',
      `SpotReservation/${customerId()}/cancel/${bought.reservationId}/breakdown`,
    );
    const b = breakdown.body.data as Record<string, string>;
    const cancelled = await as(
      customer.token,
      'POST',
      `SpotReservation/${customerId()}/cancel/${bought.reservationId}`,
      {
        refundOption: 1,
      },
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data).toMatchObject({ refundStatus: 'approved', refundAmount: b.refundAmount });
    expect(await reservedNights(TENANT, bought.spotId, d(70), d(75), bought.reservationId)).toEqual([]);
  });
});
