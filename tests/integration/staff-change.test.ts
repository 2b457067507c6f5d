/**
 * Staff change a sold reservation at the front desk (admin §2.6, §4.2, §7.1): the ranger claims the new
 * stay naming the reservation, validate-edit prices it, modification-refund-breakdown says where a refund
 * goes, change makes it. A longer stay is paid in cash at the desk (completed at once, the payment on the
 * order and the reservation), a shorter one hands cash back (recorded on the change order), a card-paid
 * reservation's difference goes through the hosted card page; a fee override is recorded in the
 * history with its old and new amounts; a staff change and a public claim racing for the same new nights
 * have one winner; the clerk and a ranger outside the park cannot change. Against DynamoDB Local, the
 * local workflows and the payment sandbox; the reservations are on the ranger's second park (index 1)
 * from day 40 on, the outside one on the third park.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEE_TYPE } from '#domain/pricing/fee-types';
import { toTenantId } from '#domain/tenant-id';
import { listSpotNights } from '#store/holds';
import { getOrder } from '#store/orders';
import { getReservation, listReservationHistory } from '#store/reservations';
import { confirmedCustomer } from './accounts-support.ts';
import { CARD, buyer, changeRequest, pay } from './checkout-support.ts';
import { callAs, callWithToken, idToken } from './identity-support.ts';
import { api, startPaymentSandbox } from './support.ts';
import { testPark } from './test-park.ts';

const TENANT = toTenantId('co');
const { spots, d } = testPark(TENANT, 1);
// The front-desk file sells from the park's last spots around today: this one from the first, later.
const STAY = { start: d(40), end: d(42) };
const outside = testPark(TENANT, 2);

let sandbox: Awaited<ReturnType<typeof startPaymentSandbox>>;
const cash = { reservationId: 0, spotId: 0 };
const card = { reservationId: 0, spotId: 0 };
let outsideReservationId = 0;
const cents = (s: unknown) => Math.round(Number(String(s).replace(/[$,]/g, '')) * 100);

const as = (key: 'ranger' | 'clerk' | 'agencyAdmin', method: string, path: string, body?: unknown) =>
  callAs(TENANT, key, method, api(TENANT, path), body);

/** The ranger's claim of a new stay for a change of `reservationId`. */
async function claimFor(reservationId: number, spotId: number, start: string, end: string) {
  return as('ranger', 'POST', `admin/AdminSpotReservation/spot/${spotId}/claim`, {
    reservationStartDate: start,
    reservationEndDate: end,
    spotReservationId: reservationId,
  });
}

/** The edit request for the reservation moved to this spot and stay under the claim's lock code. */
function editBody(
  reservationId: number,
  lockCode: string,
  spotId: number,
  start: string,
  end: string,
  extra: Record<string, unknown> = {},
) {
  return changeRequest(
    reservationId,
    { spotId, startDate: start, endDate: end, lockCode },
    { request: extra },
  );
}

/** Claims and prices a change as the ranger: the lock code, the request and the quote. */
async function planChange(
  target: { reservationId: number },
  spotId: number,
  start: string,
  end: string,
  extra: Record<string, unknown> = {},
) {
  const held = await claimFor(target.reservationId, spotId, start, end);
  expect(held.body.statusCode, JSON.stringify(held.body)).toBe('Success');
  const { lockCode } = held.body.data as { lockCode: string };
  const body = editBody(target.reservationId, lockCode, spotId, start, end, extra);
  const quote = await as('ranger', 'POST', 'admin/AdminSpotReservation/validate-edit', body);
  expect(quote.body.statusCode, JSON.stringify(quote.body)).toBe('Success');
  return { lockCode, body, quote: quote.body.data as Record<string, unknown> };
}

async function reservedNights(spotId: number, start: string, end: string, reservationId: number) {
  return (await listSpotNights(TENANT, spotId, start, end))
    .filter((n) => n.status === 'reserved' && n.reservationId === reservationId)
    .map((n) => n.night);
}

