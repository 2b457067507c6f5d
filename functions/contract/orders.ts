/**
 * Orders, checkout and the payment postback (public §3.6, §4.5, §7.3, §7.5; admin §3.5, §7.6):
 * POST Cart/checkout?paymentTypeId=, POST admin/AdminCart/checkout?paymentTypeId= and
 * POST SpotReservation/payment-postback.
 */
import { z } from 'zod';
import { idParam } from './common.ts';
import { envelope } from './envelope.ts';

/** Order status (public §3.6: enum 1–6; the labels are ours, the spec shows none). */
export const ORDER_STATUS = {
  Pending: 1,
  Completed: 2,
  Declined: 3,
  Abandoned: 4,
  Refunded: 5,
  Cancelled: 6,
} as const;
export type OrderStatusName = keyof typeof ORDER_STATUS;

export const checkoutQuery = z.object({ paymentTypeId: idParam('paymentTypeId') });
export type CheckoutQuery = z.infer<typeof checkoutQuery>;

export const checkoutResultSchema = z
  .object({
    /** The hosted card payment page; empty when no payment is required (cash and checks at the counter). */
    ccpRedirectUrl: z.string(),
    orderId: z.number().int(),
    isPaymentRequired: z.boolean(),
  })
  .meta({ id: 'CheckoutResult' });
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

/** The envelope with the checkout result's fields beside it (public §7.5). */
export const checkoutResponseSchema = envelope('ccpRedirectUrl', z.string())
  .extend({ orderId: z.number().int(), isPaymentRequired: z.boolean() })
  .meta({ id: 'CheckoutResponse' });

const money = z.number().finite();

/**
 * What the payment page posts back (public §3.6). It only names the order and the provider's token:
 * the outcome is always read from the provider, never from this body.
 */
export const paymentPostbackSchema = z
  .object({
    orderInfo: z.object({
      stateCode: z.string().max(64).nullish(),
      serviceCode: z.string().max(64).nullish(),
      localRef: z.string().max(128).nullish(),
      token: z.string().trim().min(1, { error: 'orderInfo.token is required.' }).max(256),
      utcOrderDateTime: z.string().max(64).nullish(),
      orderId: z.coerce
        .number()
        .int()
        .positive({ error: 'orderInfo.orderId must be a positive whole number.' }),
      orderStatus: z.string().max(64).nullish(),
      subTotal: money.nullish(),
      total: money.nullish(),
    }),
  })
  .meta({ id: 'PaymentPostback' });
export type PaymentPostback = z.infer<typeof paymentPostbackSchema>;

export const paymentPostbackResponseSchema = envelope('orderId', z.number().int()).meta({
  id: 'PaymentPostbackResponse',
});
