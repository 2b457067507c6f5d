/**
 * What the reports keep of a stretch of a park's days inside one month (functions/store/README.md
 * "Report aggregates"): the park's month roll-up, or the part of an edge month a range only touches.
 * A year is read as twelve roll-ups and two edge stretches instead of 365 day items. Each figure is
 * kept at the grain its reports show it: per spot the sold nights as a bit per day of the month (the
 * occupancy report asks, per closed night, whether it was sold), per spot the nights and money of the
 * sold stays (revenue per product class), per month the arrivals by channel and by where the visitors
 * come from, and the rows themselves where a report lists them (turnovers, cancelled stays), each with
 * its day so a range can keep its own. Built from the same lists whether read from the items or from
 * the day aggregates, so the two stay comparable.
 */
import { addDays, eachDay } from '#domain/availability/calendar';
import type { CancelledStay } from './cancellations.ts';
import type { ArrivalPark, ReportStay } from './guests.ts';
import type { BreakupCell, DepositCell } from './ledger-cells.ts';
import { sumBreakup } from './ledger-cells.ts';
import type { RevenueNight } from './money.ts';
import type { SoldNight } from './park-data.ts';

/** A turnover: on `day` the stay holding `spotId` the night before leaves and another arrives. */
export type Turnover = [day: string, spotId: number, leaving: number, arriving: number];

export interface StayRollUp {
  /** The stretch covered, both days in one month. */
  from: string;
  to: string;
  /** Per spot id: the sold nights (bit d − 1 for day d of the month), revenue nights, revenue cents. */
  spots: Record<string, [mask: number, nights: number, cents: number]>;
  /** Sold stays arriving in the stretch, by channel. */
  channels: Partial<Record<ReportStay['channel'], number>>;
  /** People of the sold stays arriving in the stretch, by `[state, country]` as JSON. */
  visitors: Record<string, number>;
  /** Cancelled stays arriving in the stretch. */
  cancelled: CancelledStay[];
  turnovers: Turnover[];
}

export interface MoneyRollUp {
  from: string;
  to: string;
  /** Summed over the stretch. */
  breakup: BreakupCell[];
  /** Per day, as field deposit lists them. */
  deposit: DepositCell[];
}

/** What a stretch is rolled up from: the lists the reports read, from the items or the day aggregates. */
export interface StayLists {
  /** Sold nights from the day before `from` (who departs on `from`) through `to`. */
  soldNights: readonly SoldNight[];
  revenueNights: readonly RevenueNight[];
  arrivals: ArrivalPark['stays'];
  cancelled: readonly CancelledStay[];
}

/** A range cut at month ends: each stretch and whether it is its whole month. */
export function stretchesOf(from: string, to: string): { from: string; to: string; whole: boolean }[] {
  const out: { from: string; to: string; whole: boolean }[] = [];
  for (let start = from; start <= to;) {
    const end = monthEnd(start) < to ? monthEnd(start) : to;
    out.push({ from: start, to: end, whole: start.endsWith('-01') && end === monthEnd(start) });
    start = addDays(end, 1);
  }
  return out;
}

/** The last day of a date's month. */
export function monthEnd(date: string): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${date.slice(0, 7)}-${String(last).padStart(2, '0')}`;
}

export const monthStart = (date: string) => `${date.slice(0, 7)}-01`;

const dayBit = (date: string) => 2 ** (Number(date.slice(8, 10)) - 1);
/** Whether a mask has day `date`'s bit (masks pass 2^31, past JavaScript's 32-bit operators). */
export const hasDay = (mask: number, date: string) => Math.floor(mask / dayBit(date)) % 2 === 1;

/** Rolls up one stretch (inside one month) from the lists; anything outside the stretch is left out. */
export function rollUpStays(from: string, to: string, lists: StayLists): StayRollUp {
  const inStretch = (d: string) => d >= from && d <= to;
  const spots: StayRollUp['spots'] = {};
  const spot = (id: number) => (spots[id] ??= [0, 0, 0]);
  const holder = new Map<string, number>();
  for (const n of lists.soldNights) {
    if (n.night < addDays(from, -1) || n.night > to) continue;
    holder.set(`${n.spotId}|${n.night}`, n.reservationId);
  }
  const soldDays = new Set<string>();
  for (const key of holder.keys()) {
    const [spotId, night] = key.split('|') as [string, string];
    if (!inStretch(night) || soldDays.has(key)) continue;
    soldDays.add(key);
    spot(Number(spotId))[0] += dayBit(night);
  }
  for (const n of lists.revenueNights) {
    if (!inStretch(n.night)) continue;
    const s = spot(n.spotId);
    s[1] += 1;
    s[2] += n.cents;
  }
  const channels: StayRollUp['channels'] = {};
  const visitors: StayRollUp['visitors'] = {};
  for (const a of lists.arrivals) {
    if (!inStretch(a.arrivalDate)) continue;
    channels[a.channel] = (channels[a.channel] ?? 0) + 1;
    const where = JSON.stringify([a.occupantState, a.occupantCountry]);
    visitors[where] = (visitors[where] ?? 0) + a.people;
  }
  const turnovers: Turnover[] = [];
  for (const [key, arriving] of holder) {
    const [spotId, night] = key.split('|') as [string, string];
    if (!inStretch(night)) continue;
    const leaving = holder.get(`${spotId}|${addDays(night, -1)}`);
    if (leaving !== undefined && leaving !== arriving)
      turnovers.push([night, Number(spotId), leaving, arriving]);
  }
  turnovers.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
  return {
    from,
    to,
    spots,
    channels,
    visitors,
    cancelled: lists.cancelled.filter((c) => inStretch(c.arrivalDate)),
    turnovers,
  };
}

/** Rolls up one stretch of money from its days' cells (each day's deposit cells kept apart). */
export function rollUpMoney(
  from: string,
  to: string,
  cells: { breakup: readonly BreakupCell[]; deposit: readonly DepositCell[] },
): MoneyRollUp {
  return {
    from,
    to,
    breakup: sumBreakup(cells.breakup),
    deposit: cells.deposit.filter((c) => c.day >= from && c.day <= to),
  };
}

/** The sold nights of a stretch as a set of `spotId|date`, from the spots' masks. */
export function soldNightsOf(rollUp: Pick<StayRollUp, 'from' | 'to' | 'spots'>): Set<string> {
  const sold = new Set<string>();
  const days = eachDay(rollUp.from, rollUp.to);
  for (const [spotId, [mask]] of Object.entries(rollUp.spots))
    if (mask) for (const d of days) if (hasDay(mask, d)) sold.add(`${spotId}|${d}`);
  return sold;
}
