/**
 * POST SpotReservation/{customerId}/change?paymentTypeId= (bearer, public §7.3): makes the change. Like a
 * checkout: more to pay opens the hosted card page (ccpRedirectUrl); otherwise the change is done.
 */
import type { EditReservationRequestInput } from '#contract/lifecycle';
import type { CheckoutResult } from '#contract/orders';
import { buildPath, type ApiClient } from '../api.ts';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';

/** Credit card: the only way a customer pays online. */
export const CREDIT_CARD_PAYMENT_TYPE = 1;

export async function changeReservation(
  api: ApiClient,
  customerId: number,
  request: EditReservationRequestInput,
): Promise<CheckoutResult> {
  const path = buildPath('SpotReservation/{customerId}/change', { customerId }, 'changeReservation');
  const response = await callEnvelope(() =>
    api.post<EnvelopeLike & Partial<CheckoutResult>>(path, request, {
      paymentTypeId: CREDIT_CARD_PAYMENT_TYPE,
    }),
  );
  return {
    ccpRedirectUrl: response.ccpRedirectUrl ?? '',
    orderId: response.orderId!,
    isPaymentRequired: response.isPaymentRequired ?? false,
  };
}
