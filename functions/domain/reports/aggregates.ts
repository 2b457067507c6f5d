/**
 * The reports' per-park, per-day aggregates (functions/store/README.md "Report aggregates"): what each
 * change to a reservation, a taken night or a new ledger entry adds to a park's days, as pure folds the
 * stream consumer applies and the reports read back. A stay is folded as a whole into each day it touches
 * (one entry per reservation and day, replaced on every change), so applying a change twice leaves the
 * same day; a sold night is a member of its day's set (added or taken out, which is the same done twice);
 * a ledger entry adds to counters once (the store refuses a reference it has counted).
 */
import { SALES_CHANNEL } from '#domain/checkout';
import type { ReservationRecord } from '#domain/booking/reservation';
import { type CancelledStay, cancelledStayOf } from './cancellations.ts';
import type { ReportStay } from './guests.ts';
import { nightlyRevenue } from './money.ts';
import type { SoldNight } from './park-data.ts';

/** How a stay was booked, as the guest reports name it. */
export function stayChannel(
  r: Pick<ReservationRecord, 'walkInReservation' | 'salesChannel'>,
): ReportStay['channel'] {
  return r.walkInReservation ? 'Walk-in' : r.salesChannel === SALES_CHANNEL.Public ? 'Online' : 'Desk';
}

/** What an arriving stay gives the arrival reports (reservation method, park visitation). */
export interface ArrivalFacts {
  channel: ReportStay['channel'];
  people: number;
  state: string;
  country: string;
}

/**
 * One reservation's part of one day of its park: on each night it holds while Reserved, its spot and
 * the night's share of the nightly fee (`spotId`, `cents`); on its arrival day, what the arrival reports
 * count while Reserved (`arrival`), or its row in cancelled reservations once cancelled (`cancelled`).
 */
export interface StayDay {
  spotId?: number;
  cents?: number;
  arrival?: ArrivalFacts;
  cancelled?: CancelledStay;
}

export type AggregatedReservation = Pick<
  ReservationRecord,
  | 'id'
  | 'reservationNumber'
  | 'spotId'
  | 'locationId'
  | 'startDate'
  | 'endDate'
  | 'nights'
  | 'status'
  | 'fees'
  | 'salesChannel'
  | 'walkInReservation'
  | 'numberOfAdults'
  | 'primaryOccupant'
  | 'cancellation'
>;

/**
 * The days a reservation adds to, with its part of each. `onCancelledIndex`: the cancellation filed it
 * on the park's cancelled index (a stay taken out of a cart before purchase is not a cancellation).
 */
export function stayDays(r: AggregatedReservation, onCancelledIndex: boolean): Map<string, StayDay> {
  const days = new Map<string, StayDay>();
  const day = (d: string) => days.get(d) ?? days.set(d, {}).get(d)!;
  if (r.status === 'Reserved') {
    for (const [night, cents] of nightlyRevenue({ spotId: r.spotId, nights: r.nights, fees: r.fees }))
      Object.assign(day(night), { spotId: r.spotId, cents });
    day(r.startDate).arrival = {
      channel: stayChannel(r),
      people: r.numberOfAdults,
      state: r.primaryOccupant.state,
      country: r.primaryOccupant.country,
    };
  } else if (r.status === 'Cancelled' && onCancelledIndex) {
    const cancelled = cancelledStayOf(r);
    if (cancelled) day(r.startDate).cancelled = cancelled;
  }
  return days;
}

/**
 * The days whose part changes from one image of a reservation to the next, with the new part (an empty
 * part where the reservation no longer touches the day). Days it touches alike in both are left out.
 */
export function changedStayDays(
  before: Map<string, StayDay>,
  after: Map<string, StayDay>,
): Map<string, StayDay> {
  const changed = new Map<string, StayDay>();
  for (const d of new Set([...before.keys(), ...after.keys()])) {
    const next = after.get(d) ?? {};
    if (JSON.stringify(before.get(d) ?? {}) !== JSON.stringify(next)) changed.set(d, next);
  }
  return changed;
}

/** A taken night's item as the stream gives it (inventory.ts SpotNightRecord). */
export interface NightImage {
  spotId: number;
  locationId: number;
  night: string;
  status?: string;
  reservationId?: number;
}

/**
 * The sold night a taken night is to the reports, or null: reserved and naming its reservation, as the
 * night index's sold-night read filters it (holds and staff blocks are not sold). Whether a reservation
 * record stands behind it is not asked: the sold-night reports count the index alone (the demo's
 * availability data reserves nights with no reservation record).
 */
export function soldNightOf(n: NightImage | undefined): SoldNight | null {
  if (!n || n.status !== 'reserved' || typeof n.reservationId !== 'number') return null;
  return { spotId: n.spotId, night: n.night, reservationId: n.reservationId };
}
