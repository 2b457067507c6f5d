/**
 * Order receipts (public §3.6 "Order receipt" and its reservation lines, §7.5; admin §3.5, §7.6):
 * POST Cart/receipt?ccpToken=&orderId= and admin/AdminCart/receipt?ccpToken=&orderId=. Amounts are
 * strings in the display format (public §5.3: USD, 2 decimals, negatives in parentheses); dates
 * MM/DD/YYYY, the transaction date MM/DD/YYYY hh:mm A in the park's timezone.
 *
 * Our additions: orderId and orderStatus, so the receipt page can tell a completed purchase from a
 * payment still processing or declined (the order's status name, ORDER_STATUS in contract/orders), and
 * on a Declined order paymentOutcome: the card was declined, or the payer cancelled on the payment page.
 */
import { z } from 'zod';
import { idParam } from './common.ts';
import { envelope } from './envelope.ts';

/** The labels of the card fields on a card payment (empty on cash and checks). */
export const CARD_LABELS = { cardHolderName: 'Cardholder Name', lastFour: 'Card Number' } as const;

/** Receipt alert headers: the classification messages at the top, the parks' check-in information below. */
export const RECEIPT_ALERT_HEADER = {
  top: 'Important Information',
  bottom: 'Check-in Information',
} as const;

/** The transaction type of a purchase receipt. */
export const RECEIPT_TRANSACTION_TYPE = {
  purchase: 'New Reservation',
  modification: 'Modification',
  cancellation: 'Cancellation',
} as const;

const amount = z.string().meta({ description: "USD, e.g. '$42.50'; negatives in parentheses" });

export const receiptReservationLineSchema = z
  .object({
    reservationNumber: z.string(),
    /** MM/DD/YYYY */
    checkIn: z.string(),
    checkOut: z.string(),
    numberOfOccupants: z.number().int(),
    numberOfVehicles: z.number().int(),
    numberOfNights: z.number().int(),
    primaryOccupantName: z.string(),
    primaryOccupantAddress: z.string(),
    parkName: z.string(),
    parkAddress: z.string(),
    /** (xxx) xxx-xxxx */
    parkPhone: z.string(),
    /** The digits as stored. */
    parkPhoneNumber: z.string(),
    parkWebsite: z.string(),
    area: z.string(),
    site: z.string(),
    siteTypes: z.string(),
    reservationFeeAmount: amount,
    transactionFeeAmount: amount,
    convenienceFeeAmount: amount,
    amountPaid: amount,
    addOnFeeAmount: amount,
  })
  .meta({ id: 'ReceiptReservationLine' });
export type ReceiptReservationLine = z.infer<typeof receiptReservationLineSchema>;

export const refundItemSchema = z
  .object({
    paymentType: z.string(),
    cardHolderName: z.string(),
    cardHolderNameLabel: z.string(),
    lastFour: z.string(),
    lastFourLabel: z.string(),
    amountRefunded: amount,
  })
  .meta({ id: 'ReceiptRefundItem' });

export const orderReceiptSchema = z
  .object({
    dateCreated: z.string(),
    createdBy: z.string(),
    dateLastModified: z.string(),
    lastModifiedBy: z.string(),
    orderId: z.number().int(),
    orderStatus: z.enum(['Pending', 'Completed', 'Declined', 'Abandoned', 'Refunded', 'Cancelled']),
    paymentOutcome: z.enum(['declined', 'cancelled']).optional(),
    orderNumber: z.string(),
    /** MM/DD/YYYY hh:mm A */
    transactionDate: z.string(),
    transactionType: z.string(),
    customerName: z.string(),
    customerAddress: z.string(),
    customerEmail: z.string(),
    paymentType: z.string(),
    cardHolderName: z.string(),
    cardHolderNameLabel: z.string(),
    lastFour: z.string(),
    lastFourLabel: z.string(),
    totalTransactionFeeAmount: amount,
    totalConvenienceFeeAmount: amount,
    totalCancelationFeeAmount: amount,
    totalModificationFeeAmount: amount,
    discountApplied: amount,
    totalParkUseFee: amount,
    totalAddOnFeeAmount: amount,
    totalAmountPaid: amount,
    totalAmountRefunded: amount,
    transactionReservationFeeAmount: amount,
    transactionAmountPaid: amount,
    transactionAmountRefunded: amount,
    previousAmountPaid: amount,
    /** Both spellings are seen (public §3.6); they carry the same amount. */
    previousParkFeePaid: amount,
    previousParkUseFeePaid: amount,
    previousAmountRefunded: amount,
    fullRefund: z.boolean(),
    refundItems: z.array(refundItemSchema),
    reservations: z.array(receiptReservationLineSchema),
    topAlertHeader: z.string(),
    topAlertContentItems: z.array(z.string()),
    bottomAlertHeader: z.string(),
    bottomAlertContentItems: z.array(z.string()),
  })
  .meta({ id: 'OrderReceipt' });
export type OrderReceipt = z.infer<typeof orderReceiptSchema>;

/** ccpToken: the payment session token the provider returned the browser with; absent on counter payments. */
export const receiptQuery = z.object({
  ccpToken: z.string().trim().max(200).optional(),
  orderId: idParam('orderId'),
});
export type ReceiptQuery = z.infer<typeof receiptQuery>;

export const receiptResponseSchema = envelope('orderReceipt', orderReceiptSchema).meta({
  id: 'OrderReceiptResponse',
});
