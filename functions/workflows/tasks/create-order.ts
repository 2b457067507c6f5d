/**
 * CreateOrder: the Pending order for the cart's reservations, totalled for the chosen payment type's
 * method (card, e-check and cash fees differ). Idempotent per cart state: checking out the same cart
 * again reuses its Pending order (re-totalled when the payment type changed).
 */
import { type FeeLineCents, paymentMethodOf, totalCents } from '#domain/pricing/fees';
import { cartStateKey, linkReservationsToOrder, openPendingOrder } from '#store/orders';
import { getReservation } from '#store/reservations';
import { CHECKOUT_MESSAGE } from '#domain/checkout';
import { type CreatedOrder, type LoadedCart, RefusedTaskError } from './types.ts';
import { type CheckoutInput } from '#adapters/workflows/types';
import { METRIC, countMetric } from '#adapters/observability/index';

export async function createOrder(
  input: CheckoutInput & { cart: LoadedCart },
  now = new Date(),
): Promise<CreatedOrder> {
  const { tenantId, cart } = input;
  const reservations = await Promise.all(cart.items.map((i) => getReservation(tenantId, i.reservationId)));
  const method = paymentMethodOf(input.paymentTypeId);
  const feesByReservation: Record<number, FeeLineCents[]> = {};
  let total = 0;
  for (const [n, r] of reservations.entries()) {
    if (!r || r.status !== 'Pending' || r.lockCode !== cart.items[n]!.lockCode) {
      throw new RefusedTaskError(CHECKOUT_MESSAGE.holdExpired);
    }
    feesByReservation[r.id] = r.fees;
    total += totalCents(r.fees, method);
  }
  const order = await openPendingOrder(tenantId, cartStateKey(input.owner, cart.items), {
    owner: input.owner,
    customerId: input.customerId,
    reservationIds: cart.items.map((i) => i.reservationId),
    lockCodes: cart.items.map((i) => i.lockCode),
    paymentTypeId: input.paymentTypeId,
    salesChannel: input.salesChannel,
    totalCents: total,
    feesByReservation,
    emailAddress: input.email ?? reservations[0]?.primaryOccupant.email ?? null,
    createdAt: now.toISOString(),
    createdBy: input.username,
  });
  await linkReservationsToOrder(tenantId, order.reservationIds, order.id);
  countMetric(METRIC.checkoutsStarted, tenantId);
  return { orderId: order.id, orderNumber: order.orderNumber, totalCents: order.totalCents };
}
