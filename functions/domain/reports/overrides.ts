/**
 * Admin override: every staff override recorded on the stays whose dates fall in the range (kept or
 * cancelled): a fee changed (who, when, old → new and why), a business rule or a park closure set aside
 * (by the staff user who made the booking, when they made it).
 */
import { formatCents } from '#domain/display-format';
import type { FeeOverrideRecord } from '#domain/pricing/overrides';
import type { ReportPark } from './park-data.ts';
import type { ReportRow, ReportTable } from './table.ts';

export interface OverriddenStay {
  reservationNumber: string;
  spotId: number;
  arrivalDate: string;
  departureDate: string;
  /** Read from the park's cancelled index (a cancelled stay), not from its sold nights. */
  cancelled: boolean;
  /** The booking's staff user and time (a rule or closure override is made when booking). */
  createdBy: string;
  createdAt: string;
  feeOverrides: Omit<FeeOverrideRecord, 'feeType'>[];
  overriddenRules: string[];
  overriddenClosureDays: string[];
}

export interface OverridePark extends ReportPark {
  stays: OverriddenStay[];
}

type Kind = 'Fee' | 'Business rule' | 'Park closure';
const KINDS: readonly Kind[] = ['Fee', 'Business rule', 'Park closure'];

export function adminOverrideReport(parks: readonly OverridePark[]): ReportTable {
  const rows: (ReportRow & { kind: Kind })[] = parks.flatMap((park) => {
    const spotName = new Map(park.spots.map((s) => [s.id, s.name]));
    return park.stays.flatMap((stay) => {
      const base = {
        park: park.name,
        reservation: stay.reservationNumber,
        spot: spotName.get(stay.spotId) ?? String(stay.spotId),
        arrival: stay.arrivalDate,
      };
      return [
        ...stay.feeOverrides.map((o) => ({
          ...base,
          kind: 'Fee' as const,
          what: o.name,
          oldValue: formatCents(o.fromCents),
          newValue: formatCents(o.toCents),
          reason: o.reason,
          by: o.by,
          at: o.at.slice(0, 10),
        })),
        ...stay.overriddenRules.map((rule) => ({
          ...base,
          kind: 'Business rule' as const,
          what: rule,
          oldValue: 'Refused',
          newValue: 'Overridden',
          reason: '',
          by: stay.createdBy,
          at: stay.createdAt.slice(0, 10),
        })),
        ...stay.overriddenClosureDays.map((day) => ({
          ...base,
          kind: 'Park closure' as const,
          what: day,
          oldValue: 'Closed',
          newValue: 'Booked',
          reason: '',
          by: stay.createdBy,
          at: stay.createdAt.slice(0, 10),
        })),
      ];
    });
  });
  // By date, then reservation (each stay's rows in their order): the same order whichever way the stays
  // were read.
  rows.sort(
    (a, b) =>
      String(a.at).localeCompare(String(b.at)) || String(a.reservation).localeCompare(String(b.reservation)),
  );
  return {
    columns: [
      { key: 'at', label: 'Date', kind: 'date' },
      { key: 'by', label: 'Staff user', kind: 'text' },
      { key: 'park', label: 'Park', kind: 'text' },
      { key: 'reservation', label: 'Reservation', kind: 'text' },
      { key: 'spot', label: 'Spot', kind: 'text' },
      { key: 'arrival', label: 'Arrival', kind: 'date' },
      { key: 'kind', label: 'Override', kind: 'text' },
      { key: 'what', label: 'Of', kind: 'text' },
      { key: 'oldValue', label: 'Old', kind: 'text' },
      { key: 'newValue', label: 'New', kind: 'text' },
      { key: 'reason', label: 'Reason', kind: 'text' },
    ],
    rows,
    totals: {
      at: 'Total',
      by: null,
      park: null,
      reservation: `${rows.length} ${rows.length === 1 ? 'override' : 'overrides'}`,
      spot: null,
      arrival: null,
      kind: null,
      what: null,
      oldValue: null,
      newValue: null,
      reason: null,
    },
    chart: {
      kind: 'bar',
      title: 'Overrides by kind',
      valueLabel: 'Overrides',
      valueKind: 'number',
      points: KINDS.map((kind) => ({ label: kind, value: rows.filter((r) => r.kind === kind).length })),
    },
  };
}
