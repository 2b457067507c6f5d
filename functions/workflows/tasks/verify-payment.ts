/**
 * VerifyPayment: the outcome of the order's payment, asked of the provider with the token (never read
 * from the posted body), checked against the order it claims to pay.
 */
import { PaymentProviderError, type PaymentVerification, paymentProvider } from '#adapters/payments/index';
import { getOrder } from '#store/orders';
import { RefusedTaskError } from './types.ts';
import { type PostbackInput } from '#adapters/workflows/types';

export const POSTBACK_MESSAGE = {
  unknownOrder: 'The order of this payment was not found.',
  wrongOrder: 'The payment does not belong to this order.',
} as const;

export async function verifyPayment(input: PostbackInput): Promise<PaymentVerification> {
  const order = await getOrder(input.tenantId, input.orderId);
  if (!order) throw new RefusedTaskError(POSTBACK_MESSAGE.unknownOrder);
  // Only a session checkout opened for this order may settle it (any of them: a second checkout tab
  // opens another, yet the first tab's payment must still be recorded). Order ids are per tenant, so
  // the provider's word on the order id alone could match another tenant's order.
  const known = order.paymentTokens ?? (order.paymentToken ? [order.paymentToken] : []);
  if (!known.includes(input.token)) throw new RefusedTaskError(POSTBACK_MESSAGE.wrongOrder);
  const verification = await paymentProvider()
    .verifyPayment(input.tenantId, input.token)
    .catch((err: unknown) => {
      // The provider knows no such session: a forged or mistyped postback, not worth a retry.
      if (err instanceof PaymentProviderError && err.status === 404) {
        throw new RefusedTaskError(POSTBACK_MESSAGE.wrongOrder);
      }
      throw err;
    });
  if (verification.orderId !== order.id) throw new RefusedTaskError(POSTBACK_MESSAGE.wrongOrder);
  return verification;
}
