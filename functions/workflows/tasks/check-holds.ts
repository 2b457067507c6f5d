/**
 * CheckHolds: every cart item's hold is still live, on its spot, and the caller's own; a hold that would
 * run out before the payment window closes is lengthened to it (PAYMENT_WINDOW_SECONDS).
 */
import { CHECKOUT_MESSAGE } from '#domain/checkout';
import { paymentLockUntil } from '#domain/cart';
import { holdCartItemForPayment } from '#store/cart';
import { getHold } from '#store/holds';
import { holdIsLiveFor } from '#domain/booking/hold';
import { type LoadedCart, RefusedTaskError } from './types.ts';
import { type CheckoutInput } from '#adapters/workflows/types';

export async function checkHolds(
  input: CheckoutInput & { cart: LoadedCart },
  now = new Date(),
): Promise<void> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const holds = await Promise.all(input.cart.items.map((i) => getHold(input.tenantId, i.lockCode)));
  const live = input.cart.items.map((item, n) => {
    const hold = holds[n];
    if (!holdIsLiveFor(hold, input.owner, nowSeconds, { spotId: item.spotId }))
      throw new RefusedTaskError(CHECKOUT_MESSAGE.holdExpired);
    return { item, hold };
  });
  const held = await Promise.all(
    live.map(({ item, hold }) => {
      const until = paymentLockUntil(hold.expiresAt, nowSeconds);
      return until === null
        ? true
        : holdCartItemForPayment(input.tenantId, input.owner, item, hold, until, now);
    }),
  );
  if (held.includes(false)) throw new RefusedTaskError(CHECKOUT_MESSAGE.holdExpired);
}
