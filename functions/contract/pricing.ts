/**
 * Pricing (public §3.5 fee request and fee line, §7.4; admin §3.4, §7.7): GET Pricing/fees (and its POST
 * variant, which also takes add-ons and staff fee overrides), POST Pricing/conveniencefee and
 * GET Pricing/addons (our addition: what a park sells besides the stay).
 *
 * Money crosses the API in dollars with 2 decimals (like baseDailyRate); inside it is integer cents
 * (functions/domain/pricing). The sales channel is never read from a request: the route takes it from
 * the caller (staff bearer 2, anyone else 1), so SalesChannel in the query is accepted and ignored.
 */
import { z } from 'zod';
import { calendarDate } from './availability.ts';
import { absent, numeric } from './common.ts';
import { envelope } from './envelope.ts';
import { PRICING_OPERATION } from '#domain/pricing/fee-types';
import { refuseMarkup } from '#domain/validation/zod';

/** feeType (public §3.5, enum 1–6). */
const feeTypeSchema = z.literal([1, 2, 3, 4, 5, 6]).meta({
  description:
    '1 Reservation (nightly rates), 2 Transaction, 3 Convenience, 4 Park use, 5 Add-on, 6 Cancellation/modification',
});

/** Most nights one quote prices (the longest stay any rule allows is far shorter). */
export const MAX_QUOTE_NIGHTS = 62;

/* ---------------------------------------------------------------------------------------------------
 * Fee line (public §3.5, admin §3.4), dollars.
 * ------------------------------------------------------------------------------------------------- */

const feeLineFields = {
  /** The schedule entry the line comes from (fee rule, add-on, date block day); 0 for a nightly rate. */
  id: z.number(),
  name: z.string(),
  description: z.string(),
  /** What the line costs by credit card (the first payment method), after discounts and overrides. */
  amount: z.number(),
  /** Before discounts. */
  undiscountedAmount: z.number(),
  /** Before a staff override; null when the line was not overridden. */
  preModifiedAmount: z.number().nullable(),
  /** Per payment method: fixed amount, minimum and percentage (of the line's base); see README "Fee model". */
  creditCardAmount: z.number(),
  creditCardMinAmount: z.number(),
  creditCardPercentage: z.number(),
  echeckAmount: z.number(),
  echeckMinAmount: z.number(),
  echeckPercentage: z.number(),
  cashAmount: z.number(),
  cashMinAmount: z.number(),
  cashPercentage: z.number(),
  accountingCode: z.string(),
  sku: z.string(),
  quantity: z.number(),
  feeType: feeTypeSchema,
  discountClassId: z.number().nullable(),
  dateBlockDayId: z.number().nullable(),
  dayBlockId: z.number().nullable(),
  /** The night (breakdown lines of the reservation fee), else null. */
  date: z.string().nullable(),
};

export const feeBreakdownLineSchema = z
  .object({
    ...feeLineFields,
    feeBreakdown: z.array(z.unknown()).max(0).meta({ description: 'Always empty.' }),
  })
  .meta({ id: 'FeeBreakdownLine' });

export const feeLineSchema = z
  .object({ ...feeLineFields, feeBreakdown: z.array(feeBreakdownLineSchema) })
  .meta({ id: 'FeeLine' });
export type FeeLine = z.infer<typeof feeLineSchema>;

/** Totals of a quote per payment method, dollars. */
export const feeTotalsSchema = z
  .object({ creditCard: z.number(), echeck: z.number(), cash: z.number() })
  .meta({ id: 'FeeTotals' });
export type FeeTotals = z.infer<typeof feeTotalsSchema>;

/* ---------------------------------------------------------------------------------------------------
 * Requests.
 * ------------------------------------------------------------------------------------------------- */

const whole = (name: string, min: number, max: number) =>
  z
    .number({ error: `${name} must be a number.` })
    .int({ error: `${name} must be a whole number.` })
    .min(min, { error: `${name} must be at least ${min}.` })
    .max(max, { error: `${name} must be at most ${max}.` });
