/**
 * GET Customer/{customerId}/reservationDetail/{reservationId} (bearer, public §7.6): one of the signed-in
 * customer's reservations, under ['me', ...] so that sign-out drops it.
 */
import { useQuery } from '@tanstack/react-query';
import type { CustomerReservationDetail } from '#contract/lifecycle';
import { useAuth } from '../auth/auth-context.tsx';
import { buildPath, type ApiClient } from '../api.ts';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';

export const reservationDetailQueryKey = (customerId: number, reservationId: number) =>
  ['me', 'reservation-detail', customerId, reservationId] as const;

export async function fetchReservationDetail(
  api: ApiClient,
  customerId: number,
  reservationId: number,
): Promise<CustomerReservationDetail> {
  const path = buildPath(
    'Customer/{customerId}/reservationDetail/{reservationId}',
    { customerId, reservationId },
    'customerReservationDetail',
  );
  return (await callEnvelope(() => api.get<EnvelopeLike & { data: CustomerReservationDetail }>(path))).data;
}

/** Asked only when `enabled` (e.g. not when the reservation's working copy is already held). */
export function useReservationDetail(
  customerId: number | null,
  reservationId: number | null,
  enabled = true,
) {
  const { bearerApi } = useAuth();
  return useQuery({
    queryKey: reservationDetailQueryKey(customerId ?? 0, reservationId ?? 0),
    queryFn: () => fetchReservationDetail(bearerApi, customerId!, reservationId!),
    enabled: enabled && customerId !== null && reservationId !== null,
    staleTime: 0,
  });
}
