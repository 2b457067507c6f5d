/** The generic rules of spec public §5.2: each rule's verdicts and its message, as a table. */
import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  arrivalDate,
  arrivalDateWithinDays,
  betweenDates,
  confirmed,
  createAccountFormSchema,
  customerFormSchema,
  departureDate,
  departureDateMinusOne,
  exclusiveNoValue,
  isTodayOrPrior,
  passwordMessages,
  required,
  requiredIf,
  requiredOr,
  rules,
} from '#domain/validation/index';

const SPECIALS = '^ $ * . [ ] { } ( ) ? " ! @ # % & / \\ , > < \' : ; | _ ~ `';

describe('messages, word for word', () => {
  it.each([
    ['required', '{field} is required'],
    ['email', '{field} must be a valid email'],
    ['confirmed', '{field} must match the {target} field'],
    ['min', '{field} must be at least {length} characters'],
    ['max', '{field} must not exceed {length} characters'],
    ['username', 'Username allows letters, numbers, and the following special characters: - _ = .'],
    [
      'atLeastOneSpecialCharacter',
      `Password must contain at least one of the following special characters: ${SPECIALS}`,
    ],
    ['uniquePassword', 'Password must not match username'],
    ['zipCode', '{field} must either be a 5 or 9 digit zip code'],
    ['phone', '{field} must be a phone number.'],
  ] as const)('%s', (rule, text) => {
    expect(MESSAGES[rule]).toBe(text);
  });
});

type Case = [
  name: string,
  rule: (v: string, f: string) => string | undefined,
  value: string,
  expected: string | undefined,
];

const F = 'Field';
const cases: Case[] = [
  ['email ok', rules.email, 'ann@example.com', undefined],
  ['email bad', rules.email, 'ann@example', 'Field must be a valid email'],
  ['email bad 2', rules.email, 'ann example.com', 'Field must be a valid email'],
  ['min ok', rules.min(3), 'abc', undefined],
  ['min bad', rules.min(3), 'ab', 'Field must be at least 3 characters'],
  ['max bad', rules.max(3), 'abcd', 'Field must not exceed 3 characters'],
  ['numeric ok', rules.numeric, '0123', undefined],
  ['numeric bad', rules.numeric, '12a', 'Field must only contain numbers'],
  ['alpha_num bad', rules.alphaNum, 'ab c', 'Field must only contain alphanumeric characters'],
  ['between ok', rules.between(1, 5), '5', undefined],
  ['between bad', rules.between(1, 5), '6', 'Field must be between 1 and 5'],
  [
    'alphaNumSpaces refuses markup',
    rules.alphaNumSpaces,
    '<b>Big</b> Lake 2',
    'Field only allows numbers, letters, and spaces',
  ],
  ['alphaNumSpaces bad', rules.alphaNumSpaces, 'Lake!', 'Field only allows numbers, letters, and spaces'],
  ['username ok', rules.username, 'ann.lee-1_x=', undefined],
  [
    'username bad',
    rules.username,
    'ann lee',
    'Username allows letters, numbers, and the following special characters: - _ = .',
  ],
  ['address ok', rules.address, "12 O'Neil St., Apt-4", undefined],
  [
    'address bad',
    rules.address,
    '12 Main St #4',
    "Field must only contain alphanumeric characters, spaces, or the following special characters: ' . - ,",
  ],
  ['city ok', rules.city, "Coeur d'Alene", undefined],
  ['city bad', rules.city, 'Denver 2', "Field must only contain alphabetic characters, spaces, or ' . - ,"],
  ['customerName ok', rules.customerName, "Mary-Jo O'Hara~", undefined],
  ['customerName accents', rules.customerName, 'Renée', undefined],
  [
    'customerName bad',
    rules.customerName,
    'Ann2',
    "Field must only contain alphabetic characters, spaces, or ' - ~",
  ],
  ['zip 5', rules.zipCode, '80202', undefined],
  ['zip 9', rules.zipCode, '80202-1234', undefined],
  ['zip bad', rules.zipCode, '8020', 'Field must either be a 5 or 9 digit zip code'],
  ['phone plain', rules.phone, '3035550100', undefined],
  ['phone formatted', rules.phone, '(303) 555-0100', undefined],
  ['phone +1', rules.phone, '+1 303-555-0100', undefined],
  ['phone extension', rules.phone, '303.555.0100 ext. 12', undefined],
  ['phone x', rules.phone, '303-555-0100 x12', undefined],
  ['phone bad', rules.phone, '555-0100', 'Field must be a phone number.'],
  ['phone bad area code', rules.phone, '103-555-0100', 'Field must be a phone number.'],
  ['maskNumMin', rules.maskNumMin(10), '(303) 555-01', 'Field must be greater than 10 characters'],
  ['minNumber', rules.minNumber(0), '-1', 'Field must be greater than or equal to 0'],
  ['maxNumber', rules.maxNumber(10), '11', 'Field must be less than or equal to 10'],
  ['decimal ok', rules.decimal, '-1.5', undefined],
  ['decimal bad', rules.decimal, '1.5.2', 'Field must contain a decimal'],
  ['time ok', rules.time, '09:30 AM', undefined],
  ['time bad', rules.time, '13:30 PM', 'Field must be time formatted HH:MM AM/PM'],
  ['isDate ok', rules.isDate, '02/29/2024', undefined],
  ['isDate not a day', rules.isDate, '02/30/2024', "Field must be formatted as 'MM/DD/YYYY'"],
  ['isDate year', rules.isDate, '01/01/2124', "Field must be formatted as 'MM/DD/YYYY'"],
  ['isMonthDay', rules.isMonthDay, '13/01', "Field must be formatted as 'MM/DD'"],
  ['image ok', rules.image, 'PHOTO.JPG', undefined],
  ['image bad', rules.image, 'photo.gif', 'Field must be a JPG or PNG.'],
  ['blank passes non-required rules', rules.email, '', undefined],
];

