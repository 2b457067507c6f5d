/**
 * GET admin/AdminSpotReservation/detail/{reservationId} (bearer, admin §7.1): the reservation as the
 * front desk reads it.
 */
import { useQuery } from '@tanstack/react-query';
import type { AdminReservationDetail } from '#contract/front-desk';
import { useAuth } from '../auth/auth-context.tsx';
import { buildPath, type ApiClient } from '../api.ts';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';

export const adminReservationQueryKey = (reservationId: number) =>
  ['me', 'front-desk', 'reservation', reservationId] as const;

export async function fetchAdminReservation(
  api: ApiClient,
  reservationId: number,
): Promise<AdminReservationDetail> {
  const path = buildPath(
    'admin/AdminSpotReservation/detail/{reservationId}',
    { reservationId },
    'adminReservationDetail',
  );
  return (await callEnvelope(() => api.get<EnvelopeLike & { data: AdminReservationDetail }>(path))).data;
}

export function useAdminReservation(reservationId: number | null) {
  const { bearerApi } = useAuth();
  return useQuery({
    queryKey: adminReservationQueryKey(reservationId ?? 0),
    queryFn: () => fetchAdminReservation(bearerApi, reservationId!),
    enabled: reservationId !== null,
    staleTime: 0,
  });
}
