/**
 * The agency's fees and add-ons in the back office (System Settings: fee-management,
 * add-on-management): what staff send and what the screens read back. Amounts travel in dollars as
 * typed ('10', '2.50') and are kept as integer cents, percentages as typed (3.5 = 3.5%); responses
 * carry both.
 */
import { z } from 'zod';
import {
  EDITABLE_FEE_TYPE_IDS,
  FEE_BASES,
  FEE_MESSAGE,
  FEE_OPERATIONS,
  MAX_ADD_ON_QUANTITY,
} from '#domain/pricing/fee-settings';
import { FEE_TYPE } from '#domain/pricing/fee-types';
import { issueAt, optionalText, requiredText, rules } from '#domain/validation/index';
import { absent, cacheBuster, idParam, numeric, optionalQuery } from './common.ts';
import { envelope } from './envelope.ts';
import { auditFields, dollars } from './seasons.ts';

const text = (label: string, max: number) => requiredText(label, [rules.max(max)]);
const optional = (label: string, max: number) =>
  optionalText(label, [rules.max(max)]).transform((v) => v ?? '');
const ids = z.array(z.number().int().positive()).max(1000);
/** A scope of one or both of two ids (booking types, sales channels); none: both. */
const eitherOrBoth = (message: string) =>
  z
    .array(z.number().int(), { error: message })
    .max(2, { error: message })
    .refine((v) => v.every((n) => n === 1 || n === 2), { error: message })
    .default([]);
const wholeNumber = (label: string, min: number, max: number, message: string) =>
  numeric(
    label,
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message }),
  );

/** A percentage as typed: blank is 0, else a number from 0 to 100 (decimals allowed: 2.5). */
const percentage = (label: string) =>
  z.preprocess(
    (v) => absent(v) ?? 0,
    numeric(
      label,
      z
        .number()
        .min(0, { error: FEE_MESSAGE.percentage(label) })
        .max(100, { error: FEE_MESSAGE.percentage(label) }),
    ),
  );

/** One payment method's charge: a fixed amount, a minimum and a percentage of the line's base. */
const methodChargeRequest = (method: string) =>
  z.object({
    amount: dollars(`${method} amount`, 0),
    min: dollars(`${method} minimum`, 0),
    percentage: percentage(`${method} percentage`),
  });

export const methodChargeSchema = z
  .object({
    amountCents: z.number(),
    amount: z.string(),
    minCents: z.number(),
    min: z.string(),
    percentage: z.number(),
    /** '$10.00', '3% (at least $2.00)'. */
    text: z.string(),
  })
  .meta({ id: 'AdminMethodCharge' });
export type AdminMethodCharge = z.infer<typeof methodChargeSchema>;

/** A fee rule's or add-on's id in its path. */
export const scheduleEntryParams = z.object({ id: idParam('id') });

export const feeSearchQuery = z.object({
  locationId: optionalQuery(idParam('locationId')),
  ...cacheBuster,
});

// ---------------------------------------------------------------------------------------- fee rules