describe('character and format rules', () => {
  it.each(cases)('%s', (_name, rule, value, expected) => {
    expect(rule(value, F)).toBe(expected);
  });
});

describe('presence and cross-field rules', () => {
  it('required treats blank as missing', () => {
    expect(required('  ', 'City')).toBe('City is required');
    expect(required('x', 'City')).toBeUndefined();
  });
  it('required_if, requiredOr, confirmed, exclusiveNoValue', () => {
    expect(requiredIf('', 'Email', false, 'No Email')).toBe('Email is required if No Email is not selected');
    expect(requiredIf('', 'Email', true, 'No Email')).toBeUndefined();
    expect(requiredOr('', 'Phone', '', 'Email')).toBe('Phone is required if Email is blank');
    expect(requiredOr('', 'Phone', 'a@b.co', 'Email')).toBeUndefined();
    expect(confirmed('a', 'Confirm Password', 'b', 'Password')).toBe(
      'Confirm Password must match the Password field',
    );
    expect(exclusiveNoValue([-99, 3], 'Options')).toBe(
      "Options cannot contain 'No Value' with other options",
    );
    expect(exclusiveNoValue([-99], 'Options')).toBeUndefined();
  });
  it('date rules', () => {
    expect(arrivalDate('2030-01-01', 'Arrival Date', '2030-01-02')).toBe(
      'Arrival Date must be greater than or equal to today',
    );
    expect(arrivalDate('2030-01-02', 'Arrival Date', '2030-01-02')).toBeUndefined();
    expect(departureDate('2030-01-02', 'Departure Date', '2030-01-02')).toBe(
      'Departure Date must be greater than arrival date',
    );
    expect(departureDateMinusOne('2030-01-02', 'Departure Date', '2030-01-02')).toBeUndefined();
    expect(
      betweenDates(
        '2030-02-01',
        'Date',
        { value: '2030-01-01', label: 'Start' },
        { value: '2030-01-31', label: 'End' },
      ),
    ).toBe('Date must be between Start and End');
    expect(arrivalDateWithinDays('2030-01-11', 'Arrival Date', '2030-01-01', 10)).toBeUndefined();
    expect(arrivalDateWithinDays('2030-01-12', 'Arrival Date', '2030-01-01', 10)).toBe(
      'Arrival Date must be within 10 days',
    );
    expect(isTodayOrPrior('2030-01-02', 'Date', '2030-01-01')).toBe('Date must be today or prior to today');
  });
});

