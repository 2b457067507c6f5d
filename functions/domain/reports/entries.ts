/**
 * The report aggregates' stay entries (functions/store/README.md "Report aggregates"): what the camper
 * and admin override reports list of a stay, kept apart from the day parts of the other reports so each
 * reads only its own. A sold stay is a guest entry (the camper report's row: occupant, spot, party,
 * vehicles, contact); a stay with a staff override, kept or cancelled (from the cancelled index), is an
 * override entry, and a stay without one is none, so a year of overrides is a few entries, not a year
 * of stays.
 *
 * An entry is filed on its stay's arrival day and on the 1st of each later month the stay is in the
 * park, so the entries filed in the months of a range name every stay in the park on a day of it, of
 * any length, with no look back. A change of the stay rewrites its entry on each such day (the entry is
 * the stay as it now is, replaced whole), so a change applied twice leaves the same entry.
 */
import { addDays } from '#domain/availability/calendar';
import { type ReservationRecord, occupantNameOf } from '#domain/booking/reservation';
import type { AggregatedReservation } from './aggregates.ts';
import { stayChannel } from './aggregates.ts';
import type { ReportStay } from './guests.ts';
import type { OverriddenStay } from './overrides.ts';

/** What the entries are folded from: the day aggregates' fields, and the guest and override fields. */
export type EntryReservation = AggregatedReservation &
  Pick<
    ReservationRecord,
    | 'numberOfVehicles'
    | 'createdBy'
    | 'createdAt'
    | 'feeOverrides'
    | 'overriddenRules'
    | 'overriddenClosureDays'
  >;

/** A stay as the guest reports read it. */
export function reportStayOf(
  r: Pick<
    ReservationRecord,
    | 'reservationNumber'
    | 'spotId'
    | 'startDate'
    | 'endDate'
    | 'primaryOccupant'
    | 'numberOfAdults'
    | 'numberOfVehicles'
    | 'walkInReservation'
    | 'salesChannel'
  >,
): ReportStay {
  return {
    reservationNumber: r.reservationNumber,
    spotId: r.spotId,
    arrivalDate: r.startDate,
    departureDate: r.endDate,
    occupantName: occupantNameOf(r.primaryOccupant),
    phone: r.primaryOccupant.mobilePhone || r.primaryOccupant.homePhone || '',
    email: r.primaryOccupant.email,
    people: r.numberOfAdults,
    vehicles: r.numberOfVehicles,
    occupantState: r.primaryOccupant.state,
    occupantCountry: r.primaryOccupant.country,
    channel: stayChannel(r),
  };
}

/** A stay as the admin override report reads it (`cancelled`: read from the cancelled index). */
export function overriddenStayOf(
  r: Pick<
    ReservationRecord,
    | 'reservationNumber'
    | 'spotId'
    | 'startDate'
    | 'endDate'
    | 'createdBy'
    | 'createdAt'
    | 'feeOverrides'
    | 'overriddenRules'
    | 'overriddenClosureDays'
  >,
  cancelled: boolean,
): OverriddenStay {
  return {
    reservationNumber: r.reservationNumber,
    spotId: r.spotId,
    arrivalDate: r.startDate,
    departureDate: r.endDate,
    cancelled,
    createdBy: r.createdBy,
    createdAt: r.createdAt,
    // Without the fee type: the report names a fee by its name.
    feeOverrides: (r.feeOverrides ?? []).map(({ feeType: _, ...o }) => o),
    overriddenRules: r.overriddenRules ?? [],
    overriddenClosureDays: r.overriddenClosureDays ?? [],
  };
}

const hasOverride = (s: OverriddenStay) =>
  s.feeOverrides.length > 0 || s.overriddenRules.length > 0 || s.overriddenClosureDays.length > 0;

/** The days a stay is in the park: each night, or the one day of a day-use stay. */
export function stayDaysOf(arrival: string, departure: string): string[] {
  if (departure <= arrival) return [arrival];
  const days: string[] = [];
  for (let d = arrival; d < departure; d = addDays(d, 1)) days.push(d);
  return days;
}

/** The days a stay's entry is filed on: its arrival day and the 1st of each later month it is in the park. */
export function filedDays(arrival: string, departure: string): string[] {
  return stayDaysOf(arrival, departure).filter((d, i) => i === 0 || d.endsWith('-01'));
}

/** A sold stay's guest entry on each day it is filed on; none for a stay not sold (or no longer). */
export function guestDays(r: EntryReservation | undefined): Map<string, ReportStay> {
  if (!r || r.status !== 'Reserved') return new Map();
  const stay = reportStayOf(r);
  return new Map(filedDays(r.startDate, r.endDate).map((d) => [d, stay]));
}

/**
 * A stay's override entry on each day it is filed on, while it is sold or cancelled on the park's
 * cancelled index (as the override report reads stays from the items); none for a stay without an
 * override.
 */
export function overrideDays(
  r: EntryReservation | undefined,
  onCancelledIndex: boolean,
): Map<string, OverriddenStay> {
  if (!r) return new Map();
  const sold = r.status === 'Reserved';
  if (!sold && !(r.status === 'Cancelled' && onCancelledIndex)) return new Map();
  const stay = overriddenStayOf(r, !sold);
  if (!hasOverride(stay)) return new Map();
  return new Map(filedDays(r.startDate, r.endDate).map((d) => [d, stay]));
}

/**
 * The days whose entry changes from one image of a reservation to the next, with the new entry (null
 * where the stay is no longer filed on the day). Days filed alike in both are left out.
 */
export function changedEntryDays<T>(
  before: ReadonlyMap<string, T>,
  after: ReadonlyMap<string, T>,
): Map<string, T | null> {
  const changed = new Map<string, T | null>();
  for (const d of new Set([...before.keys(), ...after.keys()])) {
    const next = after.get(d) ?? null;
    if (JSON.stringify(before.get(d) ?? null) !== JSON.stringify(next)) changed.set(d, next);
  }
  return changed;
}

/**
 * Whether an overridden stay is one the report lists over `from`–`to`: a sold stay with a day in the
 * range (as the night index names it), a cancelled one whose stay overlapped the range's nights (as the
 * cancelled index reads it).
 */
export function overrideInRange(s: OverriddenStay, from: string, to: string): boolean {
  if (s.cancelled) return s.arrivalDate <= to && s.departureDate > from;
  return stayDaysOf(s.arrivalDate, s.departureDate).some((d) => d >= from && d <= to);
}

/** The stays of entries read from several days (a stay filed on several is kept once). */
export function uniqueStays<T extends { reservationNumber: string }>(entries: Iterable<T>): T[] {
  return [...new Map([...entries].map((e) => [e.reservationNumber, e])).values()];
}
