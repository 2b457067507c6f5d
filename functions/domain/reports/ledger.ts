/**
 * The money ledger of a park: one entry per payment a reservation received (at its purchase, and for
 * a change that cost more), per refund given back on a reservation (its cancellation, a change that
 * cost less), per payment of an order that could not complete and its refund, and per chargeback and
 * its undoing, written in the same transaction as the order's completion or cancellation, the change's
 * swap, the refund's record or the chargeback's (functions/store/ledger.ts), so the money reports read
 * what was taken and given back on each day without re-deriving it from orders. Amounts are integer
 * cents, always positive: the kind says which way the money went.
 */
import type { ReservationCharge } from '#domain/booking/edit';
import type { OrderPayment, OrderRecord, OrderRefund } from '#domain/booking/order';
import type { ReservationRecord } from '#domain/booking/reservation';
import { FEE_TYPE, type FeeType } from '#domain/pricing/fee-types';
import type { FeeLineCents } from '#domain/pricing/fees';
import { feeAmountCents, paymentMethodOf } from '#domain/pricing/totals';

/** One fee line's share of an entry. */
export interface LedgerLine {
  feeType: FeeType;
  name: string;
  accountingCode: string;
  amountCents: number;
}

/**
 * payment: money taken; refund: money given back; chargeback: a card payment the issuer took back;
 * chargebackUndone: a chargeback recorded by mistake or reversed by the issuer (the money is back).
 */
export type LedgerKind = 'payment' | 'refund' | 'chargeback' | 'chargebackUndone';

export interface LedgerEntry {
  kind: LedgerKind;
  locationId: number;
  reservationId: number;
  reservationNumber: string;
  orderId: number;
  /** ISO date-time the money moved (the payment's completion, the refund's record). */
  at: string;
  paymentTypeId: number;
  /** Taken or handed back at the desk (no payment provider): cash and checks, which make the deposit. */
  atDesk: boolean;
  /** Who sold or refunded (a staff username, or the customer's). */
  by: string;
  amountCents: number;
  /** The amount by fee line; their sum is `amountCents`. */
  lines: LedgerLine[];
  /** Unique per money movement: the order and reservation of a payment, the reference of a refund. */
  reference: string;
}

/** Fees that stay with the agency when a stay is cancelled (lifecycle.ts NON_REFUNDABLE). */
const KEPT_ON_CANCELLATION: readonly number[] = [
  FEE_TYPE.Transaction,
  FEE_TYPE.Convenience,
  FEE_TYPE.CancellationModification,
];

function linesAt(fees: readonly FeeLineCents[], paymentTypeId: number): LedgerLine[] {
  const method = paymentMethodOf(paymentTypeId);
  return fees.map((f) => ({
    feeType: f.feeType,
    name: f.name,
    accountingCode: f.accountingCode,
    amountCents: feeAmountCents(f, method),
  }));
}

/**
 * The entries of a completed purchase: one per reservation, its fee lines at the order's payment
 * method. A payment taken without a provider session (cash, check at the desk) is a desk payment.
 */
export function purchaseEntries(
  order: Pick<OrderRecord, 'id' | 'paymentTypeId' | 'feesByReservation' | 'createdBy'>,
  reservations: readonly Pick<ReservationRecord, 'id' | 'locationId' | 'reservationNumber' | 'fees'>[],
  payment: { paymentTypeId: number; providerOrderId: string | null },
  at: string,
): LedgerEntry[] {
  return reservations.map((r) => {
    const lines = linesAt(order.feesByReservation[r.id] ?? r.fees, payment.paymentTypeId).filter(
      (l) => l.amountCents !== 0,
    );
    return {
      kind: 'payment',
      locationId: r.locationId,
      reservationId: r.id,
      reservationNumber: r.reservationNumber,
      orderId: order.id,
      at,
      paymentTypeId: payment.paymentTypeId,
      atDesk: payment.providerOrderId === null,
      by: order.createdBy,
      amountCents: lines.reduce((n, l) => n + l.amountCents, 0),
      lines,
      reference: `order-${order.id}-reservation-${r.id}`,
    };
  });
}

