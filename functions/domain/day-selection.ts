/**
 * Day selection in the spot calendar (public §4.3, admin §4.3) and the calendar's reserve-time date check
 * (public §4.4 step 3, admin §5). Pure: the browser applies it on every click and the server may apply
 * the same check before a claim. Dates are ISO 'YYYY-MM-DD'; a day's code is its availabilityCode.
 */
import { AVAILABILITY_CODE } from '#domain/availability/codes';

export type SelectionMode = 'public' | 'admin';

/** The days of one spot's row, as the availability call returns them. */
export interface RowDay {
  availabilityDate: string;
  availabilityCode: number;
}

/** The calendar selection: one spot and its stay (departure null while only one day is chosen). */
export interface DaySelection {
  spotId: number | null;
  arrival: string | null;
  departure: string | null;
  isDayUse: boolean;
}

export const EMPTY_SELECTION: DaySelection = {
  spotId: null,
  arrival: null,
  departure: null,
  isDayUse: false,
};

const { Available, Reserved, Walkin, ClosedOverridable } = AVAILABILITY_CODE;

/** The day after (or, with a negative count, before) an ISO date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Codes a stay night may have: the public books Available only; staff also Walkin and ClosedOverridable. */
export function isStayCode(mode: SelectionMode, code: number | undefined): boolean {
  if (code === Available) return true;
  return mode === 'admin' && (code === Walkin || code === ClosedOverridable);
}

/**
 * Whether a day can be clicked. A Reserved day is selectable only as a departure (the guest leaves that
 * morning), so only when the previous day could be a night of the stay; never for day use, where the
 * previous day counts as Unavailable. `previousCode` is undefined when the previous day is not known.
 */
export function isDaySelectable(
  mode: SelectionMode,
  code: number | undefined,
  previousCode: number | undefined,
  isDayUse: boolean,
): boolean {
  if (isStayCode(mode, code)) return true;
  return code === Reserved && !isDayUse && isStayCode(mode, previousCode);
}

function codeLookup(days: readonly RowDay[]): (date: string) => number | undefined {
  const byDate = new Map(days.map((d) => [d.availabilityDate, d.availabilityCode]));
  return (date) => byDate.get(date);
}

/**
 * Whether arrival..departure is a stay of the spot: every night (overnight: arrival to the day before
 * departure; day use: through departure) has a stay code. A day outside `days` is not known, so it fails.
 */
export function isRangeAvailable(
  mode: SelectionMode,
  days: readonly RowDay[],
  arrival: string,
  departure: string,
  isDayUse: boolean,
): boolean {
  const codeOf = codeLookup(days);
  const last = isDayUse ? departure : addDays(departure, -1);
  if (last < arrival) return false;
  for (let date = arrival; date <= last; date = addDays(date, 1)) {
    if (!isStayCode(mode, codeOf(date))) return false;
  }
  return true;
}

/** A click on a day cell of one spot's row. */
export interface DayClick {
  spotId: number;
  date: string;
  isDayUse: boolean;
  /** The clicked spot's days (the calendar window). */
  days: readonly RowDay[];
}

/** Starts a selection on the clicked day, when that day can be an arrival. */
function start(mode: SelectionMode, selection: DaySelection, click: DayClick): DaySelection {
  const code = codeLookup(click.days)(click.date);
  if (!isStayCode(mode, code)) return selection;
  return {
    spotId: click.spotId,
    arrival: click.date,
    departure: click.isDayUse ? click.date : null,
    isDayUse: click.isDayUse,
  };
}

/** The selection after one click (public §4.3 "Clicks", admin §4.3 "Selection"). */
export function selectDay(mode: SelectionMode, selection: DaySelection, click: DayClick): DaySelection {
  const { arrival, departure } = selection;
  if (selection.spotId !== click.spotId || arrival === null) return start(mode, selection, click);
  const { date, isDayUse } = click;
  // "Only one day": overnight with no departure, day use with departure on arrival.
  const single = departure === null || departure === arrival;

  if (date === arrival) {
    if (single) return EMPTY_SELECTION;
    const next = addDays(arrival, 1);
    // An overnight stay needs a night: arrival reaching departure leaves a single chosen day.
    return { ...selection, arrival: next, departure: !isDayUse && next >= departure ? null : departure };
  }
  if (departure !== null && date === departure) {
    const previous = addDays(departure, -1);
    return { ...selection, departure: !isDayUse && previous <= arrival ? null : previous };
  }
  if (!single && date > arrival && date < departure) return { ...selection, departure: date };

  if (single) {
    const [from, to] = date < arrival ? [date, arrival] : [arrival, date];
    const codeOf = codeLookup(click.days);
    const departureOk = isDayUse || isDaySelectable(mode, codeOf(to), codeOf(addDays(to, -1)), isDayUse);
    if (departureOk && isRangeAvailable(mode, click.days, from, to, isDayUse)) {
      return { ...selection, arrival: from, departure: to };
    }
  }
  // A day outside the chosen range, or a range with an unavailable day inside: start again there.
  return start(mode, selection, click);
}

/**
 * The calendar's reserve-time date check (public §4.4 step 3, admin §5): the spot's selected stay is
 * complete and every night of it is available in the shown days.
 */
export function canReserveSelection(
  mode: SelectionMode,
  selection: DaySelection,
  spotId: number,
  days: readonly RowDay[],
): boolean {
  const { arrival, departure } = selection;
  if (selection.spotId !== spotId || arrival === null || departure === null) return false;
  if (!selection.isDayUse && departure <= arrival) return false;
  return isRangeAvailable(mode, days, arrival, departure, selection.isDayUse);
}

/** Whether the stay has a ClosedOverridable night (staff must confirm the override, admin §2.9). */
export function rangeHasOverridableClosure(
  days: readonly RowDay[],
  arrival: string,
  departure: string,
  isDayUse: boolean,
): boolean {
  const last = isDayUse ? departure : addDays(departure, -1);
  return days.some(
    (d) =>
      d.availabilityDate >= arrival && d.availabilityDate <= last && d.availabilityCode === ClosedOverridable,
  );
}
