/**
 * Rules of an agency's seasons and prices in the back office (admin §2.3 pricing seasons, operational
 * seasons, date blocks, discount classes): rates typed in dollars and kept as integer cents, the date
 * ranges, the overlaps refused, and the days a change of operational seasons closes. Pure: no I/O.
 */
import type { OperationalSeasonRecord, PricingSeasonRecord } from '#domain/inventory';
import type { DateBlockRecord } from '#domain/pricing/schedule';
import { addDays, eachDay } from '#domain/availability/calendar';

/** A nightly rate above this is a typing slip (a misplaced decimal point), not a price: $5,000. */
export const MAX_RATE_CENTS = 500_000;
/** A season is at most a year long (a leap year's days); the next year is a season of its own. */
export const MAX_SEASON_DAYS = 366;
/** A date block is a holiday weekend or week, not a season. */
export const MAX_BLOCK_DAYS = 31;

export const SEASON_MESSAGE = {
  seasonTooLong: `A season can be at most ${MAX_SEASON_DAYS} days long. Add another season for the days after.`,
  noRates: 'Enter a nightly rate for at least one product class.',
  duplicateProduct: 'Each product class can have only one rate.',
  unknownProduct: 'Choose a product class that exists.',
  unknownProductType: 'Choose a product type that exists.',
  unknownPark: 'Choose parks that exist.',
  rateOverlap: (product: string, other: { name: string; startDate: string; endDate: string }) =>
    `${other.name} (${other.startDate} to ${other.endDate}) already sets the rate of ${product} on some of these days.`,
  openOverlap: (other: { name: string; startDate: string; endDate: string }) =>
    `${other.name} (${other.startDate} to ${other.endDate}) already covers some of these days.`,
  blockOverlap: (other: string, date: string) => `${other} already covers ${date} at the same parks.`,
  noDays: 'Choose at least one day.',
  tooManyDays: `A date block can have at most ${MAX_BLOCK_DAYS} days.`,
  noDaysOfWeek: 'Choose at least one day of the week, or none for every night.',
  percentage: 'Percentage must be a whole number from 1 to 100.',
  staysInPark: 'A season stays in its park.',
} as const;

export type MoneyResult = { cents: number } | { problem: string };

const DOLLARS = /^(\d{1,9})?(?:\.(\d{1,2}))?$/;

/**
 * Dollars as a person types them ('45', '45.5', '$1,045.00') → integer cents, without floating-point
 * arithmetic; a message naming the field when it is blank, not an amount, negative or above `max`.
 */
export function dollarsToCents(
  typed: string | number | null | undefined,
  label: string,
  max = MAX_RATE_CENTS,
): MoneyResult {
  const text = typed === null || typed === undefined ? '' : String(typed).trim().replace(/^\$/, '');
  if (text === '') return { problem: `${label} is required` };
  if (/^-/.test(text)) return { problem: `${label} must not be negative` };
  const plain = /^\d{1,3}(,\d{3})+(\.\d*)?$/.test(text) ? text.replace(/,/g, '') : text;
  const match = DOLLARS.exec(plain);
  if (!match || plain === '' || plain === '.') {
    return /^\d*\.\d{3,}$/.test(plain)
      ? { problem: `${label} must be in dollars and cents (at most two decimals)` }
      : { problem: `${label} must be an amount in dollars, such as 35.00` };
  }
  const cents = Number(match[1] ?? '0') * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (cents > max) return { problem: `${label} must be at most $${centsToDollarText(max)}` };
  return { cents };
}