describe('password rules', () => {
  it.each([
    ['abcdefg1!', 'Password must contain at least one uppercase letter'],
    ['ABCDEFG1!', 'Password must contain at least one lowercase letter'],
    ['Abcdefgh!', 'Password must contain at least one number'],
    ['Abcdefgh1', `Password must contain at least one of the following special characters: ${SPECIALS}`],
    ['Ab1!', 'Password must be at least 8 characters'],
  ])('%s -> %s', (password, expected) => {
    expect(passwordMessages(password)).toEqual([expected]);
  });
  it.each([
    '^',
    '$',
    '*',
    '.',
    '[',
    ']',
    '{',
    '}',
    '(',
    ')',
    '?',
    '"',
    '!',
    '@',
    '#',
    '%',
    '&',
    '/',
    '\\',
    ',',
    '>',
    '<',
    "'",
    ':',
    ';',
    '|',
    '_',
    '~',
    '`',
  ])('accepts %s as the special character', (ch) => expect(passwordMessages(`Abcdefg1${ch}`)).toEqual([]));
  it('must not match the username (any case)', () => {
    expect(passwordMessages('Ann.Lee1!', 'ann.lee1!')).toEqual(['Password must not match username']);
  });
});

describe('customer forms', () => {
  const valid = {
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.com',
    primaryPhoneNumber: '303-555-0100',
    street1: '1 Main St',
    city: 'Denver',
    state: 'CO',
    zipcode: '80202',
    country: 'USA',
  };
  it('names each missing required field as a person reads it', () => {
    const r = customerFormSchema.safeParse({});
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message).sort()).toEqual(
      [
        'Address Line 1 is required',
        'City is required',
        'Country is required',
        'Email is required',
        'First Name is required',
        'Last Name is required',
        'Primary Phone Number is required',
        'State is required',
        'Zip Code is required',
      ].sort(),
    );
  });
  it('accepts a valid form, trims, and drops blank optional fields', () => {
    const r = customerFormSchema.parse({ ...valid, firstName: ' Ann ', middleName: '', street2: null });
    expect(r.firstName).toBe('Ann');
    expect(r.middleName).toBeUndefined();
    expect(r.street2).toBeUndefined();
  });
  it('create-account adds the username and every password rule', () => {
    const r = createAccountFormSchema.safeParse({ ...valid, username: 'ann lee', password: 'annlee' });
    const byPath = (p: string) => r.error?.issues.filter((i) => i.path[0] === p).map((i) => i.message);
    expect(byPath('username')).toEqual([
      'Username allows letters, numbers, and the following special characters: - _ = .',
    ]);
    expect(byPath('password')).toEqual([
      'Password must be at least 8 characters',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
      `Password must contain at least one of the following special characters: ${SPECIALS}`,
    ]);
    const same = createAccountFormSchema.safeParse({
      ...valid,
      username: 'Ann.Lee1.',
      password: 'Ann.Lee1.',
    });
    expect(same.error?.issues.map((i) => i.message)).toEqual(['Password must not match username']);
    const mismatch = createAccountFormSchema.safeParse({
      ...valid,
      username: 'annlee',
      password: 'Campfire1!',
      confirmPassword: 'x',
    });
    expect(mismatch.error?.issues.map((i) => i.message)).toEqual([
      'Confirm Password must match the Password field',
    ]);
  });
});
