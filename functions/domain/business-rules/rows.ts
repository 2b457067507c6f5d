/**
 * Business rule rows (admin §2.3 brm/*): one value of one rule for one scope (the agency, a park, or a
 * product class at a park) over an effective date range. The rows are the only store of the rule values;
 * validation and availability resolve them here: the most specific row in effect wins (product class at
 * the park, then the park, then the agency). Pure: no I/O.
 */
import { addDays } from '#domain/availability/calendar';

export const RULE_NAMES = [
  'minimumArrivalDate',
  'maximumArrivalDate',
  'minimumStay',
  'maximumStay',
  'maximumActiveReservationsOnAccount',
  'maximumReservationsPerTransaction',
  'maximumReservationsSameStartDate',
] as const;
export type RuleName = (typeof RULE_NAMES)[number];

/** Rules a park may set for one product class (the stay-length and arrival-day rules). */
export const PRODUCT_CLASS_RULES: readonly RuleName[] = [
  'minimumArrivalDate',
  'maximumArrivalDate',
  'minimumStay',
  'maximumStay',
];

/** The smallest value of each rule: stays and counts need at least one, arrival days may be zero. */
export const RULE_MINIMUM: Record<RuleName, number> = {
  minimumArrivalDate: 0,
  maximumArrivalDate: 0,
  minimumStay: 1,
  maximumStay: 1,
  maximumActiveReservationsOnAccount: 1,
  maximumReservationsPerTransaction: 1,
  maximumReservationsSameStartDate: 1,
};

export interface RuleScope {
  /** null: the agency's default. */
  locationId: number | null;
  /** A product class at the park (only with a park); null: every class. */
  productId: number | null;
}

export interface BusinessRuleRow extends RuleScope {
  id: number;
  rule: RuleName;
  value: number;
  /** First day the row is in effect. */
  startDate: string;
  /** Last day (inclusive); null: open-ended. */
  endDate: string | null;
}

export const RULE_ROW_MESSAGE = {
  endBeforeStart: 'The end date must be on or after the start date.',
  wholeNumber: (min: number) => `Enter a whole number of at least ${min}.`,
  productNeedsPark: 'Choose a park for a product class rule.',
  productNotAllowed: 'This rule is set for the agency or a park, not for a product class.',
  overlaps: (other: Pick<BusinessRuleRow, 'startDate' | 'endDate'>) =>
    `Another row of the same scope is in effect from ${other.startDate}${
      other.endDate ? ` to ${other.endDate}` : ' with no end'
    }. End or change that row first, or pick dates after it.`,
} as const;

const inEffect = (row: Pick<BusinessRuleRow, 'startDate' | 'endDate'>, date: string) =>
  row.startDate <= date && (row.endDate === null || date <= row.endDate);

/** How specific a row is for a scope: 2 product class at the park, 1 the park, 0 the agency; -1 not for it. */
export function specificity(row: RuleScope, scope: RuleScope): number {
  if (row.locationId === null) return row.productId === null ? 0 : -1;
  if (row.locationId !== scope.locationId) return -1;
  if (row.productId === null) return 1;
  return row.productId === scope.productId ? 2 : -1;
}

/** The row of a rule in effect on a date for a scope: the most specific one (latest start on a tie). */
export function ruleRowOn(
  rows: readonly BusinessRuleRow[],
  rule: RuleName,
  scope: RuleScope,
  date: string,
): BusinessRuleRow | undefined {
  let best: BusinessRuleRow | undefined;
  let bestRank = -1;
  for (const row of rows) {
    if (row.rule !== rule || !inEffect(row, date)) continue;
    const rank = specificity(row, scope);
    if (rank < 0) continue;
    if (
      rank > bestRank ||
      (best &&
        rank === bestRank &&
        (row.startDate > best.startDate || (row.startDate === best.startDate && row.id > best.id)))
    ) {
      best = row;
      bestRank = rank;
    }
  }
  return best;
}

/** A rule's value on a date for a scope; null when no row applies (the rule does not limit). */
export function ruleValueOn(
  rows: readonly BusinessRuleRow[],
  rule: RuleName,
  scope: RuleScope,
  date: string,
): number | null {
  return ruleRowOn(rows, rule, scope, date)?.value ?? null;
}

/**
 * The last day a stay may arrive on as booked today: the latest day D with D - today at most the
 * maximum-arrival rule in effect on D. undefined when no maximum applies from some day on.
 */
export function lastArrivalDate(
  rows: readonly BusinessRuleRow[],
  scope: RuleScope,
  today: string,
): string | undefined {
  const relevant = rows.filter(
    (r) => r.rule === 'maximumArrivalDate' && specificity(r, scope) >= 0 && (r.endDate ?? today) >= today,
  );
  // Between these days the row in effect does not change.
  const starts = new Set([today]);
  for (const r of relevant) {
    if (r.startDate > today) starts.add(r.startDate);
    if (r.endDate !== null && r.endDate >= today) starts.add(addDays(r.endDate, 1));
  }
  const ordered = [...starts].sort();
  let last: string | undefined;
  for (let i = 0; i < ordered.length; i++) {
    const from = ordered[i]!;
    const value = ruleValueOn(relevant, 'maximumArrivalDate', scope, from);
    const next = ordered[i + 1];
    // No maximum in effect: every day of the stretch may be booked, and from the last stretch on, any.
    if (value === null && next === undefined) return undefined;
    const segmentEnd = next === undefined ? undefined : addDays(next, -1);
    const reach = value === null ? segmentEnd! : addDays(today, value);
    const lastDay = segmentEnd === undefined ? reach : minDate(segmentEnd, reach);
    if (lastDay >= from && (last === undefined || lastDay > last)) last = lastDay;
  }
  return last;
}

