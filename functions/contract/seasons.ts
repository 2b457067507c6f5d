/**
 * Seasons and prices in the back office (admin §2.3 pricing-seasons, operational-season-management,
 * date-block-management, discount-class-management): what staff send and what the screens read back.
 * Amounts travel in dollars as typed ('45', '45.50') and are kept as integer cents; responses carry
 * both. Dates are 'YYYY-MM-DD' (or 'MM/DD/YYYY' on the way in).
 */
import { z } from 'zod';
import { PARK_SETUP_MESSAGE, daysInRange } from '#domain/park-setup';
import { MAX_BLOCK_DAYS, MAX_SEASON_DAYS, SEASON_MESSAGE, dollarsToCents } from '#domain/seasons';
import { issueAt, optionalText, requiredText, rules } from '#domain/validation/index';
import { calendarDate } from './availability.ts';
import { absent, cacheBuster, idParam, numeric, optionalQuery } from './common.ts';
import { envelope } from './envelope.ts';
import { closureOverlapSchema } from './park-setup.ts';

const text = (label: string, max: number) => requiredText(label, [rules.max(max)]);
const optional = (label: string, max: number) =>
  optionalText(label, [rules.max(max)]).transform((v) => v ?? '');
const date = (label: string) => z.preprocess((v) => absent(v) ?? '', calendarDate(label));
const readVersion = z.string().max(40);
const parkId = numeric('Park', z.number().int().positive());
const ids = z.array(z.number().int().positive()).max(1000);

/** Dollars as typed → integer cents; `blank` is what an empty field means (none: it is required). */
export function dollars(label: string, blank?: number) {
  return z
    .union([z.string().max(20), z.number()])
    .nullish()
    .transform((v, ctx) => {
      if (blank !== undefined && (v === null || v === undefined || String(v).trim() === '')) return blank;
      const result = dollarsToCents(v, label);
      if ('problem' in result) {
        ctx.addIssue({ code: 'custom', message: result.problem });
        return z.NEVER;
      }
      return result.cents;
    });
}

/** A season's dates: the end on or after the start, at most a year apart. */
function refineRange(req: { startDate: string; endDate: string }, ctx: z.RefinementCtx) {
  if (req.endDate < req.startDate) issueAt(ctx, 'endDate', PARK_SETUP_MESSAGE.endBeforeStart);
  else if (daysInRange(req.startDate, req.endDate) > MAX_SEASON_DAYS)
    issueAt(ctx, 'endDate', SEASON_MESSAGE.seasonTooLong);
}

const rateRequest = z.object({
  productId: z.number().int().positive(),
  dailyRate: dollars('Nightly rate'),
});

function refineRates(rates: readonly { productId: number }[], ctx: z.RefinementCtx, required: boolean) {
  if (required && rates.length === 0) issueAt(ctx, 'rates', SEASON_MESSAGE.noRates);
  if (new Set(rates.map((r) => r.productId)).size !== rates.length)
    issueAt(ctx, 'rates', SEASON_MESSAGE.duplicateProduct);
}

export const auditFields = {
  dateCreated: z.string(),
  createdBy: z.string(),
  dateLastModified: z.string(),
  lastModifiedBy: z.string(),
};

/** A product's rate: cents, and dollars as the form shows them. */
export const seasonRateSchema = z
  .object({
    productId: z.number(),
    productName: z.string(),
    dailyRateCents: z.number(),
    dailyRate: z.string(),
  })
  .meta({ id: 'SeasonRate' });
export type SeasonRate = z.infer<typeof seasonRateSchema>;

// ----------------------------------------------------------------------------------------- options

export const seasonOptionsSchema = z
  .object({
    parks: z.array(z.object({ id: z.number(), longName: z.string(), productIds: z.array(z.number()) })),
    products: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        productTypeId: z.number(),
        baseDailyRateCents: z.number(),
        baseDailyRate: z.string(),
      }),
    ),
    productTypes: z.array(z.object({ id: z.number(), name: z.string() })),
  })
  .meta({ id: 'SeasonOptions' });
export type SeasonOptions = z.infer<typeof seasonOptionsSchema>;
export const seasonOptionsResponseSchema = envelope('data', seasonOptionsSchema);

// --------------------------------------------------------------------------------- pricing seasons

