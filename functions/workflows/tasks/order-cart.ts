/** The cart items of an order's reservations, removed once the order completes. */
import { listCartItems, removeCartItem } from '#store/cart';
import type { OrderRecord } from '#domain/booking/order';
import type { TenantId } from '#domain/catalogue';

export async function removeOrderCartItems(tenantId: TenantId, order: OrderRecord): Promise<void> {
  const lockCodes = new Set(order.lockCodes);
  const items = (await listCartItems(tenantId, order.owner)).filter((i) => lockCodes.has(i.lockCode));
  await Promise.all(items.map((i) => removeCartItem(tenantId, order.owner, i.id)));
}
