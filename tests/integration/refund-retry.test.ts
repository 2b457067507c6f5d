/**
 * A refund the payment provider does not answer is retried in the background: the cancellation stands
 * with the refund owed, the sweeper's minute asks the provider again (under the same reference, so it
 * refunds once) until it answers, then records the refund once and sends the cancellation mail once,
 * however often or concurrently the sweeper runs. With the sandbox's never-answering refund card, told
 * to start answering for the one session (README "Sandbox payments"). The refund of a change to a cheaper
 * stay is owed and retried the same way. Against DynamoDB Local, the local
 * workflows and the payment sandbox; the test owns the fourth demo park of 'wa'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERCHANT_SECRET_HEADER } from '#adapters/payments/protocol';
import { cancellationReference } from '#domain/booking/order';
import { toTenantId } from '#domain/tenant-id';
import { getOrder } from '#store/orders';
import { getReservation, listOwedRefunds, listReservationHistory } from '#store/reservations';
import { CANCELLATION_MESSAGE } from '#booking/cancellation';
import { OWED_REFUND_GRACE_MS, retryOwedRefunds } from '#workflows/owed-refunds';
import { SANDBOX_DEFAULT_SECRET } from '../../bin/local/sandbox-payments.ts';
import { confirmedCustomer, outbox } from './accounts-support.ts';
import { CARD, buyer, changeRequest } from './checkout-support.ts';
import { callWithToken } from './identity-support.ts';
import { api, startPaymentSandbox } from './support.ts';
import { testPark } from './test-park.ts';

const TENANT = toTenantId('wa');
const { spots, d } = testPark(TENANT, 3);
const STAY = { start: d(44), end: d(46) };

let sandbox: Awaited<ReturnType<typeof startPaymentSandbox>>;
const { http, buyByCard } = buyer({ tenantId: TENANT, origin: () => sandbox.origin, spots, dates: STAY });

beforeAll(async () => {
  sandbox = await startPaymentSandbox();
});

afterAll(async () => {
  await sandbox?.stop();
});

/** The sweeper's refund step as its minute would run it once the cancellation's grace has passed. */
const sweepLater = (cancelledAt: string) =>
  retryOwedRefunds(TENANT, new Date(Date.parse(cancelledAt) + OWED_REFUND_GRACE_MS + 1000));

const cancellationMails = (reservationNumber: string) =>
  outbox().filter((m) => m.kind === 'reservation-cancellation' && m.text.includes(reservationNumber));

describe('a refund the provider does not answer at once', () => {
  it('stays owed, is retried by the sweeper once the provider answers, and refunds and mails once', async () => {
    const customer = await confirmedCustomer(TENANT);
    const customerId = (customer.customer as { id: number }).id;
    const held = await buyByCard(customer.token, CARD.refundNoAnswer);
    const token = held.ccpToken;
    const orderId = held.order.id;
    const cancel = () =>
      callWithToken(
        customer.token,
        'POST',
        api(TENANT, `SpotReservation/${customerId}/cancel/${held.reservationId}`),
        { refundOption: 1 },
      );
    const ourRefunds = async () =>
      ((await getOrder(TENANT, orderId))!.refunds ?? []).filter(
        (x) => x.reference === cancellationReference(held.reservationId),
      );

    const first = await cancel();
    expect(first.status, JSON.stringify(first.body)).toBe(503);
    expect(first.body.messages).toEqual([CANCELLATION_MESSAGE.refundDelayed]);
    const r = (await getReservation(TENANT, held.reservationId))!;
    expect(r.status).toBe('Cancelled');
    const { cancelledAt, refundCents } = r.cancellation!;
    expect(refundCents).toBeGreaterThan(0);
    const owed = async () =>
      (await listOwedRefunds(TENANT, '9999', 100)).filter((o) => o.reservationId === r.id);
    expect(await owed()).toEqual([expect.objectContaining({ reservationId: r.id, cancelledAt })]);
    expect(cancellationMails(r.reservationNumber)).toEqual([]);

    // Within the grace the sweeper leaves it to the cancellation's own request.
    expect(
      (await listOwedRefunds(TENANT, new Date(Date.parse(cancelledAt) + 1000).toISOString(), 100)).some(
        (o) => o.reservationId === r.id,
      ),
    ).toBe(true);
    await retryOwedRefunds(TENANT, new Date(Date.parse(cancelledAt) + 1000));
    expect(await owed()).toHaveLength(1);

    // After it, still unanswered: asked again, still owed, nothing recorded, no mail.
    const silent = await sweepLater(cancelledAt);
    expect(silent.waiting).toBeGreaterThanOrEqual(1);
    expect(await ourRefunds()).toEqual([]);
    expect(await owed()).toHaveLength(1);
    expect(cancellationMails(r.reservationNumber)).toEqual([]);

    // The provider answers again: two sweeps at once and one more refund once and mail once.
    const answering = await fetch(
      `${sandbox.origin}/sandbox-payments/sessions/${encodeURIComponent(token)}/answer-refunds`,
      { method: 'POST', headers: { [MERCHANT_SECRET_HEADER]: SANDBOX_DEFAULT_SECRET } },
    );
    expect(answering.status).toBe(200);
    await Promise.all([sweepLater(cancelledAt), sweepLater(cancelledAt)]);
    await sweepLater(cancelledAt);

    expect(await ourRefunds()).toEqual([
      expect.objectContaining({ status: 'approved', amountCents: refundCents, lastFour: '0259' }),
    ]);
    expect(await owed()).toEqual([]);
    const history = await listReservationHistory(TENANT, r.id);
    expect(history.filter((h) => h.actionPerformed === 'Refund issued')).toHaveLength(1);
    const mails = cancellationMails(r.reservationNumber);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Refunded to: Credit Card ending in 0259');
    expect(mails[0]!.text).not.toContain('refused');

    // The customer pressing Cancel again now sees the refund made, and gets no second mail.
    const again = await cancel();
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data).toMatchObject({ orderId, refundStatus: 'approved' });
    expect(await ourRefunds()).toHaveLength(1);
    expect(cancellationMails(r.reservationNumber)).toHaveLength(1);
  }, 120_000);
});

