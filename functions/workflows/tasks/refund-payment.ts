/**
 * The full refund of one approved payment of an order, through the payment provider, recorded on the
 * order. Idempotent: the provider knows the refund by its reference (refundReference), so a retried
 * task, a replayed postback or the reconciliation asking again refunds once and records once.
 */
import { paymentProvider, type PaymentVerification } from '#adapters/payments/index';
import { type OrderRecord, type OrderRefund, refundReference } from '#domain/booking/order';
import type { TenantId } from '#domain/catalogue';
import { recordOrderRefund } from '#store/orders';

export async function refundOrderPayment(
  tenantId: TenantId,
  order: Pick<OrderRecord, 'id' | 'paymentTypeId' | 'refunds'>,
  payment: PaymentVerification,
  reason: string,
): Promise<OrderRefund> {
  const reference = refundReference(order.id, payment.token);
  const recorded = order.refunds?.find((r) => r.reference === reference);
  if (recorded) return recorded;
  const result = await paymentProvider().refundPayment({
    tenantId,
    token: payment.token,
    amountCents: payment.amountCents,
    reference,
    reason,
  });
  const refund: OrderRefund = {
    reference,
    token: payment.token,
    providerRefundId: result.refundId,
    status: result.status,
    amountCents: result.amountCents,
    paymentTypeId: order.paymentTypeId,
    lastFour: payment.lastFour,
    cardholderName: payment.cardholderName,
    reason,
    refundedAt: result.refundedAt,
  };
  await recordOrderRefund(tenantId, order.id, refund);
  return refund;
}
