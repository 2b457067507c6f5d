/** CheckHolds: every cart item's hold is still live, on its spot, and the caller's own. */
import { CHECKOUT_MESSAGE } from '#contract/orders';
import { getHold } from '#store/holds';
import { type CheckoutInput, type LoadedCart, RefusedTaskError } from './types.ts';

export async function checkHolds(
  input: CheckoutInput & { cart: LoadedCart },
  now = new Date(),
): Promise<void> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const holds = await Promise.all(input.cart.items.map((i) => getHold(input.tenantId, i.lockCode)));
  input.cart.items.forEach((item, n) => {
    const hold = holds[n];
    const live =
      hold !== undefined &&
      hold.expiresAt > nowSeconds &&
      hold.spotId === item.spotId &&
      hold.holder.kind === input.owner.kind &&
      hold.holder.id === input.owner.id;
    if (!live) throw new RefusedTaskError(CHECKOUT_MESSAGE.holdExpired);
  });
}
