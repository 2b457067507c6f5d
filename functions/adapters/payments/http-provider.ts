/**
 * The one PaymentProvider implementation: an HTTP client of the hosted-payment protocol. The agency's
 * provider on AWS and the local sandbox differ only in base URL and secret.
 */
import type { z } from 'zod';
import {
  MERCHANT_SECRET_HEADER,
  createSessionResponseSchema,
  paymentListResponseSchema,
  refundResponseSchema,
  sessionResponseSchema,
  type CreateSessionBody,
  type RefundBody,
  type SessionResponse,
} from './protocol.ts';
import { PaymentProviderError, type PaymentProvider, type PaymentVerification } from './types.ts';

function verification(s: SessionResponse): PaymentVerification {
  return {
    token: s.token,
    status: s.status,
    orderId: s.orderId,
    amountCents: s.amountCents,
    lastFour: s.lastFour,
    cardholderName: s.cardholderName,
    providerOrderId: s.providerOrderId,
    paidAt: s.paidAt,
  };
}

export interface HttpProviderConfig {
  /** e.g. https://pay.example.gov/api or http://localhost:3000/sandbox-payments (no trailing slash needed). */
  baseUrl: string;
  /** The merchant secret, or how to read it (a secret store, cached by the reader). */
  secret: string | (() => Promise<string>);
  serviceCode: string;
  /** Per call; the checkout workflow must not hang on a silent provider. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export function createHttpPaymentProvider(config: HttpProviderConfig): PaymentProvider {
  const base = config.baseUrl.replace(/\/+$/, '');
  const doFetch = config.fetch ?? fetch;
  const timeoutMs = config.timeoutMs ?? 10_000;

  async function call<T>(method: string, path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
    const secret = typeof config.secret === 'string' ? config.secret : await config.secret();
    let res: Response;
    try {
      res = await doFetch(`${base}${path}`, {
        method,
        headers: {
          [MERCHANT_SECRET_HEADER]: secret,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new PaymentProviderError(
        `payment provider unreachable: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
    const text = await res.text();
    if (!res.ok) {
      throw new PaymentProviderError(
        `payment provider answered ${res.status} to ${method} ${path}: ${text.slice(0, 200)}`,
        res.status,
      );
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new PaymentProviderError(`payment provider sent no JSON to ${method} ${path}`, res.status);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new PaymentProviderError(
        `payment provider sent an unexpected answer to ${method} ${path}`,
        res.status,
      );
    }
    return parsed.data;
  }

  return {
    async openSession(req) {
      const body: CreateSessionBody = {
        orderId: req.orderId,
        orderNumber: req.orderNumber,
        amountCents: req.amountCents,
        description: req.description,
        customerEmail: req.customerEmail,
        returnUrl: req.returnUrl,
        postbackUrl: req.postbackUrl,
        stateCode: req.tenantId,
        serviceCode: config.serviceCode,
      };
      return call('POST', '/sessions', createSessionResponseSchema, body);
    },

    async verifyPayment(_tenantId, token) {
      return verification(await call('GET', `/sessions/${encodeURIComponent(token)}`, sessionResponseSchema));
    },

    async cancelSession(_tenantId, token) {
      const path = `/sessions/${encodeURIComponent(token)}/cancel`;
      return verification(await call('POST', path, sessionResponseSchema, {}));
    },

    async refundPayment(req) {
      const body: RefundBody = { amountCents: req.amountCents, reference: req.reference, reason: req.reason };
      const path = `/sessions/${encodeURIComponent(req.token)}/refunds`;
      const r = await call('POST', path, refundResponseSchema, body);
      return { refundId: r.refundId, status: r.status, amountCents: r.amountCents, refundedAt: r.refundedAt };
    },

    async listApprovedPayments(tenantId, since) {
      const query = new URLSearchParams({ stateCode: tenantId, since, status: 'approved' });
      const out = await call('GET', `/payments?${query.toString()}`, paymentListResponseSchema);
      return out.payments.map(verification);
    },
  };
}
