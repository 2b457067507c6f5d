/**
 * The money reports through the HTTP adapter against DynamoDB Local, the local workflows and the payment
 * sandbox: a sale by card, a desk sale for cash and their cancellations with refunds, and a customer's
 * changes to a dearer and a cheaper stay, move occupancy by revenue, revenue breakup and field deposit by
 * exactly their amounts (the park's ledger is written in the sale's, the change's and the refund's own
 * transactions); a user with one park sees only that park. The test owns
 * one demo park of 'co' that no other integration file books.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION } from '#domain/permissions';
import { FEE_TYPE } from '#domain/pricing/fee-types';
import { toTenantId } from '#domain/tenant-id';
import { abandonOrder, getOrder } from '#store/orders';
import { getReservation } from '#store/reservations';
import { confirmedCustomer } from './accounts-support.ts';
import { CARD, buyer, changeRequest, pay } from './checkout-support.ts';
import { callAs, callWithToken, idToken } from './identity-support.ts';
import { parkStaffToken } from './staff-support.ts';
import { api, startPaymentSandbox } from './support.ts';
import { testPark } from './test-park.ts';

const TENANT = toTenantId('co');
const { park, spots, d } = testPark(TENANT, 7);
const other = testPark(TENANT, 3).park;
const STAY = { start: d(120), end: d(122) };
// The money moves today at the park; a day either side keeps a run across midnight inside the range.
const TODAY = `from=${d(-1)}&to=${d(1)}`;

type Table = { rows: Record<string, unknown>[]; totals: Record<string, number>; chart: unknown };
type Report = { parks: { id: number }[]; table: Table };

let sandbox: Awaited<ReturnType<typeof startPaymentSandbox>>;
const { buyByCard, inCart, http } = buyer({
  tenantId: TENANT,
  origin: () => sandbox.origin,
  spots,
  dates: STAY,
});

async function report(slug: string, query: string, token?: string): Promise<Report> {
  const path = api(TENANT, `admin/AdminReport/${slug}?${query}`);
  const res = token
    ? await callWithToken(token, 'GET', path)
    : await callAs(TENANT, 'agencyAdmin', 'GET', path);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Report;
}
const totals = async (slug: string, query: string) =>
  (await report(slug, `locationIds=${park.id}&${query}`)).table;

/** The three reports' figures that the sales move. */
async function figures() {
  const [revenue, breakup, deposit] = await Promise.all([
    totals('occupancybyrevenue', `from=${STAY.start}&to=${d(121)}`),
    totals('revenuebreakup', TODAY),
    totals('fielddeposit', TODAY),
  ]);
  return {
    nights: revenue.totals.nights!,
    nightlyRevenue: revenue.totals.revenue!,
    payments: breakup.totals.payments!,
    refunds: breakup.totals.refunds!,
    chargebacks: breakup.totals.chargebacks!,
    net: breakup.totals.net!,
    taken: deposit.totals.taken!,
    handedBack: deposit.totals.handedBack!,
    deposit: deposit.totals.deposit!,
    depositRows: deposit.rows,
  };
}

const nightlyFee = (fees: { feeType: number; amountCents: number }[]) =>
  fees.filter((f) => f.feeType === FEE_TYPE.Reservation).reduce((n, f) => n + f.amountCents, 0);

let rangerToken = '';

beforeAll(async () => {
  sandbox = await startPaymentSandbox();
  rangerToken = await parkStaffToken(
    TENANT,
    { name: 'Money ranger', firstName: 'Mona', lastName: 'Ledger' },
    [PERMISSION.ReportManagementReportManagement],
    [park.id],
  );
});

afterAll(async () => {
  await sandbox?.stop();
});

