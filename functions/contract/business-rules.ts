/**
 * Business rules in the back office (admin §2.3 brm/*): rule rows (a value for the agency, a park or a
 * product class at a park, over an effective date range) and the agency's walk-in periods. Dates travel
 * as 'YYYY-MM-DD'; every edit carries the version it was read at (dateLastModified).
 */
import { z } from 'zod';
import { RULE_NAMES, type RuleName, ruleRowProblems } from '#domain/business-rules/rows';
import { dateRangeProblem } from '#domain/park-setup';
import { issueAt } from '#domain/validation/index';
import { calendarDate } from './availability.ts';
import { absent, cacheBuster, idParam, optionalQuery } from './common.ts';
import { envelope } from './envelope.ts';

/** The screens' slugs (admin-routes.ts BUSINESS_RULES) and the rule each edits. */
export const RULE_OF_SLUG: Record<string, RuleName> = {
  'minimum-arrival-date': 'minimumArrivalDate',
  'maximum-arrival-date': 'maximumArrivalDate',
  'minimum-stay': 'minimumStay',
  'maximum-stay': 'maximumStay',
  'maximum-active-reservations-on-account': 'maximumActiveReservationsOnAccount',
  'maximum-reservations-per-transaction': 'maximumReservationsPerTransaction',
  'maximum-reservations-same-start-date': 'maximumReservationsSameStartDate',
};
export const WALKIN_SLUG = 'agency-walkin-period';

/** What a rule's value counts, for labels ("Nights", "Days", "Reservations"). */
export const RULE_UNIT: Record<RuleName, string> = {
  minimumArrivalDate: 'Days before arrival',
  maximumArrivalDate: 'Days before arrival',
  minimumStay: 'Nights',
  maximumStay: 'Nights',
  maximumActiveReservationsOnAccount: 'Reservations',
  maximumReservationsPerTransaction: 'Reservations',
  maximumReservationsSameStartDate: 'Reservations',
};

const ruleName = z.enum(RULE_NAMES, { error: 'Choose a business rule.' });
const date = (label: string) => z.preprocess((v) => absent(v) ?? '', calendarDate(label));
const optionalDate = (label: string) =>
  z.preprocess((v) => absent(v) ?? null, calendarDate(label).nullable());
/** A chosen id, or null (blank: none chosen). */
const optionalId = (label: string) =>
  z.preprocess(
    (v) => (absent(v) === undefined ? null : typeof v === 'string' ? Number(v.trim()) : v),
    z
      .number({ error: `${label} must be chosen from the list.` })
      .int({ error: `${label} must be chosen from the list.` })
      .positive({ error: `${label} must be chosen from the list.` })
      .nullable(),
  );
/**
 * A whole number as typed or sent (blank: refused with the field's message); the rule's own minimum is
 * checked with the row.
 */
const VALUE_MESSAGE = 'Enter the value as a whole number.';
const ruleValue = z
  .union([z.string(), z.number()])
  .nullish()
  .superRefine((v, ctx) => {
    const text = v === null || v === undefined ? '' : String(v).trim();
    if (!/^-?\d+(\.\d+)?$/.test(text)) ctx.addIssue({ code: 'custom', message: VALUE_MESSAGE });
    else if (Number(text) > 3650) ctx.addIssue({ code: 'custom', message: 'The value can be at most 3650.' });
  })
  // Blank is NaN (refused above), never a made-up 0.
  .transform((v) => {
    const text = v === null || v === undefined ? '' : String(v).trim();
    return text === '' ? NaN : Number(text);
  });
const readVersion = z.string().max(40);

export const ruleRowRequestSchema = z
  .object({
    rule: ruleName,
    /** null: the agency's default. */
    locationId: optionalId('Park'),
    /** null: every product class (only with a park, for stay-length and arrival-day rules). */
    productId: optionalId('Product class'),
    value: ruleValue,
    startDate: date('Start Date'),
    endDate: optionalDate('End Date'),
    /** Adding: the row of the same scope in effect on the start date ends the day before. */
    endPrevious: z.boolean().default(false),
    dateLastModified: readVersion.optional(),
  })
  .superRefine((req, ctx) => {
    // The row's own rules (value, dates, scope); overlaps with stored rows are checked when saving.
    for (const [field, messages] of Object.entries(ruleRowProblems(req, []))) {
      // A value that is no number has its message already (refinements see the raw input then).
      const value: unknown = req.value;
      if (field === 'value' && (typeof value !== 'number' || Number.isNaN(value))) continue;
      for (const m of messages) issueAt(ctx, field, m);
    }
  })
  .meta({ id: 'BusinessRuleRowRequest' });
