/**
 * The customer create/edit form (spec public §3.7): which fields are required, their labels as a
 * person reads them, and the §5.2 rules each one follows. Lengths are the product's own limits (the
 * spec shows none): they keep records and mails a sane size.
 */
import { z } from 'zod';
import { message } from './messages.ts';
import { passwordMessages } from './password.ts';
import { rules } from './rules.ts';
import { issueAt, optionalText, requiredText } from './zod.ts';

export const CUSTOMER_FIELD_LABELS = {
  prefixName: 'Prefix',
  firstName: 'First Name',
  middleName: 'Middle Name',
  lastName: 'Last Name',
  suffixName: 'Suffix',
  email: 'Email',
  primaryPhoneNumber: 'Primary Phone Number',
  alternatePhoneNumber: 'Alternate Phone Number',
  street1: 'Address Line 1',
  street2: 'Address Line 2',
  city: 'City',
  state: 'State',
  zipcode: 'Zip Code',
  zipcodePlus4: 'Zip Code + 4',
  country: 'Country',
  username: 'Username',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  comment: 'Comment',
  timezoneId: 'Time Zone',
} as const;

const L = CUSTOMER_FIELD_LABELS;

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 50;

/** The username rule set, shared by the create form and the availability check. */
export const usernameRules = [rules.username, rules.min(USERNAME_MIN_LENGTH), rules.max(USERNAME_MAX_LENGTH)];
export const emailRules = [rules.email, rules.max(100)];

/** Fields of both the create and the edit request. */
export const customerFields = {
  prefixName: optionalText(L.prefixName, [rules.customerName, rules.max(10)]),
  firstName: requiredText(L.firstName, [rules.customerName, rules.max(50)]),
  middleName: optionalText(L.middleName, [rules.customerName, rules.max(50)]),
  lastName: requiredText(L.lastName, [rules.customerName, rules.max(50)]),
  suffixName: optionalText(L.suffixName, [rules.customerName, rules.max(10)]),
  email: requiredText(L.email, emailRules),
  primaryPhoneNumber: requiredText(L.primaryPhoneNumber, [rules.phone]),
  alternatePhoneNumber: optionalText(L.alternatePhoneNumber, [rules.phone]),
  street1: requiredText(L.street1, [rules.address, rules.max(100)]),
  street2: optionalText(L.street2, [rules.address, rules.max(100)]),
  city: requiredText(L.city, [rules.city, rules.max(50)]),
  state: requiredText(L.state, [rules.alphaNumSpaces, rules.max(50)]),
  zipcode: requiredText(L.zipcode, [rules.zipCode]),
  zipcodePlus4: optionalText(L.zipcodePlus4, [rules.numeric, rules.min(4), rules.max(4)]),
  country: requiredText(L.country, [rules.alphaNumSpaces, rules.max(50)]),
  timezoneId: optionalText(L.timezoneId, [rules.max(64)]),
  comment: optionalText(L.comment, [rules.alphaNumSpecial, rules.max(1000)]),
  createdByAdmin: z.boolean().optional(),
};

/** The edit form (PUT Customer): the same fields; the username and password are not edited here. */
export const customerFormSchema = z.object(customerFields);
export type CustomerForm = z.output<typeof customerFormSchema>;

/**
 * The create-account form: the customer fields plus the sign-in name and password. The password must
 * follow every password rule and differ from the username; a confirmation, when sent, must match.
 */
export const createAccountFormSchema = z
  .object({
    ...customerFields,
    username: requiredText(L.username, usernameRules),
    password: requiredText(L.password, [], { trim: false }),
    confirmPassword: optionalText(L.confirmPassword, [], { trim: false }),
  })
  .superRefine((form, ctx) => {
    if (form.password) {
      for (const m of passwordMessages(form.password, form.username)) issueAt(ctx, 'password', m);
    }
    if (form.confirmPassword !== undefined && form.confirmPassword !== form.password) {
      issueAt(ctx, 'confirmPassword', message('confirmed', { field: L.confirmPassword, target: L.password }));
    }
  });
export type CreateAccountForm = z.output<typeof createAccountFormSchema>;
