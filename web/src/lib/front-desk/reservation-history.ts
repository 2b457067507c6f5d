/** GET admin/AdminSpotReservation/{reservationId}/history (bearer, admin §7.1): each audit transaction with its changes. */
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { reservationActivitySchema } from '#contract/front-desk';
import { useAuth } from '../auth/auth-context.tsx';
import { buildPath, type ApiClient } from '../api.ts';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';

export type ReservationActivity = z.infer<typeof reservationActivitySchema>;

export const reservationHistoryQueryKey = (reservationId: number) =>
  ['me', 'front-desk', 'history', reservationId] as const;

export async function fetchReservationHistory(
  api: ApiClient,
  reservationId: number,
): Promise<ReservationActivity[]> {
  const path = buildPath(
    'admin/AdminSpotReservation/{reservationId}/history',
    { reservationId },
    'adminReservationHistory',
  );
  return (await callEnvelope(() => api.get<EnvelopeLike & { data: ReservationActivity[] }>(path))).data;
}

export function useReservationHistory(reservationId: number | null) {
  const { bearerApi } = useAuth();
  return useQuery({
    queryKey: reservationHistoryQueryKey(reservationId ?? 0),
    queryFn: () => fetchReservationHistory(bearerApi, reservationId!),
    enabled: reservationId !== null,
    staleTime: 0,
  });
}
