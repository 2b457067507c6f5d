/**
 * Checkout's rules: the channel a sale is made on (public §9 salesChannel: 1 public, 2 admin; the other
 * two values are not shown by the spec), which payment types a channel may use (admin §3.4 adminOnly),
 * and the messages checkout and the payment postback answer with.
 */
import type { PaymentTypeRecord } from './catalogue.ts';

export const SALES_CHANNEL = { Public: 1, Admin: 2 } as const;

export const CHECKOUT_MESSAGE = {
  holdExpired: 'The hold on a spot in your cart has expired. Remove it from your cart and reserve it again.',
  unknownPaymentType: 'The payment type is not available.',
  staffOnlyPaymentType: 'This payment type is available to park staff only.',
  notCompleted: 'The order could not be completed. Please try again.',
  paymentInProgress:
    'A payment for this order is already being processed. Wait for its result before you pay again.',
} as const;

/** Why the payment type may not be used on this channel, or undefined when it may. */
export function paymentTypeRefusal(
  paymentType: PaymentTypeRecord | undefined,
  salesChannel: number,
): string | undefined {
  if (!paymentType) return CHECKOUT_MESSAGE.unknownPaymentType;
  if (paymentType.adminOnly && salesChannel === SALES_CHANNEL.Public)
    return CHECKOUT_MESSAGE.staffOnlyPaymentType;
  return undefined;
}