/** A line of a fee at a payment method, keyed by what the reports group it by. */
const lineKey = (l: LedgerLine) => `${l.feeType}|${l.name}|${l.accountingCode}`;

/**
 * The entry of a change's payment (the difference a dearer stay cost): the amount taken, split over the
 * fee lines the change raised, in proportion to how much each rose. Null when nothing was paid.
 */
export function changePaymentEntry(
  orderId: number,
  before: Pick<ReservationRecord, 'fees'>,
  after: Pick<ReservationRecord, 'id' | 'locationId' | 'reservationNumber' | 'fees'>,
  payment: Pick<OrderPayment, 'amountCents' | 'paymentTypeId' | 'providerOrderId'>,
  by: string,
  at: string,
): LedgerEntry | null {
  if (payment.amountCents <= 0) return null;
  const was = new Map<string, number>();
  for (const l of linesAt(before.fees, payment.paymentTypeId))
    was.set(lineKey(l), (was.get(lineKey(l)) ?? 0) + l.amountCents);
  const rose = linesAt(after.fees, payment.paymentTypeId)
    .map((l) => ({ ...l, amountCents: l.amountCents - (was.get(lineKey(l)) ?? 0) }))
    .filter((l) => l.amountCents > 0);
  const split = allocate(payment.amountCents, rose);
  return {
    kind: 'payment',
    locationId: after.locationId,
    reservationId: after.id,
    reservationNumber: after.reservationNumber,
    orderId,
    at,
    paymentTypeId: payment.paymentTypeId,
    atDesk: payment.providerOrderId === null,
    by,
    amountCents: payment.amountCents,
    lines: split.length ? split : [unsplit('Reservation change', payment.amountCents)],
    reference: `change-order-${orderId}-reservation-${after.id}`,
  };
}

/** One line carrying a whole amount, when no fee line can take it. */
function unsplit(name: string, amountCents: number): LedgerLine {
  return { feeType: FEE_TYPE.Reservation, name, accountingCode: '', amountCents };
}

/**
 * Splits `amountCents` over lines in proportion to their amounts, to the cent: the remainders go to the
 * largest fractions first (ties to the earlier line), so the parts always add up to the amount.
 */