const minDate = (a: string, b: string) => (a < b ? a : b);

/** The scopes a park's rows name: the park itself and each product class with rows of its own. */
export function scopesOfPark(rows: readonly BusinessRuleRow[], locationId: number): RuleScope[] {
  const classes = new Set(
    rows.filter((r) => r.locationId === locationId && r.productId !== null).map((r) => r.productId!),
  );
  return [{ locationId, productId: null }, ...[...classes].map((productId) => ({ locationId, productId }))];
}

/** Whether two rows' date ranges share a day. */
export function rangesOverlap(
  a: Pick<BusinessRuleRow, 'startDate' | 'endDate'>,
  b: Pick<BusinessRuleRow, 'startDate' | 'endDate'>,
): boolean {
  return (a.endDate === null || b.startDate <= a.endDate) && (b.endDate === null || a.startDate <= b.endDate);
}

export const sameScope = (a: RuleScope & { rule: RuleName }, b: RuleScope & { rule: RuleName }) =>
  a.rule === b.rule && a.locationId === b.locationId && a.productId === b.productId;

/**
 * A row's problems by field (empty: it may be saved): the value a whole number from the rule's minimum,
 * the end not before the start, a product class only for the rules a class may have and only at a park,
 * and no other row of the same rule and scope in effect on any of its days.
 */
export function ruleRowProblems(
  row: Omit<BusinessRuleRow, 'id'> & { id?: number },
  others: readonly BusinessRuleRow[],
): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const add = (field: string, message: string) => (problems[field] ??= []).push(message);
  const min = RULE_MINIMUM[row.rule];
  if (!Number.isInteger(row.value) || row.value < min) add('value', RULE_ROW_MESSAGE.wholeNumber(min));
  if (row.endDate !== null && row.endDate < row.startDate) add('endDate', RULE_ROW_MESSAGE.endBeforeStart);
  if (row.productId !== null) {
    if (!PRODUCT_CLASS_RULES.includes(row.rule)) add('productId', RULE_ROW_MESSAGE.productNotAllowed);
    else if (row.locationId === null) add('locationId', RULE_ROW_MESSAGE.productNeedsPark);
  }
  if (!problems.endDate) {
    const clash = others.find((o) => o.id !== row.id && sameScope(o, row) && rangesOverlap(o, row));
    if (clash) add('startDate', RULE_ROW_MESSAGE.overlaps(clash));
  }
  return problems;
}

/**
 * The rows a new row takes over from: of its rule and scope, started before it and still in effect on its
 * first day, each ending the day before it starts (so next season's value is scheduled in one step).
 */
export function rowsTakenOver(
  row: Pick<BusinessRuleRow, 'rule' | 'locationId' | 'productId' | 'startDate'> & { id?: number },
  others: readonly BusinessRuleRow[],
): BusinessRuleRow[] {
  return others
    .filter(
      (o) =>
        o.id !== row.id &&
        sameScope(o, row) &&
        o.startDate < row.startDate &&
        (o.endDate === null || o.endDate >= row.startDate),
    )
    .map((o) => ({ ...o, endDate: addDays(row.startDate, -1) }));
}

/** The rows in force or scheduled on a day (not ended before it), in list order. */
export function currentAndScheduled(rows: readonly BusinessRuleRow[], today: string): BusinessRuleRow[] {
  return rows.filter((r) => r.endDate === null || r.endDate >= today);
}

/** Whether a row is in effect on a day, scheduled for later, or ended. */
export function rowStatus(row: Pick<BusinessRuleRow, 'startDate' | 'endDate'>, today: string) {
  if (row.endDate !== null && row.endDate < today) return 'Ended' as const;
  return row.startDate > today ? ('Scheduled' as const) : ('In effect' as const);
}

// ------------------------------------------------------------------------------------------------
// Rows from an import (the demo data, a tenant's onboarding file, the inventory loader's booking
// windows): standing values with ids of their own, so loading again overwrites them instead of adding.

/** The first day of an imported standing row. */
export const STANDING_START = '2000-01-01';
/** Imported rows take ids from here up; rows staff add are numbered below it. */
export const IMPORTED_ROW_ID_BASE = 1_000_000_000;

/** The standing row of a rule for a park (null: the agency), with its import id. */
export function standingRow(rule: RuleName, locationId: number | null, value: number): BusinessRuleRow {
  const slot = RULE_NAMES.indexOf(rule);
  return {
    id: IMPORTED_ROW_ID_BASE + (locationId ?? 0) * 16 + slot,
    rule,
    locationId,
    productId: null,
    value,
    startDate: STANDING_START,
    endDate: null,
  };
}

/** A park's booking window as imported: its arrival-day and stay-length rows. */
export function bookingWindowRows(w: {
  locationId: number;
  minArrivalDays: number;
  maxArrivalDays: number;
  maxStayNights: number;
}): BusinessRuleRow[] {
  return [
    standingRow('minimumArrivalDate', w.locationId, w.minArrivalDays),
    standingRow('maximumArrivalDate', w.locationId, w.maxArrivalDays),
    standingRow('maximumStay', w.locationId, w.maxStayNights),
  ];
}
