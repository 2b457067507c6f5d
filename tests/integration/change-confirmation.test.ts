/**
 * Resending the confirmation of a changed reservation (Customer/{customerId}/sendconfirmationemail/
 * {reservationId}) sends the reservation as it now is: the mail of its latest change, with the new
 * dates, nights and fees, not the purchase's. Against DynamoDB Local, the local workflows and the
 * payment sandbox; the test owns the fifth demo park of 'co'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '#domain/display-format';
import { toTenantId } from '#domain/tenant-id';
import { getReservation } from '#store/reservations';
import { confirmedCustomer, outbox } from './accounts-support.ts';
import { buyer, changeRequest } from './checkout-support.ts';
import { callWithToken } from './identity-support.ts';
import { api, startPaymentSandbox } from './support.ts';
import { testPark } from './test-park.ts';

const TENANT = toTenantId('co');
const { spots, d } = testPark(TENANT, 4);
const STAY = { start: d(56), end: d(59) };

let sandbox: Awaited<ReturnType<typeof startPaymentSandbox>>;
const { http, buyByCard } = buyer({ tenantId: TENANT, origin: () => sandbox.origin, spots, dates: STAY });

beforeAll(async () => {
  sandbox = await startPaymentSandbox();
});

afterAll(async () => {
  await sandbox?.stop();
});

const mailsOf = (reservationNumber: string, kind: string) =>
  outbox().filter((m) => m.kind === kind && m.text.includes(`Reservation ${reservationNumber}`));

describe('resending the confirmation of a changed reservation', () => {
  it('sends the reservation as it now is, from its latest change', async () => {
    const customer = await confirmedCustomer(TENANT);
    const customerId = (customer.customer as { id: number }).id;
    const held = await buyByCard(customer.token);
    const number = (await getReservation(TENANT, held.reservationId))!.reservationNumber;
    const resend = () =>
      callWithToken(
        customer.token,
        'POST',
        api(TENANT, `Customer/${customerId}/sendconfirmationemail/${held.reservationId}`),
      );

    // A shorter stay: completed at once, the difference refunded to the card.
    const claim = await callWithToken(
      customer.token,
      'POST',
      api(TENANT, `SpotReservation/spot/${held.spot.id}/claim`),
      { reservationStartDate: d(56), reservationEndDate: d(57), spotReservationId: held.reservationId },
    );
    expect(claim.body.statusCode, JSON.stringify(claim.body)).toBe('Success');
    const { lockCode } = claim.body.data as { lockCode: string };
    const change = await http(
      customer.token,
      'POST',
      api(TENANT, `SpotReservation/${customerId}/change?paymentTypeId=1`),
      changeRequest(
        held.reservationId,
        { spotId: held.spot.id, startDate: d(56), endDate: d(57), lockCode },
        { customerId },
      ),
    );
    expect(change.isPaymentRequired).toBe(false);
    const changed = mailsOf(number, 'reservation-modification');
    expect(changed).toHaveLength(1);

    const answer = await resend();
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const resent = mailsOf(number, 'reservation-modification');
    expect(resent).toHaveLength(2);
    // The outbox lists the newest first.
    const { text } = resent[0]!;
    expect(text).toContain(`Check out: ${formatDate(d(57))}`);
    expect(text).toContain('Nights: 1');
    expect(text).not.toContain(formatDate(d(59)));
    // The same mail the change sent: the new stay's fees and the change's money.
    expect(text).toBe(changed[0]!.text);
    // The purchase's confirmation, with the old stay, is not what was sent again.
    expect(mailsOf(number, 'reservation-confirmation')).toHaveLength(1);
  }, 60_000);
});
