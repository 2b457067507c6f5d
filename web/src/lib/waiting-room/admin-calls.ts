/**
 * Staff's queue events (waiting-room context, bearer, SystemSettingsTenantSettings): the list with its
 * live figures, refreshed every few seconds while the screen is open, and the add and change writes.
 */
import { useQuery } from '@tanstack/react-query';
import type { AdminQueueEvent } from '#contract/waiting-room';
import { useAdminWrite } from '../admin-write.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { callEnvelope, type EnvelopeLike } from '../call.ts';

export const ADMIN_EVENTS_PATH = 'admin/AdminWaitingRoom/event';
const KEY = ['me', 'waiting-room-events'] as const;
/** How often the staff screen refreshes the live figures (ms). */
export const LIVE_REFRESH_MS = 3_000;

export function useQueueEvents() {
  const { bearerApi } = useAuth();
  return useQuery({
    queryKey: KEY,
    queryFn: async () =>
      (await callEnvelope(() => bearerApi.get<EnvelopeLike & { data: AdminQueueEvent[] }>(ADMIN_EVENTS_PATH)))
        .data,
    refetchInterval: LIVE_REFRESH_MS,
    staleTime: 0,
  });
}

export interface QueueEventBody {
  name: string;
  locationId?: number | null;
  opensAt: string;
  endsAt: string;
  preQueueMinutes: number | string;
  ratePerMinute: number | string;
  version?: number;
}

export function useSaveQueueEvent() {
  return useAdminWrite<AdminQueueEvent>({ queryKey: KEY });
}
