/**
 * The Reservation Confirmation mail of a completed order, rendered from its receipt (the order's whole
 * receipt, with the alerts meant for mail). Sent once by the checkout and postback workflows, and again
 * on the customer's request (Customer/{customerId}/sendconfirmationemail/{reservationId}).
 */
import type { MailMessage } from '#adapters/mail/index';
import { reservationConfirmationMail } from '#adapters/mail/templates';
import type { OrderRecord } from '#domain/booking/order';
import type { ReservationRecord } from '#domain/booking/reservation';
import type { TenantId } from '#domain/catalogue';
import { getTenant } from '#store/tenants';
import { formatOrderReceipt, loadReceiptRecords, receiptAlerts } from './receipt.ts';

/** The mail, or undefined when the order has no address to send it to. */
export async function confirmationMailFor(
  tenantId: TenantId,
  order: OrderRecord,
  reservations: ReservationRecord[],
): Promise<MailMessage | undefined> {
  const records = await loadReceiptRecords(tenantId, order, reservations);
  const receipt = formatOrderReceipt(records);
  const to = receipt.customerEmail;
  if (!to) return undefined;
  const tenant = await getTenant(tenantId);
  const alerts = receiptAlerts(records, 'email');
  return reservationConfirmationMail({ tenantId, siteTitle: tenant?.siteTitle ?? tenantId }, to, {
    ...receipt,
    alerts: [
      { header: alerts.topAlertHeader, items: alerts.topAlertContentItems },
      { header: alerts.bottomAlertHeader, items: alerts.bottomAlertContentItems },
    ],
  });
}
