/**
 * POST Cart/checkout (admin/AdminCart/checkout): the hosted payment page, or a completed order for cash
 * and checks.
 */
import type { CheckoutResult } from '#contract/orders';
import type { ApiClient } from '../api.ts';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';
import { type CartChannel, CART_API_BASE } from './cart-channel.ts';

export async function checkout(
  api: ApiClient,
  channel: CartChannel,
  paymentTypeId: number,
): Promise<CheckoutResult> {
  const response = await callEnvelope(() =>
    api.post<EnvelopeLike & CheckoutResult>(`${CART_API_BASE[channel]}/checkout`, undefined, {
      paymentTypeId,
    }),
  );
  return {
    ccpRedirectUrl: response.ccpRedirectUrl ?? '',
    orderId: response.orderId,
    // A response without the flag (public's reading) always goes to the payment page.
    isPaymentRequired: response.isPaymentRequired ?? true,
  };
}
