/**
 * DeclineOrder: a declined payment releases the order's holds (the spots are claimable again), cancels
 * its Pending reservations, marks the order Declined and removes its cart items. Repeating it changes
 * nothing.
 */
import { declineOrder, getOrder } from '#store/orders';
import { removeOrderCartItems } from './order-cart.ts';
import type { PostbackInput } from '#adapters/workflows/types';
import { METRIC, countMetric } from '#adapters/observability/index';

export async function declineOrderTask(
  input: PostbackInput,
): Promise<{ orderId: number; declined: boolean }> {
  const declined = await declineOrder(input.tenantId, input.orderId);
  const order = await getOrder(input.tenantId, input.orderId);
  if (order?.status === 'Declined') await removeOrderCartItems(input.tenantId, order);
  if (declined) countMetric(METRIC.checkoutsDeclined, input.tenantId);
  return { orderId: input.orderId, declined };
}