export const feeRuleRequestSchema = z
  .object({
    feeType: numeric(
      'Fee Type',
      z
        .number({ error: FEE_MESSAGE.feeType })
        .refine((n) => (EDITABLE_FEE_TYPE_IDS as number[]).includes(n), { error: FEE_MESSAGE.feeType }),
    ),
    name: text('Name', 100),
    description: optional('Description', 500),
    accountingCode: text('Accounting Code', 40),
    sku: text('SKU', 40),
    /** Empty: every park. */
    locationIds: ids.default([]),
    /** Empty: overnight and day use alike. */
    bookingTypeIds: eitherOrBoth(FEE_MESSAGE.bookingTypes),
    /** Empty: online and at the park office alike. */
    salesChannels: eitherOrBoth(FEE_MESSAGE.salesChannels),
    basis: z.enum(FEE_BASES, { error: 'Choose how the fee is counted.' }).default('perReservation'),
    includedVehicles: z.preprocess(
      (v) => absent(v) ?? 0,
      wholeNumber('Included Vehicles', 0, 20, FEE_MESSAGE.includedVehicles),
    ),
    /** Cancellation or modification fees only: which operation the fee prices. */
    operation: z.preprocess(absent, z.enum(FEE_OPERATIONS).optional()),
    creditCard: methodChargeRequest('Card'),
    echeck: methodChargeRequest('E-check'),
    cash: methodChargeRequest('Cash'),
    isActive: z.boolean().default(true),
    dateLastModified: z.string().max(40).optional(),
  })
  .superRefine((req, ctx) => {
    const cancelModify = req.feeType === FEE_TYPE.CancellationModification;
    if (cancelModify && !req.operation) issueAt(ctx, 'operation', FEE_MESSAGE.operationRequired);
    if (!cancelModify && req.operation) issueAt(ctx, 'operation', FEE_MESSAGE.operationOnlyType6);
    if (req.feeType !== FEE_TYPE.ParkUse && req.basis !== 'perReservation')
      issueAt(ctx, 'basis', FEE_MESSAGE.perVehicleParkUse);
  })
  .meta({ id: 'FeeRuleRequest' });
export type FeeRuleRequest = z.output<typeof feeRuleRequestSchema>;
export type FeeRuleInput = z.input<typeof feeRuleRequestSchema>;

export const adminFeeRuleSchema = z
  .object({
    id: z.number(),
    feeType: z.number(),
    feeTypeName: z.string(),
    name: z.string(),
    description: z.string(),
    accountingCode: z.string(),
    sku: z.string(),
    locationIds: z.array(z.number()),
    locationNames: z.array(z.string()),
    bookingTypeIds: z.array(z.number()),
    salesChannels: z.array(z.number()),
    basis: z.enum(FEE_BASES),
    includedVehicles: z.number(),
    operation: z.enum(FEE_OPERATIONS).nullable(),
    creditCard: methodChargeSchema,
    echeck: methodChargeSchema,
    cash: methodChargeSchema,
    isActive: z.boolean(),
    ...auditFields,
  })
  .meta({ id: 'AdminFeeRule' });
export type AdminFeeRule = z.infer<typeof adminFeeRuleSchema>;
export const feeRulesResponseSchema = envelope('data', z.array(adminFeeRuleSchema));
export const feeRuleResponseSchema = envelope('data', adminFeeRuleSchema);

// ------------------------------------------------------------------------------------------- add-ons

export const addOnRequestSchema = z
  .object({
    name: text('Name', 100),
    description: optional('Description', 500),
    /** Empty: every park. */
    locationIds: ids.default([]),
    price: dollars('Price'),
    unit: text('Unit', 30),
    maxQuantity: wholeNumber('Most a Reservation May Buy', 1, MAX_ADD_ON_QUANTITY, FEE_MESSAGE.maxQuantity),
    accountingCode: text('Accounting Code', 40),
    sku: text('SKU', 40),
    isActive: z.boolean().default(true),
    dateLastModified: z.string().max(40).optional(),
  })
  .meta({ id: 'AddOnRequest' });
export type AddOnRequest = z.output<typeof addOnRequestSchema>;
export type AddOnInput = z.input<typeof addOnRequestSchema>;

export const adminAddOnSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    description: z.string(),
    locationIds: z.array(z.number()),
    locationNames: z.array(z.string()),
    priceCents: z.number(),
    price: z.string(),
    unit: z.string(),
    maxQuantity: z.number(),
    accountingCode: z.string(),
    sku: z.string(),
    isActive: z.boolean(),
    ...auditFields,
  })
  .meta({ id: 'AdminAddOn' });
export type AdminAddOn = z.infer<typeof adminAddOnSchema>;
export const addOnsResponseSchema = envelope('data', z.array(adminAddOnSchema));
export const addOnResponseSchema = envelope('data', adminAddOnSchema);
