/**
 * GET admin/AdminSearch/checkin and /checkout (bearer, admin §7.2): a park's reservations to check in
 * or out today, by spot.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReservationSearchRow } from '#contract/front-desk';
import { useAuth } from '../auth/auth-context.tsx';
import type { ApiClient } from '../api.ts';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';

export type DayList = 'checkin' | 'checkout';

export const dayListQueryKey = (which: DayList, locationId: number) =>
  ['me', 'front-desk', 'day-list', which, locationId] as const;

export async function fetchDayList(
  api: ApiClient,
  which: DayList,
  locationId: number,
): Promise<ReservationSearchRow[]> {
  const path = `admin/AdminSearch/${which}`;
  return (
    await callEnvelope(() =>
      api.get<EnvelopeLike & { data: ReservationSearchRow[] }>(path, { LocationIds: locationId }),
    )
  ).data;
}

export function useDayList(which: DayList, locationId: number | null) {
  const { bearerApi } = useAuth();
  return useQuery({
    queryKey: dayListQueryKey(which, locationId ?? 0),
    queryFn: () => fetchDayList(bearerApi, which, locationId!),
    enabled: locationId !== null,
    staleTime: 0,
  });
}