const id = (name: string) => whole(name, 1, Number.MAX_SAFE_INTEGER);
/** Ids as a list, or (query strings) repeated keys joined by commas. */
const idList = (name: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : (absent(v) ?? [])),
    z.array(numeric(name, id(name))).max(20, { error: `${name} may list at most 20 ids.` }),
  );
/** Dollars with at most 2 decimals, from 0 to 100,000. */
const dollars = (name: string) =>
  z
    .number({ error: `${name} must be a number.` })
    .min(0, { error: `${name} must not be negative.` })
    .max(100_000, { error: `${name} must be at most 100000.` })
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
      error: `${name} must have at most 2 decimals.`,
    });

/** One add-on the party buys (public §3.5 addOns). */
export const addOnRequestSchema = z
  .object({ id: id('addOns.id'), quantity: whole('addOns.quantity', 1, 99) })
  .meta({ id: 'AddOnRequest' });
export type AddOnRequest = z.infer<typeof addOnRequestSchema>;

/** A staff override of one fee line (admin §3.2 feeOverrides): the line of that feeType (and name). */
export const feeOverrideSchema = z
  .object({
    feeType: feeTypeSchema,
    /** Which line of that feeType, when it has several (e.g. two add-ons); omitted: the first. */
    name: z.string().trim().max(100).superRefine(refuseMarkup('Fee name')).optional(),
    /** The line's new amount, dollars. */
    amount: dollars('feeOverrides.amount'),
    reason: z
      .string()
      .trim()
      .min(1, { error: 'A reason is required for a fee override.' })
      .max(500, { error: 'The reason must be at most 500 characters.' })
      .superRefine(refuseMarkup('Reason')),
  })
  .meta({ id: 'FeeOverride' });
export type FeeOverride = z.infer<typeof feeOverrideSchema>;

const FEE_REQUEST_FIELDS = [
  'customerId',
  'spotId',
  'oldSpotId',
  'startDate',
  'endDate',
  'oldStartDate',
  'oldEndDate',
  'numberOfAdults',
  'oldNumberOfAdults',
  'numberOfVehicles',
  'discounts',
  'oldDiscounts',
  'salesChannel',
  'operationId',
] as const;

const optionalDate = (name: string) => z.preprocess(absent, calendarDate(name).optional());

/** The fee request fields (public §3.5) in camelCase. */
const feeRequestFields = {
  customerId: numeric('customerId', id('customerId').optional()),
  spotId: numeric('spotId', id('spotId')),
  oldSpotId: numeric('oldSpotId', id('oldSpotId').optional()),
  startDate: z.preprocess(absent, calendarDate('startDate')),
  endDate: z.preprocess(absent, calendarDate('endDate')),
  oldStartDate: optionalDate('oldStartDate'),
  oldEndDate: optionalDate('oldEndDate'),
  numberOfAdults: numeric('numberOfAdults', whole('numberOfAdults', 1, 999).default(1)),
  oldNumberOfAdults: numeric('oldNumberOfAdults', whole('oldNumberOfAdults', 0, 999).optional()),
  numberOfVehicles: numeric('numberOfVehicles', whole('numberOfVehicles', 0, 99).default(1)),
  discounts: idList('discounts'),
  oldDiscounts: idList('oldDiscounts'),
  /** Accepted and ignored: the route decides the channel from the caller. */
  salesChannel: numeric('salesChannel', whole('salesChannel', 1, 4).optional()),
  operationId: numeric(
    'operationId',
    whole('operationId', 0, 2)
      .default(PRICING_OPERATION.New)
      .meta({ description: '0 new reservation, 1 modification, 2 cancellation' }),
  ),
};

function checkStay(v: { startDate: string; endDate: string }, ctx: z.RefinementCtx) {
  if (v.endDate < v.startDate) {
    ctx.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: 'Departure date must be greater than arrival date for overnight spots.',
    });
  }
  const nights = (Date.parse(v.endDate) - Date.parse(v.startDate)) / 86_400_000;
  if (nights > MAX_QUOTE_NIGHTS) {
    ctx.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: `A stay priced at once must not exceed ${MAX_QUOTE_NIGHTS} nights.`,
    });
  }
}

