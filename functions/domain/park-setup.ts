/**
 * Rules of setting up a park in the back office (parks, loops, spots, closures, alerts): the messages a
 * person reads, the audit diff of an edit, which spots a closure covers and which sold stays it overlaps.
 * Pure: no I/O.
 */
import type { AuditChange } from '#domain/audit';
import type { ClosureRecord } from '#domain/inventory';

export const PARK_SETUP_MESSAGE = {
  changedMeanwhile: (what: string) =>
    `This ${what} was changed by someone else while you were editing. Reload it to see the changes, then save again.`,
  endBeforeStart: 'The end date must be on or after the start date.',
  closureTooLong: 'A closure can be at most 366 days long. Add another closure for the days after.',
  spotsNotInPark: 'Every spot must belong to the chosen park.',
  loopNotInPark: 'The loop must belong to the chosen park.',
  unknownProduct: 'Choose a product class that exists.',
  unknownRegion: 'Choose a region that exists.',
  unknownAttribute: (id: number) => `Attribute ${id} does not exist.`,
  attributeValue: (name: string, kind: string) => `${name} needs ${kind}.`,
  duplicateSpotName: (name: string) => `The park already has a spot named ${name}.`,
  duplicateParkCode: (code: string) => `Another park already uses the code ${code}.`,
  globalAlertNeedsPermission:
    'Only users who may post agency-wide alerts can add or change one without a park.',
  noSpotsChosen: 'Choose at least one spot.',
  nothingToChange: 'Choose at least one thing to change.',
} as const;

/** The longest closure: a year (a leap year's days). */
export const MAX_CLOSURE_DAYS = 366;

/** Objects with their keys sorted, so a record read back from the table compares equal to the one saved. */
const sorted = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(sorted)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.entries(v)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, x]) => [k, sorted(x)]),
        )
      : v;

const asText = (v: unknown): string | null =>
  v === undefined || v === null || v === ''
    ? null
    : typeof v === 'object'
      ? JSON.stringify(sorted(v))
      : String(v);

/** The audited fields that differ between two versions of a record, old → new as text. */
export function diffFields<T extends object>(
  before: object | undefined,
  after: T,
  fields: readonly (keyof T & string)[],
): AuditChange[] {
  return fields.flatMap((field) => {
    const oldValue = before ? asText((before as Record<string, unknown>)[field]) : null;
    const newValue = asText(after[field]);
    return oldValue === newValue ? [] : [{ field, oldValue, newValue }];
  });
}

/** Whether a closure (empty spotIds: the whole park) covers a spot. */
export function closureCoversSpot(closure: Pick<ClosureRecord, 'spotIds'>, spotId: number): boolean {
  return closure.spotIds.length === 0 || closure.spotIds.includes(spotId);
}

/** Whether a night (or day-use day) lies inside the closure's dates, both inclusive. */
export function closureCoversNight(closure: Pick<ClosureRecord, 'startDate' | 'endDate'>, night: string) {
  return closure.startDate <= night && night <= closure.endDate;
}

export interface TakenNight {
  spotId: number;
  night: string;
  status: 'held' | 'reserved' | 'blocked';
  reservationId?: number;
  expiresAt?: number;
}

/**
 * What a closure would meet: the reservations holding a covered night (ids, in first-night order) and
 * how many covered spots are held in a cart right now (holds that have not run out at `nowSeconds`).
 * Closing never cancels them; staff see them before saving.
 */
export function closureImpact(
  closure: Pick<ClosureRecord, 'spotIds' | 'startDate' | 'endDate'>,
  nights: readonly TakenNight[],
  nowSeconds: number,
): { reservationIds: number[]; heldSpotIds: number[] } {
  return takenNightsImpact(
    nights,
    (n) => closureCoversSpot(closure, n.spotId) && closureCoversNight(closure, n.night),
    nowSeconds,
  );
}

/**
 * What taking some nights out of sale meets (a closure, an operational season that no longer covers
 * them): the reservations holding a night `covers` accepts, in first-night order, and the spots held in
 * a cart right now. The change never cancels them; staff see them before saving.
 */