export function allocate(amountCents: number, lines: readonly LedgerLine[]): LedgerLine[] {
  const base = lines.reduce((n, l) => n + l.amountCents, 0);
  if (base <= 0 || amountCents <= 0) return [];
  const exact = lines.map((l) => (amountCents * l.amountCents) / base);
  const parts = exact.map(Math.floor);
  let left = amountCents - parts.reduce((n, p) => n + p, 0);
  const order = exact
    .map((x, i) => ({ i, frac: x - Math.floor(x) }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return lines.map((l, i) => ({ ...l, amountCents: parts[i]! })).filter((l) => l.amountCents !== 0);
}

/**
 * The entry of an approved refund on a reservation (its cancellation, or a change to a cheaper stay):
 * the amount given back, split over the reservation's refundable fee lines (what is kept, the
 * cancellation or modification fee and the transaction and convenience fees, is the part of those lines
 * not refunded). Null for a refund that moved no money (refused, or 0).
 */
export function refundEntry(
  refund: Pick<
    OrderRefund,
    'reference' | 'status' | 'amountCents' | 'paymentTypeId' | 'token' | 'refundedAt'
  >,
  orderId: number,
  reservation: Pick<ReservationRecord, 'id' | 'locationId' | 'reservationNumber' | 'fees'>,
  by: string,
): LedgerEntry | null {
  if (refund.status !== 'approved' || refund.amountCents <= 0) return null;
  const paid = linesAt(reservation.fees, refund.paymentTypeId);
  const refundable = paid.filter((l) => !KEPT_ON_CANCELLATION.includes(l.feeType));
  const split = allocate(refund.amountCents, refundable.length ? refundable : paid);
  return {
    kind: 'refund',
    locationId: reservation.locationId,
    reservationId: reservation.id,
    reservationNumber: reservation.reservationNumber,
    orderId,
    at: refund.refundedAt,
    paymentTypeId: refund.paymentTypeId,
    atDesk: !refund.token,
    by,
    amountCents: refund.amountCents,
    lines: split.length ? split : [unsplit('Refund', refund.amountCents)],
    reference: refund.reference,
  };
}

/**
 * The entries of a chargeback (or its undoing) on a reservation: what the card issuer took back is what
 * the reservation's provider payments still hold (net of refunds), split over the fee lines it paid.
 * Null when no provider payment is left to take back (a desk payment cannot be charged back).
 */
export function chargebackEntry(
  reservation: Pick<ReservationRecord, 'id' | 'locationId' | 'reservationNumber'>,
  paidFees: readonly FeeLineCents[],
  charges: readonly Pick<
    ReservationCharge,
    'orderId' | 'token' | 'paymentTypeId' | 'amountCents' | 'refundedCents'
  >[],
  move: { undo: boolean; by: string; at: string; reference: string },
): LedgerEntry | null {
  const card = charges.filter((c) => c.token);
  const amountCents = card.reduce((n, c) => n + c.amountCents - c.refundedCents, 0);
  if (amountCents <= 0) return null;
  const paymentTypeId = card[0]!.paymentTypeId;
  const split = allocate(amountCents, linesAt(paidFees, paymentTypeId));
  return {
    kind: move.undo ? 'chargebackUndone' : 'chargeback',
    locationId: reservation.locationId,
    reservationId: reservation.id,
    reservationNumber: reservation.reservationNumber,
    orderId: card[0]!.orderId,
    at: move.at,
    paymentTypeId,
    atDesk: false,
    by: move.by,
    amountCents,
    lines: split.length ? split : [unsplit('Chargeback', amountCents)],
    reference: move.reference,
  };
}

/**
 * The entries of a paid order that could not complete (a night lost, the order abandoned meanwhile): its
 * payment when it is cancelled for a refund, and that refund when it is given back, each split over the
 * order's reservations in proportion to what each cost at the payment method (then over its fee lines),
 * so each park's payments and refunds both show money that came and went. Empty when nothing moved.
 */
export function unfulfilledOrderEntries(
  kind: 'payment' | 'refund',
  order: Pick<OrderRecord, 'id' | 'feesByReservation'>,
  reservations: readonly Pick<ReservationRecord, 'id' | 'locationId' | 'reservationNumber' | 'fees'>[],
  money: {
    amountCents: number;
    paymentTypeId: number;
    atDesk: boolean;
    by: string;
    at: string;
    reference: string;
  },
): LedgerEntry[] {
  if (money.amountCents <= 0 || !reservations.length) return [];
  const lines = reservations.map((r) =>
    linesAt(order.feesByReservation[r.id] ?? r.fees, money.paymentTypeId).filter((l) => l.amountCents > 0),
  );
  const totals = lines.map((ls, i) => ({
    feeType: FEE_TYPE.Reservation,
    name: String(i),
    accountingCode: '',
    amountCents: ls.reduce((n, l) => n + l.amountCents, 0),
  }));
  const shares = allocate(money.amountCents, totals);
  const parts = shares.length ? shares : [{ ...totals[0]!, amountCents: money.amountCents }];
  return parts.map((share) => {
    const i = Number(share.name);
    const r = reservations[i]!;
    const split = allocate(share.amountCents, lines[i]!);
    return {
      kind,
      locationId: r.locationId,
      reservationId: r.id,
      reservationNumber: r.reservationNumber,
      orderId: order.id,
      at: money.at,
      paymentTypeId: money.paymentTypeId,
      atDesk: money.atDesk,
      by: money.by,
      amountCents: share.amountCents,
      lines: split.length ? split : [unsplit(kind === 'payment' ? 'Payment' : 'Refund', share.amountCents)],
      reference: `${money.reference}-reservation-${r.id}`,
    };
  });
}