beforeAll(async () => {
  sandbox = await startPaymentSandbox();
  const admin = await idToken(TENANT, 'agencyAdmin');
  // Sold for cash at the desk.
  const desk = buyer({ tenantId: TENANT, origin: () => sandbox.origin, spots, dates: STAY });
  const sold = await desk.inCart(admin, true);
  const checkout = await as('agencyAdmin', 'POST', 'admin/AdminCart/checkout?paymentTypeId=3');
  expect(checkout.body.statusCode, JSON.stringify(checkout.body)).toBe('Success');
  Object.assign(cash, { reservationId: sold.reservationId, spotId: sold.spot.id });

  // Bought online by a customer, with a card.
  const customer = await confirmedCustomer(TENANT);
  const online = buyer({
    tenantId: TENANT,
    origin: () => sandbox.origin,
    spots: spots.slice(2),
    dates: STAY,
  });
  const bought = await online.inCart(customer.token);
  const paid = await online.http(customer.token, 'POST', api(TENANT, 'Cart/checkout?paymentTypeId=1'));
  await pay(paid.ccpRedirectUrl as string, CARD.approve);
  Object.assign(card, { reservationId: bought.reservationId, spotId: bought.spot.id });

  // At a park the ranger does not hold.
  const elsewhere = buyer({
    tenantId: TENANT,
    origin: () => sandbox.origin,
    spots: outside.spots,
    dates: STAY,
  });
  outsideReservationId = (await elsewhere.inCart(admin, true)).reservationId;
  const sold2 = await as('agencyAdmin', 'POST', 'admin/AdminCart/checkout?paymentTypeId=3');
  expect(sold2.body.statusCode, JSON.stringify(sold2.body)).toBe('Success');
});

afterAll(async () => {
  await sandbox?.stop();
});

/** The ranger confirms a change of the cash-paid reservation, the difference paid or handed back in cash. */
const confirmInCash = (body: unknown) =>
  as('ranger', 'POST', `admin/AdminSpotReservation/${cash.reservationId}/change?paymentTypeId=3`, body);

describe('who may change a reservation at the desk', () => {
  it('refuses the read-only clerk and a ranger outside the park, and changes nothing', async () => {
    const body = editBody(cash.reservationId, 'x', cash.spotId, d(40), d(43));
    const clerkClaim = await as('clerk', 'POST', `admin/AdminSpotReservation/spot/${cash.spotId}/claim`, {
      reservationStartDate: d(40),
      reservationEndDate: d(43),
      spotReservationId: cash.reservationId,
    });
    expect(clerkClaim.status).toBe(403);
    expect((await as('clerk', 'POST', 'admin/AdminSpotReservation/validate-edit', body)).status).toBe(403);
    const path = `admin/AdminSpotReservation/${cash.reservationId}/change?paymentTypeId=3`;
    expect((await as('clerk', 'POST', path, body)).status).toBe(403);

    const far = editBody(outsideReservationId, 'x', outside.spots[0]!.id, d(40), d(43));
    expect((await as('ranger', 'POST', 'admin/AdminSpotReservation/validate-edit', far)).status).toBe(403);
    const farChange = `admin/AdminSpotReservation/${outsideReservationId}/change?paymentTypeId=3`;
    expect((await as('ranger', 'POST', farChange, far)).status).toBe(403);
    // A customer uses the public routes, and another tenant's staff is nobody here.
    const customer = await confirmedCustomer(TENANT);
    const asCustomer = await callWithToken(
      customer.token,
      'POST',
      api(TENANT, 'admin/AdminSpotReservation/validate-edit'),
      body,
    );
    expect(asCustomer.status).toBe(403);
    const wa = await idToken('wa', 'superAdmin');
    expect((await callWithToken(wa, 'POST', api(TENANT, path), body)).status).toBe(401);
    expect(await getReservation(TENANT, cash.reservationId)).toMatchObject({ endDate: STAY.end });
  });

  it('refuses a path and a body naming different reservations with a field message', async () => {
    const body = editBody(card.reservationId, 'x', cash.spotId, d(40), d(43));
    const res = await confirmInCash(body);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('reservationId must be the reservation of the path.');
  });
});

