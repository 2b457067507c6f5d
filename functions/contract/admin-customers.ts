/**
 * Customers for staff (admin §3.6, §7.2, §7.3): the staff view of a customer, the add and edit
 * requests (the public form's fields and rules, an optional username, a status), the search, the
 * history and the resend of a reservation's confirmation mail.
 */
import { z } from 'zod';
import { booleanQuery, idParam, numeric, optionalQuery } from '#contract/common';
import { historyEntrySchema, customerSchema } from '#contract/customers';
import { envelope, page } from '#contract/envelope';
import { CUSTOMER_SORT_FIELDS } from '#domain/customer-search';
import {
  customerFields,
  emailRules,
  optionalText,
  requiredText,
  rules,
  usernameRules,
} from '#domain/validation/index';

/** customerStatus (admin §3.6, enum 1–2) with its names, for the statuses lookup and the screens. */
export const CUSTOMER_STATUSES = [
  { id: 1, name: 'Active', description: 'May sign in and book.' },
  { id: 2, name: 'Inactive', description: 'Deactivated by staff: sign-in is refused.' },
] as const;

export const CUSTOMER_MESSAGE = {
  usernameNeedsAccount: 'A username is only given to a customer with an online account.',
  usernameRequired: 'Username is required for an online account.',
  notFound: (id: number) => `Customer ${id} was not found.`,
  commentRequired: 'Comment is required',
  noRecipient: 'Choose the customer or at least one e-mail address to send the confirmation to.',
  otherCustomersReservation: 'This reservation belongs to another customer.',
} as const;

export const customerIdParams = z.object({ customerId: idParam('customerId') });
export const customerHistoryChangesParams = z.object({
  customerId: idParam('customerId'),
  auditTransactionId: requiredText('auditTransactionId', [rules.max(64)]),
});

/** POST admin/AdminCustomer?createUser=: an online account (username required) or a record only. */
export const adminNewCustomerQuery = z.object({ createUser: booleanQuery('createUser') });
export const adminNewCustomerRequestSchema = z
  .object({ ...customerFields, username: optionalText('Username', usernameRules) })
  .meta({ id: 'AdminNewCustomerRequest' });
export type AdminNewCustomerRequest = z.output<typeof adminNewCustomerRequestSchema>;

/** PUT admin/AdminCustomer: the profile fields and, optionally, the status (activate or deactivate). */
export const adminEditCustomerRequestSchema = z
  .object({
    ...customerFields,
    customerId: z.number({ error: 'customerId is required' }).int().positive(),
    customerStatus: z
      .union([z.literal(1), z.literal(2)], { error: 'customerStatus must be 1 (Active) or 2 (Inactive).' })
      .optional(),
  })
  .meta({ id: 'AdminEditCustomerRequest' });
export type AdminEditCustomerRequest = z.output<typeof adminEditCustomerRequestSchema>;

export const addCustomerCommentQuery = z.object({
  comment: requiredText('Comment', [rules.alphaNumSpecial, rules.max(1000)]),
});

export const adminUsernameAvailabilityQuery = z.object({
  username: requiredText('Username', usernameRules),
  _: z.string().optional(),
});

/** POST admin/AdminCustomer/sendconfirmationemail (admin §3.6). */
export const resendConfirmationRequestSchema = z
  .object({
    customerId: z.number({ error: 'customerId is required' }).int().positive(),
    reservationId: z.number({ error: 'reservationId is required' }).int().positive(),
    sendToCustomer: z.boolean().optional().default(true),
    adminUsername: optionalText('adminUsername', [rules.max(128)]),
    emailAddresses: z.array(requiredText('Email', emailRules)).max(10).optional().default([]),
  })
  .meta({ id: 'ResendConfirmationEmailRequest' });

/** A staff comment on a customer: who wrote it and when. */
export const customerCommentSchema = z
  .object({
    customerId: z.number().int(),
    comment: z.string(),
    createdBy: z.string(),
    dateCreated: z.string(),
  })
  .meta({ id: 'CustomerComment' });

/** The staff view: the customer record, its staff comments and whether an online account exists. */
export const adminCustomerSchema = customerSchema
  .extend({
    customerId: z.number().int(),
    primaryPhoneNumber: z.string(),
    alternatePhoneNumber: z.string().nullable(),
    street1: z.string(),
    street2: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    zipcode: z.string(),
    zipcodePlus4: z.string().nullable(),
    country: z.string(),
    customerComments: z.array(customerCommentSchema),
    hasOnlineAccount: z.boolean(),
  })
  .meta({ id: 'AdminCustomer' });
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

export const adminCustomerResponseSchema = envelope('data', adminCustomerSchema);
export const customerHistoryResponseSchema = envelope('data', z.array(historyEntrySchema));
export const customerStatusesResponseSchema = envelope(
  'data',
  z.array(z.object({ id: z.number().int(), name: z.string(), description: z.string() })),
);

/** GET admin/AdminSearch/customers (admin §7.2). */
export const customerSearchQuery = z.object({
  FirstName: optionalText('FirstName', [rules.max(50)]),
  LastName: optionalText('LastName', [rules.max(50)]),
  Address: optionalText('Address', [rules.max(100)]),
  City: optionalText('City', [rules.max(50)]),
  State: optionalText('State', [rules.max(50)]),
  Zip: optionalText('Zip', [rules.max(10)]),
  Phone: optionalText('Phone', [rules.max(20)]),
  Email: optionalText('Email', [rules.max(100)]),
  Username: optionalText('Username', [rules.max(128)]),
  CustomerStatus: numeric('CustomerStatus', z.number().int().min(1).max(2)).optional(),
  PageNumber: numeric('PageNumber', z.number().int().min(1).max(10_000)).optional().default(1),
  ItemsPerPage: numeric('ItemsPerPage', z.number().int().min(1).max(100)).optional().default(25),
  SortField: optionalQuery(
    z.enum(CUSTOMER_SORT_FIELDS, {
      error: `SortField must be ${CUSTOMER_SORT_FIELDS.join(', ')}.`,
    }),
  ),
  SortDescending: optionalQuery(z.enum(['true', 'false']).transform((v) => v === 'true')),
  _: z.string().optional(),
});
export type CustomerSearchQuery = z.output<typeof customerSearchQuery>;

/** A row of the customer search (admin §3.6), with the username and status staff look for. */
export const customerSearchRowSchema = z
  .object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    emailAddress: z.string(),
    username: z.string(),
    street1: z.string(),
    street2: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    country: z.string(),
    phone: z.string(),
    comments: z.string().nullable(),
    customerStatus: z.number().int(),
  })
  .meta({ id: 'CustomerSearchRow' });
export type CustomerSearchRow = z.infer<typeof customerSearchRowSchema>;

export const customerSearchResponseSchema = envelope('searchResults', page(customerSearchRowSchema));
