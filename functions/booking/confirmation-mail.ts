/**
 * The Reservation Confirmation mail of a completed order, rendered from its receipt (the order's whole
 * receipt, with the alerts meant for mail). Sent once by the checkout and postback workflows, and again
 * on request (the customer's Customer/{customerId}/sendconfirmationemail/{reservationId}, staff's
 * admin/AdminCustomer/sendconfirmationemail).
 */
import { type MailMessage, sendMail } from '#adapters/mail/index';
import { reservationConfirmationMail } from '#adapters/mail/templates';
import type { OrderRecord } from '#domain/booking/order';
import type { ReservationRecord } from '#domain/booking/reservation';
import type { TenantId } from '#domain/catalogue';
import { RefusedError } from '#domain/errors';
import { clearConfirmationSent, markConfirmationSent } from '#store/orders';
import { mailTemplate } from '#store/templates';
import { getTenant } from '#store/tenants';
import {
  formatModificationReceipt,
  formatOrderReceipt,
  loadOrderWithReservations,
  loadReceiptRecords,
  receiptAlerts,
} from './receipt.ts';

/**
 * The mail, rendered from the communication template in use (the park's own when the order is at one
 * park, else the agency's, else the default), or undefined when the order has no address to send it to.
 */
export async function confirmationMailFor(
  tenantId: TenantId,
  order: OrderRecord,
  reservations: ReservationRecord[],
): Promise<MailMessage | undefined> {
  const records = await loadReceiptRecords(tenantId, order, reservations);
  const change = order.kind === 'modification';
  const receipt = change ? formatModificationReceipt(records) : formatOrderReceipt(records);
  const to = receipt.customerEmail;
  if (!to) return undefined;
  // A park's own template when the order's reservations are all at one park; else the agency's.
  const parks = new Set(reservations.map((r) => r.locationId));
  const [tenant, template] = await Promise.all([
    getTenant(tenantId),
    mailTemplate(
      tenantId,
      change ? 'reservation-modification' : 'reservation-confirmation',
      parks.size === 1 ? [...parks][0] : null,
    ),
  ]);
  const alerts = receiptAlerts(records, 'email');
  return reservationConfirmationMail(
    { tenantId, siteTitle: tenant?.siteTitle ?? tenantId },
    to,
    {
      ...receipt,
      alerts: [
        { header: alerts.topAlertHeader, items: alerts.topAlertContentItems },
        { header: alerts.bottomAlertHeader, items: alerts.bottomAlertContentItems },
      ],
    },
    change,
    template,
  );
}

/**
 * The Reservation Confirmation (or Modification) mail of a completed order, rendered from its receipt
 * and sent through the mail adapter (the outbox locally, SES on AWS). At most once: the order's
 * confirmationSentAt is set by a conditional update before the mail goes out, so a retried task or a
 * repeated postback finds it set and sends nothing. Reads and rendering happen before that mark; a mail
 * the adapter refuses clears it again, so the task's retry sends it.
 */
export type ConfirmationOutcome = 'sent' | 'already-sent' | 'not-completed' | 'no-address';

export async function sendOrderConfirmation(
  input: { tenantId: TenantId; orderId: number },
  now: Date = new Date(),
): Promise<ConfirmationOutcome> {
  const { tenantId, orderId } = input;
  const { order, reservations } = await loadOrderWithReservations(tenantId, orderId);
  if (order.status !== 'Completed') return 'not-completed';
  if (order.confirmationSentAt) return 'already-sent';

  const mail = await confirmationMailFor(tenantId, order, reservations);
  if (!mail) return 'no-address';

  const at = now.toISOString();
  if (!(await markConfirmationSent(tenantId, orderId, at))) return 'already-sent';
  try {
    await sendMail(mail);
  } catch (err) {
    // Not handed over: clear the mark so the task's retry sends it (still never twice).
    await clearConfirmationSent(tenantId, orderId, at);
    throw err;
  }
  return 'sent';
}

export const CONFIRMATION_RESENT_MESSAGE = {
  notReserved: 'Only a reservation that is booked has a confirmation to send.',
  noAddress: 'The order has no e-mail address to send the confirmation to.',
} as const;

/**
 * Sends a booked reservation's confirmation mail again, as the reservation now is: the mail of its
 * latest change when it was changed (the fees after it, what it had paid before), else its purchase's;
 * to the order's address, or to the addresses given (staff may add others, e.g. a group leader's).
 */
export async function resendConfirmation(
  tenantId: TenantId,
  reservation: ReservationRecord,
  to?: readonly string[],
): Promise<void> {
  const orderId = reservation.changeOrderId ?? reservation.orderId;
  if (reservation.status !== 'Reserved' || !orderId)
    throw new RefusedError([CONFIRMATION_RESENT_MESSAGE.notReserved]);
  const { order, reservations } = await loadOrderWithReservations(tenantId, orderId);
  const mail = await confirmationMailFor(tenantId, order, reservations);
  if (!mail) throw new RefusedError([CONFIRMATION_RESENT_MESSAGE.noAddress]);
  for (const address of to ?? [mail.to]) await sendMail({ ...mail, to: address });
}