export type RuleRowRequest = z.output<typeof ruleRowRequestSchema>;

export const ruleRowSearchQuery = z.object({
  rule: ruleName,
  /** One park's rows (with its product classes') and the agency's; absent: every park. */
  locationId: optionalQuery(idParam('locationId')),
  /** Rows that ended before today too (default: only rows in effect or scheduled). */
  includeEnded: optionalQuery(z.enum(['true', 'false']).transform((v) => v === 'true')),
  ...cacheBuster,
});

export const ruleRowParams = z.object({ rowId: idParam('rowId') });

const auditFields = {
  dateCreated: z.string(),
  createdBy: z.string(),
  dateLastModified: z.string(),
  lastModifiedBy: z.string(),
};

export const adminRuleRowSchema = z
  .object({
    id: z.number(),
    rule: ruleName,
    locationId: z.number().nullable(),
    /** 'Agency default' for the agency's row. */
    locationName: z.string(),
    productId: z.number().nullable(),
    /** '' for a row of every product class. */
    productName: z.string(),
    value: z.number(),
    startDate: z.string(),
    endDate: z.string().nullable(),
    status: z.enum(['In effect', 'Scheduled', 'Ended']),
    /** Whether the caller may change it (a park's rows at the caller's parks; the agency's for agency admins). */
    canEdit: z.boolean(),
    ...auditFields,
  })
  .meta({ id: 'BusinessRuleRow' });
export type AdminRuleRow = z.infer<typeof adminRuleRowSchema>;

const choice = z.object({ id: z.number(), name: z.string() });
export type RuleChoice = z.infer<typeof choice>;

export const ruleRowsResponseSchema = envelope(
  'data',
  z.object({
    rows: z.array(adminRuleRowSchema),
    /** The agency's parks and product classes, for the scope pickers. */
    parks: z.array(choice),
    productClasses: z.array(choice),
    /** Today in the agency's timezone (the status of each row is as of it). */
    today: z.string(),
  }),
);
export type RuleRowsPage = z.infer<typeof ruleRowsResponseSchema>['data'];
export const ruleRowResponseSchema = envelope('data', adminRuleRowSchema);

// ---------------------------------------------------------------------------------- walk-in periods

export const walkInRequestSchema = z
  .object({
    locationId: optionalId('Park').refine((v) => v !== null, { error: 'Park is required' }),
    /** Empty: every spot of the park. */
    spotIds: z
      .array(z.number().int().positive({ error: 'Spots must list ids' }))
      .max(1000)
      .default([]),
    startDate: date('Start Date'),
    endDate: date('End Date'),
    dateLastModified: readVersion.optional(),
  })
  .superRefine((req, ctx) => {
    const problem = dateRangeProblem(req.startDate, req.endDate, 366);
    if (problem)
      issueAt(
        ctx,
        problem.field,
        problem.message.startsWith('A closure')
          ? 'A walk-in period can be at most 366 days long. Add another period for the days after.'
          : problem.message,
      );
  })
  .meta({ id: 'WalkInPeriodRequest' });
export type WalkInRequest = z.output<typeof walkInRequestSchema>;

export const walkInSearchQuery = z.object({
  locationId: optionalQuery(idParam('locationId')),
  includeEnded: optionalQuery(z.enum(['true', 'false']).transform((v) => v === 'true')),
  ...cacheBuster,
});
export const walkInParams = z.object({ locationId: idParam('locationId'), periodId: idParam('periodId') });

export const adminWalkInSchema = z
  .object({
    id: z.number(),
    locationId: z.number(),
    locationName: z.string(),
    spotIds: z.array(z.number()),
    spotNames: z.array(z.string()),
    startDate: z.string(),
    endDate: z.string(),
    status: z.enum(['In effect', 'Scheduled', 'Ended']),
    canEdit: z.boolean(),
    ...auditFields,
  })
  .meta({ id: 'AdminWalkInPeriod' });
export type AdminWalkIn = z.infer<typeof adminWalkInSchema>;
export const walkInsResponseSchema = envelope(
  'data',
  z.object({ periods: z.array(adminWalkInSchema), parks: z.array(choice), today: z.string() }),
);
export type WalkInsPage = z.infer<typeof walkInsResponseSchema>['data'];
export const walkInResponseSchema = envelope('data', adminWalkInSchema);

export const walkInSpotsQuery = z.object({ locationId: idParam('locationId'), ...cacheBuster });
/** A park's spots to choose for a walk-in period. */
export const walkInSpotsResponseSchema = envelope('data', z.array(choice));
