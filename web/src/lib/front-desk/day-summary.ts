/** GET admin/AdminSearch/summary (bearer): the staff home's day per park, under ['me', ...] so sign-out drops it. */
import { useQuery } from '@tanstack/react-query';
import type { ParkDaySummaryView } from '#contract/front-desk';
import { useAuth } from '../auth/auth-context.tsx';
import type { ApiClient } from '../api.ts';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';

export const daySummaryQueryKey = (username: string | null) =>
  ['me', 'front-desk', 'summary', username] as const;

export async function fetchDaySummary(api: ApiClient): Promise<ParkDaySummaryView[]> {
  return (
    await callEnvelope(() =>
      api.get<EnvelopeLike & { data: ParkDaySummaryView[] }>('admin/AdminSearch/summary'),
    )
  ).data;
}

export function useDaySummary(enabled: boolean) {
  const { bearerApi, username } = useAuth();
  return useQuery({
    queryKey: daySummaryQueryKey(username),
    queryFn: () => fetchDaySummary(bearerApi),
    enabled: enabled && Boolean(username),
    staleTime: 0,
  });
}
