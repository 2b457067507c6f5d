/**
 * The spot calendar's pure parts (public §2.11 calendar view, admin §2.7, public and admin §9): the
 * 14-day window (7 days on a phone) and how it moves, the day cells' texts and the legend.
 */
import { WELL_KNOWN_ATTRIBUTE } from '#contract/attributes';
import { AVAILABILITY_CODE } from '#domain/availability/codes';
import type { DayAvailability, Spot } from '#contract/spots';
import { addDays, canReserveSelection, type DaySelection, type SelectionMode } from '#domain/day-selection';
import { message } from '#domain/validation/index';
import { formatDate, formatUsd } from '#web/lib/format.ts';
import { ARRIVAL_LABEL, DEPARTURE_LABEL } from '#web/lib/spot-search/search-form.ts';
import { BOOKING_TYPE_DAY_USE } from '../results/constants.ts';
import { OVERNIGHT_DEPARTURE, SPOT_NOT_AVAILABLE } from '../results/reserve-checks.ts';

/** Days in the window, and how far 'Previous Week' / 'Next Week' move it. */
export const CALENDAR_DAYS = 14;
/** The same in a calendar narrower than COMPACT_CALENDAR_REM (a phone): one week, each day a thumb's width. */
export const COMPACT_CALENDAR_DAYS = 7;
export const COMPACT_CALENDAR_REM = 40;
/** Staff see three days before today first. */
export const ADMIN_START_OFFSET = -3;
export const WEEK_CHANGE_DEBOUNCE_MS = 500;
export const CALENDAR_PAGE_SIZE = 20;

export function windowEnd(start: string, days = CALENDAR_DAYS): string {
  return addDays(start, days - 1);
}

export function windowDates(start: string, days = CALENDAR_DAYS): string[] {
  return Array.from({ length: days }, (_, i) => addDays(start, i));
}

/** The first window: today for the public, today-3 for staff. */
export function initialWindowStart(mode: SelectionMode, today: string): string {
  return mode === 'admin' ? addDays(today, ADMIN_START_OFFSET) : today;
}

/** The window after 'Previous Week' (-1) or 'Next Week' (+1); the public never goes before today. */
export function shiftWindow(
  mode: SelectionMode,
  today: string,
  start: string,
  direction: -1 | 1,
  days = CALENDAR_DAYS,
): string {
  const next = addDays(start, direction * days);
  return mode === 'public' && next < today ? today : next;
}

/**
 * The window that shows the arrival: unchanged while the arrival is inside it (or there is none);
 * otherwise it starts on the arrival (staff: three days before, as their first window does).
 */
export function windowShowingArrival(
  mode: SelectionMode,
  today: string,
  start: string,
  arrival: string | null,
  days = CALENDAR_DAYS,
): string {
  if (!arrival || (arrival >= start && arrival <= windowEnd(start, days))) return start;
  if (mode === 'admin') return addDays(arrival, ADMIN_START_OFFSET);
  return arrival < today ? today : arrival;
}

/** 'MM/DD/YYYY - MM/DD/YYYY'. */
export function windowLabel(start: string, days = CALENDAR_DAYS): string {
  return `${formatDate(start)} - ${formatDate(windowEnd(start, days))}`;
}

export function isDayUseSpot(spot: Pick<Spot, 'product'>): boolean {
  return spot.product.bookingTypeId === BOOKING_TYPE_DAY_USE;
}

const CODE_TEXT: Record<number, string> = {
  [AVAILABILITY_CODE.Available]: 'Available',
  [AVAILABILITY_CODE.Reserved]: 'Reserved',
  [AVAILABILITY_CODE.Walkin]: 'Walk-In',
  [AVAILABILITY_CODE.Closed]: 'Park Closed',
  [AVAILABILITY_CODE.ClosedOverridable]: 'Park Closed',
  [AVAILABILITY_CODE.Unavailable]: 'Unavailable',
};

/** What a day code says in a popover and a cell's name; both closures read 'Park Closed'. */
export function codeText(code: number): string {
  return CODE_TEXT[code] ?? 'Unavailable';
}

/** The CSS modifier of a day's icon (closures are told apart here, as the staff legend does). */
export function codeClass(code: number): string {
  switch (code) {
    case AVAILABILITY_CODE.Available:
      return 'available';
    case AVAILABILITY_CODE.Reserved:
      return 'reserved';
    case AVAILABILITY_CODE.Walkin:
      return 'walkin';
    case AVAILABILITY_CODE.Closed:
      return 'closed';
    case AVAILABILITY_CODE.ClosedOverridable:
      return 'closed-overridable';
    default:
      return 'unavailable';
  }
}

/** Whether the day lies in the spot's selected stay. */
export function isDaySelected(selection: DaySelection, spotId: number, date: string): boolean {
  if (selection.spotId !== spotId || !selection.arrival) return false;
  return date >= selection.arrival && date <= (selection.departure ?? selection.arrival);
}