export const pricingSeasonRequestSchema = z
  .object({
    locationId: parkId,
    name: text('Name', 100),
    startDate: date('Start Date'),
    endDate: date('End Date'),
    rates: z.array(rateRequest).max(200).default([]),
    dateLastModified: readVersion.optional(),
  })
  .superRefine((req, ctx) => {
    refineRange(req, ctx);
    refineRates(req.rates, ctx, true);
  })
  .meta({ id: 'PricingSeasonRequest' });
export type PricingSeasonRequest = z.output<typeof pricingSeasonRequestSchema>;

export const seasonSearchQuery = z.object({
  locationId: optionalQuery(idParam('locationId')),
  year: optionalQuery(numeric('year', z.number().int().min(2000).max(2100))),
  ...cacheBuster,
});

export const parkSeasonParams = z.object({
  locationId: idParam('locationId'),
  seasonId: idParam('seasonId'),
});

export const adminPricingSeasonSchema = z
  .object({
    id: z.number(),
    locationId: z.number(),
    locationName: z.string(),
    name: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    rates: z.array(seasonRateSchema),
    ...auditFields,
  })
  .meta({ id: 'AdminPricingSeason' });
export type AdminPricingSeason = z.infer<typeof adminPricingSeasonSchema>;
export const pricingSeasonsResponseSchema = envelope('data', z.array(adminPricingSeasonSchema));
export const pricingSeasonResponseSchema = envelope('data', adminPricingSeasonSchema);

// ----------------------------------------------------------------------------- operational seasons

const operationalSeasonFields = {
  locationId: parkId,
  name: text('Name', 100),
  startDate: date('Start Date'),
  endDate: date('End Date'),
  dateLastModified: readVersion.optional(),
};

export const operationalSeasonRequestSchema = z
  .object(operationalSeasonFields)
  .superRefine(refineRange)
  .meta({ id: 'OperationalSeasonRequest' });
export type OperationalSeasonRequest = z.output<typeof operationalSeasonRequestSchema>;

/** A change of a park's operational seasons, asked about before it is saved: a season added, changed or deleted. */
export const operationalImpactRequestSchema = z
  .object({
    ...operationalSeasonFields,
    /** The season changed or deleted; null: a new one. */
    seasonId: z.number().int().positive().nullable().default(null),
    deleting: z.boolean().default(false),
  })
  .superRefine(refineRange)
  .meta({ id: 'OperationalImpactRequest' });
export type OperationalImpactRequest = z.output<typeof operationalImpactRequestSchema>;

export const adminOperationalSeasonSchema = z
  .object({
    id: z.number(),
    locationId: z.number(),
    locationName: z.string(),
    name: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    ...auditFields,
  })
  .meta({ id: 'AdminOperationalSeason' });
export type AdminOperationalSeason = z.infer<typeof adminOperationalSeasonSchema>;

/** What a change of operational seasons closes from today on: its days, and the sold stays and holds on them. */
export const operationalImpactSchema = z
  .object({
    closedDays: z.number(),
    firstClosedDay: z.string().nullable(),
    lastClosedDay: z.string().nullable(),
    reservations: z.array(closureOverlapSchema),
    heldSpots: z.array(z.object({ spotId: z.number(), spotName: z.string() })),
  })
  .meta({ id: 'OperationalImpact' });
export type OperationalImpact = z.infer<typeof operationalImpactSchema>;

export const operationalSeasonsResponseSchema = envelope('data', z.array(adminOperationalSeasonSchema));
export const operationalSeasonResponseSchema = envelope('data', adminOperationalSeasonSchema);
export const operationalImpactResponseSchema = envelope('data', operationalImpactSchema);

// ------------------------------------------------------------------------------------- date blocks

export const dateBlockRequestSchema = z
  .object({
    name: text('Name', 100),
    description: optional('Description', 500),
    /** Empty: every park. */
    locationIds: ids.default([]),
    days: z
      .array(date('Day'))
      .max(MAX_BLOCK_DAYS * 2)
      .default([]),
    rates: z.array(rateRequest).max(200).default([]),
    /** Added to the season rate of the products without a rate of their own. */
    surcharge: dollars('Surcharge', 0),
    dateLastModified: readVersion.optional(),
  })
  .superRefine((req, ctx) => {
    const days = new Set(req.days);
    if (days.size === 0) issueAt(ctx, 'days', SEASON_MESSAGE.noDays);
    else if (days.size > MAX_BLOCK_DAYS) issueAt(ctx, 'days', SEASON_MESSAGE.tooManyDays);
    refineRates(req.rates, ctx, false);
  })
  .meta({ id: 'DateBlockRequest' });
