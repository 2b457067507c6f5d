/**
 * Park set-up in the back office (admin §2.3 parks, spots, closures, alerts): the requests staff send
 * and what the admin screens read back. Names and codes are plain text; directions, important dates and
 * alert messages are rich text (HTML), sanitised wherever they are shown. Dates travel as 'YYYY-MM-DD'
 * (or 'MM/DD/YYYY' on the way in).
 */
import { z } from 'zod';
import { ALERT_TYPES } from '#domain/alerts';
import { dateRangeProblem, MAX_CLOSURE_DAYS } from '#domain/park-setup';
import { issueAt, optionalText, requiredText, rules } from '#domain/validation/index';
import { calendarDate } from './availability.ts';
import { absent, booleanQuery, cacheBuster, idParam, numeric, optionalQuery } from './common.ts';
import { envelope } from './envelope.ts';
import { alertSchema } from './alerts.ts';

const text = (label: string, max: number) => requiredText(label, [rules.max(max)]);
const optional = (label: string, max: number) =>
  optionalText(label, [rules.max(max)]).transform((v) => v ?? '');
/** Rich text (HTML) as typed in the editor; sanitised where it is rendered. */
const richText = (label: string, max: number) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z.string().max(max, { error: `${label} must not exceed ${max} characters` }),
  );
/**
 * A number typed in a form or sent as one, refused with the field's label: blank is '{label} is required'
 * unless it has a default.
 */
function numberField<B extends number | null = number>(
  label: string,
  o: { min: number; max: number; whole?: boolean; blank?: B },
) {
  return z
    .union([z.string(), z.number()])
    .nullish()
    .superRefine((v, ctx) => {
      const text = v === null || v === undefined ? '' : String(v).trim();
      if (text === '') {
        if (o.blank === undefined) ctx.addIssue({ code: 'custom', message: `${label} is required` });
        return;
      }
      const n = Number(text);
      if (!Number.isFinite(n)) ctx.addIssue({ code: 'custom', message: `${label} must be a number` });
      else if (o.whole && !Number.isInteger(n))
        ctx.addIssue({ code: 'custom', message: `${label} must be a whole number` });
      else if (n < o.min || n > o.max)
        ctx.addIssue({ code: 'custom', message: `${label} must be between ${o.min} and ${o.max}` });
    })
    .transform((v) => {
      const text = v === null || v === undefined ? '' : String(v).trim();
      return text === '' && o.blank !== undefined ? o.blank : Number(text);
    });
}
const coordinate = (label: string, limit: number) => numberField(label, { min: -limit, max: limit });
/** A whole number the agency may leave blank (unknown: null, never a made-up 0). */
const wholeNumber = (label: string, max: number) =>
  numberField<number | null>(label, { min: 0, max, whole: true, blank: null });
/** A chosen record's id: blank (nothing chosen) is '{label} is required'. */
const id = (label: string) => numberField(label, { min: 1, max: 999_999_999_999, whole: true });
const ids = (label: string) =>
  z
    .array(
      z
        .number()
        .int()
        .positive({ error: `${label} must list ids` }),
    )
    .max(1000);
const date = (label: string) => z.preprocess((v) => absent(v) ?? '', calendarDate(label));
/** The version an edit was read at: a save over someone else's newer change is refused. */
const readVersion = z.string().max(40);

export const imageRequestSchema = z.object({
  url: text('Photo URL', 500),
  title: optional('Photo Title', 200),
  /** The alt text a screen reader reads. */
  description: text('Alt Text', 300),
});

// ---------------------------------------------------------------------------------------------- parks

