/**
 * The agency's catalogue lists in the back office (admin §2.3 product classes, spot types, product types,
 * activities and amenities, attributes): the requests staff send and the rows the list screens read,
 * each with how many records use it and its audit fields. Rates are typed in dollars and kept in cents.
 */
import { z } from 'zod';
import {
  ATTRIBUTE_VALUE_TYPES,
  CATALOGUE_MESSAGE,
  SELECT_VALUE_TYPES,
  isIconUrl,
} from '#domain/catalogue-settings';
import { dollarsToCents } from '#domain/seasons';
import { issueAt, optionalText, requiredText, rules } from '#domain/validation/index';
import { absent, idParam, numeric } from './common.ts';
import { envelope } from './envelope.ts';

const text = (label: string, max: number) => requiredText(label, [rules.max(max)]);
const optional = (label: string, max: number) =>
  optionalText(label, [rules.max(max)]).transform((v) => v ?? '');
/** The version an edit was read at: a save over someone else's newer change is refused. */
const readVersion = z.string().max(40).optional();
const flag = z.boolean().default(false);

/** A chosen record's id, typed in a select (text) or sent as a number; blank is nothing chosen. */
const choice = (label: string) => {
  const message = CATALOGUE_MESSAGE.unknownChoice(label);
  return z.preprocess(
    (v) => absent(v) ?? 0,
    numeric(label, z.number().int({ error: message }).positive({ error: message })),
  );
};

/** An icon's address: an SVG or PNG the screens and the public site show as it is. */
const icon = (required: boolean) =>
  z
    .preprocess((v) => (v === null || v === undefined ? '' : v), z.string().trim().max(500))
    .superRefine((v, ctx) => {
      if (v === '' && required) ctx.addIssue({ code: 'custom', message: 'Icon is required' });
      else if (v !== '' && !isIconUrl(v))
        ctx.addIssue({ code: 'custom', message: CATALOGUE_MESSAGE.iconUrl });
    });

/** A rate typed in dollars ('45', '45.50', 45.5) → cents. */
const dollars = (label: string) =>
  z
    .union([z.string().max(20), z.number()])
    .nullish()
    .transform((v, ctx) => {
      const result = dollarsToCents(v, label);
      if ('problem' in result) {
        ctx.addIssue({ code: 'custom', message: result.problem });
        return z.NEVER;
      }
      return result.cents;
    });

