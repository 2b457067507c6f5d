/**
 * The business rules a new reservation must meet (admin §2.3 names them: brm/minimum-stay,
 * maximum-stay, minimum-arrival-date, maximum-arrival-date, maximum-active-reservations-on-account,
 * maximum-reservations-per-transaction, maximum-reservations-same-start-date; plus the spot's capacity,
 * attribute 133). Pure: the values and the counts are passed in. A rule whose value is null does not
 * apply. A staff user allowed to override gets no refusal; the rules they overrode are returned so
 * the reservation records them.
 */
import { daysBetween } from '#domain/availability/calendar';
import { type BusinessRuleRow, type RuleName, ruleValueOn, standingRow } from '#domain/business-rules/rows';

export interface BusinessRules {
  minimumStayNights: number | null;
  maximumStayNights: number | null;
  /** Arrival at least this many days after today. */
  minimumArrivalDays: number | null;
  /** Arrival at most this many days after today. */
  maximumArrivalDays: number | null;
  maximumActiveReservationsOnAccount: number | null;
  maximumReservationsPerTransaction: number | null;
  maximumReservationsSameStartDate: number | null;
  /** The spot's maximum number of people (attribute 133). */
  maximumPeople: number | null;
}

export const NO_BUSINESS_RULES: BusinessRules = {
  minimumStayNights: null,
  maximumStayNights: null,
  minimumArrivalDays: null,
  maximumArrivalDays: null,
  maximumActiveReservationsOnAccount: null,
  maximumReservationsPerTransaction: null,
  maximumReservationsSameStartDate: null,
  maximumPeople: null,
};

export type BusinessRuleName =
  | 'minimumStay'
  | 'maximumStay'
  | 'minimumArrivalDate'
  | 'maximumArrivalDate'
  | 'maximumActiveReservationsOnAccount'
  | 'maximumReservationsPerTransaction'
  | 'maximumReservationsSameStartDate'
  | 'maximumPeople';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Each rule's refusal, worded once. */
export const BUSINESS_RULE_MESSAGE = {
  minimumStay: (n: number) => `The minimum stay at this park is ${plural(n, 'night', 'nights')}.`,
  maximumStay: (n: number) => `The maximum stay at this park is ${plural(n, 'night', 'nights')}.`,
  minimumArrivalDate: (n: number) =>
    `Reservations must be made at least ${plural(n, 'day', 'days')} before arrival.`,
  maximumArrivalDate: (n: number) =>
    `Reservations may be made no more than ${plural(n, 'day', 'days')} before arrival.`,
  maximumActiveReservationsOnAccount: (n: number) =>
    `An account may hold at most ${plural(n, 'active reservation', 'active reservations')}.`,
  maximumReservationsPerTransaction: (n: number) =>
    `A transaction may include at most ${plural(n, 'reservation', 'reservations')}.`,
  maximumReservationsSameStartDate: (n: number) =>
    `An account may hold at most ${plural(n, 'reservation', 'reservations')} with the same arrival date.`,
  maximumPeople: (n: number) => `This spot allows at most ${plural(n, 'person', 'people')}.`,
} satisfies Record<BusinessRuleName, (n: number) => string>;

/** The minimum-arrival rule's refusal when the arrival day is already behind (staff entering a past stay). */
export const ARRIVAL_PASSED_MESSAGE = 'The arrival date has passed.';

/** Told to staff who may override, after the rules' refusals: what lets the booking through. */
export const OVERRIDE_HINT_MESSAGE =
  "Tick 'Override business rules' to book it anyway; the override is recorded and reported.";

/** Refused when a caller without the override permission asks to override. */
export const OVERRIDE_NOT_ALLOWED_MESSAGE = 'You do not have permission to override business rules.';

/** What the account already holds, not counting the reservation being checked. */
export interface AccountCounts {
  /** Reserved or Pending reservations of the account that have not ended. */
  activeReservations: number;
  /** Of those, the ones arriving on the same day as this one. */
  sameStartDate: number;
}

export interface BusinessRuleStay {
  arrivalDate: string;
  departureDate: string;
  dayUse: boolean;
  /** The park's today. */
  today: string;
  numberOfPeople: number;
  /** null: a walk-in guest without an account (the account rules do not apply). */
  account: AccountCounts | null;
  /** Reservations already in the caller's cart (the transaction), not counting this one. */
  reservationsInCart: number;
}

export interface BusinessRuleResult {
  /** Refusals, in the order the rules are listed; empty when the stay passes or the rules were overridden. */
  messages: string[];
  /** The rules that failed but were overridden. */
  overridden: BusinessRuleName[];
}

