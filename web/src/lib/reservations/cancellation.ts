/**
 * A customer's cancellation (bearer, public §7.3): GET SpotReservation/{customerId}/cancel/{reservationId}/breakdown
 * (what comes back, before they confirm) and POST SpotReservation/{customerId}/cancel/{reservationId}.
 */
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CancellationBreakdownView,
  cancellationRequestSchema,
  cancellationResultSchema,
} from '#contract/lifecycle';
import { useAuth } from '../auth/auth-context.tsx';
import type { ApiClient } from '../api.ts';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';

export type CancellationResult = z.infer<typeof cancellationResultSchema>;
type CancellationRequest = z.input<typeof cancellationRequestSchema>;

export const cancellationBreakdownQueryKey = (customerId: number, reservationId: number) =>
  ['me', 'cancellation-breakdown', customerId, reservationId] as const;

export async function fetchCancellationBreakdown(
  api: ApiClient,
  customerId: number,
  reservationId: number,
): Promise<CancellationBreakdownView> {
  const response = await callEnvelope(() =>
    api.get<EnvelopeLike & { data: CancellationBreakdownView }>(
      `SpotReservation/${customerId}/cancel/${reservationId}/breakdown`,
    ),
  );
  return response.data;
}

export function useCancellationBreakdown(customerId: number, reservationId: number | null) {
  const { bearerApi } = useAuth();
  return useQuery({
    queryKey: cancellationBreakdownQueryKey(customerId, reservationId ?? 0),
    queryFn: () => fetchCancellationBreakdown(bearerApi, customerId, reservationId!),
    enabled: reservationId !== null,
    staleTime: 0,
  });
}

export async function cancelReservation(
  api: ApiClient,
  customerId: number,
  reservationId: number,
  reason?: string,
): Promise<CancellationResult> {
  const body: CancellationRequest = { customerId, reservationId, refundOption: 1, reason };
  const response = await callEnvelope(() =>
    api.post<EnvelopeLike & { data: CancellationResult }>(
      `SpotReservation/${customerId}/cancel/${reservationId}`,
      body,
    ),
  );
  return response.data;
}
