/**
 * LoadCart: the caller's live cart items and the payment type they chose. The public may pay only with
 * payment types that are not for staff only (admin §3.4 adminOnly).
 */
import { CHECKOUT_MESSAGE, paymentTypeRefusal } from '#domain/checkout';
import { CART_MESSAGE } from '#domain/cart';
import { getCart } from '#store/cart';
import { REFERENCE_KIND } from '#store/keys';
import { getReference } from '#store/reference';
import { type LoadedCart, RefusedTaskError } from './types.ts';
import { type CheckoutInput } from '#adapters/workflows/types';

export async function loadCart(input: CheckoutInput, now = new Date()): Promise<LoadedCart> {
  const [cart, paymentType] = await Promise.all([
    getCart(input.tenantId, input.owner, now),
    getReference(input.tenantId, REFERENCE_KIND.paymentType, input.paymentTypeId),
  ]);
  const refusal = paymentTypeRefusal(paymentType, input.salesChannel);
  if (refusal || !paymentType) throw new RefusedTaskError(refusal ?? CHECKOUT_MESSAGE.unknownPaymentType);
  if (cart.items.length === 0) throw new RefusedTaskError(CART_MESSAGE.empty);
  return {
    items: cart.items.map((i) => ({
      id: i.id,
      reservationId: i.reservationId,
      spotId: i.spotId,
      lockCode: i.lockCode,
    })),
    paymentType: {
      id: paymentType.id,
      name: paymentType.name,
      requiresHostedPayment: paymentType.requiresHostedPayment,
    },
  };
}
