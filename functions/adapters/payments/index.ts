/**
 * `paymentProvider()`: the hosted card payment provider of this process, chosen by configuration.
 * PAYMENT_PROVIDER_URL and PAYMENT_PROVIDER_SECRET name the provider (on AWS the agency's; locally the
 * sandbox, which bin/local.ts configures). Inside Lambda both must be set; elsewhere an unset URL is an
 * error too, since there is no provider to fall back on. Read on each call: tests point it at their own
 * sandbox after import.
 */
import { createHttpPaymentProvider } from './http-provider.ts';
import type { PaymentProvider } from './types.ts';

export type {
  OpenSessionRequest,
  PaymentProvider,
  PaymentSession,
  PaymentStatus,
  PaymentVerification,
  RefundRequest,
  RefundResult,
} from './types.ts';
export { PaymentProviderError } from './types.ts';
export { MERCHANT_SECRET_HEADER, RETURN_ORDER_PARAM, RETURN_TOKEN_PARAM } from './protocol.ts';

export const DEFAULT_SERVICE_CODE = 'CAMPFIRE-RES';

export function paymentProvider(env: NodeJS.ProcessEnv = process.env): PaymentProvider {
  const baseUrl = env.PAYMENT_PROVIDER_URL?.trim();
  const secret = env.PAYMENT_PROVIDER_SECRET?.trim();
  if (!baseUrl) throw new Error('PAYMENT_PROVIDER_URL is not set: no payment provider');
  if (!secret)
    throw new Error('PAYMENT_PROVIDER_SECRET is not set: no merchant secret for the payment provider');
  return createHttpPaymentProvider({
    baseUrl,
    secret,
    serviceCode: env.PAYMENT_SERVICE_CODE?.trim() || DEFAULT_SERVICE_CODE,
  });
}
