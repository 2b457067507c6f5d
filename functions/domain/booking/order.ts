/** An order: one checkout of a cart, its payment and the reservations it pays for (states: states.ts). */
import { formatCents } from '#domain/display-format';
import type { FeeLineCents } from '#domain/pricing/fees';
import { paymentMethodOf } from '#domain/pricing/totals';
import type { NightsSwap, RefundShare } from './edit.ts';
import type { BookingParty } from './party.ts';
import type { ReservationRecord } from './reservation.ts';
import type { OrderStatus } from './states.ts';

export interface OrderPayment {
  amountCents: number;
  paymentTypeId: number;
  lastFour: string | null;
  cardholderName: string | null;
  providerOrderId: string | null;
  datePaid: string;
}

/** How a payment session ended without a payment: the provider declined the card, or the payer cancelled. */
export type UnpaidOutcome = 'declined' | 'cancelled';

/** A hosted-page session opened for the order: at most one is live, so the order is paid once. */
export interface OrderPaymentSession {
  token: string;
  redirectUrl: string;
  amountCents: number;
  /** ISO time the session was opened. */
  openedAt: string;
}

/**
 * How long the sweeper waits on a session whose card is still processing before it abandons the order
 * anyway (a payment approved after that is refunded when its postback or the reconciliation arrives).
 */
export const PROCESSING_GRACE_SECONDS = 60 * 60;

/** Whether a session opened at `openedAt` may still be waited on at `nowSeconds`. */
export function mayStillSettle(openedAt: string, nowSeconds: number): boolean {
  return Date.parse(openedAt) / 1000 + PROCESSING_GRACE_SECONDS > nowSeconds;
}

/**
 * Whether an approved provider payment is settled on the order's books: the payment of a Completed
 * order, or refunded. A Cancelled order's payment still owed back is not.
 */
export function paymentIsAccountedFor(
  order: Pick<OrderRecord, 'id' | 'status' | 'payment' | 'refunds'>,
  payment: { token: string; providerOrderId: string },
): boolean {
  const reference = refundReference(order.id, payment.token);
  if ((order.refunds ?? []).some((r) => r.reference === reference)) return true;
  return order.status === 'Completed' && order.payment?.providerOrderId === payment.providerOrderId;
}

/** Money given back through the payment provider for one payment session (once per reference). */
export interface OrderRefund {
  /** refundReference(): the same payment refunded again names the same refund. */
  reference: string;
  /** The session whose payment was refunded. */
  token: string;
  providerRefundId: string;
  status: 'approved' | 'refused';
  amountCents: number;
  paymentTypeId: number;
  lastFour: string | null;
  cardholderName: string | null;
  reason: string;
  refundedAt: string;
  /** A cancellation's refund: the reservation cancelled and the fee kept. */
  reservationId?: number;
  cancellationFeeCents?: number;
}

/** Where a refund went, as the history names it: the card, or cash handed back at the desk. */
export function refundDestination(refund: Pick<OrderRefund, 'lastFour' | 'paymentTypeId'>): string | null {
  if (refund.lastFour) return `Card ending in ${refund.lastFour}`;
  return paymentMethodOf(refund.paymentTypeId) === 'cash' ? 'Cash, handed back at the desk' : null;
}

/** The reference of the refund of a cancelled reservation. */
export function cancellationReference(reservationId: number): string {
  return `cancel-reservation-${reservationId}`;
}

/** The reference of the full refund of one payment session of an order. */
export function refundReference(orderId: number, token: string): string {
  return `order-${orderId}-payment-${token}`;
}

/**
 * What the customer is told of a refund the card issuer refused: the money did not go back, and a
 * person has to return it another way (the refund's reference stays refused at the provider).
 */
export function refusedRefundNotice(refund: Pick<OrderRefund, 'amountCents' | 'lastFour'>): string {
  const card = refund.lastFour ? `the card ending in ${refund.lastFour}` : 'your card';
  return `The refund of ${formatCents(refund.amountCents)} to ${card} was refused by the card issuer. The park office will contact you to return it another way.`;
}

/** What was given back, in cents: the approved refunds. */
export function refundedCents(order: Pick<OrderRecord, 'refunds'>): number {
  return (order.refunds ?? []).filter((r) => r.status === 'approved').reduce((n, r) => n + r.amountCents, 0);
}

/**
 * A change of a sold reservation waiting on its order (public §3.6 pendingReservationEdits): the
 * reservation as it will be, applied when the order completes (paid, or nothing to pay) provided the
 * reservation is still as it was read.
 */
export interface PendingEdit {
  reservationId: number;
  /** The reservation's updatedAt when the change was priced: the swap is conditional on it. */
  readUpdatedAt: string;
  /** The reservation after the change (its charges before this order's payment). */
  reservation: ReservationRecord;
  swap: NightsSwap;
  /** The spot the freed nights are on. */
  oldSpotId: number;
  oldStartDate: string;
  oldEndDate: string;
  previousCents: number;
  modificationFeeCents: number;
  refundCents: number;
  /** How the refund is split over the reservation's payments (indexes into its charges). */
  refundShares: RefundShare[];
}

export interface OrderRecord {
  id: number;
  /** 'modification': one change of a sold reservation (pendingEdit); purchases have none. */
  kind?: 'modification';
  pendingEdit?: PendingEdit;
  orderNumber: string;
  owner: BookingParty;
  customerId: number | null;
  reservationIds: number[];
  lockCodes: string[];
  paymentTypeId: number;
  salesChannel: number;
  totalCents: number;
  feesByReservation: Record<number, FeeLineCents[]>;
  status: OrderStatus;
  /** The provider session token (ccpToken) of the latest checkout. */
  paymentToken: string | null;
  /** Every session opened for the order (a second checkout tab opens another); only these may settle it. */
  paymentTokens?: string[];
  /** The live hosted-page session; a second checkout reuses it or cancels it before opening another. */
  paymentSession?: OrderPaymentSession | null;
  payment: OrderPayment | null;
  /** Refunds issued through the provider (a cancelled paid order, a second payment of one order). */
  refunds?: OrderRefund[];
  /** Why a paid order could not complete (its payment is to be refunded). */
  cancellationReason?: string | null;
  /** A Declined order: the card was declined, or the payer cancelled on the payment page. */
  paymentOutcome?: UnpaidOutcome;
  /** The card issuer took the payment back (a chargeback recorded at the desk; false once undone). */
  paymentChargebackCompleted?: boolean;
  confirmationSentAt: string | null;
  emailAddress: string | null;
  createdAt: string;
  createdBy: string;
  completedAt: string | null;
}
