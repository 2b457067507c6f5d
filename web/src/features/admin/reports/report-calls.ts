/**
 * Report calls of the back office (admin-reports context, bearer): the parks the user may report on and
 * one report over parks and dates. Reads are user-scoped queries under ['me', 'reports'].
 */
import { useQuery } from '@tanstack/react-query';
import type { Report, ReportParkRef } from '#contract/reports';
import type { BuiltReport } from '#domain/reports/catalog';
import { useAuth } from '#web/lib/auth/index.ts';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';

type Data<T> = EnvelopeLike & { data: T };

export function useReportParks() {
  const { bearerApi } = useAuth();
  return useQuery({
    queryKey: ['me', 'reports', 'parks'],
    queryFn: async () =>
      (await callEnvelope(() => bearerApi.get<Data<ReportParkRef[]>>('admin/AdminReport/parks'))).data,
  });
}

export interface ReportFilters {
  /** '' for every park the user may see. */
  locationIds: string;
  from: string;
  to: string;
}

export function useReport(slug: BuiltReport, filters: ReportFilters) {
  const { bearerApi } = useAuth();
  return useQuery({
    queryKey: ['me', 'reports', slug, filters],
    queryFn: async () =>
      (
        await callEnvelope(() =>
          bearerApi.get<Data<Report>>(`admin/AdminReport/${slug}`, {
            ...(filters.locationIds ? { locationIds: filters.locationIds } : {}),
            from: filters.from,
            to: filters.to,
          }),
        )
      ).data,
    staleTime: 0,
  });
}
