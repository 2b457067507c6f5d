/** POST Cart/cancellation/receipt?orderId= (bearer, public §7.5): the receipt of a customer's cancellation. */
import { useQuery } from '@tanstack/react-query';
import type { OrderReceipt } from '#contract/receipts';
import { useAuth } from '../auth/auth-context.tsx';
import type { ApiClient } from '../api.ts';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';

/** The cancellation receipt's page (public §2.2 /reservation-cancel-receipt/{orderId}); r names the reservation. */
export const CANCELLATION_RECEIPT_PATH = '/reservation-cancel-receipt/:orderId';

export function cancellationReceiptPath(orderId: number, reservationId: number): string {
  return `/reservation-cancel-receipt/${orderId}?r=${reservationId}`;
}

export async function fetchCancellationReceipt(
  api: ApiClient,
  orderId: number,
  reservationId: number | null,
): Promise<OrderReceipt> {
  const response = await callEnvelope(() =>
    api.post<EnvelopeLike & { orderReceipt: OrderReceipt }>('Cart/cancellation/receipt', undefined, {
      orderId,
      reservationId: reservationId ?? undefined,
    }),
  );
  return response.orderReceipt;
}

export function useCancellationReceipt(orderId: number | null, reservationId: number | null) {
  const { bearerApi } = useAuth();
  return useQuery({
    queryKey: ['me', 'cancellation-receipt', orderId, reservationId],
    queryFn: () => fetchCancellationReceipt(bearerApi, orderId!, reservationId),
    enabled: orderId !== null,
    staleTime: Infinity,
  });
}
