/**
 * A staff change (bearer, admin §7.1): POST admin/AdminSpotReservation/validate-edit (the edit quote),
 * modification-refund-breakdown (where a refund goes) and {reservationId}/change?paymentTypeId= (the
 * hosted card page for a card, done at once for cash or a check at the desk).
 */
import { useQuery } from '@tanstack/react-query';
import type { EditQuote, EditReservationRequestInput } from '#contract/lifecycle';
import type { CheckoutResult } from '#contract/orders';
import type { OrderReceipt } from '#contract/receipts';
import { useAuth } from '../auth/auth-context.tsx';
import { buildPath, type ApiClient } from '../api.ts';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';

export type RefundItem = OrderReceipt['refundItems'][number];

export const staffEditQuoteQueryKey = (request: EditReservationRequestInput | null) =>
  ['me', 'front-desk', 'edit-quote', request] as const;

export async function validateStaffEdit(
  api: ApiClient,
  request: EditReservationRequestInput,
): Promise<EditQuote> {
  return (
    await callEnvelope(() =>
      api.post<EnvelopeLike & { data: EditQuote }>('admin/AdminSpotReservation/validate-edit', request),
    )
  ).data;
}

/** The quote of the change as it stands (the occupant step puts its answer here before the review). */
export function useStaffEditQuote(request: EditReservationRequestInput | null) {
  const { bearerApi } = useAuth();
  return useQuery({
    queryKey: staffEditQuoteQueryKey(request),
    queryFn: () => validateStaffEdit(bearerApi, request!),
    enabled: request !== null,
    staleTime: 60_000,
    retry: false,
  });
}

/** Where the refund of a cheaper change goes: cards by their last four digits, cash at the desk. */
export function useModificationBreakdown(request: EditReservationRequestInput | null, enabled: boolean) {
  const { bearerApi } = useAuth();
  return useQuery({
    queryKey: ['me', 'front-desk', 'modification-breakdown', request] as const,
    queryFn: async () =>
      (
        await callEnvelope(() =>
          bearerApi.post<EnvelopeLike & { data: RefundItem[] }>(
            'admin/AdminSpotReservation/modification-refund-breakdown',
            request,
            { reservationId: Number(request!.reservationId) },
          ),
        )
      ).data,
    enabled: request !== null && enabled,
    staleTime: 60_000,
    retry: false,
  });
}

export async function changeAtDesk(
  api: ApiClient,
  reservationId: number,
  request: EditReservationRequestInput,
  paymentTypeId: number,
): Promise<CheckoutResult> {
  const path = buildPath(
    'admin/AdminSpotReservation/{reservationId}/change',
    { reservationId },
    'adminChangeReservation',
  );
  const response = await callEnvelope(() =>
    api.post<EnvelopeLike & Partial<CheckoutResult>>(path, request, { paymentTypeId }),
  );
  return {
    ccpRedirectUrl: response.ccpRedirectUrl ?? '',
    orderId: response.orderId!,
    isPaymentRequired: response.isPaymentRequired ?? false,
  };
}