describe('money that follows the sales', () => {
  it('a card sale, a cash sale at the desk and their refunds move each figure by exactly their amounts', async () => {
    const before = await figures();

    // A customer buys one spot by card on the payment page.
    const customer = await confirmedCustomer(TENANT);
    const card = await buyByCard(customer.token);
    expect(card.order.status).toBe('Completed');
    const cardPaid = card.order.payment!.amountCents;

    // A clerk sells another spot for the same nights for cash at the desk.
    const adminToken = await idToken(TENANT, 'agencyAdmin');
    const desk = await inCart(adminToken, true);
    const sold = await callAs(
      TENANT,
      'agencyAdmin',
      'POST',
      api(TENANT, 'admin/AdminCart/checkout?paymentTypeId=3'),
    );
    expect(sold.body.statusCode, JSON.stringify(sold.body)).toBe('Success');
    const deskReservation = (await getReservation(TENANT, desk.reservationId))!;
    const deskOrder = (await getOrder(TENANT, deskReservation.orderId!))!;
    expect(deskOrder).toMatchObject({ status: 'Completed', paymentTypeId: 3 });
    const cashPaid = deskOrder.payment!.amountCents;
    const cardReservation = (await getReservation(TENANT, card.reservationId))!;
    const nightly = nightlyFee(cardReservation.fees) + nightlyFee(deskReservation.fees);
    expect(cardPaid).toBeGreaterThan(0);
    expect(cashPaid).toBeGreaterThan(0);

    const sold2 = await figures();
    expect(sold2.nights).toBe(before.nights + 4);
    expect(sold2.nightlyRevenue).toBe(before.nightlyRevenue + nightly);
    expect(sold2.payments).toBe(before.payments + cardPaid + cashPaid);
    expect(sold2.refunds).toBe(before.refunds);
    expect(sold2.net).toBe(before.net + cardPaid + cashPaid);
    // Only the cash is in the deposit.
    expect(sold2.taken).toBe(before.taken + cashPaid);
    expect(sold2.deposit).toBe(before.deposit + cashPaid);
    expect(sold2.depositRows.every((r) => r.paymentType === 'Cash' || r.paymentType === 'Check')).toBe(true);

    // Staff cancel both with a refund: the card's through the provider, the cash handed back at the desk.
    for (const id of [card.reservationId, desk.reservationId]) {
      const cancel = await callAs(
        TENANT,
        'agencyAdmin',
        'POST',
        api(TENANT, `admin/AdminSpotReservation/${id}/cancel`),
        { refundOption: 1, reason: 'Money reports test' },
      );
      expect(cancel.body.statusCode, JSON.stringify(cancel.body)).toBe('Success');
    }
    const refundOf = async (id: number) => (await getReservation(TENANT, id))!.cancellation!.refundCents;
    const cardBack = await refundOf(card.reservationId);
    const cashBack = await refundOf(desk.reservationId);
    expect(cardBack).toBeGreaterThan(0);
    expect(cashBack).toBeGreaterThan(0);
    expect(cashBack).toBeLessThan(cashPaid);

    const after = await figures();
    expect(after.nights).toBe(before.nights);
    expect(after.nightlyRevenue).toBe(before.nightlyRevenue);
    expect(after.payments).toBe(sold2.payments);
    expect(after.refunds).toBe(before.refunds + cardBack + cashBack);
    expect(after.net).toBe(before.net + cardPaid + cashPaid - cardBack - cashBack);
    expect(after.taken).toBe(sold2.taken);
    expect(after.handedBack).toBe(before.handedBack + cashBack);
    expect(after.deposit).toBe(before.deposit + cashPaid - cashBack);

    // Asking again records nothing twice.
    const again = await callAs(
      TENANT,
      'agencyAdmin',
      'POST',
      api(TENANT, `admin/AdminSpotReservation/${desk.reservationId}/cancel`),
      { refundOption: 1, reason: 'Money reports test' },
    );
    expect(again.status).toBeLessThan(500);
    const still = await figures();
    expect([still.refunds, still.handedBack]).toEqual([after.refunds, after.handedBack]);
  });
});

/** A customer's change of their reservation to this stay on its spot, paid by card when it costs more. */
async function changeStay(
  customer: Awaited<ReturnType<typeof confirmedCustomer>>,
  bought: { reservationId: number; spot: { id: number } },
  start: string,
  end: string,
) {
  const customerId = (customer.customer as { id: number }).id;
  const held = await callWithToken(
    customer.token,
    'POST',
    api(TENANT, `SpotReservation/spot/${bought.spot.id}/claim`),
    { reservationStartDate: start, reservationEndDate: end, spotReservationId: bought.reservationId },
  );
  expect(held.body.statusCode, JSON.stringify(held.body)).toBe('Success');
  const { lockCode } = held.body.data as { lockCode: string };
  const answer = await http(
    customer.token,
    'POST',
    api(TENANT, `SpotReservation/${customerId}/change?paymentTypeId=1`),
    changeRequest(
      bought.reservationId,
      { spotId: bought.spot.id, startDate: start, endDate: end, lockCode },
      { customerId },
    ),
  );
  if (answer.isPaymentRequired) await pay(answer.ccpRedirectUrl as string, CARD.approve);
  const order = (await getOrder(TENANT, answer.orderId as number))!;
  expect(order.status).toBe('Completed');
  return order;
}

