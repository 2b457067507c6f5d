/**
 * SendConfirmation: the Reservation Confirmation mail of a completed order, rendered from its receipt
 * and sent through the mail adapter (the outbox locally, SES on AWS). At most once: the order's
 * confirmationSentAt is set by a conditional update before the mail goes out, so a retried task or a
 * repeated postback finds it set and sends nothing. Reads and rendering happen before that mark; a mail
 * the adapter refuses clears it again, so the task's retry sends it.
 */
import { sendMail } from '#adapters/mail/index';
import { confirmationMailFor } from '#booking/confirmation-mail';
import { loadOrderWithReservations } from '#booking/receipt';
import { clearConfirmationSent, markConfirmationSent } from '#store/orders';
import type { TenantId } from '#domain/catalogue';

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