export type DateBlockRequest = z.output<typeof dateBlockRequestSchema>;

export const dateBlockIdParams = z.object({ blockId: idParam('blockId') });

export const adminDateBlockSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    description: z.string(),
    locationIds: z.array(z.number()),
    locationNames: z.array(z.string()),
    days: z.array(z.object({ id: z.number(), date: z.string() })),
    rates: z.array(seasonRateSchema),
    surchargeCents: z.number(),
    surcharge: z.string(),
    ...auditFields,
  })
  .meta({ id: 'AdminDateBlock' });
export type AdminDateBlock = z.infer<typeof adminDateBlockSchema>;
export const dateBlocksResponseSchema = envelope('data', z.array(adminDateBlockSchema));
export const dateBlockResponseSchema = envelope('data', adminDateBlockSchema);

// -------------------------------------------------------------------------------- discount classes

export const DISCOUNT_KINDS = ['percentage', 'fixedPerNight'] as const;

export const discountClassRequestSchema = z
  .object({
    name: text('Name', 100),
    description: optional('Description', 1000),
    internalDescription: optional('Staff Notes', 1000),
    priority: numeric(
      'Priority',
      z
        .number()
        .int({ error: 'Priority must be a whole number from 1 to 99' })
        .min(1, { error: 'Priority must be a whole number from 1 to 99' })
        .max(99, { error: 'Priority must be a whole number from 1 to 99' }),
    ),
    accountingCodeSuffix: requiredText('Accounting Code Suffix', [rules.max(10)]),
    verificationRequired: z.boolean().default(false),
    kind: z.enum(DISCOUNT_KINDS, { error: 'Choose a percentage or a fixed amount per night' }),
    /** Blank (a fixed-amount rule): 0. */
    percentage: z.preprocess((v) => absent(v) ?? 0, numeric('Percentage', z.number())),
    amount: dollars('Amount per night', 0),
    productTypeAmounts: z
      .array(z.object({ productTypeId: z.number().int().positive(), amount: dollars('Amount') }))
      .max(50)
      .default([]),
    /** 0 Sunday … 6 Saturday; empty: every night. */
    daysOfWeek: z.array(z.number().int().min(0).max(6)).max(7).default([]),
    isActive: z.boolean().default(true),
    dateLastModified: readVersion.optional(),
  })
  .superRefine((req, ctx) => {
    if (
      req.kind === 'percentage' &&
      (!Number.isInteger(req.percentage) || req.percentage < 1 || req.percentage > 100)
    )
      issueAt(ctx, 'percentage', SEASON_MESSAGE.percentage);
    if (new Set(req.productTypeAmounts.map((p) => p.productTypeId)).size !== req.productTypeAmounts.length)
      issueAt(ctx, 'productTypeAmounts', 'Each product type can have only one amount.');
    if (!/^[A-Za-z0-9]+$/.test(req.accountingCodeSuffix) && req.accountingCodeSuffix !== '')
      issueAt(ctx, 'accountingCodeSuffix', 'Accounting Code Suffix must be letters and digits only');
  })
  .meta({ id: 'DiscountClassRequest' });
export type DiscountClassRequest = z.output<typeof discountClassRequestSchema>;

export const discountClassIdParams = z.object({ classId: idParam('classId') });

export const adminDiscountClassSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    description: z.string(),
    internalDescription: z.string(),
    priority: z.number(),
    accountingCodeSuffix: z.string(),
    verificationRequired: z.boolean(),
    residencyId: z.number().nullable(),
    /** Whether the class has a price rule at all (an imported class may not). */
    hasRule: z.boolean(),
    kind: z.enum(DISCOUNT_KINDS),
    percentage: z.number(),
    amountCents: z.number(),
    amount: z.string(),
    productTypeAmounts: z.array(
      z.object({
        productTypeId: z.number(),
        productTypeName: z.string(),
        amountCents: z.number(),
        amount: z.string(),
      }),
    ),
    daysOfWeek: z.array(z.number()),
    isActive: z.boolean(),
    ...auditFields,
  })
  .meta({ id: 'AdminDiscountClass' });
export type AdminDiscountClass = z.infer<typeof adminDiscountClassSchema>;
export const adminDiscountClassesResponseSchema = envelope('data', z.array(adminDiscountClassSchema));
export const discountClassResponseSchema = envelope('data', adminDiscountClassSchema);
