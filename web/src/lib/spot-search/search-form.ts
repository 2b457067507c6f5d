/**
 * The spot search form's rules (public §2.9, §2.10, §5.1, §5.2), pure: the dates typed as MM/DD/YYYY,
 * their messages (the shared validation messages), and the amenity entries a control produces.
 */
import { arrivalDate, departureDateMinusOne, message, required, rules } from '#domain/validation/index';
import type { SpotAttributeFilter } from '#contract/availability';

export const ARRIVAL_LABEL = 'Arrival Date';
export const DEPARTURE_LABEL = 'Departure Date';

export interface SearchFormValues {
  arrival: string;
  departure: string;
  /** Numeric Free amenity inputs by attribute id, as typed. */
  numeric: Record<number, { label: string; value: string }>;
}

export interface SearchFormOptions {
  /** The park's today, ISO. */
  today: string;
  /** Staff may search the past (admin §2.4). */
  pastDatesAllowed?: boolean;
}

export type SearchFormErrors = Record<string, string[]>;

/** The form's field ids, in page order (the error summary lists them this way). */
export const FIELD = {
  arrival: 'arrivalDate',
  departure: 'departureDate',
  numeric: (attributeId: number) => `attribute-${attributeId}`,
} as const;

// Public §5.1: month 01–12, day 01–31, year 19xx/20xx, separators '-', '/', '.' or space.
const SEARCH_DATE = /^(0[1-9]|1[0-2])[-/. ](0[1-9]|[12]\d|3[01])[-/. ]((?:19|20)\d{2})$/;

/** 'MM/DD/YYYY' (or with - . space) → 'YYYY-MM-DD'; undefined when it is not such a date. */
export function toIsoDate(text: string): string | undefined {
  const match = SEARCH_DATE.exec(text.trim());
  if (!match) return undefined;
  const [, month, day, year] = match;
  const iso = `${year}-${month}-${day}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return date.toISOString().slice(0, 10) === iso ? iso : undefined;
}

/** 'YYYY-MM-DD' → 'MM/DD/YYYY' ('' for null). */
export function toUsDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const [year, month, day] = iso.split('-');
  return `${month}/${day}/${year}`;
}

function dateErrors(text: string, field: string): { errors: string[]; iso?: string } {
  const missing = required(text, field);
  if (missing) return { errors: [missing] };
  const format = rules.isDate(text.trim(), field);
  const iso = toIsoDate(text);
  if (format || !iso) return { errors: [format ?? message('isDate', { field })] };
  return { errors: [], iso };
}

/** Every message of the form, by field id; an empty object when the form is valid. */
export function validateSearchForm(values: SearchFormValues, options: SearchFormOptions): SearchFormErrors {
  const errors: SearchFormErrors = {};
  const add = (field: string, messages: (string | undefined)[]) => {
    const present = messages.filter((m): m is string => Boolean(m));
    if (present.length) errors[field] = present;
  };
  const arrival = dateErrors(values.arrival, ARRIVAL_LABEL);
  const departure = dateErrors(values.departure, DEPARTURE_LABEL);
  add(FIELD.arrival, [
    ...arrival.errors,
    arrival.iso && !options.pastDatesAllowed
      ? arrivalDate(arrival.iso, ARRIVAL_LABEL, options.today)
      : undefined,
  ]);
  add(FIELD.departure, [
    ...departure.errors,
    departure.iso && !options.pastDatesAllowed && !arrival.iso
      ? arrivalDate(departure.iso, DEPARTURE_LABEL, options.today)
      : undefined,
    // Day use may leave on the day it arrives; overnight spots are checked again at Reserve (public §5.1).
    departure.iso ? departureDateMinusOne(departure.iso, DEPARTURE_LABEL, arrival.iso) : undefined,
  ]);
  Object.assign(errors, validateNumericAmenities(values.numeric));
  return errors;
}

/** Numeric Free amenities: numeric, minimum 0 (public §5.1). */
export function validateNumericAmenities(numeric: SearchFormValues['numeric']): SearchFormErrors {
  const errors: SearchFormErrors = {};
  for (const [id, { label, value }] of Object.entries(numeric)) {
    const problem = rules.numeric(value.trim(), label) ?? rules.minNumber(0)(value.trim(), label);
    if (problem) errors[FIELD.numeric(Number(id))] = [problem];
  }
  return errors;
}

/** Replaces (or, for an emptied control, removes) one amenity entry, keeping the others in order. */
export function setAttributeEntry(
  entries: readonly SpotAttributeFilter[],
  id: number,
  entry: Omit<SpotAttributeFilter, 'id'> | null,
): SpotAttributeFilter[] {
  const others = entries.filter((e) => e.id !== id);
  if (!entry) return others;
  const index = entries.findIndex((e) => e.id === id);
  const next = { id, ...entry };
  if (index < 0) return [...others, next];
  return [...entries.slice(0, index), next, ...entries.slice(index + 1)];
}

/** The entry a control's new value makes; null when the control is emptied (public §2.10). */
export function entryFor(
  kind: 'Yes/No' | 'Single Select' | 'Multi Select' | 'Numeric Free' | 'String Free',
  value: boolean | string | number[] | null,
  optionIds: number[] = [],
): Omit<SpotAttributeFilter, 'id'> | null {
  switch (kind) {
    case 'Yes/No':
      return value ? { value: 'yes', selectedAttributeOptions: [] } : null;
    case 'Single Select':
    case 'Multi Select':
      return optionIds.length ? { value: null, selectedAttributeOptions: optionIds } : null;
    default: {
      // Kept as typed (a space between words must survive); only a blank control removes the entry.
      const text = typeof value === 'string' ? value : '';
      return text.trim() ? { value: text, selectedAttributeOptions: [] } : null;
    }
  }
}