describe('money that follows a change', () => {
  it('a dearer stay adds its payment and a cheaper one its refund, exactly', async () => {
    const customer = await confirmedCustomer(TENANT);
    const bought = await buyByCard(customer.token);
    const before = await figures();

    // One more night: the difference is paid on the card page.
    const longer = await changeStay(customer, bought, STAY.start, d(123));
    const paidMore = longer.payment!.amountCents;
    expect(paidMore).toBeGreaterThan(0);
    const dearer = await figures();
    expect(dearer.payments).toBe(before.payments + paidMore);
    expect(dearer.net).toBe(before.net + paidMore);
    // A card payment is never in the desk's deposit.
    expect(dearer.taken).toBe(before.taken);

    // Down to one night: the difference comes back to the card at once.
    const shorter = await changeStay(customer, bought, STAY.start, d(121));
    const refunded = (shorter.refunds ?? [])
      .filter((r) => r.status === 'approved')
      .reduce((n, r) => n + r.amountCents, 0);
    expect(refunded).toBeGreaterThan(0);
    const cheaper = await figures();
    expect(cheaper.payments).toBe(dearer.payments);
    expect(cheaper.refunds).toBe(dearer.refunds + refunded);
    expect(cheaper.net).toBe(dearer.net - refunded);
    expect(cheaper.handedBack).toBe(before.handedBack);
  });
});

describe('money the card issuer takes back, and a payment that could not complete', () => {
  it('a chargeback takes the card payment out of the net until it is undone, once however often pressed', async () => {
    const customer = await confirmedCustomer(TENANT);
    const card = await buyByCard(customer.token);
    const paid = card.order.payment!.amountCents;
    const before = await figures();

    const chargeback = (reason: string) =>
      callAs(TENANT, 'agencyAdmin', 'POST', api(TENANT, 'admin/AdminSpotReservation/chargeback'), {
        reservationId: card.reservationId,
        reason,
      });
    expect((await chargeback('Disputed by the cardholder')).body.statusCode).toBe('Success');
    const charged = await figures();
    expect(charged.chargebacks).toBe(before.chargebacks + paid);
    expect(charged.net).toBe(before.net - paid);
    expect([charged.payments, charged.refunds, charged.taken]).toEqual([
      before.payments,
      before.refunds,
      before.taken,
    ]);

    // Pressed again: refused, and nothing is recorded twice.
    expect((await chargeback('Again')).body.statusCode).toBe('Failure');
    expect((await figures()).chargebacks).toBe(charged.chargebacks);

    const undo = await callAs(
      TENANT,
      'agencyAdmin',
      'GET',
      api(TENANT, `admin/AdminSpotReservation/undo-chargeback/${card.reservationId}`),
    );
    expect(undo.body.statusCode, JSON.stringify(undo.body)).toBe('Success');
    const undone = await figures();
    expect(undone.chargebacks).toBe(before.chargebacks);
    expect(undone.net).toBe(before.net);
  });

  it('a payment approved after its order was abandoned is in payments and, refunded, in refunds: the net is unchanged', async () => {
    const customer = await confirmedCustomer(TENANT);
    await inCart(customer.token);
    const checkout = await http(customer.token, 'POST', api(TENANT, 'Cart/checkout?paymentTypeId=1'));
    const orderId = checkout.orderId as number;
    // The sweeper gives the order up while the card page is still open.
    expect(await abandonOrder(TENANT, orderId)).toBe(true);
    const before = await figures();

    await pay(checkout.ccpRedirectUrl as string, CARD.approve);
    await expect
      .poll(async () => (await getOrder(TENANT, orderId))?.refunds?.[0]?.status, { timeout: 15_000 })
      .toBe('approved');
    const order = (await getOrder(TENANT, orderId))!;
    expect(order.status).toBe('Cancelled');
    const paid = order.payment!.amountCents;
    const refunded = order.refunds![0]!.amountCents;
    expect(refunded).toBe(paid);

    const after = await figures();
    expect(after.payments).toBe(before.payments + paid);
    expect(after.refunds).toBe(before.refunds + refunded);
    expect(after.net).toBe(before.net);
    expect(after.nights).toBe(before.nights);
    expect(after.taken).toBe(before.taken);
  });
});

describe('who sees which parks', () => {
  it('a user with one park gets the money reports of that park alone, and a 403 for another', async () => {
    for (const slug of ['occupancybyrevenue', 'revenuebreakup', 'fielddeposit']) {
      const own = await report(slug, TODAY, rangerToken);
      expect(own.parks.map((p) => p.id)).toEqual([park.id]);
      const res = await callWithToken(
        rangerToken,
        'GET',
        api(TENANT, `admin/AdminReport/${slug}?locationIds=${other.id}&${TODAY}`),
      );
      expect(res.status).toBe(403);
    }
  });
});
