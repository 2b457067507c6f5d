/**
 * Staff cancellation (bearer, admin §7.1, §7.6): POST cancellation-refund-breakdown, {reservationId}/cancel,
 * {reservationId}/cancel-witout-refund (spelled so) and admin/AdminCart/cancellation/receipt.
 */
import { useQuery } from '@tanstack/react-query';
import type { CancellationBreakdownView, cancellationResultSchema } from '#contract/lifecycle';
import type { OrderReceipt } from '#contract/receipts';
import type { z } from 'zod';
import { useAuth } from '../auth/auth-context.tsx';
import { buildPath, type ApiClient } from '../api.ts';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';

export type StaffCancellationResult = z.infer<typeof cancellationResultSchema>;
/** refundOption: 1 to the original payment, 2 no refund. */
export type RefundOption = 1 | 2;

export const staffBreakdownQueryKey = (reservationId: number, refundOption: RefundOption) =>
  ['me', 'front-desk', 'cancel-breakdown', reservationId, refundOption] as const;

export async function fetchStaffBreakdown(
  api: ApiClient,
  reservationId: number,
  refundOption: RefundOption,
): Promise<CancellationBreakdownView> {
  return (
    await callEnvelope(() =>
      api.post<EnvelopeLike & { data: CancellationBreakdownView }>(
        'admin/AdminSpotReservation/cancellation-refund-breakdown',
        {},
        { reservationId, refundOption },
      ),
    )
  ).data;
}

export function useStaffBreakdown(reservationId: number | null, refundOption: RefundOption) {
  const { bearerApi } = useAuth();
  return useQuery({
    queryKey: staffBreakdownQueryKey(reservationId ?? 0, refundOption),
    queryFn: () => fetchStaffBreakdown(bearerApi, reservationId!, refundOption),
    enabled: reservationId !== null,
    staleTime: 0,
    retry: false,
  });
}

export async function staffCancel(
  api: ApiClient,
  reservationId: number,
  refundOption: RefundOption,
  reason: string,
): Promise<StaffCancellationResult> {
  if (refundOption === 2) {
    const path = buildPath(
      'admin/AdminSpotReservation/{reservationId}/cancel-witout-refund',
      { reservationId },
      'adminCancelWithoutRefund',
    );
    return (
      await callEnvelope(() =>
        api.post<EnvelopeLike & { data: StaffCancellationResult }>(path, undefined, { reason }),
      )
    ).data;
  }
  const path = buildPath(
    'admin/AdminSpotReservation/{reservationId}/cancel',
    { reservationId },
    'adminCancelReservation',
  );
  const body = { reservationId, refundOption, reason: reason || undefined };
  return (await callEnvelope(() => api.post<EnvelopeLike & { data: StaffCancellationResult }>(path, body)))
    .data;
}

export function useStaffCancellationReceipt(orderId: number | null, reservationId: number | null) {
  const { bearerApi } = useAuth();
  return useQuery({
    queryKey: ['me', 'front-desk', 'cancellation-receipt', orderId, reservationId],
    queryFn: async () =>
      (
        await callEnvelope(() =>
          bearerApi.post<EnvelopeLike & { orderReceipt: OrderReceipt }>(
            'admin/AdminCart/cancellation/receipt',
            undefined,
            {
              orderId: orderId!,
              reservationId: reservationId ?? undefined,
            },
          ),
        )
      ).orderReceipt,
    enabled: orderId !== null,
    staleTime: Infinity,
  });
}
