/**
 * The operator's rebuild of a tenant's report aggregates on AWS (README "Report aggregates", its rebuild line):
 * for data the table's stream never carried (a tenant deployed before the stream, or a change given up
 * on and sent to the failure queue), invoked by hand with `{ "tenantId": "co" }` and optionally the
 * window (`from`, `to`, ISO dates; by default two years back and a year ahead) and some parks
 * (`locationIds`, for a tenant too big for one invocation's fifteen minutes). Builds the day items and
 * rolls up their months (rebuildReportAggregates), idempotently: run it again after a timeout.
 */
import { z } from 'zod';
import { addDays } from '#domain/availability/calendar';
import { toTenantId } from '#domain/tenant-id';
import { traced } from '#adapters/observability/index';
import { REBUILD_WINDOW, rebuildReportAggregates } from './report-aggregates.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const rebuildRequest = z.object({
  tenantId: z.string().transform((raw, ctx) => {
    try {
      return toTenantId(raw);
    } catch (err) {
      ctx.addIssue({ code: 'custom', message: (err as Error).message });
      return z.NEVER;
    }
  }),
  from: isoDate.optional(),
  to: isoDate.optional(),
  locationIds: z.array(z.number().int().positive()).min(1).optional(),
});

/** The window a request asks for, or the default one around `today`. */
export function rebuildWindow(request: z.infer<typeof rebuildRequest>, today: string) {
  return {
    from: request.from ?? addDays(today, -REBUILD_WINDOW.daysBack),
    to: request.to ?? addDays(today, REBUILD_WINDOW.daysAhead),
  };
}

export const handler = traced(async (event: unknown) => {
  const request = rebuildRequest.parse(event);
  const { from, to } = rebuildWindow(request, new Date().toISOString().slice(0, 10));
  const started = Date.now();
  const built = await rebuildReportAggregates(
    request.tenantId,
    from,
    to,
    request.locationIds ? { locationIds: request.locationIds } : undefined,
  );
  return {
    tenantId: request.tenantId,
    from,
    to,
    ...built,
    seconds: Math.round((Date.now() - started) / 1000),
  };
});