/** Query keys matched without regard to letter case, and with or without '[]' (repeated lists). */
function canonicalQuery(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object') return raw;
  const byLower = new Map<string, string>(FEE_REQUEST_FIELDS.map((f) => [f.toLowerCase(), f]));
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const field = byLower.get(key.replace(/\[\]$/, '').toLowerCase());
    if (field) out[field] = value;
  }
  return out;
}

/**
 * GET Pricing/fees: CustomerId, SpotId, OldSpotId, StartDate, EndDate, OldStartDate, OldEndDate,
 * NumberOfAdults, OldNumberOfAdults, NumberOfVehicles, Discounts (repeated), OldDiscounts, SalesChannel,
 * operationId; PascalCase or camelCase. Errors name the camelCase field (query.startDate).
 */
export const feesQuerySchema = z
  .preprocess(canonicalQuery, z.object(feeRequestFields).superRefine(checkStay))
  .meta({ id: 'FeesQuery' });
export type FeesQuery = z.output<typeof feesQuerySchema>;

/** POST Pricing/fees: the same fields as a JSON body, plus add-ons and (staff only) fee overrides. */
export const feesRequestSchema = z
  .object({
    ...feeRequestFields,
    addOns: z.array(addOnRequestSchema).max(20).default([]),
    /** Staff only; ignored for the public (salesChannel 1). */
    feeOverrides: z.array(feeOverrideSchema).max(10).default([]),
  })
  .superRefine(checkStay)
  .meta({ id: 'FeesRequest' });
export type FeesRequest = z.output<typeof feesRequestSchema>;

/**
 * POST Pricing/conveniencefee body (the specification does not show its fields; this is ours): the
 * park (spotId or locationId), the payment type the person chose and the subtotal the fee is a share
 * of, in dollars. Returns the park's convenience fee line for that subtotal; at the park office
 * (salesChannel 2) there is none, so the line's amounts are 0.
 */
export const convenienceFeeRequestSchema = z
  .object({
    spotId: numeric('spotId', id('spotId').optional()),
    locationId: numeric('locationId', id('locationId').optional()),
    paymentTypeId: numeric('paymentTypeId', whole('paymentTypeId', 1, 4).default(1)),
    /** Accepted and ignored: the route decides the channel from the caller. */
    salesChannel: numeric('salesChannel', whole('salesChannel', 1, 4).optional()),
    subtotal: dollars('subtotal'),
  })
  .superRefine((v, ctx) => {
    if (v.spotId === undefined && v.locationId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['spotId'], message: 'spotId or locationId is required.' });
    }
  })
  .meta({ id: 'ConvenienceFeeRequest' });
export type ConvenienceFeeRequest = z.output<typeof convenienceFeeRequestSchema>;

export const addOnsQuerySchema = z.object({
  _: z.string().optional(),
  locationId: z.preprocess(absent, numeric('locationId', id('locationId'))),
});

/* ---------------------------------------------------------------------------------------------------
 * Responses.
 * ------------------------------------------------------------------------------------------------- */

export const feesResponseSchema = envelope('data', z.array(feeLineSchema))
  .extend({ totals: feeTotalsSchema })
  .meta({ id: 'FeesResponse' });
export type FeesResponse = z.infer<typeof feesResponseSchema>;

export const convenienceFeeResponseSchema = envelope('data', feeLineSchema).meta({
  id: 'ConvenienceFeeResponse',
});

/** Something a park sells besides the stay (firewood, kayak rental...), price in dollars per unit. */
export const addOnSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    description: z.string(),
    price: z.number(),
    /** What one unit is ('bundle', 'day', ...). */
    unit: z.string(),
    maxQuantity: z.number(),
    sku: z.string(),
  })
  .meta({ id: 'AddOn' });
export type AddOn = z.infer<typeof addOnSchema>;

export const addOnsResponseSchema = envelope('data', z.array(addOnSchema)).meta({ id: 'AddOnsResponse' });
