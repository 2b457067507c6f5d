/**
 * `paymentProvider()`: the hosted card payment provider of this process, chosen by configuration.
 * PAYMENT_PROVIDER_URL names the provider (on AWS the agency's; locally the sandbox, which bin/local.ts
 * configures); its merchant secret is read at run time from the secret PAYMENT_PROVIDER_SECRET_NAME names
 * (AWS, cached by the parameters adapter) or taken from PAYMENT_PROVIDER_SECRET (the local sandbox). An
 * unset URL or secret is an error: there is no provider to fall back on. PAYMENT_PROVIDER_TIMEOUT_MS
 * is how long one call waits for an answer (10 s unless set; the integration tier sets a few seconds,
 * so a test of a provider that never answers does not spend tens of seconds waiting). Read on each
 * call: tests point it at their own sandbox after import.
 */
import { PAYMENT_PROVIDER_SECRET_NAME_ENV, paymentProviderSecret } from '#adapters/parameters/index';
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

/** A positive whole number of milliseconds, or undefined (the provider's default) for anything else. */
function positiveMs(value: string | undefined): number | undefined {
  const ms = Number(value?.trim());
  return Number.isInteger(ms) && ms > 0 ? ms : undefined;
}

export function paymentProvider(env: NodeJS.ProcessEnv = process.env): PaymentProvider {
  const baseUrl = env.PAYMENT_PROVIDER_URL?.trim();
  if (!baseUrl) throw new Error('PAYMENT_PROVIDER_URL is not set: no payment provider');
  if (!env[PAYMENT_PROVIDER_SECRET_NAME_ENV] && !env.PAYMENT_PROVIDER_SECRET?.trim())
    throw new Error(
      `Neither ${PAYMENT_PROVIDER_SECRET_NAME_ENV} nor PAYMENT_PROVIDER_SECRET is set: no merchant secret`,
    );
  return createHttpPaymentProvider({
    baseUrl,
    secret: async () => {
      const secret = await paymentProviderSecret(env);
      if (!secret) throw new Error('the payment provider has no merchant secret');
      return secret;
    },
    serviceCode: env.PAYMENT_SERVICE_CODE?.trim() || DEFAULT_SERVICE_CODE,
    timeoutMs: positiveMs(env.PAYMENT_PROVIDER_TIMEOUT_MS),
  });
}
