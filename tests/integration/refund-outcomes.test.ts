/**
 * Refunds the card issuer refuses and refunds the provider never answers, with the sandbox's refund test
 * cards (README "Sandbox payments"): the cancellation stands and frees the nights either way; a refused
 * refund is recorded once and the customer is told, on the receipt and in the mail, that the money did
 * not go back; an unanswered one is refused with the spec's delay message, records nothing, and pressing
 * Cancel again asks the provider again. Against DynamoDB Local, the local workflows and the payment
 * sandbox; the test owns the third demo park of 'wa'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancellationReference, refusedRefundNotice } from '#domain/booking/order';
import { toTenantId } from '#domain/tenant-id';
import { getOrder } from '#store/orders';
import { getReservation } from '#store/reservations';
import { CANCELLATION_MESSAGE } from '#booking/cancellation';
import { confirmedCustomer, outbox } from './accounts-support.ts';
import { CARD, buyer } from './checkout-support.ts';
import { callWithToken } from './identity-support.ts';
import { api, startPaymentSandbox } from './support.ts';
import { testPark } from './test-park.ts';

const TENANT = toTenantId('wa');
const { spots, d } = testPark(TENANT, 2);
const STAY = { start: d(40), end: d(42) };

let sandbox: Awaited<ReturnType<typeof startPaymentSandbox>>;
const { buyByCard } = buyer({ tenantId: TENANT, origin: () => sandbox.origin, spots, dates: STAY });
let refused: Awaited<ReturnType<typeof boughtWith>>;
let unanswered: Awaited<ReturnType<typeof boughtWith>>;

beforeAll(async () => {
  sandbox = await startPaymentSandbox();
  refused = await boughtWith(CARD.refundRefused);
  unanswered = await boughtWith(CARD.refundNoAnswer);
});

afterAll(async () => {
  await sandbox?.stop();
});

/** A customer who bought one reservation with `card`. */
async function boughtWith(card: string) {
  const customer = await confirmedCustomer(TENANT);
  const held = await buyByCard(customer.token, card);
  const { order } = held;
  expect(order.status).toBe('Completed');
  const customerId = (customer.customer as { id: number }).id;
  const cancel = () =>
    callWithToken(
      customer.token,
      'POST',
      api(TENANT, `SpotReservation/${customerId}/cancel/${held.reservationId}`),
      {
        refundOption: 1,
      },
    );
  return { customer, held, order, cancel };
}

/** Another customer claims the stay's nights on the spot: they are free again. */
async function nightsAreFree(spotId: number) {
  const rival = await confirmedCustomer(TENANT);
  const claim = await callWithToken(
    rival.token,
    'POST',
    api(TENANT, `SpotReservation/spot/${spotId}/claim`),
    {
      reservationStartDate: STAY.start,
      reservationEndDate: STAY.end,
    },
  );
  expect(claim.body.statusCode, JSON.stringify(claim.body)).toBe('Success');
}

describe('a refund the card issuer refuses', () => {
  it('cancels, records the refused refund once and tells the customer on the receipt and in the mail', async () => {
    const { customer, held, order, cancel } = refused;
    const first = await cancel();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ orderId: order.id, refundStatus: 'refused' });
    // Pressed again: the same refused refund, not a second one.
    const again = await cancel();
    expect(again.body.data).toMatchObject({ refundStatus: 'refused' });

    const r = (await getReservation(TENANT, held.reservationId))!;
    expect(r.status).toBe('Cancelled');
    const refunds = ((await getOrder(TENANT, order.id))!.refunds ?? []).filter(
      (x) => x.reference === cancellationReference(held.reservationId),
    );
    expect(refunds).toEqual([
      expect.objectContaining({
        status: 'refused',
        amountCents: r.cancellation!.refundCents,
        lastFour: '5126',
      }),
    ]);
    const notice = refusedRefundNotice(refunds[0]!);
    expect(notice).toContain('ending in 5126');

    const receipt = await callWithToken(
      customer.token,
      'POST',
      api(TENANT, `Cart/cancellation/receipt?orderId=${order.id}`),
    );
    expect(receipt.body.orderReceipt).toMatchObject({
      transactionType: 'Cancellation',
      totalAmountRefunded: '$0.00',
      refundItems: [],
      topAlertHeader: 'Important Information',
      topAlertContentItems: expect.arrayContaining([notice]),
    });

    const mail = outbox().find(
      (m) => m.kind === 'reservation-cancellation' && m.text.includes(r.reservationNumber),
    );
    expect(mail?.text).toContain(notice);
    expect(mail?.text).not.toContain('Refunded to');

    await nightsAreFree(held.spot.id);
  }, 60_000);
});

describe('a refund the provider never answers', () => {
  it('cancels and frees the nights, says the refund is delayed, records nothing, and asks again when pressed again', async () => {
    const { held, order, cancel } = unanswered;
    const first = await cancel();
    expect(first.status, JSON.stringify(first.body)).toBe(503);
    expect(first.body.messages).toEqual([CANCELLATION_MESSAGE.refundDelayed]);
    expect((await getReservation(TENANT, held.reservationId))!.status).toBe('Cancelled');
    expect((await getOrder(TENANT, order.id))!.refunds ?? []).toEqual([]);
    await nightsAreFree(held.spot.id);

    // The provider is asked again (and again does not answer): still delayed, still nothing recorded.
    const again = await cancel();
    expect(again.status).toBe(503);
    expect(again.body.messages).toEqual([CANCELLATION_MESSAGE.refundDelayed]);
    expect((await getOrder(TENANT, order.id))!.refunds ?? []).toEqual([]);
  }, 120_000);
});