describe('a staff change paid at the desk', () => {
  it('a night longer, paid in cash: done at once, the payment on the order and the reservation', async () => {
    const { body, quote } = await planChange(cash, cash.spotId, STAY.start, d(43));
    expect(cents(quote.amountDue)).toBeGreaterThan(0);
    expect(quote.isPaymentRequired).toBe(true);
    const res = await confirmInCash(body);
    expect(res.body.statusCode, JSON.stringify(res.body)).toBe('Success');
    expect(res.body).toMatchObject({ ccpRedirectUrl: '', isPaymentRequired: false });
    const orderId = res.body.orderId as number;

    const order = (await getOrder(TENANT, orderId))!;
    expect(order).toMatchObject({
      status: 'Completed',
      kind: 'modification',
      paymentTypeId: 3,
      salesChannel: 2,
    });
    expect(order.payment).toMatchObject({
      amountCents: cents(quote.amountDue),
      paymentTypeId: 3,
      lastFour: null,
    });
    const r = (await getReservation(TENANT, cash.reservationId))!;
    expect(r).toMatchObject({ status: 'Reserved', startDate: STAY.start, endDate: d(43) });
    expect(r.charges!.at(-1)).toMatchObject({ orderId, token: null, amountCents: cents(quote.amountDue) });
    expect(await reservedNights(cash.spotId, STAY.start, d(43), cash.reservationId)).toEqual([
      d(40),
      d(41),
      d(42),
    ]);
    // Confirmed again (a double click): the same change, made once.
    const again = await confirmInCash(body);
    expect(again.body).toMatchObject({ statusCode: 'Success', orderId });

    const receipt = await as('ranger', 'POST', `admin/AdminCart/modification/receipt?orderId=${orderId}`);
    expect(receipt.body.orderReceipt).toMatchObject({
      orderStatus: 'Completed',
      paymentType: 'Cash',
      transactionAmountPaid: quote.amountDue,
    });
    // The clerk may not read a change's receipt; a purchase order is not a change.
    expect(
      (await as('clerk', 'POST', `admin/AdminCart/modification/receipt?orderId=${orderId}`)).status,
    ).toBe(403);
    const purchase = r.orderId!;
    expect(
      (await as('ranger', 'POST', `admin/AdminCart/modification/receipt?orderId=${purchase}`)).status,
    ).toBe(404);
  });

  it('two nights shorter with the modification fee waived: cash handed back, the override in the history', async () => {
    const waive = [{ feeType: FEE_TYPE.CancellationModification, amount: 0, reason: 'Flooded loop' }];
    const { body, quote } = await planChange(cash, cash.spotId, STAY.start, d(41), { feeOverrides: waive });
    expect(quote).toMatchObject({ modificationFee: '$0.00', isPaymentRequired: false });
    expect(cents(quote.amountRefunded)).toBeGreaterThan(0);
    expect(quote.refundTo).toBe('Cash, handed back at the desk');

    const breakdown = await as(
      'ranger',
      'POST',
      `admin/AdminSpotReservation/modification-refund-breakdown?reservationId=${cash.reservationId}`,
      body,
    );
    expect(breakdown.body.statusCode, JSON.stringify(breakdown.body)).toBe('Success');
    const items = breakdown.body.data as { paymentType: string; lastFour: string; amountRefunded: string }[];
    expect(items.map((i) => i.paymentType)).toEqual(items.map(() => 'Cash'));
    expect(items.reduce((n, i) => n + cents(i.amountRefunded), 0)).toBe(cents(quote.amountRefunded));

    const res = await confirmInCash(body);
    expect(res.body.statusCode, JSON.stringify(res.body)).toBe('Success');
    const order = (await getOrder(TENANT, res.body.orderId as number))!;
    expect(order.status).toBe('Completed');
    // Back from the latest payment first (the change's cash, then the purchase's), all in cash.
    const refunds = order.refunds ?? [];
    expect(refunds.map((x) => [x.status, x.token, x.paymentTypeId])).toEqual(
      refunds.map(() => ['approved', '', 3]),
    );
    expect(refunds.reduce((n, x) => n + x.amountCents, 0)).toBe(cents(quote.amountRefunded));
    const r = (await getReservation(TENANT, cash.reservationId))!;
    expect(r.endDate).toBe(d(41));
    const refunded = r.charges!.reduce((n, c) => n + c.refundedCents, 0);
    expect(refunded).toBe(cents(quote.amountRefunded));
    expect(r.feeOverrides.at(-1)).toMatchObject({ feeType: FEE_TYPE.CancellationModification, toCents: 0 });
    // The nights given up are anyone's again.
    expect(await reservedNights(cash.spotId, STAY.start, d(43), cash.reservationId)).toEqual([d(40)]);

    const history = await listReservationHistory(TENANT, cash.reservationId);
    const changed = history.filter((h) => h.actionPerformed === 'Reservation changed');
    expect(changed).toHaveLength(2);
    expect(changed[0]!.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'departureDate',
          newValue: expect.stringMatching(/\d\d\/\d\d\/\d{4}/),
        }),
        { field: 'feeOverride: Modification fee', oldValue: '$6.00', newValue: '$0.00' },
      ]),
    );
    expect(history.map((h) => h.actionPerformed)).toContain('Refund issued');
    const handedBack = history.find((h) => h.actionPerformed === 'Refund issued')!;
    expect(handedBack.changes).toContainEqual({
      field: 'refundTo',
      oldValue: null,
      newValue: 'Cash, handed back at the desk',
    });
    // The details list the change's refunds beside the purchase's.
    const detail = await as('clerk', 'GET', `admin/AdminSpotReservation/detail/${cash.reservationId}`);
    const listed = (detail.body.data as { refunds: { amount: string; status: string }[] }).refunds;
    expect(listed.filter((x) => x.status === 'Approved').reduce((n, x) => n + cents(x.amount), 0)).toBe(
      cents(quote.amountRefunded),
    );
    // The front desk's history route shows the same entries.
    const shown = await as('clerk', 'GET', `admin/AdminSpotReservation/${cash.reservationId}/history`);
    expect((shown.body.data as { actionPerformed: string }[]).map((h) => h.actionPerformed)).toEqual(
      history.map((h) => h.actionPerformed),
    );
  });

  it("an earlier change's refund stays on the details after a later change", async () => {
    const refundsOf = async () =>
      (
        (await as('clerk', 'GET', `admin/AdminSpotReservation/detail/${cash.reservationId}`)).body.data as {
          refunds: unknown[];
        }
      ).refunds;
    const before = await refundsOf();
    expect(before.length).toBeGreaterThan(0);
    // A night longer again, paid in cash: the refund-only change is no longer the latest, nor paid for.
    const { body } = await planChange(cash, cash.spotId, STAY.start, d(42));
    const res = await confirmInCash(body);
    expect(res.body.statusCode, JSON.stringify(res.body)).toBe('Success');
    expect(await refundsOf()).toEqual(before);
  });

  it("a card-paid reservation's difference goes through the hosted card page", async () => {
    const { body, quote } = await planChange(card, card.spotId, STAY.start, d(43));
    expect(cents(quote.amountDue)).toBeGreaterThan(0);
    const change = await buyer({ tenantId: TENANT, origin: () => sandbox.origin, spots, dates: STAY }).http(
      await idToken(TENANT, 'ranger'),
      'POST',
      api(TENANT, `admin/AdminSpotReservation/${card.reservationId}/change?paymentTypeId=1`),
      body,
    );
    expect(change).toMatchObject({ statusCode: 'Success', isPaymentRequired: true });
    // Until paid, the reservation is as it was.
    expect(await getReservation(TENANT, card.reservationId)).toMatchObject({ endDate: STAY.end });
    const back = await pay(change.ccpRedirectUrl as string, CARD.approve);
    expect(back.pathname).toBe('/admin/reservation-edit-receipt');
    expect(await getReservation(TENANT, card.reservationId)).toMatchObject({ endDate: d(43) });
    const order = (await getOrder(TENANT, change.orderId as number))!;
    expect(order).toMatchObject({ status: 'Completed', owner: { kind: 'staff' } });
    expect(order.payment!.amountCents).toBe(cents(quote.amountDue));
  });
});

