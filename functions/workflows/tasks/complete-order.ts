/**
 * CompleteOrder: the conversion transaction (functions/store/orders.ts completeOrder) with the payment
 * the provider verified, or, for cash and checks taken at the counter, the order's own total. The
 * order's cart items are removed either way. A paid order that cannot complete is Cancelled and its
 * payment refunded through the provider; a second payment of an order already paid (another checkout
 * tab) is refunded and changes nothing else. The outcome says which.
 */
import type { PaymentVerification } from '#adapters/payments/index';
import { CompletionConflictError, completeOrder, getOrder } from '#store/orders';
import { type OrderPayment } from '#domain/booking/order';
import { REFUND_REASON } from '#domain/booking/states';
import { removeOrderCartItems } from './order-cart.ts';
import { refundOrderPayment } from '#booking/refunds';
import { completeEdit } from '#booking/edit';
import { RefusedTaskError, TransientTaskError } from './types.ts';
import type { TenantId } from '#domain/catalogue';
import { METRIC, countMetric } from '#adapters/observability/index';

export interface CompleteOrderInput {
  tenantId: TenantId;
  orderId: number;
  /** A payment at the counter (cash, check): the order's total, paid now. */
  counterPayment?: boolean;
  /** What the provider said (approved). */
  verification?: PaymentVerification;
}

export interface CompleteOrderOutput {
  orderId: number;
  outcome: 'completed' | 'alreadyCompleted' | 'cancelledForRefund' | 'duplicateRefunded';
  /** For a cancelled order: why, and that the payment is refunded. */
  message: string | null;
}

export async function completeOrderTask(
  input: CompleteOrderInput,
  now = new Date(),
): Promise<CompleteOrderOutput> {
  const order = await getOrder(input.tenantId, input.orderId);
  if (!order) throw new RefusedTaskError(`Order ${input.orderId} was not found.`);
  const v = input.verification;
  const payment: OrderPayment = v
    ? {
        amountCents: v.amountCents,
        paymentTypeId: order.paymentTypeId,
        lastFour: v.lastFour,
        cardholderName: v.cardholderName,
        providerOrderId: v.providerOrderId,
        datePaid: v.paidAt ?? now.toISOString(),
      }
    : {
        amountCents: order.totalCents,
        paymentTypeId: order.paymentTypeId,
        lastFour: null,
        cardholderName: null,
        providerOrderId: null,
        datePaid: now.toISOString(),
      };
  if (!v && !input.counterPayment) throw new Error('CompleteOrder needs a verification or a counter payment');
  try {
    const completion =
      order.kind === 'modification'
        ? await completeEdit(input.tenantId, order, payment, now, v?.token ?? null)
        : await completeOrder(input.tenantId, order.id, payment, now);
    await removeOrderCartItems(input.tenantId, completion.order);
    if (completion.outcome === 'completed') countMetric(METRIC.checkoutsCompleted, input.tenantId);
    if (completion.outcome === 'duplicatePayment') {
      if (v) await refundOrderPayment(input.tenantId, completion.order, v, REFUND_REASON.duplicatePayment);
      return { orderId: order.id, outcome: 'duplicateRefunded', message: null };
    }
    if (completion.outcome !== 'cancelledForRefund')
      return { orderId: order.id, outcome: completion.outcome, message: null };
    const reason = completion.order.cancellationReason ?? 'The order could not be completed.';
    const refund = v ? await refundOrderPayment(input.tenantId, completion.order, v, reason) : undefined;
    return {
      orderId: order.id,
      outcome: 'cancelledForRefund',
      message: `${reason} ${refund?.status === 'approved' ? 'The payment has been refunded.' : 'The payment will be refunded.'}`,
    };
  } catch (err) {
    if (err instanceof CompletionConflictError) throw new TransientTaskError(err.message, { cause: err });
    throw err;
  }
}
