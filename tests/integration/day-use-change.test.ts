/**
 * A customer changes a day-use reservation (a day-use area is booked by the day: arrival and departure
 * may be the same day, and that day is what the reservation holds). Moved a week later, the old day is
 * free for others at once and the new one is the reservation's; taking a second day costs more and is
 * paid on the card page; the reservation detail and the change's receipt call it day use. Against
 * DynamoDB Local, the local workflows and the payment sandbox; the test owns the ninth demo park of 'wa'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toTenantId } from '#domain/tenant-id';
import { getOrder } from '#store/orders';
import { getReservation } from '#store/reservations';
import { confirmedCustomer } from './accounts-support.ts';
import { CARD, buyer, changeRequest, pay, reservedNights } from './checkout-support.ts';
import { callWithToken } from './identity-support.ts';
import { api, startPaymentSandbox } from './support.ts';
import { testPark } from './test-park.ts';

const TENANT = toTenantId('wa');
const { dayUseSpots, d } = testPark(TENANT, 8);
const DAY = d(40);

let sandbox: Awaited<ReturnType<typeof startPaymentSandbox>>;
let customer: Awaited<ReturnType<typeof confirmedCustomer>>;
let rival: Awaited<ReturnType<typeof confirmedCustomer>>;
const { http, buyByCard } = buyer({
  tenantId: TENANT,
  origin: () => sandbox.origin,
  spots: dayUseSpots,
  dates: { start: DAY, end: DAY },
});
let bought: { reservationId: number; spotId: number };

const customerId = () => (customer.customer as { id: number }).id;
const as = (token: string, method: string, path: string, body?: unknown) =>
  callWithToken(token, method, api(TENANT, path), body);
const cents = (s: unknown) => Math.round(Number(String(s).replace(/[$,]/g, '')) * 100);

async function claim(token: string, start: string, end: string, editing?: number) {
  return as(token, 'POST', `SpotReservation/spot/${bought.spotId}/claim`, {
    reservationStartDate: start,
    reservationEndDate: end,
    ...(editing ? { spotReservationId: editing } : {}),
  });
}

/** Claims the new days for the change, prices it (validate-edit) and asks for it. */
async function requestChange(start: string, end: string) {
  const held = await claim(customer.token, start, end, bought.reservationId);
  expect(held.body.statusCode, JSON.stringify(held.body)).toBe('Success');
  const { lockCode } = held.body.data as { lockCode: string };
  const body = changeRequest(
    bought.reservationId,
    { spotId: bought.spotId, startDate: start, endDate: end, lockCode },
    { customerId: customerId() },
  );
  const quote = await as(customer.token, 'POST', 'SpotReservation/validate-edit', body);
  expect(quote.body.statusCode, JSON.stringify(quote.body)).toBe('Success');
  const answer = await http(
    customer.token,
    'POST',
    api(TENANT, `SpotReservation/${customerId()}/change?paymentTypeId=1`),
    body,
  );
  return { quote: quote.body.data as Record<string, unknown>, answer };
}

/** The days of the spot from `start` to `end` (inclusive) held as the reservation's. */
const reservedDays = (start: string, end: string) =>
  reservedNights(TENANT, bought.spotId, start, end, bought.reservationId);

beforeAll(async () => {
  sandbox = await startPaymentSandbox();
  [customer, rival] = await Promise.all([confirmedCustomer(TENANT), confirmedCustomer(TENANT)]);
  const held = await buyByCard(customer.token);
  expect(held.order.status).toBe('Completed');
  bought = { reservationId: held.reservationId, spotId: held.spot.id };
});

afterAll(async () => {
  await sandbox?.stop();
});

describe('changing a day-use reservation', () => {
  it('holds its one day, and the reservation detail calls it day use', async () => {
    expect(await reservedDays(DAY, d(41))).toEqual([DAY]);
    const detail = await as(customer.token, 'GET', `SpotReservation/detail/${bought.reservationId}`);
    expect(detail.body.data).toMatchObject({ isDayUse: true, customerModifiable: true });
  });

  it('moved a week later: the old day is free at once and the new one is the reservation’s', async () => {
    const later = d(47);
    const { answer } = await requestChange(later, later);
    // The same weekday costs the same, so nothing is normally due; a card page is paid if a fee differs.
    if (answer.isPaymentRequired) await pay(answer.ccpRedirectUrl as string, CARD.approve);
    expect((await getOrder(TENANT, answer.orderId as number))!.status).toBe('Completed');

    expect(await getReservation(TENANT, bought.reservationId)).toMatchObject({
      status: 'Reserved',
      startDate: later,
      endDate: later,
      nights: [later],
    });
    expect(await reservedDays(DAY, d(48))).toEqual([later]);
    const freed = await as(rival.token, 'POST', `SpotReservation/spot/${bought.spotId}/claim`, {
      reservationStartDate: DAY,
      reservationEndDate: DAY,
    });
    expect(freed.body.statusCode, JSON.stringify(freed.body)).toBe('Success');
    // The new day is taken for everyone else.
    const taken = await as(rival.token, 'POST', `SpotReservation/spot/${bought.spotId}/claim`, {
      reservationStartDate: later,
      reservationEndDate: later,
    });
    expect(taken.body.statusCode).toBe('Failure');
  });

  it('a second day costs more, is paid on the card page, and the receipt says day use', async () => {
    const [first, second] = [d(47), d(48)];
    const { quote, answer } = await requestChange(first, second);
    expect(cents(quote.amountDue)).toBeGreaterThan(0);
    expect(answer.isPaymentRequired).toBe(true);
    // Until paid, the reservation keeps its one day.
    expect(await reservedDays(first, second)).toEqual([first]);

    const back = await pay(answer.ccpRedirectUrl as string, CARD.approve);
    expect(await getReservation(TENANT, bought.reservationId)).toMatchObject({
      startDate: first,
      endDate: second,
      nights: [first, second],
    });
    expect(await reservedDays(first, second)).toEqual([first, second]);

    const receipt = await as(
      customer.token,
      'POST',
      `Cart/modification/receipt?ccpToken=${back.searchParams.get('ccpToken') ?? ''}&orderId=${answer.orderId}`,
    );
    expect(receipt.status, JSON.stringify(receipt.body)).toBe(200);
    expect(receipt.body.orderReceipt).toMatchObject({
      transactionType: 'Modification',
      totalAmountPaid: quote.amountDue,
    });
    const [line] = (receipt.body.orderReceipt as { reservations: Record<string, unknown>[] }).reservations;
    expect(line).toMatchObject({ numberOfNights: 0 });
  });
});