describe('a staff change racing a public claim', () => {
  it('on the same new nights: exactly one wins, and a losing change leaves the reservation as it was', async () => {
    const customer = await confirmedCustomer(TENANT);
    const before = (await getReservation(TENANT, cash.reservationId))!;
    const target = spots[1]!.id;
    const [staffClaim, publicClaim] = await Promise.all([
      claimFor(cash.reservationId, target, d(44), d(46)),
      callWithToken(customer.token, 'POST', api(TENANT, `SpotReservation/spot/${target}/claim`), {
        reservationStartDate: d(45),
        reservationEndDate: d(47),
      }),
    ]);
    const won = [staffClaim, publicClaim].filter((c) => c.body.statusCode === 'Success');
    expect(won).toHaveLength(1);
    if (staffClaim.body.statusCode !== 'Success') {
      expect(await getReservation(TENANT, cash.reservationId)).toEqual(before);
      return;
    }
    // The staff hold won: the public claim was refused, and the change goes through.
    const { lockCode } = staffClaim.body.data as { lockCode: string };
    const body = editBody(cash.reservationId, lockCode, target, d(44), d(46));
    const res = await confirmInCash(body);
    expect(res.body.statusCode, JSON.stringify(res.body)).toBe('Success');
    expect(await getReservation(TENANT, cash.reservationId)).toMatchObject({
      spotId: target,
      startDate: d(44),
    });
    expect(await reservedNights(cash.spotId, STAY.start, d(43), cash.reservationId)).toEqual([]);
  });
});
