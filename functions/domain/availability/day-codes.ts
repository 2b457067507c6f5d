/**
 * The day code of one spot on one day (public §3.3 Day availability, admin §4.3), and whether a stay fits.
 * Precedence, first match wins: the public never sees days before today or agency-only spots as open;
 * outside the park's operational seasons a day is Unavailable; a taken night is Reserved (Unavailable when
 * staff blocked it); then closures (Closed over ClosedOverridable), walk-in periods, the public's minimum
 * arrival date, and past the maximum arrival date only a day a stay starting inside the window reaches.
 */
import { AVAILABILITY_CODE } from '#domain/availability/codes';
import type { SpotRecord } from '#domain/catalogue';
import {
  type BusinessRuleRow,
  type RuleScope,
  lastArrivalDate,
  ruleValueOn,
  scopesOfPark,
} from '#domain/business-rules/rows';
import type { ParkRules, SpotNightRecord } from '#domain/inventory';
import { addDays, daysBetween, eachDay } from './calendar.ts';

export type AvailabilityCode = (typeof AVAILABILITY_CODE)[keyof typeof AVAILABILITY_CODE];

/** Who asks: the public, or staff (admin call) with their powers. */
export interface AvailabilityCaller {
  kind: 'public' | 'staff';
  /** Staff: days before today show their real codes. */
  pastDatesAvailable: boolean;
  /** The caller's own hold: its nights are free for them. */
  lockCode?: string;
  /** The reservation being edited: its nights are free for it. */
  spotReservationId?: number;
}

export const PUBLIC_CALLER: AvailabilityCaller = { kind: 'public', pastDatesAvailable: false };

export interface DayCodeContext {
  /** Today in the park's timezone. */
  today: string;
  /** Epoch seconds: holds that expired at or before now are free. */
  now: number;
  caller: AvailabilityCaller;
  rules: ParkRules;
}

export interface DayCode {
  date: string;
  code: AvailabilityCode;
  availableAfterMaxArrival: boolean;
}

const inRange = (day: string, r: { startDate: string; endDate: string }) =>
  r.startDate <= day && day <= r.endDate;
const coversSpot = (spotIds: number[], spotId: number) => spotIds.length === 0 || spotIds.includes(spotId);

/** Whether a taken night still holds the spot against this caller. */
export function nightIsTaken(night: SpotNightRecord, ctx: Pick<DayCodeContext, 'now' | 'caller'>): boolean {
  if (night.status === 'held' && night.expiresAt !== undefined && night.expiresAt <= ctx.now) return false;
  if (ctx.caller.lockCode && night.lockCode === ctx.caller.lockCode) return false;
  if (ctx.caller.spotReservationId !== undefined && night.reservationId === ctx.caller.spotReservationId) {
    return false;
  }
  return true;
}

/** The codes a caller may put in a stay: the public only Available days; staff also Walkin and ClosedOverridable. */
export function isSelectable(code: AvailabilityCode, caller: AvailabilityCaller): boolean {
  if (code === AVAILABILITY_CODE.Available) return true;
  return (
    caller.kind === 'staff' &&
    (code === AVAILABILITY_CODE.Walkin || code === AVAILABILITY_CODE.ClosedOverridable)
  );
}

/** The business rule scope of a spot: its product class at its park. */
const scopeOf = (spot: Pick<SpotRecord, 'locationId' | 'productId'>): RuleScope => ({
  locationId: spot.locationId,
  productId: spot.productId,
});

/**
 * The last day a stay may start on for a spot (or, without one, for the park and each of its product
 * classes with rules of their own, the latest), or undefined when no maximum arrival rule applies.
 */
export function maxArrivalDate(
  ctx: Pick<DayCodeContext, 'today' | 'rules'>,
  spot?: Pick<SpotRecord, 'locationId' | 'productId'>,
): string | undefined {
  const rows = ctx.rules.businessRules;
  const scopes = spot ? [scopeOf(spot)] : parkScopes(rows);
  let latest: string | undefined;
  for (const scope of scopes) {
    const last = lastArrivalDate(rows, scope, ctx.today);
    if (last === undefined) return undefined;
    if (latest === undefined || last > latest) latest = last;
  }
  return latest;
}

/** The longest stay from the last arrival day (0: no maximum stay rule), for a spot or the park's widest. */
export function maxStayFrom(
  ctx: Pick<DayCodeContext, 'rules'>,
  arrival: string,
  spot?: Pick<SpotRecord, 'locationId' | 'productId'>,
): number {
  const rows = ctx.rules.businessRules;
  const scopes = spot ? [scopeOf(spot)] : parkScopes(rows);
  return Math.max(0, ...scopes.map((s) => ruleValueOn(rows, 'maximumStay', s, arrival) ?? 0));
}

/** The park's scopes from its rows (the park itself, each product class with rows of its own). */
function parkScopes(rows: readonly BusinessRuleRow[]): RuleScope[] {
  const park = rows.find((r) => r.locationId !== null)?.locationId;
  return park === undefined || park === null
    ? [{ locationId: null, productId: null }]
    : scopesOfPark(rows, park);
}

