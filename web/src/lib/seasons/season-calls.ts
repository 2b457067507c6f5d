/**
 * Season and price calls of the back office (admin-settings context, bearer): pricing seasons,
 * operational seasons, date blocks and discount classes. Reads are user-scoped queries under
 * ['me', 'seasons']; writes go through the park set-up's write, which refreshes every query after a
 * save (the public calendars and quotes read the same data).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { CatalogueHistory } from '#contract/park-setup';
import type {
  AdminDateBlock,
  AdminDiscountClass,
  AdminOperationalSeason,
  AdminPricingSeason,
  OperationalImpact,
  SeasonOptions,
} from '#contract/seasons';
import { useAuth } from '../auth/auth-context.tsx';
import type { QueryParams } from '../api.ts';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';

type Data<T> = EnvelopeLike & { data: T };

export function useRead<T>(key: readonly unknown[], path: string | null, query?: QueryParams) {
  const { bearerApi } = useAuth();
  return useQuery({
    queryKey: ['me', 'seasons', ...key, query ?? {}],
    queryFn: async () => (await callEnvelope(() => bearerApi.get<Data<T>>(path!, query))).data,
    enabled: path !== null,
    staleTime: 0,
  });
}

export const useSeasonOptions = () => useRead<SeasonOptions>(['options'], 'admin/AdminSeason/options');
export const usePricingSeasons = (query: QueryParams | null) =>
  useRead<AdminPricingSeason[]>(['pricing'], query && 'admin/AdminSeason/pricing/search', query ?? {});
export const useOperationalSeasons = (query: QueryParams) =>
  useRead<AdminOperationalSeason[]>(['operational'], 'admin/AdminSeason/operational/search', query);
export const useDateBlocks = (query: QueryParams) =>
  useRead<AdminDateBlock[]>(['dateblocks'], 'admin/AdminSeason/dateblock/search', query);
export const useDiscountClasses = () =>
  useRead<AdminDiscountClass[]>(['discountclasses'], 'admin/AdminSeason/discountclass/search');

/** A record's audit history; `path` is the record's own path below the tenant. */
export const useSeasonHistory = (path: string | null) =>
  useRead<CatalogueHistory[]>(['history', path], path === null ? null : `${path}/history`);

/** What a change of operational seasons would close, asked before it is saved (writes nothing). */
export function useOperationalImpact() {
  const { bearerApi } = useAuth();
  return useMutation({
    mutationFn: async (body: unknown) =>
      (
        await callEnvelope(() =>
          bearerApi.post<Data<OperationalImpact>>('admin/AdminSeason/operational/impact', body),
        )
      ).data,
  });
}
