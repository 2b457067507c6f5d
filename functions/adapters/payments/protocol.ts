/**
 * The hosted-payment protocol on the wire (README.md beside this file), shared by the HTTP client and
 * the local sandbox so both sides parse the same shapes.
 */
import { z } from 'zod';

/** The header that carries the merchant secret on every server-to-server call. */
export const MERCHANT_SECRET_HEADER = 'x-merchant-secret';

/** The query parameters the provider adds to returnUrl when it sends the browser back. */
export const RETURN_TOKEN_PARAM = 'ccpToken';
export const RETURN_ORDER_PARAM = 'orderId';

const httpUrl = z.url({ protocol: /^https?$/ });

export const createSessionBodySchema = z.object({
  orderId: z.number().int().positive(),
  orderNumber: z.string().min(1).max(64),
  amountCents: z.number().int().positive(),
  description: z.string().max(500),
  customerEmail: z.string().max(254).nullable(),
  returnUrl: httpUrl,
  postbackUrl: httpUrl,
  stateCode: z.string().min(1).max(16),
  serviceCode: z.string().min(1).max(64),
});
export type CreateSessionBody = z.infer<typeof createSessionBodySchema>;

export const createSessionResponseSchema = z.object({
  token: z.string().min(1),
  redirectUrl: httpUrl,
});

/** `cancelled`: the merchant (a newer session replaced it) or the payer (Cancel on the page) cancelled it before anyone paid; never charged. */
export const sessionStatusSchema = z.enum(['approved', 'declined', 'pending', 'cancelled']);

export const sessionResponseSchema = z.object({
  token: z.string(),
  status: sessionStatusSchema,
  orderId: z.number().int(),
  orderNumber: z.string(),
  amountCents: z.number().int(),
  lastFour: z.string().nullable(),
  cardholderName: z.string().nullable(),
  providerOrderId: z.string(),
  paidAt: z.string().nullable(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** A refund of (part of) an approved session's payment. `reference` makes it idempotent. */
export const refundBodySchema = z.object({
  amountCents: z.number().int().positive(),
  reference: z.string().min(1).max(128),
  reason: z.string().max(500),
});
export type RefundBody = z.infer<typeof refundBodySchema>;

export const refundResponseSchema = z.object({
  refundId: z.string().min(1),
  reference: z.string(),
  status: z.enum(['approved', 'refused']),
  amountCents: z.number().int(),
  refundedAt: z.string(),
});
export type RefundResponse = z.infer<typeof refundResponseSchema>;

/** The approved payments of a tenant settled since a time (reconciliation). */
export const paymentListResponseSchema = z.object({ payments: z.array(sessionResponseSchema) });

/** The postback body (public §3.6 "Payment postback"); subTotal and total in dollars. */
export interface PostbackBody {
  orderInfo: {
    stateCode: string;
    serviceCode: string;
    localRef: string;
    token: string;
    utcOrderDateTime: string;
    orderId: number;
    orderStatus: 'Approved' | 'Declined' | 'Cancelled';
    subTotal: number;
    total: number;
  };
}

/** The page the provider sends the browser back to: returnUrl with the token and the order id added. */
export function returnUrlWith(returnUrl: string, token: string, orderId: number): string {
  const url = new URL(returnUrl);
  url.searchParams.set(RETURN_TOKEN_PARAM, token);
  url.searchParams.set(RETURN_ORDER_PARAM, String(orderId));
  return url.toString();
}
