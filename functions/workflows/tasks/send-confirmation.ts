/**
 * SendConfirmation: the Reservation Confirmation mail of a completed order, rendered from its receipt
 * and sent through the mail adapter (the outbox locally, SES on AWS). At most once: the order's
 * confirmationSentAt is set by a conditional update before the mail goes out, so a retried task or a
 * repeated postback finds it set and sends nothing. Everything that can fail for a reason a retry may
 * cure (reads, rendering) happens before that mark.
 */
import { sendMail } from '#adapters/mail/index';
import { reservationConfirmationMail } from '#adapters/mail/templates';
import {
  formatOrderReceipt,
  loadOrderWithReservations,
  loadReceiptRecords,
  receiptAlerts,
} from '#api/cart/receipt';
import { markConfirmationSent } from '#store/orders';
import { getTenant } from '#store/tenants';

export type ConfirmationOutcome = 'sent' | 'already-sent' | 'not-completed' | 'no-address';

export async function sendOrderConfirmation(
  input: { tenantId: string; orderId: number },
  now: Date = new Date(),
): Promise<ConfirmationOutcome> {
  const { tenantId, orderId } = input;
  const { order, reservations } = await loadOrderWithReservations(tenantId, orderId);
  if (order.status !== 'Completed') return 'not-completed';
  if (order.confirmationSentAt) return 'already-sent';

  const records = await loadReceiptRecords(tenantId, order, reservations);
  const receipt = formatOrderReceipt(records);
  const to = receipt.customerEmail;
  if (!to) return 'no-address';
  const tenant = await getTenant(tenantId);
  const alerts = receiptAlerts(records, 'email');
  const mail = reservationConfirmationMail({ tenantId, siteTitle: tenant?.siteTitle ?? tenantId }, to, {
    ...receipt,
    alerts: [
      { header: alerts.topAlertHeader, items: alerts.topAlertContentItems },
      { header: alerts.bottomAlertHeader, items: alerts.bottomAlertContentItems },
    ],
  });

  if (!(await markConfirmationSent(tenantId, orderId, now.toISOString()))) return 'already-sent';
  await sendMail(mail);
  return 'sent';
}