/** A number the agency may leave blank (null). */
const optionalNumber = (label: string) =>
  z
    .union([z.string().max(30), z.number()])
    .nullish()
    .transform((v, ctx) => {
      const typed = v === null || v === undefined ? '' : String(v).trim();
      if (typed === '') return null;
      const n = Number(typed);
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a number` });
        return z.NEVER;
      }
      return n;
    });

const audit = {
  dateCreated: z.string(),
  createdBy: z.string(),
  dateLastModified: z.string(),
  lastModifiedBy: z.string(),
};

export const catalogueIdParams = z.object({ id: idParam('id') });

// ------------------------------------------------------------------------------------ product classes

export const BOOKING_TYPE_NAMES = { 1: 'Overnight', 2: 'Day use' } as const;

export const productClassRequestSchema = z
  .object({
    name: text('Name', 100),
    code: text('Code', 20).refine((c) => /^[A-Za-z0-9-]+$/.test(c), {
      error: 'Code must be letters, digits and hyphens only',
    }),
    description: optional('Description', 2000),
    productTypeId: choice('Product Type'),
    productClassificationId: choice('Classification'),
    bookingTypeId: choice('Booking Type').refine((n) => n in BOOKING_TYPE_NAMES, {
      error: CATALOGUE_MESSAGE.unknownChoice('Booking Type'),
    }),
    baseDailyRate: dollars('Base Rate'),
    requiresCustomerAccount: flag,
    dateLastModified: readVersion,
  })
  .meta({ id: 'ProductClassRequest' });
export type ProductClassRequest = z.output<typeof productClassRequestSchema>;

export const adminProductClassSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    code: z.string(),
    description: z.string(),
    productTypeId: z.number(),
    productTypeName: z.string(),
    productClassificationId: z.number(),
    classificationName: z.string(),
    bookingTypeId: z.number(),
    bookingTypeName: z.string(),
    baseDailyRateCents: z.number(),
    /** The base rate in dollars as typed ('45.00'). */
    baseDailyRate: z.string(),
    requiresCustomerAccount: z.boolean(),
    /** Spots of this class, every park. */
    spotCount: z.number(),
    ...audit,
  })
  .meta({ id: 'AdminProductClass' });
export type AdminProductClass = z.infer<typeof adminProductClassSchema>;

// -------------------------------------------------------------------------------------------- regions

export const regionRequestSchema = z
  .object({
    longName: text('Region Name', 100),
    shortName: text('Short Name', 30),
    /** The agency's own number for the region (its district number); blank is 0. */
    regionNumber: z.preprocess(
      (v) => absent(v) ?? 0,
      numeric(
        'Region Number',
        z
          .number()
          .int({ error: 'Region Number must be a whole number' })
          .min(0, { error: 'Region Number must be 0 or more' })
          .max(9999, { error: 'Region Number must be at most 9999' }),
      ),
    ),
    dateLastModified: readVersion,
  })
  .meta({ id: 'RegionRequest' });
export type RegionRequest = z.output<typeof regionRequestSchema>;

/** A region; `useCount` is its parks. */
export const adminRegionSchema = z
  .object({
    id: z.number(),
    longName: z.string(),
    shortName: z.string(),
    regionNumber: z.number(),
    useCount: z.number(),
    ...audit,
  })
  .meta({ id: 'AdminRegion' });
export type AdminRegion = z.infer<typeof adminRegionSchema>;

// -------------------------------------------------------------------------- spot and product types

export const spotTypeRequestSchema = z
  .object({
    name: text('Name', 60),
    description: optional('Description', 1000),
    icon: icon(true),
    dateLastModified: readVersion,
  })
  .meta({ id: 'SpotTypeRequest' });
export type SpotTypeRequest = z.output<typeof spotTypeRequestSchema>;

export const adminSpotTypeSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    description: z.string(),
    icon: z.string(),
    /** Spots of this type, every park. */
    useCount: z.number(),
    ...audit,
  })
  .meta({ id: 'AdminSpotType' });
export type AdminSpotType = z.infer<typeof adminSpotTypeSchema>;

export const productTypeRequestSchema = spotTypeRequestSchema.meta({ id: 'ProductTypeRequest' });
export type ProductTypeRequest = z.output<typeof productTypeRequestSchema>;

/** A product type; `useCount` is the product classes of this type. */
export const adminProductTypeSchema = adminSpotTypeSchema.meta({ id: 'AdminProductType' });
export type AdminProductType = z.infer<typeof adminProductTypeSchema>;

// ------------------------------------------------------------------------ activities and amenities

export const pointOfInterestRequestSchema = z
  .object({
    name: text('Name', 100),
    description: optional('Description', 1000),
    icon: icon(false),
    categoryId: choice('Category'),
    isSearchable: flag,
    isMappable: flag,
    dateLastModified: readVersion,
  })
  .meta({ id: 'PointOfInterestRequest' });
export type PointOfInterestRequest = z.output<typeof pointOfInterestRequestSchema>;

export const adminPointOfInterestSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    description: z.string(),
    icon: z.string(),
    categoryId: z.number(),
    categoryName: z.string(),
    isSearchable: z.boolean(),
    isMappable: z.boolean(),
    /** Parks that list it. */
    useCount: z.number(),
    ...audit,
  })
  .meta({ id: 'AdminPointOfInterest' });
export type AdminPointOfInterest = z.infer<typeof adminPointOfInterestSchema>;

// ---------------------------------------------------------------------------------------- attributes

export const attributeRequestSchema = z
  .object({
    name: text('Name', 100),
    displayName: optional('Display Name', 100),
    description: optional('Description', 1000),
    valueType: z.enum(ATTRIBUTE_VALUE_TYPES, { error: CATALOGUE_MESSAGE.unknownChoice('Value Type') }),
    categoryId: choice('Category'),
    icon: icon(false),
    /** Select types only; an option read back keeps its id (spots store option ids). */
    options: z
      .array(
        z.object({
          id: z.number().int().optional(),
          value: text('Option', 100),
        }),
      )
      .max(100)
      .default([]),
    minValue: optionalNumber('Minimum'),
    maxValue: optionalNumber('Maximum'),
    isSearchable: flag,
    dateLastModified: readVersion,
  })
  .superRefine((req, ctx) => {
    const select = SELECT_VALUE_TYPES.includes(req.valueType);
    if (select && req.options.length === 0) issueAt(ctx, 'options', CATALOGUE_MESSAGE.optionsRequired);
    const values = req.options.map((o) => o.value.trim().toLowerCase());
    if (new Set(values).size !== values.length) issueAt(ctx, 'options', CATALOGUE_MESSAGE.duplicateOption);
    if (req.minValue !== null && req.maxValue !== null && req.minValue > req.maxValue)
      issueAt(ctx, 'minValue', CATALOGUE_MESSAGE.minAboveMax);
  })
  .meta({ id: 'AttributeRequest' });
export type AttributeRequest = z.output<typeof attributeRequestSchema>;

export const adminAttributeSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    displayName: z.string(),
    description: z.string(),
    valueType: z.string(),
    categoryId: z.number(),
    categoryName: z.string(),
    icon: z.string(),
    options: z.array(z.object({ id: z.number(), value: z.string() })),
    minValue: z.number().nullable(),
    maxValue: z.number().nullable(),
    isSearchable: z.boolean(),
    /** Spots with a value for it. */
    useCount: z.number(),
    ...audit,
  })
  .meta({ id: 'AdminAttribute' });
export type AdminAttribute = z.infer<typeof adminAttributeSchema>;

// ------------------------------------------------------------------------------------------- options

const named = z.array(z.object({ id: z.number(), name: z.string() }));

export const catalogueOptionsSchema = z
  .object({
    productTypes: named,
    classifications: named,
    bookingTypes: named,
    pointOfInterestCategories: named,
    attributeCategories: named,
  })
  .meta({ id: 'CatalogueOptions' });
export type CatalogueOptions = z.infer<typeof catalogueOptionsSchema>;

export const catalogueOptionsResponseSchema = envelope('data', catalogueOptionsSchema);
export const catalogueDeletedResponseSchema = envelope('data', z.object({ id: z.number() }));
export const catalogueDeleteQuery = z.object({ dateLastModified: z.string().max(40).default('') });
