/**
 * Customer calls (spec public §3.7, §7.6): the create and edit requests (field rules and messages of
 * §5.2 from `#domain/validation`), the customer record and the availability answers.
 *
 * Where the password travels: POST Customer carries it once, over HTTPS, to the customers Lambda,
 * which hands it to Cognito SignUp and nothing else. It is never stored, logged or returned; change
 * password sends it to Cognito the same way.
 */
import { z } from 'zod';
import { envelope } from '#contract/envelope';
import { userSchema } from '#contract/users';
import {
  createAccountFormSchema,
  customerFormSchema,
  emailRules,
  passwordMessages,
  requiredText,
  usernameRules,
  issueAt,
} from '#domain/validation/index';

/** The customer's name, contact and address fields in reading order (forms, error summaries, audit). */
export const CUSTOMER_DETAIL_FIELDS = [
  'prefixName',
  'firstName',
  'middleName',
  'lastName',
  'suffixName',
  'email',
  'primaryPhoneNumber',
  'alternatePhoneNumber',
  'street1',
  'street2',
  'city',
  'state',
  'zipcode',
  'zipcodePlus4',
  'country',
] as const;

/** customerStatus (public §3.7, enum 1–2). */
export const CUSTOMER_STATUS = { Active: 1, Inactive: 2 } as const;

/** POST Customer: the new-customer request with the sign-in name, password and timezoneId. */
export const newCustomerRequestSchema = createAccountFormSchema.meta({ id: 'NewCustomerRequest' });
export type NewCustomerRequest = z.output<typeof newCustomerRequestSchema>;

/** PUT Customer: the edit request; customerId, when sent, must be the caller's own. */
export const editCustomerRequestSchema = customerFormSchema
  .extend({ customerId: z.number().int().positive().optional() })
  .meta({ id: 'EditCustomerRequest' });
export type EditCustomerRequest = z.output<typeof editCustomerRequestSchema>;

export const emailAvailabilityQuery = z.object({
  email: requiredText('Email', emailRules),
  _: z.string().optional(),
});
export const usernameAvailabilityQuery = z.object({
  username: requiredText('Username', usernameRules),
  _: z.string().optional(),
});
export const externalUserIdParams = z.object({ externalUserId: requiredText('externalUserId') });

/** POST Customer/changePassword (public §3.7: all required). */
export const changePasswordRequestSchema = z
  .object({
    userId: z.union([z.number().int().positive(), z.string().regex(/^\d+$/).transform(Number)]).optional(),
    currentPassword: requiredText('Current Password', [], { trim: false }),
    newPassword: requiredText('New Password', [], { trim: false }),
  })
  .superRefine((req, ctx) => {
    if (req.userId === undefined) issueAt(ctx, 'userId', 'userId is required');
    if (req.newPassword) for (const m of passwordMessages(req.newPassword)) issueAt(ctx, 'newPassword', m);
  })
  .meta({ id: 'ChangePasswordRequest' });

export const phoneNumberSchema = z.object({
  number: z.string(),
  isPrimary: z.boolean(),
  /** 1 primary, 2 alternate. */
  phoneNumberTypeId: z.number().int(),
});

export const addressSchema = z.object({
  street1: z.string(),
  street2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  zipcodePlus4: z.string().nullable(),
  country: z.string(),
  isPrimary: z.boolean(),
  /** 1 mailing. */
  addressTypeId: z.number().int(),
});

/** One audited change set: who, when, and each field's old and new value. */
export const historyEntrySchema = z
  .object({
    activityDate: z.string(),
    username: z.string(),
    actionPerformed: z.string(),
    auditTransactionId: z.string(),
    auditBusinessAction: z.string(),
    changes: z.array(
      z.object({ field: z.string(), oldValue: z.string().nullable(), newValue: z.string().nullable() }),
    ),
  })
  .meta({ id: 'CustomerHistoryEntry' });

export const customerSchema = z
  .object({
    id: z.number().int(),
    tenantId: z.string(),
    dateCreated: z.string(),
    createdBy: z.string(),
    dateLastModified: z.string(),
    lastModifiedBy: z.string(),
    prefixName: z.string().nullable(),
    firstName: z.string(),
    middleName: z.string().nullable(),
    lastName: z.string(),
    suffixName: z.string().nullable(),
    email: z.string(),
    username: z.string(),
    externalUserId: z.string(),
    customerPhoneNumbers: z.array(phoneNumberSchema),
    userId: z.number().int(),
    user: userSchema.nullable(),
    addresses: z.array(addressSchema),
    timezoneId: z.string().nullable(),
    comments: z.string().nullable(),
    customerStatus: z.number().int(),
    history: z.array(historyEntrySchema),
    discountClassId: z.number().int().nullable(),
    createdByAdmin: z.boolean(),
  })
  .meta({ id: 'Customer' });
export type Customer = z.infer<typeof customerSchema>;

export const customerResponseSchema = envelope('data', customerSchema);
export const availabilityResponseSchema = envelope('data', z.object({ available: z.boolean() }));
export const emptyResponseSchema = envelope('data', z.null());
