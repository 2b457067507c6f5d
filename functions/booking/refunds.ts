/**
 * Refunds through the payment provider, recorded on the order. Idempotent: the provider knows a refund
 * by its reference, and the order records it once per reference, so a retried task, a replayed postback,
 * the reconciliation asking again or a cancellation pressed twice refunds once and records once. Used by
 * the postback workflow (a payment that cannot complete, a second payment of one order) and by
 * cancellations and changes. A payment taken at the desk (cash, check: no session) is handed back in
 * cash by staff: recorded on the order the same way, once per reference, without the provider.
 */
import { METRIC, countMetric } from '#adapters/observability/index';
import { paymentProvider, type PaymentVerification } from '#adapters/payments/index';
import type { ReservationCharge } from '#domain/booking/edit';
import { type OrderRecord, type OrderRefund, refundReference } from '#domain/booking/order';
import type { TenantId } from '#domain/catalogue';
import { recordOrderRefund } from '#store/orders';

export interface RefundRequest {
  /** The session whose approved payment is refunded. */
  token: string;
  amountCents: number;
  /** The same reference names the same refund, whoever asks again. */
  reference: string;
  reason: string;
  lastFour: string | null;
  cardholderName: string | null;
  /** A cancellation: the reservation and the fee kept. */
  reservationId?: number;
  cancellationFeeCents?: number;
}

export async function refundThroughProvider(
  tenantId: TenantId,
  order: Pick<OrderRecord, 'id' | 'paymentTypeId' | 'refunds'>,
  req: RefundRequest,
): Promise<OrderRefund> {
  const recorded = order.refunds?.find((r) => r.reference === req.reference);
  if (recorded) return recorded;
  const result = await paymentProvider().refundPayment({
    tenantId,
    token: req.token,
    amountCents: req.amountCents,
    reference: req.reference,
    reason: req.reason,
  });
  const refund: OrderRefund = {
    reference: req.reference,
    token: req.token,
    providerRefundId: result.refundId,
    status: result.status,
    amountCents: result.amountCents,
    paymentTypeId: order.paymentTypeId,
    lastFour: req.lastFour,
    cardholderName: req.cardholderName,
    reason: req.reason,
    refundedAt: result.refundedAt,
    ...(req.reservationId !== undefined ? { reservationId: req.reservationId } : {}),
    ...(req.cancellationFeeCents !== undefined ? { cancellationFeeCents: req.cancellationFeeCents } : {}),
  };
  if (await recordOrderRefund(tenantId, order.id, refund)) countMetric(METRIC.refunds, tenantId);
  return refund;
}

/** The full refund of one approved payment of an order (its whole amount, to its card). */
export function refundOrderPayment(
  tenantId: TenantId,
  order: Pick<OrderRecord, 'id' | 'paymentTypeId' | 'refunds'>,
  payment: PaymentVerification,
  reason: string,
): Promise<OrderRefund> {
  return refundThroughProvider(tenantId, order, {
    token: payment.token,
    amountCents: payment.amountCents,
    reference: refundReference(order.id, payment.token),
    reason,
    lastFour: payment.lastFour,
    cardholderName: payment.cardholderName,
  });
}

/**
 * Gives `amountCents` of one of a reservation's payments back: a card's through the provider, a counter
 * payment's handed back in cash at the desk (staff only allocate those: allocateRefund's atCounter).
 */
export async function refundCharge(
  tenantId: TenantId,
  order: Pick<OrderRecord, 'id' | 'paymentTypeId' | 'refunds' | 'createdBy'>,
  charge: ReservationCharge,
  req: Omit<RefundRequest, 'token' | 'lastFour' | 'cardholderName'>,
  by: string,
): Promise<OrderRefund> {
  if (charge.token)
    return refundThroughProvider(tenantId, order, {
      ...req,
      token: charge.token,
      lastFour: charge.lastFour,
      cardholderName: charge.cardholderName,
    });
  const recorded = order.refunds?.find((r) => r.reference === req.reference);
  if (recorded) return recorded;
  const cash: OrderRefund = {
    reference: req.reference,
    token: '',
    providerRefundId: '',
    status: 'approved',
    amountCents: req.amountCents,
    paymentTypeId: charge.paymentTypeId,
    lastFour: null,
    cardholderName: null,
    reason: `${req.reason}: handed back at the desk`,
    refundedAt: new Date().toISOString(),
    ...(req.reservationId !== undefined ? { reservationId: req.reservationId } : {}),
    ...(req.cancellationFeeCents !== undefined ? { cancellationFeeCents: req.cancellationFeeCents } : {}),
  };
  if (await recordOrderRefund(tenantId, order.id, cash, by)) countMetric(METRIC.refunds, tenantId);
  return cash;
}