/**
 * The day the public may first book a stay arriving on `arrivalDate`, when the arrival is still beyond
 * the maximum arrival rule in effect on it (for the park or any of its product classes, the earliest);
 * null when it is inside or there is no maximum.
 */
export function bookingOpensOn(
  ctx: Pick<DayCodeContext, 'today' | 'rules'>,
  arrivalDate: string,
): string | null {
  const rows = ctx.rules.businessRules;
  let opens: string | undefined;
  for (const scope of parkScopes(rows)) {
    const max = ruleValueOn(rows, 'maximumArrivalDate', scope, arrivalDate);
    if (max === null) return null;
    const day = addDays(arrivalDate, -max);
    if (opens === undefined || day < opens) opens = day;
  }
  return opens !== undefined && opens > ctx.today ? opens : null;
}

/** The code before the maximum-arrival rule. */
function baseCode(
  spot: SpotRecord,
  day: string,
  night: SpotNightRecord | undefined,
  ctx: DayCodeContext,
): AvailabilityCode {
  const { caller, rules, today } = ctx;
  const isPublic = caller.kind === 'public';
  if (!spot.isActive) return AVAILABILITY_CODE.Unavailable;
  if (isPublic && spot.salesChannel === 'Agency') return AVAILABILITY_CODE.Unavailable;
  if (day < today && !(caller.kind === 'staff' && caller.pastDatesAvailable)) {
    return AVAILABILITY_CODE.Unavailable;
  }
  const seasons = rules.operationalSeasons;
  if (seasons.length > 0 && !seasons.some((s) => inRange(day, s))) return AVAILABILITY_CODE.Unavailable;
  if (night && nightIsTaken(night, ctx)) {
    return night.status === 'blocked' ? AVAILABILITY_CODE.Unavailable : AVAILABILITY_CODE.Reserved;
  }
  const closures = rules.closures.filter((c) => inRange(day, c) && coversSpot(c.spotIds, spot.id));
  if (closures.some((c) => !c.overridable)) return AVAILABILITY_CODE.Closed;
  if (closures.length > 0) return AVAILABILITY_CODE.ClosedOverridable;
  if (rules.walkInPeriods.some((w) => inRange(day, w) && coversSpot(w.spotIds, spot.id))) {
    return AVAILABILITY_CODE.Walkin;
  }
  const minArrival = ruleValueOn(rules.businessRules, 'minimumArrivalDate', scopeOf(spot), day);
  if (isPublic && minArrival !== null && day < addDays(today, minArrival))
    return AVAILABILITY_CODE.Unavailable;
  return AVAILABILITY_CODE.Available;
}

/**
 * Codes of one spot for consecutive days `days` (ascending). `nights` are the spot's taken nights by date.
 * A free day after the maximum arrival date is Available (availableAfterMaxArrival) only when every day
 * from the maximum arrival date to it is selectable and a stay of at most maxStayNights reaches it;
 * otherwise Unavailable (taken and closed days keep their codes). The days from the maximum arrival date on must be in `days` for that chain to be seen:
 * `lookupRange` says which days to read.
 */
export function spotDayCodes(
  spot: SpotRecord,
  days: string[],
  nights: ReadonlyMap<string, SpotNightRecord>,
  ctx: DayCodeContext,
): DayCode[] {
  const maxArrival = maxArrivalDate(ctx, spot);
  const maxStay = maxArrival === undefined ? 0 : maxStayFrom(ctx, maxArrival, spot);
  let chainFromMaxArrival = false;
  return days.map((date) => {
    const code = baseCode(spot, date, nights.get(date), ctx);
    if (maxArrival === undefined || date <= maxArrival) {
      if (date === maxArrival) chainFromMaxArrival = isSelectable(code, ctx.caller);
      return { date, code, availableAfterMaxArrival: false };
    }
    // Past the last arrival day: a taken or closed day keeps its code; a free one is open only if reachable.
    if (!isSelectable(code, ctx.caller)) {
      chainFromMaxArrival = false;
      return { date, code, availableAfterMaxArrival: false };
    }
    const reachable = chainFromMaxArrival && daysBetween(maxArrival, date) < maxStay;
    chainFromMaxArrival = reachable;
    return reachable
      ? { date, code, availableAfterMaxArrival: code === AVAILABILITY_CODE.Available }
      : { date, code: AVAILABILITY_CODE.Unavailable, availableAfterMaxArrival: false };
  });
}

/** The days a stay occupies: overnight, every night arrival..departure-1; day use, arrival..departure. */
export function stayDays(arrivalDate: string, departureDate: string, dayUse: boolean): string[] {
  return eachDay(arrivalDate, dayUse ? departureDate : addDays(departureDate, -1));
}

/**
 * Whether the stay fits: every day of it selectable for the caller and the arrival not after the maximum
 * arrival date. `codes` must cover the stay. No stay, or an empty one: false.
 */
export function isStayAvailable(
  stay: string[],
  codes: ReadonlyMap<string, DayCode>,
  caller: AvailabilityCaller,
): boolean {
  if (stay.length === 0) return false;
  if (codes.get(stay[0]!)?.availableAfterMaxArrival) return false;
  return stay.every((d) => {
    const c = codes.get(d);
    return c !== undefined && isSelectable(c.code, caller);
  });
}