export function takenNightsImpact(
  nights: readonly TakenNight[],
  covers: (night: TakenNight) => boolean,
  nowSeconds: number,
): { reservationIds: number[]; heldSpotIds: number[] } {
  const covered = nights.filter(covers).sort((a, b) => a.night.localeCompare(b.night) || a.spotId - b.spotId);
  const reservationIds = [
    ...new Set(covered.flatMap((n) => (n.status === 'reserved' && n.reservationId ? [n.reservationId] : []))),
  ];
  const heldSpotIds = [
    ...new Set(
      covered.flatMap((n) => (n.status === 'held' && (n.expiresAt ?? 0) > nowSeconds ? [n.spotId] : [])),
    ),
  ];
  return { reservationIds, heldSpotIds };
}

/** Days from start to end, both included. */
export function daysInRange(startDate: string, endDate: string): number {
  const ms = Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}

/** A date range's problem, if any (the field named is the one a person fixes). */
export function dateRangeProblem(
  startDate: string,
  endDate: string,
  maxDays?: number,
): { field: 'endDate'; message: string } | undefined {
  if (endDate < startDate) return { field: 'endDate', message: PARK_SETUP_MESSAGE.endBeforeStart };
  if (maxDays !== undefined && daysInRange(startDate, endDate) > maxDays)
    return { field: 'endDate', message: PARK_SETUP_MESSAGE.closureTooLong };
  return undefined;
}

/** A spot's attribute value as one attribute's type asks for it; a message when it does not fit. */
export function attributeValueProblem(
  definition: {
    name: string;
    valueType: string;
    options: { id: number }[];
    minValue: number | null;
    maxValue: number | null;
  },
  value: { value: string | null; optionIds: number[] },
): string | undefined {
  const v = value.value ?? '';
  switch (definition.valueType) {
    case 'Yes/No':
      return v === 'yes' || v === 'no'
        ? undefined
        : PARK_SETUP_MESSAGE.attributeValue(definition.name, 'yes or no');
    case 'Numeric Free': {
      const n = Number(v);
      if (v.trim() === '' || !Number.isFinite(n))
        return PARK_SETUP_MESSAGE.attributeValue(definition.name, 'a number');
      if (definition.minValue !== null && n < definition.minValue)
        return PARK_SETUP_MESSAGE.attributeValue(
          definition.name,
          `a number of at least ${definition.minValue}`,
        );
      if (definition.maxValue !== null && n > definition.maxValue)
        return PARK_SETUP_MESSAGE.attributeValue(
          definition.name,
          `a number of at most ${definition.maxValue}`,
        );
      return undefined;
    }
    case 'Single Select':
    case 'Multi Select': {
      const known = new Set([...definition.options.map((o) => o.id), -99]);
      if (value.optionIds.length === 0 || value.optionIds.some((id) => !known.has(id)))
        return PARK_SETUP_MESSAGE.attributeValue(definition.name, 'one of its options');
      if (definition.valueType === 'Single Select' && value.optionIds.length > 1)
        return PARK_SETUP_MESSAGE.attributeValue(definition.name, 'exactly one option');
      return undefined;
    }
    default:
      return undefined;
  }
}

/** A spot's attributes after a bulk change: the named attributes replaced, the others kept. */
export function mergeAttributes<A extends { attributeId: number }>(
  current: readonly A[],
  changes: readonly A[],
): A[] {
  const changed = new Map(changes.map((c) => [c.attributeId, c]));
  const kept = current.filter((a) => !changed.has(a.attributeId));
  return [...kept, ...changes].sort((a, b) => a.attributeId - b.attributeId);
}

/** Who added a catalogue record and who changed it last (admin §3: the audit fields); '' for imported ones. */
export interface CatalogueAudit {
  dateCreated: string;
  createdBy: string;
  dateLastModified: string;
  lastModifiedBy: string;
}

export const NO_AUDIT: CatalogueAudit = {
  dateCreated: '',
  createdBy: '',
  dateLastModified: '',
  lastModifiedBy: '',
};

/** The audit fields after a change by `actor` at `at` (a new record is created then). */
export function touched(
  before: Partial<CatalogueAudit> | undefined,
  actor: string,
  at: string,
): CatalogueAudit {
  return {
    dateCreated: before ? (before.dateCreated ?? '') : at,
    createdBy: before ? (before.createdBy ?? '') : actor,
    dateLastModified: at,
    lastModifiedBy: actor,
  };
}
