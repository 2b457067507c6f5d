/** GET admin/AdminSearch/reservations (bearer, admin §7.2): one page of the staff reservation search. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReservationSearchRow } from '#contract/front-desk';
import type { Page } from '#contract/envelope';
import { useAuth } from '../auth/auth-context.tsx';
import type { ApiClient, QueryParams } from '../api.ts';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';

/** The search's query as the URL carries it (the API's own parameter names). */
export type ReservationSearchParams = Record<string, string | string[]>;

export const reservationSearchQueryKey = (params: ReservationSearchParams) =>
  ['me', 'front-desk', 'search', params] as const;

export async function fetchReservationSearch(
  api: ApiClient,
  params: ReservationSearchParams,
): Promise<Page<ReservationSearchRow>> {
  return (
    await callEnvelope(() =>
      api.get<EnvelopeLike & { searchResults: Page<ReservationSearchRow> }>(
        'admin/AdminSearch/reservations',
        params as QueryParams,
      ),
    )
  ).searchResults;
}

/** Asked only when `enabled` (a search was submitted). */
export function useReservationSearch(params: ReservationSearchParams, enabled: boolean) {
  const { bearerApi } = useAuth();
  return useQuery({
    queryKey: reservationSearchQueryKey(params),
    queryFn: () => fetchReservationSearch(bearerApi, params),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
