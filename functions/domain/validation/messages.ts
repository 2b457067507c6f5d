/**
 * The message templates of the generic validation rules (spec public §5.2), word for word. `{field}`
 * is the label a person reads ('First Name'); other placeholders are the rule's parameters. Where the
 * spec does not show a rule's message, the wording here follows the neighbouring rules and says so.
 */
export const MESSAGES = {
  required: '{field} is required',
  required_if: '{field} is required if {target} is not selected',
  requiredOr: '{field} is required if {target} is blank',
  email: '{field} must be a valid email',
  confirmed: '{field} must match the {target} field',
  min: '{field} must be at least {length} characters',
  max: '{field} must not exceed {length} characters',
  numeric: '{field} must only contain numbers',
  alpha_num: '{field} must only contain alphanumeric characters',
  between: '{field} must be between {min} and {max}',
  alphaNumSpaces: '{field} only allows numbers, letters, and spaces',
  username: 'Username allows letters, numbers, and the following special characters: - _ = .',
  address:
    "{field} must only contain alphanumeric characters, spaces, or the following special characters: ' . - ,",
  city: "{field} must only contain alphabetic characters, spaces, or ' . - ,",
  customerName: "{field} must only contain alphabetic characters, spaces, or ' - ~",
  /** Not shown in the spec. */
  accountingCodeSuffix:
    '{field} must only contain alphanumeric characters, spaces, or the following special characters: # / -',
  /** Not shown in the spec. */
  alpha_num_special:
    '{field} must only contain alphanumeric characters, spaces, or the following special characters: : , . / [ ] { } ( ) - # \' " % $ * ? + ! & ™',
  /** Not shown in the spec. */
  tenantSiteName:
    "{field} must only contain alphanumeric characters, spaces, or the following special characters: - , . '",
  atLeastOneLowercase: 'Password must contain at least one lowercase letter',
  atLeastOneUppercase: 'Password must contain at least one uppercase letter',
  atLeastOneNumber: 'Password must contain at least one number',
  atLeastOneSpecialCharacter:
    'Password must contain at least one of the following special characters: ^ $ * . [ ] { } ( ) ? " ! @ # % & / \\ , > < \' : ; | _ ~ `',
  uniquePassword: 'Password must not match username',
  arrivalDate: '{field} must be greater than or equal to today',
  departureDate: '{field} must be greater than arrival date',
  departureDateMinusOne: '{field} must be greater than arrival date',
  betweenDates: '{field} must be between {target1} and {target2}',
  arrivalDateWithinDays: '{field} must be within {days} days',
  isDate: "{field} must be formatted as 'MM/DD/YYYY'",
  isMonthDay: "{field} must be formatted as 'MM/DD'",
  isTodayOrPrior: '{field} must be today or prior to today',
  maskNumMin: '{field} must be greater than {length} characters',
  zipCode: '{field} must either be a 5 or 9 digit zip code',
  minNumber: '{field} must be greater than or equal to {minimum}',
  maxNumber: '{field} must be less than or equal to {maximum}',
  decimal: '{field} must contain a decimal',
  time: '{field} must be time formatted HH:MM AM/PM',
  exclusiveNoValue: "{field} cannot contain 'No Value' with other options",
  phone: '{field} must be a phone number.',
  /** Not shown in the spec: text fields hold plain text, so markup is refused rather than stripped. */
  plainText: '{field} must be plain text, without HTML tags',
  image: '{field} must be a JPG or PNG.',
} as const;

export type RuleName = keyof typeof MESSAGES;

/** Fills a template: format('{field} is required', { field: 'City' }) -> 'City is required'. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

export function message(rule: RuleName, values: Record<string, string | number> = {}): string {
  return format(MESSAGES[rule], values);
}
