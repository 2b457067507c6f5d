/** GET admin/AdminSpotReservation/{spotId}/reservations-by-date/{date} (bearer, admin §2.8, §7.1). */
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { reservationOnDateSchema } from '#contract/front-desk';
import { useAuth } from '../auth/auth-context.tsx';
import { buildPath } from '../api.ts';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';

export type ReservationOnDate = z.infer<typeof reservationOnDateSchema>;

/** The sold reservations on a spot that day (arriving, staying or departing); asked only for a spot and date. */
export function useReservationsByDate(spotId: number | null, date: string | null) {
  const { bearerApi } = useAuth();
  return useQuery({
    queryKey: ['me', 'front-desk', 'reservations-by-date', spotId, date] as const,
    queryFn: async () => {
      const path = buildPath(
        'admin/AdminSpotReservation/{spotId}/reservations-by-date/{date}',
        { spotId: spotId!, date: date! },
        'adminReservationsByDate',
      );
      return (await callEnvelope(() => bearerApi.get<EnvelopeLike & { data: ReservationOnDate[] }>(path)))
        .data;
    },
    enabled: spotId !== null && date !== null,
    staleTime: 0,
  });
}