export const parkRequestSchema = z
  .object({
    code: requiredText('Park Code', [rules.max(10), rules.alphaNum]).transform((v) => v.toUpperCase()),
    longName: text('Park Name', 100),
    shortName: text('Short Name', 50),
    regionId: id('Region'),
    timezone: text('Time Zone', 60).refine(
      (tz) => {
        try {
          new Intl.DateTimeFormat('en-US', { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      },
      { error: 'Time Zone must be a time zone such as America/Denver' },
    ),
    street1: text('Street', 100),
    street2: optional('Street 2', 100),
    city: requiredText('City', [rules.max(50), rules.city]),
    state: requiredText('State', [rules.max(2)]).transform((v) => v.toUpperCase()),
    zipcode: requiredText('Zip Code', [rules.zipCode]),
    latitude: coordinate('Latitude', 90),
    longitude: coordinate('Longitude', 180),
    phoneNumber: requiredText('Phone Number', [rules.phone]).transform((v) => v.replace(/\D/g, '')),
    primaryContactName: optional('Contact Name', 100),
    primaryContactEmail: optionalText('Contact Email', [rules.email, rules.max(100)]).transform(
      (v) => v ?? '',
    ),
    url: optional('Website', 500),
    acreage: wholeNumber('Acreage', 10_000_000),
    elevation: wholeNumber('Elevation', 30_000),
    directions: richText('Directions', 20_000),
    importantDates: richText('Important Dates', 20_000),
    featured: z.boolean().default(false),
    featuredDescription: optional('Featured Description', 500),
    isActive: z.boolean(),
    images: z.array(imageRequestSchema).max(30, { error: 'A park has at most 30 photos' }).default([]),
    /** The version the edit was read at (edits only). */
    dateLastModified: readVersion.optional(),
  })
  .meta({ id: 'ParkRequest' });
export type ParkRequest = z.output<typeof parkRequestSchema>;

export const loopRequestSchema = z
  .object({
    name: text('Loop Name', 50),
    code: optional('Loop Code', 10),
    description: optional('Description', 500),
  })
  .meta({ id: 'LoopRequest' });
export type LoopRequest = z.output<typeof loopRequestSchema>;

export const parkSearchQuery = z.object({
  name: optionalQuery(z.string().trim().max(100)),
  regionId: optionalQuery(idParam('regionId')),
  isActive: booleanQuery('isActive'),
  ...cacheBuster,
});

export const parkRowSchema = z
  .object({
    id: z.number(),
    code: z.string(),
    longName: z.string(),
    regionName: z.string(),
    city: z.string(),
    timezone: z.string(),
    isActive: z.boolean(),
    spotCount: z.number(),
    loopCount: z.number(),
  })
  .meta({ id: 'AdminParkRow' });
export type ParkRow = z.infer<typeof parkRowSchema>;

const auditFields = {
  dateCreated: z.string(),
  createdBy: z.string(),
  dateLastModified: z.string(),
  lastModifiedBy: z.string(),
};

export const adminLoopSchema = z
  .object({
    id: z.number(),
    locationId: z.number(),
    name: z.string(),
    code: z.string(),
    description: z.string(),
  })
  .meta({ id: 'AdminLoop' });
export type AdminLoop = z.infer<typeof adminLoopSchema>;

export const adminParkSchema = z
  .object({
    id: z.number(),
    code: z.string(),
    longName: z.string(),
    shortName: z.string(),
    regionId: z.number(),
    regionName: z.string(),
    timezone: z.string(),
    street1: z.string(),
    street2: z.string(),
    city: z.string(),
    state: z.string(),
    zipcode: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    phoneNumber: z.string(),
    primaryContactName: z.string(),
    primaryContactEmail: z.string(),
    url: z.string(),
    acreage: z.number().nullable(),
    elevation: z.number().nullable(),
    directions: z.string(),
    importantDates: z.string(),
    featured: z.boolean(),
    featuredDescription: z.string(),
    isActive: z.boolean(),
    images: z.array(
      z.object({ id: z.number(), url: z.string(), title: z.string(), description: z.string() }),
    ),
    spotCount: z.number(),
    loops: z.array(adminLoopSchema),
    ...auditFields,
  })
  .meta({ id: 'AdminPark' });
export type AdminPark = z.infer<typeof adminParkSchema>;

export const parkRowsResponseSchema = envelope('data', z.array(parkRowSchema));
export const adminParkResponseSchema = envelope('data', adminParkSchema);
export const adminLoopResponseSchema = envelope('data', adminLoopSchema);

/** One audited change of a catalogue record: who, when, each field old → new. */
export const catalogueHistorySchema = z
  .object({
    activityDate: z.string(),
    username: z.string(),
    actionPerformed: z.string(),
    auditTransactionId: z.string(),
    changes: z.array(
      z.object({ fieldName: z.string(), oldValue: z.string().nullable(), newValue: z.string().nullable() }),
    ),
  })
  .meta({ id: 'CatalogueHistoryEntry' });
export type CatalogueHistory = z.infer<typeof catalogueHistorySchema>;
export const catalogueHistoryResponseSchema = envelope('data', z.array(catalogueHistorySchema));

export const locationLoopParams = z.object({ locationId: idParam('locationId'), loopId: idParam('loopId') });

// ---------------------------------------------------------------------------------------------- spots

export const SPOT_SALES_CHANNELS = ['All', 'Agency'] as const;

export const spotAttributeRequestSchema = z.object({
  attributeId: z.number().int().positive(),
  value: z.string().max(200).nullable().default(null),
  optionIds: z.array(z.number().int()).default([]),
});

export const spotRequestSchema = z
  .object({
    locationId: id('Park'),
    loopId: id('Loop'),
    name: requiredText('Spot Name', [rules.max(30)]),
    area: optional('Area', 50),
    areaDescription: optional('Area Description', 500),
    productId: id('Product Class'),
    spotTypeIds: ids('Spot Types').min(1, { error: 'Spot Types is required' }),
    equipmentTypeIds: ids('Equipment Types').default([]),
    latitude: coordinate('Latitude', 90),
    longitude: coordinate('Longitude', 180),
    salesChannel: z.enum(SPOT_SALES_CHANNELS, { error: 'Sales Channel must be All or Agency' }),
    isActive: z.boolean(),
    attributes: z.array(spotAttributeRequestSchema).max(200).default([]),
    photos: z.array(imageRequestSchema).max(30, { error: 'A spot has at most 30 photos' }).default([]),
    dateLastModified: readVersion.optional(),
  })
  .meta({ id: 'SpotRequest' });
export type SpotRequest = z.output<typeof spotRequestSchema>;

/** Many spots of one park at once: only what is sent changes. */
export const bulkSpotRequestSchema = z
  .object({
    locationId: id('Park'),
    spotIds: ids('Spots').min(1, { error: 'Choose at least one spot.' }).max(1000),
    isActive: z.boolean().optional(),
    salesChannel: z.enum(SPOT_SALES_CHANNELS).optional(),
    productId: numeric('Product Class', z.number().int().positive()).optional(),
    loopId: numeric('Loop', z.number().int().positive()).optional(),
    attributes: z.array(spotAttributeRequestSchema).max(200).default([]),
  })
  .superRefine((req, ctx) => {
    const none =
      req.isActive === undefined &&
      req.salesChannel === undefined &&
      req.productId === undefined &&
      req.loopId === undefined &&
      req.attributes.length === 0;
    if (none) issueAt(ctx, 'attributes', 'Choose at least one thing to change.');
  })
  .meta({ id: 'BulkSpotRequest' });
export type BulkSpotRequest = z.output<typeof bulkSpotRequestSchema>;

export const spotSearchQuery = z.object({
  locationId: idParam('locationId'),
  loopId: optionalQuery(idParam('loopId')),
  name: optionalQuery(z.string().trim().max(30)),
  isActive: booleanQuery('isActive'),
  ...cacheBuster,
});

export const spotRowSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    locationId: z.number(),
    loopId: z.number(),
    loopName: z.string(),
    area: z.string(),
    productId: z.number(),
    productName: z.string(),
    salesChannel: z.enum(SPOT_SALES_CHANNELS),
    isActive: z.boolean(),
    /** Attribute values as text by attribute id, for the columns staff compare. */
    attributes: z.record(z.string(), z.string()),
  })
  .meta({ id: 'AdminSpotRow' });
export type SpotRow = z.infer<typeof spotRowSchema>;

export const adminSpotSchema = z
  .object({
    id: z.number(),
    locationId: z.number(),
    locationName: z.string(),
    loopId: z.number(),
    name: z.string(),
    area: z.string(),
    areaDescription: z.string(),
    productId: z.number(),
    spotTypeIds: z.array(z.number()),
    equipmentTypeIds: z.array(z.number()),
    latitude: z.number(),
    longitude: z.number(),
    salesChannel: z.enum(SPOT_SALES_CHANNELS),
    isActive: z.boolean(),
    attributes: z.array(
      z.object({ attributeId: z.number(), value: z.string().nullable(), optionIds: z.array(z.number()) }),
    ),
    photos: z.array(
      z.object({ id: z.number(), url: z.string(), title: z.string(), description: z.string() }),
    ),
    ...auditFields,
  })
  .meta({ id: 'AdminSpot' });
export type AdminSpot = z.infer<typeof adminSpotSchema>;

/** What the spot forms choose from. */
export const spotSetupOptionsSchema = z
  .object({
    products: z.array(
      z.object({ id: z.number(), name: z.string(), classificationName: z.string(), bookingType: z.string() }),
    ),
    spotTypes: z.array(z.object({ id: z.number(), name: z.string() })),
    equipmentTypes: z.array(z.object({ id: z.number(), name: z.string() })),
    attributes: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        valueType: z.string(),
        options: z.array(z.object({ id: z.number(), value: z.string() })),
        minValue: z.number().nullable(),
        maxValue: z.number().nullable(),
      }),
    ),
    regions: z.array(z.object({ id: z.number(), name: z.string() })),
    /** The agency's activities and amenities a park can list. */
    pointsOfInterest: z.array(z.object({ id: z.number(), name: z.string(), categoryName: z.string() })),
  })
  .meta({ id: 'SpotSetupOptions' });
