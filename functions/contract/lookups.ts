/** Tenant-wide lookups (spec public §7.1): regions, payment types, discount classes, reservation statuses. */
import { z } from 'zod';
import { envelope } from './envelope.ts';

export const regionSchema = z
  .object({
    id: z.number(),
    tenantId: z.string(),
    shortName: z.string(),
    longName: z.string(),
    regionNumber: z.number(),
  })
  .meta({ id: 'Region' });
export type Region = z.infer<typeof regionSchema>;

export const paymentTypeSchema = z
  .object({
    id: z.number(),
    tenantId: z.string(),
    name: z.string(),
    description: z.string(),
    /** Offered to staff only (spec public §6). */
    adminOnly: z.boolean(),
    /** Card payments go through the hosted payment page; the others complete at the counter. */
    requiresHostedPayment: z.boolean(),
  })
  .meta({ id: 'PaymentType' });
export type PaymentType = z.infer<typeof paymentTypeSchema>;

export const discountClassSchema = z
  .object({
    id: z.number(),
    tenantId: z.string(),
    name: z.string(),
    description: z.string(),
    internalDescription: z.string(),
    residencyId: z.number().nullable(),
    verificationRequired: z.boolean(),
    priority: z.number(),
  })
  .meta({ id: 'DiscountClass' });
export type DiscountClass = z.infer<typeof discountClassSchema>;

export const lookupValueSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    description: z.string(),
    /** 'status' or 'subStatus' of a reservation. */
    group: z.enum(['status', 'subStatus']),
  })
  .meta({ id: 'LookupValue' });
export type LookupValue = z.infer<typeof lookupValueSchema>;

export const regionsResponseSchema = envelope('regions', z.array(regionSchema)).meta({
  id: 'RegionsResponse',
});
export const paymentTypesResponseSchema = envelope('data', z.array(paymentTypeSchema)).meta({
  id: 'PaymentTypesResponse',
});
export const discountClassesResponseSchema = envelope('data', z.array(discountClassSchema)).meta({
  id: 'DiscountClassesResponse',
});
export const lookupValuesResponseSchema = envelope('lookupValues', z.array(lookupValueSchema)).meta({
  id: 'LookupValuesResponse',
});
