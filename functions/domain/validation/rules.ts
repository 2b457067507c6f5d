/**
 * The generic rules of spec public §5.2 as pure predicates, and `Rule`s that pair a predicate with its
 * message. A rule only judges a value that is present: emptiness is the `required` rule's business, so
 * an optional field left blank passes every other rule.
 */
import { message } from './messages.ts';

/** A check of one value: the message when it fails, undefined when it passes. */
export type Rule = (value: string, field: string) => string | undefined;

/**
 * Markup: the start of an HTML tag, comment or processing instruction ('<b', '</', '<!', '<?'). Text
 * fields are stored as sent and shown as text, so a value holding markup is refused, never stripped.
 */
export const hasMarkup = (s: string) => /<[\p{L}/!?]/u.test(s);

export const isBlank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

// Unicode letters (\p{L}) so that names such as "Renée" or "Zoë" pass the alphabetic rules.
const PATTERNS = {
  email: /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/u,
  numeric: /^\d+$/,
  alphaNum: /^[\p{L}\d]+$/u,
  alphaNumSpaces: /^[\p{L}\d\s]*$/u,
  username: /^[A-Za-z0-9\-_=.]+$/,
  address: /^[\p{L}\d\s'.,-]+$/u,
  city: /^[\p{L}\s'.,-]+$/u,
  customerName: /^[\p{L}\s'~-]+$/u,
  accountingCodeSuffix: /^[\p{L}\d\s#/-]+$/u,
  alphaNumSpecial: /^[\p{L}\d\s:,./[\]{}()\-#'"%$*?+!&™]*$/u,
  tenantSiteName: /^[\p{L}\d\s\-,.']+$/u,
  lowercase: /\p{Ll}/u,
  uppercase: /\p{Lu}/u,
  number: /\d/,
  // The spec's list: ^ $ * . [ ] { } ( ) ? " ! @ # % & / \ , > < ' : ; | _ ~ `
  specialCharacter: /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`]/,
  zipCode: /^\d{5}(?:-?\d{4})?$/,
  // North American numbering: optional +1, area code and exchange 2-9, optional extension.
  phone:
    /^(?:\+?1[\s.-]?)?\(?([2-9]\d{2})\)?[\s.-]?([2-9]\d{2})[\s.-]?(\d{4})(?:\s*(?:#|x\.?|ext\.?|extension)\s*\d{1,6})?$/i,
  decimal: /^-?\d*\.?\d+$/,
  time: /^(0?[1-9]|1[0-2]):[0-5]\d\s?(AM|PM)$/i,
  isDate: /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/(19|20)\d{2}$/,
  isMonthDay: /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])$/,
  image: /\.(jpg|png)$/i,
} as const;

const when =
  (ok: (v: string) => boolean, failure: (field: string) => string): Rule =>
  (value, field) =>
    isBlank(value) || ok(value) ? undefined : failure(field);

export const rules = {
  plainText: when(
    (v) => !hasMarkup(v),
    (field) => message('plainText', { field }),
  ),
  email: when(
    (v) => PATTERNS.email.test(v.trim()),
    (field) => message('email', { field }),
  ),
  min: (length: number) =>
    when(
      (v) => v.length >= length,
      (field) => message('min', { field, length }),
    ),
  max: (length: number) =>
    when(
      (v) => v.length <= length,
      (field) => message('max', { field, length }),
    ),
  numeric: when(
    (v) => PATTERNS.numeric.test(v),
    (field) => message('numeric', { field }),
  ),
  alphaNum: when(
    (v) => PATTERNS.alphaNum.test(v),
    (field) => message('alpha_num', { field }),
  ),
  between: (min: number, max: number) =>
    when(
      (v) => Number(v) >= min && Number(v) <= max,
      (field) => message('between', { field, min, max }),
    ),
  alphaNumSpaces: when(
    (v) => PATTERNS.alphaNumSpaces.test(v),
    (field) => message('alphaNumSpaces', { field }),
  ),
  username: when(
    (v) => PATTERNS.username.test(v),
    () => message('username'),
  ),
  address: when(
    (v) => PATTERNS.address.test(v),
    (field) => message('address', { field }),
  ),
  city: when(
    (v) => PATTERNS.city.test(v),
    (field) => message('city', { field }),
  ),
  customerName: when(
    (v) => PATTERNS.customerName.test(v),
    (field) => message('customerName', { field }),
  ),
  accountingCodeSuffix: when(
    (v) => PATTERNS.accountingCodeSuffix.test(v),
    (field) => message('accountingCodeSuffix', { field }),
  ),
  alphaNumSpecial: when(
    (v) => PATTERNS.alphaNumSpecial.test(v),
    (field) => message('alpha_num_special', { field }),
  ),
  tenantSiteName: when(
    (v) => PATTERNS.tenantSiteName.test(v),
    (field) => message('tenantSiteName', { field }),
  ),
  zipCode: when(
    (v) => PATTERNS.zipCode.test(v),
    (field) => message('zipCode', { field }),
  ),
  phone: when(
    (v) => PATTERNS.phone.test(v.trim()),
    (field) => message('phone', { field }),
  ),
  /** Counts digits only, so a masked '(303) 555-0100' has 10. */
  maskNumMin: (length: number) =>
    when(
      (v) => v.replace(/\D/g, '').length >= length,
      (field) => message('maskNumMin', { field, length }),
    ),
  minNumber: (minimum: number) =>
    when(
      (v) => Number(v) >= minimum,
      (field) => message('minNumber', { field, minimum }),
    ),
  maxNumber: (maximum: number) =>
    when(
      (v) => Number(v) <= maximum,
      (field) => message('maxNumber', { field, maximum }),
    ),
  decimal: when(
    (v) => PATTERNS.decimal.test(v),
    (field) => message('decimal', { field }),
  ),
  time: when(
    (v) => PATTERNS.time.test(v.trim()),
    (field) => message('time', { field }),
  ),
  isDate: when(
    (v) => PATTERNS.isDate.test(v) && isRealDate(v),
    (field) => message('isDate', { field }),
  ),
  isMonthDay: when(
    (v) => PATTERNS.isMonthDay.test(v),
    (field) => message('isMonthDay', { field }),
  ),
  image: when(
    (v) => PATTERNS.image.test(v),
    (field) => message('image', { field }),
  ),
} satisfies Record<string, Rule | ((...args: number[]) => Rule)>;

/** '02/30/2024' has the right shape but is no day of the calendar. */
function isRealDate(mmddyyyy: string): boolean {
  const [m, d, y] = mmddyyyy.split('/').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** "{field} is required": blank strings count as missing. */
export function required(value: unknown, field: string): string | undefined {
  return isBlank(value) ? message('required', { field }) : undefined;
}

/** Required when the target option is not selected (required_if). */
export function requiredIf(value: unknown, field: string, targetSelected: boolean, target: string) {
  return !targetSelected && isBlank(value) ? message('required_if', { field, target }) : undefined;
}

/** Required when the target is blank (requiredOr): one of the two must be given. */
export function requiredOr(value: unknown, field: string, targetValue: unknown, target: string) {
  return isBlank(targetValue) && isBlank(value) ? message('requiredOr', { field, target }) : undefined;
}

/** confirmed: the value equals the target's value (a confirmation field). */
export function confirmed(value: unknown, field: string, targetValue: unknown, target: string) {
  return value === targetValue ? undefined : message('confirmed', { field, target });
}

/** exclusiveNoValue: the 'No Value' option (-99) may not be chosen together with others. */
export const NO_VALUE_OPTION_ID = -99;
export function exclusiveNoValue(ids: readonly number[], field: string): string | undefined {
  return ids.includes(NO_VALUE_OPTION_ID) && ids.length > 1
    ? message('exclusiveNoValue', { field })
    : undefined;
}

/** Runs rules in order and returns every failing message (a form shows them all). */
export function check(value: string, field: string, ruleList: readonly Rule[]): string[] {
  return ruleList.map((r) => r(value, field)).filter((m): m is string => m !== undefined);
}

export { PATTERNS };