export type SpotSetupOptions = z.infer<typeof spotSetupOptionsSchema>;

export const spotRowsResponseSchema = envelope('data', z.array(spotRowSchema));
export const adminSpotResponseSchema = envelope('data', adminSpotSchema);
export const spotSetupOptionsResponseSchema = envelope('data', spotSetupOptionsSchema);
export const bulkSpotResponseSchema = envelope(
  'data',
  z.object({ updated: z.number(), spotIds: z.array(z.number()) }),
);

// ------------------------------------------------------------------------------------------- closures

export const closureRequestSchema = z
  .object({
    locationId: id('Park'),
    /** A whole loop: its spots when saved. */
    loopId: numeric('Loop', z.number().int().positive()).nullable().default(null),
    /** Chosen spots; with no loop and no spots, the whole park closes. */
    spotIds: ids('Spots').default([]),
    startDate: date('Start Date'),
    endDate: date('End Date'),
    overridable: z.boolean().default(false),
    reason: text('Reason', 500),
    dateLastModified: readVersion.optional(),
  })
  .superRefine((req, ctx) => {
    const problem = dateRangeProblem(req.startDate, req.endDate, MAX_CLOSURE_DAYS);
    if (problem) issueAt(ctx, problem.field, problem.message);
  })
  .meta({ id: 'ClosureRequest' });
