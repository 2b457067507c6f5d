/**
 * A change nobody pays for is closed when its edit hold runs out: the sweeper's minute asks the
 * provider first (cancelling the unpaid session, so the card page can no longer take a payment), then
 * the change order becomes Abandoned and the held new nights are free for anyone, while the reservation
 * stays exactly as it was; a second run changes nothing. A live hold's change order is left alone, and
 * a change the provider was paid for (its postback lost) is completed rather than abandoned.
 * Against DynamoDB Local, the local workflows and the payment sandbox; the test owns the twelfth demo
 * park of 'co'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toTenantId } from '#domain/tenant-id';
import { getHold } from '#store/holds';
import { getOrder } from '#store/orders';
import { listExpiredChangeOrders } from '#store/reservation-edits';
import { getReservation } from '#store/reservations';
import { closeExpiredChanges } from '#workflows/change-expiry';
import { confirmedCustomer } from './accounts-support.ts';
import { CARD, buyer, changeRequest, pay, reservedNights } from './checkout-support.ts';
import { callWithToken } from './identity-support.ts';
import { api, startPaymentSandbox } from './support.ts';
import { testPark } from './test-park.ts';

const TENANT = toTenantId('co');
const { spots, d } = testPark(TENANT, 11);
const STAY = { start: d(50), end: d(52) };

let sandbox: Awaited<ReturnType<typeof startPaymentSandbox>>;
const { http, buyByCard } = buyer({ tenantId: TENANT, origin: () => sandbox.origin, spots, dates: STAY });

beforeAll(async () => {
  sandbox = await startPaymentSandbox({ postbackFetch });
});

afterAll(async () => {
  await sandbox?.stop();
});

/** The sandbox's postbacks reach the API, or (a lost notice) never do. */
let postbacksLost = false;
const postbackFetch = (url: string | URL | Request, init?: RequestInit) =>
  postbacksLost ? Promise.resolve(new Response(null, { status: 503 })) : fetch(url, init);

/**
 * A customer who bought the stay (on the next spot) and has asked to make it two nights longer: the change
 * order opened, its card page not paid yet.
 */
async function pendingLongerStay() {
  const customer = await confirmedCustomer(TENANT);
  const customerId = (customer.customer as { id: number }).id;
  const held = await buyByCard(customer.token);
  const spotId = held.spot.id;
  const claim = await callWithToken(
    customer.token,
    'POST',
    api(TENANT, `SpotReservation/spot/${spotId}/claim`),
    {
      reservationStartDate: d(50),
      reservationEndDate: d(54),
      spotReservationId: held.reservationId,
    },
  );
  expect(claim.body.statusCode, JSON.stringify(claim.body)).toBe('Success');
  const { lockCode } = claim.body.data as { lockCode: string };
  const before = (await getReservation(TENANT, held.reservationId))!;
  const change = await http(
    customer.token,
    'POST',
    api(TENANT, `SpotReservation/${customerId}/change?paymentTypeId=1`),
    changeRequest(held.reservationId, { spotId, startDate: d(50), endDate: d(54), lockCode }, { customerId }),
  );
  expect(change.isPaymentRequired).toBe(true);
  const expiresAt = (await getHold(TENANT, lockCode))!.expiresAt;
  return { held, spotId, lockCode, before, change, orderId: change.orderId as number, expiresAt };
}

describe('a change nobody pays for', () => {
  it('is abandoned when its hold runs out, frees the new nights and leaves the reservation as it was', async () => {
    const rival = await confirmedCustomer(TENANT);
    const { held, spotId, lockCode, before, change, orderId, expiresAt } = await pendingLongerStay();

    // While the hold lasts the change may still be paid: the sweeper leaves it.
    await closeExpiredChanges(TENANT, new Date((expiresAt - 1) * 1000));
    expect((await getOrder(TENANT, orderId))!.status).toBe('Pending');

    // The hold ran out: two runs at once and one more close it once.
    const after = new Date((expiresAt + 1) * 1000);
    const runs = await Promise.all([closeExpiredChanges(TENANT, after), closeExpiredChanges(TENANT, after)]);
    expect(runs.reduce((n, r) => n + r.abandoned, 0)).toBeGreaterThanOrEqual(1);
    await closeExpiredChanges(TENANT, after);
    expect((await listExpiredChangeOrders(TENANT, expiresAt + 1, 100)).map((o) => o.id)).not.toContain(
      orderId,
    );

    const order = (await getOrder(TENANT, orderId))!;
    expect(order.status).toBe('Abandoned');
    expect(order.payment).toBeNull();
    expect(await getReservation(TENANT, held.reservationId)).toEqual(before);
    expect(await reservedNights(TENANT, spotId, d(50), d(53), held.reservationId)).toEqual([d(50), d(51)]);
    expect(await getHold(TENANT, lockCode)).toBeUndefined();

    // Nobody can pay the closed change any more, and its nights are anyone's.
    const page = await fetch(change.ccpRedirectUrl as string);
    expect(await page.text()).toContain('This payment was cancelled');
    const rivalClaim = await callWithToken(
      rival.token,
      'POST',
      api(TENANT, `SpotReservation/spot/${spotId}/claim`),
      {
        reservationStartDate: d(52),
        reservationEndDate: d(54),
      },
    );
    expect(rivalClaim.body.statusCode, JSON.stringify(rivalClaim.body)).toBe('Success');
  }, 60_000);

  it('paid on the card page but never told (a lost postback): the sweeper completes the change instead', async () => {
    const { held, orderId, change, expiresAt } = await pendingLongerStay();
    postbacksLost = true;
    try {
      await pay(change.ccpRedirectUrl as string, CARD.approve);
    } finally {
      postbacksLost = false;
    }
    expect((await getOrder(TENANT, orderId))!.status).toBe('Pending');

    const run = await closeExpiredChanges(TENANT, new Date((expiresAt + 1) * 1000));
    expect(run.paid).toBeGreaterThanOrEqual(1);
    expect((await getOrder(TENANT, orderId))!.status).toBe('Completed');
    expect(await getReservation(TENANT, held.reservationId)).toMatchObject({
      status: 'Reserved',
      startDate: d(50),
      endDate: d(54),
      changeOrderId: orderId,
    });
    expect((await listExpiredChangeOrders(TENANT, expiresAt + 1, 100)).map((o) => o.id)).not.toContain(
      orderId,
    );
  }, 60_000);
});