/** Every failing rule with its message. */
export function failingBusinessRules(
  rules: BusinessRules,
  stay: BusinessRuleStay,
): { rule: BusinessRuleName; message: string }[] {
  const out: { rule: BusinessRuleName; message: string }[] = [];
  const fail = (rule: BusinessRuleName, limit: number) =>
    out.push({ rule, message: BUSINESS_RULE_MESSAGE[rule](limit) });
  // Day use has no nights: the stay-length rules are about overnight stays.
  const nights = stay.dayUse ? null : daysBetween(stay.arrivalDate, stay.departureDate);
  const leadDays = daysBetween(stay.today, stay.arrivalDate);

  if (nights !== null && rules.minimumStayNights !== null && nights < rules.minimumStayNights)
    fail('minimumStay', rules.minimumStayNights);
  if (nights !== null && rules.maximumStayNights !== null && nights > rules.maximumStayNights)
    fail('maximumStay', rules.maximumStayNights);
  if (rules.minimumArrivalDays !== null && leadDays < rules.minimumArrivalDays) {
    if (leadDays < 0) out.push({ rule: 'minimumArrivalDate', message: ARRIVAL_PASSED_MESSAGE });
    else fail('minimumArrivalDate', rules.minimumArrivalDays);
  }
  if (rules.maximumArrivalDays !== null && leadDays > rules.maximumArrivalDays)
    fail('maximumArrivalDate', rules.maximumArrivalDays);
  if (stay.account) {
    const max = rules.maximumActiveReservationsOnAccount;
    if (max !== null && stay.account.activeReservations + 1 > max)
      fail('maximumActiveReservationsOnAccount', max);
  }
  const perTransaction = rules.maximumReservationsPerTransaction;
  if (perTransaction !== null && stay.reservationsInCart + 1 > perTransaction)
    fail('maximumReservationsPerTransaction', perTransaction);
  if (stay.account) {
    const max = rules.maximumReservationsSameStartDate;
    if (max !== null && stay.account.sameStartDate + 1 > max) fail('maximumReservationsSameStartDate', max);
  }
  if (rules.maximumPeople !== null && stay.numberOfPeople > rules.maximumPeople)
    fail('maximumPeople', rules.maximumPeople);
  return out;
}

/**
 * The refusals of the business rules, or (override) none and the list of rules the override bypassed.
 */
export function checkBusinessRules(
  rules: BusinessRules,
  stay: BusinessRuleStay,
  override: boolean,
): BusinessRuleResult {
  const failing = failingBusinessRules(rules, stay);
  return override
    ? { messages: [], overridden: failing.map((f) => f.rule) }
    : { messages: failing.map((f) => f.message), overridden: [] };
}

/** The values an agency or a park sets, as an import file or the demo data gives them. */
export interface BusinessRuleValues {
  minimumStayNights?: number | null;
  maximumActiveReservationsOnAccount?: number | null;
  maximumReservationsPerTransaction?: number | null;
  maximumReservationsSameStartDate?: number | null;
}

/** A park's own values (over the tenant's defaults). */
export interface ParkBusinessRules extends BusinessRuleValues {
  locationId: number;
}

/**
 * An agency's rules as imported: its defaults, the parks that differ, and any further rows (product
 * class rules, scheduled values). Stored as rule rows (importedRuleRows), the only store of the values.
 */
export interface TenantBusinessRules {
  tenantDefaults: BusinessRuleValues;
  parks: ParkBusinessRules[];
  rows?: BusinessRuleRow[];
}

const IMPORTED_VALUE: [keyof BusinessRuleValues, RuleName][] = [
  ['minimumStayNights', 'minimumStay'],
  ['maximumActiveReservationsOnAccount', 'maximumActiveReservationsOnAccount'],
  ['maximumReservationsPerTransaction', 'maximumReservationsPerTransaction'],
  ['maximumReservationsSameStartDate', 'maximumReservationsSameStartDate'],
];

/** The rows an imported set of rules becomes: one standing row per value given. */
export function importedRuleRows(rules: TenantBusinessRules): BusinessRuleRow[] {
  const rowsOf = (locationId: number | null, values: BusinessRuleValues) =>
    IMPORTED_VALUE.flatMap(([field, rule]) => {
      const value = values[field];
      return value === null || value === undefined ? [] : [standingRow(rule, locationId, value)];
    });
  return [
    ...rowsOf(null, rules.tenantDefaults),
    ...rules.parks.flatMap((p) => rowsOf(p.locationId, p)),
    ...(rules.rows ?? []),
  ];
}

/**
 * The rules for a stay: for each rule the most specific row in effect (the spot's product class at the
 * park, the park, the agency): on the arrival date for the stay and arrival rules, on today for the
 * account and transaction limits; and the spot's capacity.
 */
export function businessRulesFor(
  rows: readonly BusinessRuleRow[],
  stay: { locationId: number; productId: number | null; arrivalDate: string; today: string },
  maximumPeople: number | null,
): BusinessRules {
  const scope = { locationId: stay.locationId, productId: stay.productId };
  const onArrival = (rule: RuleName) => ruleValueOn(rows, rule, scope, stay.arrivalDate);
  const onToday = (rule: RuleName) => ruleValueOn(rows, rule, scope, stay.today);
  return {
    minimumStayNights: onArrival('minimumStay'),
    maximumStayNights: onArrival('maximumStay'),
    minimumArrivalDays: onArrival('minimumArrivalDate'),
    maximumArrivalDays: onArrival('maximumArrivalDate'),
    maximumActiveReservationsOnAccount: onToday('maximumActiveReservationsOnAccount'),
    maximumReservationsPerTransaction: onToday('maximumReservationsPerTransaction'),
    maximumReservationsSameStartDate: onToday('maximumReservationsSameStartDate'),
    maximumPeople,
  };
}

/** The account counts from the account's reservations (Reserved or Pending, not yet ended). */
export function accountCounts(
  reservations: readonly {
    id: number;
    status: string;
    startDate: string;
    endDate: string;
    lockCode: string;
  }[],
  stay: { arrivalDate: string; today: string; lockCode: string; editedReservationId?: number },
): AccountCounts {
  const active = reservations.filter(
    (r) =>
      (r.status === 'Reserved' || r.status === 'Pending') &&
      r.endDate >= stay.today &&
      // The reservation being checked again (e.g. from the cart) does not count against itself.
      r.lockCode !== stay.lockCode &&
      // Nor does the reservation a change is made to.
      r.id !== stay.editedReservationId,
  );
  return {
    activeReservations: active.length,
    sameStartDate: active.filter((r) => r.startDate === stay.arrivalDate).length,
  };
}