export type ClosureRequest = z.output<typeof closureRequestSchema>;

export const closureSearchQuery = z.object({
  locationId: optionalQuery(idParam('locationId')),
  /** Closures that end on or after this day (default: all). */
  from: optionalQuery(calendarDate('from')),
  ...cacheBuster,
});

export const closureIdParams = z.object({ closureId: idParam('closureId') });

/** A sold reservation a closure overlaps, linked to its details on the admin screen. */
export const closureOverlapSchema = z
  .object({
    reservationId: z.number(),
    reservationNumber: z.string(),
    spotId: z.number(),
    spotName: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    occupant: z.string(),
    status: z.string(),
  })
  .meta({ id: 'ClosureOverlap' });
export type ClosureOverlap = z.infer<typeof closureOverlapSchema>;

export const closureImpactSchema = z
  .object({
    reservations: z.array(closureOverlapSchema),
    /** Spots someone holds in a cart right now: their hold can no longer be bought on the closed days. */
    heldSpots: z.array(z.object({ spotId: z.number(), spotName: z.string() })),
    spotCount: z.number(),
  })
  .meta({ id: 'ClosureImpact' });
export type ClosureImpact = z.infer<typeof closureImpactSchema>;

export const adminClosureSchema = z
  .object({
    id: z.number(),
    locationId: z.number(),
    locationName: z.string(),
    loopId: z.number().nullable(),
    loopName: z.string(),
    spotIds: z.array(z.number()),
    spotNames: z.array(z.string()),
    startDate: z.string(),
    endDate: z.string(),
    overridable: z.boolean(),
    reason: z.string(),
    ...auditFields,
  })
  .meta({ id: 'AdminClosure' });
