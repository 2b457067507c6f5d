/**
 * Cancelled reservations: the cancelled stays whose dates fall in the range, with when and by whom each
 * was cancelled, what had been paid, what the agency kept (the cancellation fee and any non-refundable
 * part) and what went back. Amounts in cents.
 */
import { type ReservationRecord, occupantNameOf } from '#domain/booking/reservation';
import type { ReportPark } from './park-data.ts';
import { type ReportRow, type ReportTable, sumOf } from './table.ts';

export interface CancelledStay {
  reservationNumber: string;
  spotId: number;
  arrivalDate: string;
  departureDate: string;
  occupantName: string;
  /** ISO date-time. */
  cancelledAt: string;
  cancelledBy: string;
  reason: string;
  paidCents: number;
  keptCents: number;
  refundCents: number;
}

/** A cancelled reservation's row, as the report lists it; null for one with no cancellation recorded. */
export function cancelledStayOf(
  r: Pick<
    ReservationRecord,
    'reservationNumber' | 'spotId' | 'startDate' | 'endDate' | 'primaryOccupant' | 'cancellation'
  >,
): CancelledStay | null {
  const c = r.cancellation;
  if (!c) return null;
  return {
    reservationNumber: r.reservationNumber,
    spotId: r.spotId,
    arrivalDate: r.startDate,
    departureDate: r.endDate,
    occupantName: occupantNameOf(r.primaryOccupant),
    cancelledAt: c.cancelledAt,
    cancelledBy: c.cancelledBy,
    reason: c.reason ?? '',
    paidCents: c.paidCents,
    keptCents: c.cancellationFeeCents + c.nonRefundableCents,
    refundCents: c.refundCents,
  };
}

export interface CancellationPark extends ReportPark {
  cancelled: CancelledStay[];
}

export function cancelledReservationsReport(parks: readonly CancellationPark[]): ReportTable {
  const rows: ReportRow[] = parks.flatMap((park) => {
    const spots = new Map(park.spots.map((s) => [s.id, s]));
    return [...park.cancelled]
      .sort((a, b) => a.cancelledAt.localeCompare(b.cancelledAt))
      .map((c) => ({
        park: park.name,
        spot: spots.get(c.spotId)?.name ?? String(c.spotId),
        reservation: c.reservationNumber,
        occupant: c.occupantName,
        arrival: c.arrivalDate,
        departure: c.departureDate,
        cancelledOn: c.cancelledAt.slice(0, 10),
        cancelledBy: c.cancelledBy,
        reason: c.reason,
        paid: c.paidCents,
        kept: c.keptCents,
        refunded: c.refundCents,
      }));
  });
  const totals = { paid: sumOf(rows, 'paid'), kept: sumOf(rows, 'kept'), refunded: sumOf(rows, 'refunded') };
  return {
    columns: [
      { key: 'park', label: 'Park', kind: 'text' },
      { key: 'spot', label: 'Spot', kind: 'text' },
      { key: 'reservation', label: 'Reservation', kind: 'text' },
      { key: 'occupant', label: 'Primary occupant', kind: 'text' },
      { key: 'arrival', label: 'Arrival', kind: 'date' },
      { key: 'departure', label: 'Departure', kind: 'date' },
      { key: 'cancelledOn', label: 'Cancelled on', kind: 'date' },
      { key: 'cancelledBy', label: 'Cancelled by', kind: 'text' },
      { key: 'reason', label: 'Reason', kind: 'text' },
      { key: 'paid', label: 'Paid', kind: 'money' },
      { key: 'kept', label: 'Fee kept', kind: 'money' },
      { key: 'refunded', label: 'Refunded', kind: 'money' },
    ],
    rows,
    totals: {
      park: 'Total',
      spot: null,
      reservation: `${rows.length} ${rows.length === 1 ? 'cancellation' : 'cancellations'}`,
      occupant: null,
      arrival: null,
      departure: null,
      cancelledOn: null,
      cancelledBy: null,
      reason: null,
      ...totals,
    },
    chart: {
      kind: 'bar',
      title: 'Money of the cancellations',
      valueLabel: 'Amount',
      valueKind: 'money',
      points: [
        { label: 'Paid', value: totals.paid },
        { label: 'Fee kept', value: totals.kept },
        { label: 'Refunded', value: totals.refunded },
      ],
    },
  };
}
