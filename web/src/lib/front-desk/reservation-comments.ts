/** GET and POST admin/AdminSpotReservation/{reservationId}/comment (bearer, admin §7.1): staff comments. */
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { reservationCommentSchema } from '#contract/front-desk';
import { useAuth } from '../auth/auth-context.tsx';
import { buildPath, type ApiClient } from '../api.ts';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';

export type ReservationComment = z.infer<typeof reservationCommentSchema>;

export const reservationCommentsQueryKey = (reservationId: number) =>
  ['me', 'front-desk', 'comments', reservationId] as const;

const commentPath = (reservationId: number) =>
  buildPath(
    'admin/AdminSpotReservation/{reservationId}/comment',
    { reservationId },
    'adminReservationComments',
  );

export async function fetchReservationComments(
  api: ApiClient,
  reservationId: number,
): Promise<ReservationComment[]> {
  return (
    await callEnvelope(() =>
      api.get<EnvelopeLike & { data: ReservationComment[] }>(commentPath(reservationId)),
    )
  ).data;
}

export async function addReservationComment(
  api: ApiClient,
  reservationId: number,
  comment: string,
): Promise<ReservationComment> {
  const body = { comment, spotReservationId: reservationId };
  return (
    await callEnvelope(() =>
      api.post<EnvelopeLike & { data: ReservationComment }>(commentPath(reservationId), body),
    )
  ).data;
}

export function useReservationComments(reservationId: number | null) {
  const { bearerApi } = useAuth();
  return useQuery({
    queryKey: reservationCommentsQueryKey(reservationId ?? 0),
    queryFn: () => fetchReservationComments(bearerApi, reservationId!),
    enabled: reservationId !== null,
    staleTime: 0,
  });
}