/** The day cell's popover (public §2.11, admin §2.7). */
export function dayPopoverText(selection: DaySelection, spotId: number, day: DayAvailability): string {
  if (isDaySelected(selection, spotId, day.availabilityDate) && selection.arrival) {
    const { arrival, departure } = selection;
    return departure && departure !== arrival
      ? `Check In: ${formatDate(arrival)} Check Out: ${formatDate(departure)}`
      : `Check In: ${formatDate(arrival)}`;
  }
  return codeText(day.availabilityCode);
}

const longDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortWeekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** 'Tuesday December 1 2026' (no commas: the cell's name already separates status and date with one). */
export function longDateText(date: string): string {
  return longDate.format(utc(date)).replace(/,/g, '');
}

/** The day cell's accessible name: 'Available, Tuesday December 1 2026'. */
export function dayCellName(day: DayAvailability): string {
  return `${codeText(day.availabilityCode)}, ${longDateText(day.availabilityDate)}`;
}

/** 'Tue' and '1' as the cell shows them. */
export function dayCellHeading(date: string): { weekday: string; day: string } {
  return { weekday: shortWeekday.format(utc(date)), day: String(Number(date.slice(8, 10))) };
}

/** '$25' for whole dollars, '$25.50' otherwise. */
export function dayRate(dollars: number): string {
  return formatUsd(dollars).replace(/\.00$/, '');
}

export interface LegendEntry {
  label: string;
  /** The icon's CSS modifier. */
  icon: string;
}

/**
 * The legend: 'Allowed with Available' only when some day has availableAfterMaxArrival; staff also
 * see both kinds of closure.
 */
export function legendEntries(mode: SelectionMode, showAllowed: boolean): LegendEntry[] {
  const entries: LegendEntry[] = [
    { label: 'Available', icon: 'available' },
    { label: 'Reserved', icon: 'reserved' },
  ];
  if (showAllowed) entries.push({ label: 'Allowed with Available', icon: 'allowed' });
  entries.push({ label: 'Selected', icon: 'selected' });
  if (mode === 'admin') {
    entries.push(
      { label: 'Park Closed', icon: 'closed' },
      { label: 'Park Closed (Overridable)', icon: 'closed-overridable' },
      { label: 'Unavailable', icon: 'unavailable' },
      { label: 'Walk-In', icon: 'walkin' },
    );
  } else {
    entries.push({ label: 'Walk-In', icon: 'walkin' }, { label: 'Unavailable', icon: 'unavailable' });
  }
  return entries;
}

/** Reserve is offered only when the row has an Available day in the window. */
export function hasAvailableDay(spot: Pick<Spot, 'spotAvailabilities'>): boolean {
  return spot.spotAvailabilities.some((d) => d.availabilityCode === AVAILABILITY_CODE.Available);
}

/** Rows in load order without repeats, the spot selected when the rows were asked for first. */
export function orderRows(spots: readonly Spot[], selectedSpotId: number | null): Spot[] {
  const seen = new Set<number>();
  const unique = spots.filter((spot) => !seen.has(spot.id) && seen.add(spot.id));
  const selected = unique.findIndex((spot) => spot.id === selectedSpotId);
  if (selected <= 0) return unique;
  return [unique[selected]!, ...unique.slice(0, selected), ...unique.slice(selected + 1)];
}

/** Staff rows: 'Agency' reads 'Agency Only' (admin §2.7). */
export function salesChannelText(salesChannel: string): string {
  return salesChannel === 'Agency' ? 'Agency Only' : salesChannel;
}

/** Staff rows: 'Driveway Length: {n} ft.' from attribute 7; undefined without a value. */
export function drivewayLengthLabel(spot: Pick<Spot, 'spotAttributes'>): string | undefined {
  const attribute = spot.spotAttributes.find((a) => a.id === WELL_KNOWN_ATTRIBUTE.drivewayLength);
  const value = attribute?.value ?? attribute?.selectedAttributeOptions[0]?.value;
  return value ? `Driveway Length: ${value} ft.` : undefined;
}

/**
 * The date checks of a Reserve click in the calendar (public §4.4 step 3, §5.1; admin §5): the stay
 * in the search state, taken on this row's spot; null when the spot may be claimed.
 */
export function reserveDateError(mode: SelectionMode, selection: DaySelection, spot: Spot): string | null {
  if (!selection.arrival) return message('required', { field: ARRIVAL_LABEL });
  if (!selection.departure) return message('required', { field: DEPARTURE_LABEL });
  if (!selection.isDayUse && selection.departure <= selection.arrival) return OVERNIGHT_DEPARTURE;
  return canReserveSelection(mode, selection, spot.id, spot.spotAvailabilities) ? null : SPOT_NOT_AVAILABLE;
}

/** Staff see who is on a reserved day or a turnover day (the day a stay departs) (admin §2.7). */
export function hasReservationsToShow(code: number, previousCode: number | undefined): boolean {
  return code === AVAILABILITY_CODE.Reserved || previousCode === AVAILABILITY_CODE.Reserved;
}
