/**
 * A customer cancels their own reservation (public §7.3): GET .../cancel/{reservationId}/breakdown shows
 * what comes back before they confirm (what was paid, the fees kept, the refund and its card); POST
 * SpotReservation/{customerId}/cancel/{reservationId} cancels it, frees its nights at once and refunds
 * through the payment provider. Pressing it again after a cancellation refunds nothing twice.
 */
import {
  cancellationBreakdownResponseSchema,
  cancellationRequestSchema,
  cancellationResponseSchema,
  customerReservationParams,
} from '#contract/lifecycle';
import { noQuery } from '#contract/common';
import type { TenantId } from '#domain/catalogue';
import { LIFECYCLE_MESSAGE, REFUND_OPTION, type CancellationBreakdown } from '#domain/booking/lifecycle';
import type { OrderRecord } from '#domain/booking/order';
import type { ReservationRecord } from '#domain/booking/reservation';
import { RefusedError } from '#domain/errors';
import { type AuthContext, CUSTOMER, type Route, defineRoute } from '#http/routes';
import { pathCustomer } from '#booking/caller';
import { type Canceller, cancelReservation, planCancellation, reservationFor } from '#booking/cancellation';
import { getReference } from '#store/reference';
import { toCancellationBreakdownView } from '#mappers/reservations';
import { REFERENCE_KIND } from '#store/keys';

export const OWN_CANCELLATIONS_ONLY = 'You can only cancel your own reservations.';

async function canceller(
  tenantId: TenantId,
  auth: AuthContext | undefined,
  customerId: number,
): Promise<Canceller> {
  const customer = await pathCustomer(tenantId, auth, customerId, OWN_CANCELLATIONS_ONLY);
  return { kind: 'customer', customerId: customer.id, username: customer.username };
}

async function breakdownView(
  tenantId: TenantId,
  r: ReservationRecord,
  order: OrderRecord,
  b: CancellationBreakdown,
) {
  const paymentType = await getReference(tenantId, REFERENCE_KIND.paymentType, order.paymentTypeId);
  return toCancellationBreakdownView(r, b, paymentType?.name ?? '', order.payment?.lastFour);
}

export const cancelRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: 'SpotReservation/{customerId}/cancel/{reservationId}/breakdown',
    operationId: 'cancellationBreakdown',
    summary:
      'What cancelling the reservation would refund: paid, non-refundable fees, cancellation fee, refund',
    params: customerReservationParams,
    query: noQuery,
    auth: CUSTOMER,
    response: cancellationBreakdownResponseSchema,
    handler: async ({ tenantId, params, auth }) => {
      const who = await canceller(tenantId, auth, params.customerId);
      const r = await reservationFor(tenantId, params.reservationId, who);
      const plan = await planCancellation(tenantId, r, who);
      return { data: await breakdownView(tenantId, r, plan.order, plan.breakdown) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: 'SpotReservation/{customerId}/cancel/{reservationId}',
    operationId: 'cancelReservation',
    summary:
      'Cancel the reservation: its nights are free at once, the refund goes back to the card it was paid with',
    params: customerReservationParams,
    body: cancellationRequestSchema,
    auth: CUSTOMER,
    response: cancellationResponseSchema,
    handler: async ({ tenantId, params, body, auth }) => {
      const who = await canceller(tenantId, auth, params.customerId);
      if (body.refundOption !== REFUND_OPTION.OriginalPayment)
        throw new RefusedError([LIFECYCLE_MESSAGE.refundOption]);
      const result = await cancelReservation(tenantId, params.reservationId, who, body.reason ?? null);
      const view = await breakdownView(tenantId, result.reservation, result.order, result.breakdown);
      return {
        data: {
          ...view,
          orderId: result.order.id,
          refundStatus: result.refund?.status ?? ('none' as const),
        },
      };
    },
  }),
];