/** Cents as the amount a form shows and takes back: '45.00', '1045.50'. */
export function centsToDollarText(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

interface Range {
  startDate: string;
  endDate: string;
}

export function rangesOverlap(a: Range, b: Range): boolean {
  return a.startDate <= b.endDate && b.startDate <= a.endDate;
}

/** Whether a range touches a calendar year (the list of a park's seasons by year). */
export function rangeInYear(r: Range, year: number): boolean {
  return rangesOverlap(r, { startDate: `${year}-01-01`, endDate: `${year}-12-31` });
}

/**
 * Where a pricing season meets another of its park that prices the same product on some of the same
 * days: a day's rate would depend on which season won. Each conflict names the rate's index in
 * `season.rates` and the other season.
 */
export function pricingSeasonConflicts(
  season: Pick<PricingSeasonRecord, 'id' | 'locationId' | 'startDate' | 'endDate' | 'rates'>,
  others: readonly PricingSeasonRecord[],
): { rateIndex: number; productId: number; other: PricingSeasonRecord }[] {
  const found: { rateIndex: number; productId: number; other: PricingSeasonRecord }[] = [];
  season.rates.forEach((rate, rateIndex) => {
    const other = others.find(
      (o) =>
        o.id !== season.id &&
        o.locationId === season.locationId &&
        rangesOverlap(o, season) &&
        o.rates.some((r) => r.productId === rate.productId),
    );
    if (other) found.push({ rateIndex, productId: rate.productId, other });
  });
  return found;
}

/** Another operational season of the park covering some of the same days (the first by start), if any. */
export function operationalSeasonConflict(
  season: Pick<OperationalSeasonRecord, 'id' | 'locationId' | 'startDate' | 'endDate'>,
  others: readonly OperationalSeasonRecord[],
): OperationalSeasonRecord | undefined {
  return [...others]
    .sort((a, b) => a.startDate.localeCompare(b.startDate))
    .find((o) => o.id !== season.id && o.locationId === season.locationId && rangesOverlap(o, season));
}

/** Whether a park with these operational seasons is open on a day (no season: open all year). */
export function openOn(seasons: readonly Range[], day: string): boolean {
  return seasons.length === 0 || seasons.some((s) => s.startDate <= day && day <= s.endDate);
}

/**
 * The days from `from` to `to` that a change of a park's operational seasons closes: open with the
 * seasons before it, closed with the seasons after it. Adding a park's first season closes every day
 * outside it.
 */
export function daysClosedByChange(
  before: readonly Range[],
  after: readonly Range[],
  from: string,
  to: string,
): string[] {
  if (to < from) return [];
  return eachDay(from, to).filter((day) => openOn(before, day) && !openOn(after, day));
}

/** Whether two scopes of parks meet (an empty list is every park). */
export function parksMeet(a: readonly number[], b: readonly number[]): boolean {
  return a.length === 0 || b.length === 0 || a.some((id) => b.includes(id));
}

/** Another date block with a day of this one at a park of this one: the day's rate would be ambiguous. */
export function dateBlockConflict(
  block: Pick<DateBlockRecord, 'id' | 'locationIds'> & { days: readonly { date: string }[] },
  others: readonly DateBlockRecord[],
): { other: DateBlockRecord; date: string } | undefined {
  for (const other of others) {
    if (other.id === block.id || !parksMeet(other.locationIds, block.locationIds)) continue;
    const shared = block.days.find((d) => other.days.some((o) => o.date === d.date));
    if (shared) return { other, date: shared.date };
  }
  return undefined;
}

/** Days a block's day id leaves room for: a block's day ids are `blockId * 1000 + n`. */
const DAY_ID_SPACE = 1000;

/**
 * A block's days with their ids: a date the block already had keeps its id (fee lines sold on it name
 * it), a new date takes the next number of the block's own id space.
 */
export function blockDays(
  blockId: number,
  dates: readonly string[],
  before: readonly { id: number; date: string }[] = [],
): { id: number; date: string }[] {
  const kept = new Map(before.map((d) => [d.date, d.id]));
  const used = new Set(before.map((d) => d.id));
  let n = 1;
  const nextId = () => {
    while (used.has(blockId * DAY_ID_SPACE + n) && n < DAY_ID_SPACE - 1) n++;
    const id = blockId * DAY_ID_SPACE + n;
    used.add(id);
    return id;
  };
  return [...new Set(dates)].sort().map((date) => ({ id: kept.get(date) ?? nextId(), date }));
}

/** The consecutive days from `first` to `last` (both included), as the date block form asks for them. */
export function daysFromTo(first: string, last: string): string[] {
  return last < first ? [] : eachDay(first, last);
}

/** A date block's days as runs of consecutive days (a block may hold several holiday weekends). */
export function dayRuns(dates: readonly string[]): { first: string; last: string }[] {
  const runs: { first: string; last: string }[] = [];
  for (const date of [...new Set(dates)].sort()) {
    const run = runs.at(-1);
    if (run && addDays(run.last, 1) === date) run.last = date;
    else runs.push({ first: date, last: date });
  }
  return runs;
}

export const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