export type AdminClosure = z.infer<typeof adminClosureSchema>;

export const closuresResponseSchema = envelope('data', z.array(adminClosureSchema));
export const closureResponseSchema = envelope(
  'data',
  z.object({ closure: adminClosureSchema, impact: closureImpactSchema }),
);
export const closureImpactResponseSchema = envelope('data', closureImpactSchema);
/** A lifted closure or a deleted alert: its id. */
export const deletedResponseSchema = envelope('data', z.object({ id: z.number() }));

/** DELETE of a set-up record: the version the caller read (its dateLastModified), so a change made meanwhile is not lost. */
export const deleteQuery = z.object({ dateLastModified: z.string().max(40).default('') });

// --------------------------------------------------------------------------------------------- alerts

const ALERT_TYPE_IDS = Object.keys(ALERT_TYPES).map(Number);

export const alertRequestSchema = z
  .object({
    /** null: an agency-wide alert. */
    locationId: numeric('Park', z.number().int().positive()).nullable().default(null),
    spotIds: ids('Spots').default([]),
    startDate: date('Start Date'),
    endDate: date('End Date'),
    alertTypeId: numeric(
      'Severity',
      z.number({ error: 'Severity is required' }).refine((n) => ALERT_TYPE_IDS.includes(n), {
        error: 'Severity must be Information, Warning or Closure',
      }),
    ),
    message: richText('Message', 5000).refine((m) => m.replace(/<[^>]*>/g, '').trim().length > 0, {
      error: 'Message is required',
    }),
    applyToWebsite: z.boolean().default(true),
    applyToEmail: z.boolean().default(false),
    showAtTop: z.boolean().default(false),
    dateLastModified: readVersion.optional(),
  })
  .superRefine((req, ctx) => {
    const problem = dateRangeProblem(req.startDate, req.endDate);
    if (problem) issueAt(ctx, problem.field, problem.message);
    if (req.locationId === null && req.spotIds.length > 0)
      issueAt(ctx, 'locationId', 'Choose the park of the spots.');
  })
  .meta({ id: 'AlertRequest' });
export type AlertRequest = z.output<typeof alertRequestSchema>;

export const alertSearchQuery = z.object({
  /** 0: agency-wide alerts only. */
  locationId: optionalQuery(
    z
      .string()
      .regex(/^\d{1,15}$/, { error: 'locationId must be a whole number.' })
      .transform(Number),
  ),
  /** Alerts whose dates include this day. */
  activeOn: optionalQuery(calendarDate('activeOn')),
  ...cacheBuster,
});
export const alertIdParams = z.object({ alertId: idParam('alertId') });

export const adminAlertSchema = alertSchema
  .extend({ locationName: z.string(), ...auditFields })
  .meta({ id: 'AdminAlert' });
export type AdminAlert = z.infer<typeof adminAlertSchema>;
export const adminAlertsResponseSchema = envelope('data', z.array(adminAlertSchema));
export const adminAlertResponseSchema = envelope('data', adminAlertSchema);
