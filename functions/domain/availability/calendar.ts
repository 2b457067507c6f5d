/** Date arithmetic on ISO calendar dates ('YYYY-MM-DD'), done in UTC so no timezone shifts a day. */

const DAY_MS = 86_400_000;

export function addDays(date: string, days: number): string {
  if (days === 1) return nextDay(date);
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The day after each date asked about, remembered: availability walks every day of the window for each
 * of a park's hundreds of spots, and a lookup costs far less than a date parsed and printed again.
 */
const nextDays = new Map<string, string>();
/** Dates remembered before the memory starts afresh (a few years of dates is a few thousand). */
const MAX_NEXT_DAYS = 20_000;

function nextDay(date: string): string {
  let next = nextDays.get(date);
  if (next === undefined) {
    next = new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
    if (nextDays.size >= MAX_NEXT_DAYS) nextDays.clear();
    nextDays.set(date, next);
  }
  return next;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Every date from `start` to `end`, both included (empty when end < start). */
export function eachDay(start: string, end: string): string[] {
  const days: string[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) days.push(d);
  return days;
}

export const minDate = (a: string, b: string) => (a < b ? a : b);
export const maxDate = (a: string, b: string) => (a > b ? a : b);

/** 'YYYY-MM' of every month the range touches, in order. */
export function monthsOf(start: string, end: string): string[] {
  const months: string[] = [];
  let [y, m] = start.slice(0, 7).split('-').map(Number) as [number, number];
  const last = end.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    if (month > last) return months;
    months.push(month);
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
}
