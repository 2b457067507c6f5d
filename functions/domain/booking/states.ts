/**
 * The reservation's and the order's states and the moves between them (public §4.4–4.6, admin §4.2).
 * The store writes a status only conditionally on the state it leaves, and only for a move listed here.
 *
 * Reservation (the sale of one spot for one stay):
 *   Pending   → Reserved   the order it belongs to completes (payment approved, or cash/check at the desk)
 *   Pending   → Cancelled  taken out of the cart, or its order was paid but could not complete (refund)
 *   Pending   → Expired    its hold ran out in the cart (the hold sweeper)
 *   Reserved  → Cancelled  cancelled by its customer (or staff) before arrival: its nights are freed
 *                          at once and what it paid, less the cancellation fee, is refunded
 *
 * Order (one checkout of a cart):
 *   Pending   → Completed  the provider approved the payment (or no card was needed) and every night converted
 *   Pending   → Declined   the provider declined the card, or the payer cancelled on the payment page
 *   Pending   → Abandoned  no payment came before its holds ran out (the hold sweeper)
 *   Pending   → Cancelled  paid, but a night was lost, a reservation left Pending or the amount differs:
 *                          the payment is recorded for a refund (REFUND_REASON)
 *   Abandoned → Cancelled  the same, when the payment arrives after the sweeper abandoned the order
 *   Declined  → Cancelled  the same, when a second checkout tab's payment is approved after a decline
 */
import type { OrderPayment } from './order.ts';

export type ReservationStatus = 'Pending' | 'Reserved' | 'Cancelled' | 'Expired';
export type OrderStatus = 'Pending' | 'Completed' | 'Declined' | 'Abandoned' | 'Cancelled';

export const RESERVATION_MOVES: Readonly<Record<ReservationStatus, readonly ReservationStatus[]>> = {
  Pending: ['Reserved', 'Cancelled', 'Expired'],
  Reserved: ['Cancelled'],
  Cancelled: [],
  Expired: [],
};

export const ORDER_MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  Pending: ['Completed', 'Declined', 'Abandoned', 'Cancelled'],
  Completed: [],
  Declined: ['Cancelled'],
  Abandoned: ['Cancelled'],
  Cancelled: [],
};

export function reservationMayMove(from: ReservationStatus, to: ReservationStatus): boolean {
  return RESERVATION_MOVES[from].includes(to);
}

export function orderMayMove(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_MOVES[from].includes(to);
}

/** Why a paid order could not complete; recorded on the order with its payment, to be refunded. */
export const REFUND_REASON = {
  nightLost: 'A night of the order was taken by another reservation after its hold expired.',
  reservationNotPending: 'A reservation of the order was no longer pending (its hold expired).',
  orderNotPending: 'The order was no longer pending when the payment was approved.',
  amountMismatch: 'The amount paid differs from the order total.',
  duplicatePayment: 'The order was already paid: this second payment is refunded.',
} as const;
export type RefundReason = (typeof REFUND_REASON)[keyof typeof REFUND_REASON];

/** What completing an order with a payment must do, decided from the order and its reservations. */
export type CompletionDecision =
  /** Already Completed (a duplicate or replayed postback): change nothing. */
  | { kind: 'alreadyCompleted' }
  /** Already Cancelled with its payment recorded: change nothing. */
  | { kind: 'alreadyCancelledForRefund' }
  /** Already paid by another session (a second checkout tab): this payment is refunded, nothing else changes. */
  | { kind: 'refundDuplicate'; reason: RefundReason }
  /** Cancel the order and record the payment for a refund. */
  | { kind: 'cancelForRefund'; reason: RefundReason }
  /** Convert these reservations (the others are already Reserved for this order). */
  | { kind: 'convert'; reservationIds: number[] };

export function decideCompletion(
  order: { id: number; status: OrderStatus; totalCents: number; payment: OrderPayment | null },
  payment: Pick<OrderPayment, 'amountCents' | 'providerOrderId'>,
  reservations: readonly ({ id: number; status: ReservationStatus; orderId: number | null } | undefined)[],
): CompletionDecision {
  if ((order.status === 'Completed' || order.status === 'Cancelled') && order.payment) {
    if (order.payment.providerOrderId !== payment.providerOrderId)
      return { kind: 'refundDuplicate', reason: REFUND_REASON.duplicatePayment };
    return order.status === 'Completed'
      ? { kind: 'alreadyCompleted' }
      : { kind: 'alreadyCancelledForRefund' };
  }
  if (order.status === 'Completed') return { kind: 'alreadyCompleted' };
  if (order.status !== 'Pending') return { kind: 'cancelForRefund', reason: REFUND_REASON.orderNotPending };
  if (payment.amountCents !== order.totalCents)
    return { kind: 'cancelForRefund', reason: REFUND_REASON.amountMismatch };
  const reservationIds: number[] = [];
  for (const r of reservations) {
    if (r?.status === 'Reserved' && r.orderId === order.id) continue;
    if (r?.status !== 'Pending')
      return { kind: 'cancelForRefund', reason: REFUND_REASON.reservationNotPending };
    reservationIds.push(r.id);
  }
  return { kind: 'convert', reservationIds };
}

/** Throws when a status write would make a move the tables above do not list (a programming error). */
export function assertMoves<S extends string>(
  moves: Readonly<Record<S, readonly S[]>>,
  from: readonly S[],
  to: S,
): void {
  const illegal = from.filter((f) => !moves[f].includes(to));
  if (illegal.length) throw new Error(`No move from ${illegal.join(', ')} to ${to}.`);
}
