/**
 * After the purchase, for customers: their current and past reservations and a reservation's detail;
 * cancelling one with its refund breakdown first, the nights free for others at once, the refund through
 * the payment provider once however often the cancellation is pressed, the history entry, the mail and
 * the cancellation receipt; and nobody sees or cancels another customer's reservation. Against DynamoDB
 * Local, the local workflows and the payment sandbox; the test owns one demo park of 'co'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentProvider } from '#adapters/payments/index';
import { cancellationReference } from '#domain/booking/order';
import { formatCents } from '#domain/display-format';
import { toTenantId } from '#domain/tenant-id';
import { getOrder } from '#store/orders';
import { getReservation, listReservationHistory } from '#store/reservations';
import { confirmedCustomer, outbox } from './accounts-support.ts';
import { buyer } from './checkout-support.ts';
import { callWithToken, idToken } from './identity-support.ts';
import { api, startPaymentSandbox } from './support.ts';
import { testPark } from './test-park.ts';

const TENANT = toTenantId('co');
// Parks by id: validate.test.ts books on the ninth of 'co', payment-reconciliation.test.ts the tenth;
// this test on the eleventh.
const { spots, d } = testPark(TENANT, 10);
const STAY = { start: d(50), end: d(52) };

let sandbox: Awaited<ReturnType<typeof startPaymentSandbox>>;
let customer: Awaited<ReturnType<typeof confirmedCustomer>>;
let rival: Awaited<ReturnType<typeof confirmedCustomer>>;
const { buyByCard } = buyer({ tenantId: TENANT, origin: () => sandbox.origin, spots, dates: STAY });

let bought: { reservationId: number; orderId: number; spotId: number; token: string };

const customerId = () => (customer.customer as { id: number }).id;
const as = (token: string, method: string, path: string, body?: unknown) =>
  callWithToken(token, method, api(TENANT, path), body);

beforeAll(async () => {
  sandbox = await startPaymentSandbox();
  [customer, rival] = await Promise.all([confirmedCustomer(TENANT), confirmedCustomer(TENANT)]);
  const held = await buyByCard(customer.token);
  const { order } = held;
  expect(order.status).toBe('Completed');
  bought = {
    reservationId: held.reservationId,
    orderId: order.id,
    spotId: held.spot.id,
    token: order.paymentToken!,
  };
});

afterAll(async () => {
  await sandbox?.stop();
});

describe("a customer's reservations", () => {
  it('lists the bought reservation as current, changeable, with its park, spot and dates', async () => {
    const res = await as(
      customer.token,
      'GET',
      `Customer/${customerId()}/reservations/current?pageNumber=1&itemsPerPage=10`,
    );
    expect(res.status).toBe(200);
    const page = res.body.data as { data: Record<string, unknown>[]; totalItems: number };
    expect(page.totalItems).toBe(1);
    expect(page.data[0]).toMatchObject({
      id: bought.reservationId,
      spotId: bought.spotId,
      reservationStatus: 'Reserved',
      customerModifiable: true,
      paymentType: 'Credit Card',
    });
    expect(page.data[0]!.parkName).not.toBe('');
    const past = await as(customer.token, 'GET', `Customer/${customerId()}/reservations/past`);
    expect((past.body.data as { totalItems: number }).totalItems).toBe(0);
  });

  it('shows the detail with its fees and occupant', async () => {
    const res = await as(
      customer.token,
      'GET',
      `Customer/${customerId()}/reservationDetail/${bought.reservationId}`,
    );
    expect(res.status).toBe(200);
    const detail = res.body.data as Record<string, unknown> & { reservationFees: unknown[] };
    expect(detail).toMatchObject({ id: bought.reservationId, primaryOccupant: { lastName: 'Lind' } });
    expect(detail.reservationFees.length).toBeGreaterThan(0);
  });

  it('sends the confirmation mail again on request', async () => {
    const confirmations = () =>
      outbox().filter(
        (m) =>
          m.kind === 'reservation-confirmation' &&
          m.to.toLowerCase() === String(customer.body.email).toLowerCase(),
      ).length;
    const before = confirmations();
    const res = await as(
      customer.token,
      'POST',
      `Customer/${customerId()}/sendconfirmationemail/${bought.reservationId}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(confirmations()).toBe(before + 1);
  });

  it("never shows or cancels another customer's reservation", async () => {
    const rivalId = (rival.customer as { id: number }).id;
    // Their own customer id with someone else's reservation: not found.
    const detail = await as(
      rival.token,
      'GET',
      `Customer/${rivalId}/reservationDetail/${bought.reservationId}`,
    );
    expect(detail.status).toBe(404);
    const breakdown = await as(
      rival.token,
      'GET',
      `SpotReservation/${rivalId}/cancel/${bought.reservationId}/breakdown`,
    );
    expect(breakdown.status).toBe(404);
    const cancel = await as(
      rival.token,
      'POST',
      `SpotReservation/${rivalId}/cancel/${bought.reservationId}`,
      {
        refundOption: 1,
      },
    );
    expect(cancel.status).toBe(404);
    // Someone else's customer id: refused.
    const list = await as(rival.token, 'GET', `Customer/${customerId()}/reservations/current`);
    expect(list.status).toBe(403);
    // Another tenant's customer: not signed in here.
    const wa = await idToken('wa', 'customer1');
    const foreign = await as(wa, 'GET', `Customer/${customerId()}/reservationDetail/${bought.reservationId}`);
    expect(foreign.status).toBe(401);
    expect((await getReservation(TENANT, bought.reservationId))!.status).toBe('Reserved');
  });
});

describe('cancelling a reservation', () => {
  it('shows what comes back before the customer confirms: paid, fees kept, refund and card', async () => {
    const res = await as(
      customer.token,
      'GET',
      `SpotReservation/${customerId()}/cancel/${bought.reservationId}/breakdown`,
    );
    expect(res.status).toBe(200);
    const b = res.body.data as Record<string, string>;
    const cents = (s: string) => Math.round(Number(s.replace(/[$,]/g, '')) * 100);
    expect(cents(b.cancellationFee!)).toBe(1000);
    expect(cents(b.nonRefundableFees!)).toBeGreaterThan(0);
    expect(cents(b.refundAmount!)).toBe(
      cents(b.amountPaid!) - cents(b.nonRefundableFees!) - cents(b.cancellationFee!),
    );
    expect(b.refundTo).toBe('Credit Card ending in 1111');
  });

  it('cancels once however often it is pressed: the nights free at once, one refund, history, mail and receipt', async () => {
    const path = `SpotReservation/${customerId()}/cancel/${bought.reservationId}`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        as(customer.token, 'POST', path, { refundOption: 1, reason: 'Plans changed' }),
      ),
    );
    // Every press answers the one cancellation and its one refund.
    for (const a of answers) {
      expect(a.status, JSON.stringify(a.body)).toBe(200);
      expect(a.body.data).toMatchObject({ orderId: bought.orderId, refundStatus: 'approved' });
    }

    const r = (await getReservation(TENANT, bought.reservationId))!;
    expect(r.status).toBe('Cancelled');
    expect(r.cancellation).toMatchObject({ cancelledBy: customer.body.username, reason: 'Plans changed' });
    const order = (await getOrder(TENANT, bought.orderId))!;
    const refunds = (order.refunds ?? []).filter(
      (x) => x.reference === cancellationReference(bought.reservationId),
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ status: 'approved', amountCents: r.cancellation!.refundCents });

    // Newest first: the refund, the cancellation, the purchase; each once.
    const history = await listReservationHistory(TENANT, bought.reservationId);
    expect(history.map((h) => h.actionPerformed)).toEqual([
      'Refund issued',
      'Reservation cancelled',
      'Reservation created',
    ]);
    expect(history[1]!.changes).toContainEqual({
      field: 'status',
      oldValue: 'Reserved',
      newValue: 'Cancelled',
    });
    expect(history[0]!.changes).toContainEqual({
      field: 'refund',
      oldValue: null,
      newValue: formatCents(r.cancellation!.refundCents),
    });

    const mails = outbox().filter(
      (m) =>
        m.kind === 'reservation-cancellation' &&
        m.to.toLowerCase() === String(customer.body.email).toLowerCase(),
    );
    expect(mails.some((m) => m.text.includes(r.reservationNumber))).toBe(true);

    const receipt = await as(customer.token, 'POST', `Cart/cancellation/receipt?orderId=${bought.orderId}`);
    expect(receipt.status).toBe(200);
    expect(receipt.body.orderReceipt).toMatchObject({
      transactionType: 'Cancellation',
      totalCancelationFeeAmount: '$10.00',
      refundItems: [expect.objectContaining({ lastFour: '1111' })],
    });

    // The provider refunded once, whatever was asked.
    const session = await paymentProvider().verifyPayment(TENANT, bought.token);
    expect(session.status).toBe('approved');
  });

  it('lets another customer book the freed nights at once, and lists the cancellation as past', async () => {
    const claim = await as(rival.token, 'POST', `SpotReservation/spot/${bought.spotId}/claim`, {
      reservationStartDate: STAY.start,
      reservationEndDate: STAY.end,
    });
    expect(claim.body.statusCode, JSON.stringify(claim.body)).toBe('Success');

    const current = await as(customer.token, 'GET', `Customer/${customerId()}/reservations/current`);
    expect((current.body.data as { totalItems: number }).totalItems).toBe(0);
    const past = await as(customer.token, 'GET', `Customer/${customerId()}/reservations/past`);
    const page = past.body.data as {
      data: { id: number; reservationStatus: string; customerModifiable: boolean }[];
    };
    expect(page.data).toEqual([
      expect.objectContaining({
        id: bought.reservationId,
        reservationStatus: 'Cancelled',
        customerModifiable: false,
      }),
    ]);
  });

  it('refuses to cancel it again with the message, changing nothing', async () => {
    const breakdown = await as(
      customer.token,
      'GET',
      `SpotReservation/${customerId()}/cancel/${bought.reservationId}/breakdown`,
    );
    expect(breakdown.body).toMatchObject({ statusCode: 'Failure' });
  });
});
