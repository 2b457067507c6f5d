/**
 * What may happen to a sold reservation, and what it costs (public §4.6): whether its customer may still
 * change or cancel it online, and the money of a cancellation. Pure: the store moves the status and the
 * nights, the booking module refunds through the provider. The front desk builds on the same rules.
 */
import { FEE_TYPE } from '#domain/pricing/fee-types';
import type { FeeLineCents } from '#domain/pricing/fees';
import { feeAmountCents, type PaymentMethod } from '#domain/pricing/totals';
import type { ReservationRecord } from './reservation.ts';

export const LIFECYCLE_MESSAGE = {
  notModifiable: 'This reservation can no longer be changed or cancelled online. Please contact the park.',
  paidAtPark: 'This reservation was paid at the park. Please contact the park to cancel it.',
  refundOption:
    'Online cancellations are refunded to the card the reservation was paid with (refundOption 1).',
} as const;

/** refundOption of a cancellation request: 1 back to the original payment, 2 no refund (staff only). */
export const REFUND_OPTION = { OriginalPayment: 1, NoRefund: 2 } as const;

/**
 * customerModifiable: sold (Reserved), not checked in, and its arrival day not past in the park's time
 * zone (a person may still cancel on the morning of arrival, before checking in).
 */
export function customerModifiable(
  r: Pick<ReservationRecord, 'status' | 'startDate'> & { checkedInAt?: string | null },
  parkToday: string,
): boolean {
  return r.status === 'Reserved' && !r.checkedInAt && parkToday <= r.startDate;
}

/** A reservation is current until its departure day has passed; then it is past. */
export function isCurrent(r: Pick<ReservationRecord, 'endDate'>, parkToday: string): boolean {
  return r.endDate >= parkToday;
}

export interface CancellationBreakdown {
  /** What the reservation cost at the order's payment method. */
  paidCents: number;
  /** Transaction and convenience fees: the service was given, they are not refunded. */
  nonRefundableCents: number;
  /** The tenant's cancellation fee for this stay. */
  cancellationFeeCents: number;
  refundCents: number;
}

/** Fees for a service given: the purchase's transaction and convenience fees, a change's modification fee. */
const NON_REFUNDABLE: readonly number[] = [
  FEE_TYPE.Transaction,
  FEE_TYPE.Convenience,
  FEE_TYPE.CancellationModification,
];

/**
 * The money of cancelling a reservation: what it paid (net of refunds, when it was changed), less its
 * non-refundable fees and the cancellation fee (the cancellation-operation lines of its quote), never
 * below zero.
 */
export function cancellationBreakdown(
  paidFees: readonly FeeLineCents[],
  method: PaymentMethod,
  cancellationFees: readonly FeeLineCents[],
  paidCents = paidFees.reduce((n, f) => n + feeAmountCents(f, method), 0),
): CancellationBreakdown {
  const amount = (lines: readonly FeeLineCents[]) => lines.reduce((n, f) => n + feeAmountCents(f, method), 0);
  const nonRefundableCents = amount(paidFees.filter((f) => NON_REFUNDABLE.includes(f.feeType)));
  const cancellationFeeCents = amount(
    cancellationFees.filter((f) => f.feeType === FEE_TYPE.CancellationModification),
  );
  return {
    paidCents,
    nonRefundableCents,
    cancellationFeeCents,
    refundCents: Math.max(0, paidCents - nonRefundableCents - cancellationFeeCents),
  };
}
