/**
 * Reports (admin §2.3 /admin/reporting): the query every report takes (parks, a date range) and the one
 * table shape every report answers with (functions/domain/reports/table.ts), so the screen, the CSV and
 * the OpenAPI document share it.
 */
import { z } from 'zod';
import { daysBetween } from '#domain/availability/calendar';
import { REPORT_MAX_DAYS, REPORT_MESSAGE } from '#domain/reports/catalog';
import { calendarDate } from './availability.ts';
import { cacheBuster, optionalQuery } from './common.ts';
import { envelope } from './envelope.ts';

/** Park ids as the query carries them: '3' or '3,7' (repeated keys arrive joined by commas). */
const parkIds = z
  .string()
  .regex(/^\d{1,15}(,\d{1,15})*$/, { error: 'locationIds must be park ids separated by commas.' })
  .transform((v) => [...new Set(v.split(',').map(Number))]);

export const reportQuery = z
  .object({
    /** Parks to report on; absent: every park the caller may report on. */
    locationIds: optionalQuery(parkIds),
    from: calendarDate('from'),
    to: calendarDate('to'),
    ...cacheBuster,
  })
  .superRefine((q, ctx) => {
    if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGE.endBeforeStart });
    else if (daysBetween(q.from, q.to) + 1 > REPORT_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGE.tooLong });
  });
export type ReportQuery = z.infer<typeof reportQuery>;

const cell = z.union([z.string(), z.number(), z.null()]);
const row = z.record(z.string(), cell);

export const reportTableSchema = z
  .object({
    columns: z.array(
      z.object({
        key: z.string(),
        label: z.string(),
        kind: z.enum(['text', 'date', 'number', 'money', 'percent']),
      }),
    ),
    rows: z.array(row),
    totals: row,
    chart: z
      .object({
        kind: z.enum(['bar', 'line']),
        title: z.string(),
        valueLabel: z.string(),
        valueKind: z.enum(['number', 'percent', 'money']),
        points: z.array(z.object({ label: z.string(), value: z.number() })),
      })
      .nullable(),
  })
  .meta({
    id: 'ReportTable',
    description: 'Money in cents, percentages 0–100, dates YYYY-MM-DD; totals are the last row of the CSV.',
  });

export const reportParkSchema = z.object({ id: z.number().int(), name: z.string() });
export type ReportParkRef = z.infer<typeof reportParkSchema>;

export const reportSchema = z.object({
  slug: z.string(),
  title: z.string(),
  from: z.string(),
  to: z.string(),
  parks: z.array(reportParkSchema),
  table: reportTableSchema,
});
export type Report = z.infer<typeof reportSchema>;

export const reportResponseSchema = envelope('data', reportSchema);
export const reportParksResponseSchema = envelope('data', z.array(reportParkSchema));