describe("a change's refund the provider does not answer at once", () => {
  it('the change stands with its refund owed; the sweeper refunds it once when the provider answers', async () => {
    const customer = await confirmedCustomer(TENANT);
    const customerId = (customer.customer as { id: number }).id;
    const held = await buyByCard(customer.token, CARD.refundNoAnswer);
    const token = held.ccpToken;

    // A night shorter: nothing to pay, the difference goes back to the card, which does not answer.
    const claim = await callWithToken(
      customer.token,
      'POST',
      api(TENANT, `SpotReservation/spot/${held.spot.id}/claim`),
      { reservationStartDate: STAY.start, reservationEndDate: d(45), spotReservationId: held.reservationId },
    );
    expect(claim.body.statusCode, JSON.stringify(claim.body)).toBe('Success');
    const { lockCode } = claim.body.data as { lockCode: string };
    const change = await http(
      customer.token,
      'POST',
      api(TENANT, `SpotReservation/${customerId}/change?paymentTypeId=1`),
      changeRequest(
        held.reservationId,
        { spotId: held.spot.id, startDate: STAY.start, endDate: d(45), lockCode },
        { customerId },
      ),
    );
    expect(change.isPaymentRequired, JSON.stringify(change)).toBe(false);
    const changeOrderId = change.orderId as number;
    const changed = (await getOrder(TENANT, changeOrderId))!;
    expect(changed.status).toBe('Completed');
    expect((await getReservation(TENANT, held.reservationId))!.endDate).toBe(d(45));
    const refundCents = changed.pendingEdit!.refundCents;
    expect(refundCents).toBeGreaterThan(0);
    const owed = async () =>
      (await listOwedRefunds(TENANT, '9999', 100)).filter((o) => o.changeOrderId === changeOrderId);
    expect(await owed()).toEqual([
      expect.objectContaining({ reservationId: held.reservationId, cancelledAt: changed.completedAt }),
    ]);
    const refunds = async () => (await getOrder(TENANT, changeOrderId))!.refunds ?? [];

    // Still silent: asked again, still owed, nothing recorded.
    expect((await sweepLater(changed.completedAt!)).waiting).toBeGreaterThanOrEqual(1);
    expect(await refunds()).toEqual([]);
    expect(await owed()).toHaveLength(1);

    // The provider answers again: two sweeps at once and one more refund once.
    const answering = await fetch(
      `${sandbox.origin}/sandbox-payments/sessions/${encodeURIComponent(token)}/answer-refunds`,
      { method: 'POST', headers: { [MERCHANT_SECRET_HEADER]: SANDBOX_DEFAULT_SECRET } },
    );
    expect(answering.status).toBe(200);
    await Promise.all([sweepLater(changed.completedAt!), sweepLater(changed.completedAt!)]);
    await sweepLater(changed.completedAt!);
    expect(await refunds()).toEqual([
      expect.objectContaining({ status: 'approved', amountCents: refundCents, lastFour: '0259' }),
    ]);
    expect(await owed()).toEqual([]);
  }, 120_000);
});
