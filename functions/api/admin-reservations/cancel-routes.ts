/**
 * Staff cancellations (admin §4.2, §7.1): the refund breakdown first, then the one cancellation
 * (booking/cancellation.ts) with a refund to the original payment (a payment taken at the desk handed
 * back in cash), or without refund (a reason is required). Both free the nights at once, write the
 * history entry and send the cancellation mail; a reservation whose guest is checked in is refused until
 * the check-in is undone.
 */
import { cancellationBreakdownResponseSchema, cancellationResponseSchema } from '#contract/lifecycle';
import {
  cancelWithoutRefundQuery,
  cancellationBreakdownQuery,
  reservationIdParams,
} from '#contract/front-desk';
import { z } from 'zod';
import { frontDeskCancelRefusal } from '#domain/booking/front-desk';
import { type CancellationBreakdown, REFUND_OPTION, LIFECYCLE_MESSAGE } from '#domain/booking/lifecycle';
import type { OrderRecord } from '#domain/booking/order';
import type { TenantId } from '#domain/catalogue';
import { RefusedError } from '#domain/errors';
import { optionalText, requiredWholeNumber, rules } from '#domain/validation/index';
import { type AuthContext, type Route, defineRoute } from '#http/routes';
import { type Canceller, cancelReservation, planCancellation, withoutRefund } from '#booking/cancellation';
import { toCancellationBreakdownView } from '#mappers/reservations';
import { REFERENCE_KIND } from '#store/keys';
import { getReference } from '#store/reference';
import { atReservationsPark, soldReservation } from './front-desk-views.ts';

const CANCEL = atReservationsPark('ReservationManagementCancel');

/**
 * AdminCancellationRequest (admin §3.2); the path names the reservation. The refund option is said, never
 * assumed: a call without one cancels nothing and moves no money.
 */
const adminCancellationRequestSchema = z
  .object({
    refundOption: requiredWholeNumber('Refund Option', {
      min: REFUND_OPTION.OriginalPayment,
      max: REFUND_OPTION.NoRefund,
    }),
    reason: optionalText('Reason', [rules.max(500)]),
    reservationId: z.unknown().optional(),
    customerId: z.unknown().optional(),
    pricingRequest: z.unknown().optional(),
    feeOverrides: z.array(z.unknown()).max(20).optional(),
  })
  .meta({ id: 'AdminCancellationRequest' });

function staffCanceller(auth: AuthContext | undefined): Canceller {
  if (auth?.kind !== 'staff') throw new Error('staff cancel route without a staff caller');
  return { kind: 'staff', username: auth.username };
}

async function view(
  tenantId: TenantId,
  r: { id: number; reservationNumber: string },
  order: OrderRecord,
  b: CancellationBreakdown,
) {
  const paymentType = await getReference(tenantId, REFERENCE_KIND.paymentType, order.paymentTypeId);
  return toCancellationBreakdownView(r, b, paymentType?.name ?? '', order.payment?.lastFour);
}

/** The reservation, if staff may cancel it now (sold, Reserved, nobody checked in). */
async function cancellable(tenantId: TenantId, reservationId: number) {
  const r = await soldReservation(tenantId, reservationId);
  const refusal = frontDeskCancelRefusal(r);
  if (refusal) throw new RefusedError([refusal]);
  if (r.status !== 'Reserved') throw new RefusedError([LIFECYCLE_MESSAGE.notModifiable]);
  return r;
}

/** Cancels as staff, with or without refund (one cancellation: booking/cancellation.ts). */
async function staffCancel(
  tenantId: TenantId,
  reservationId: number,
  who: Canceller,
  reason: string | null,
  refundOption: number,
) {
  await cancellable(tenantId, reservationId);
  const result = await cancelReservation(tenantId, reservationId, who, reason, new Date(), { refundOption });
  return {
    data: {
      ...(await view(tenantId, result.reservation, result.order, result.breakdown)),
      orderId: result.order.id,
      refundStatus: result.refund?.status ?? ('none' as const),
    },
  };
}

export const staffCancelRoutes: Route[] = [
  defineRoute({
    method: 'POST',
    path: 'admin/AdminSpotReservation/cancellation-refund-breakdown',
    operationId: 'adminCancellationRefundBreakdown',
    summary:
      'What cancelling the reservation would refund (refundOption 1) or keep (refundOption 2): paid, non-refundable fees, cancellation fee, refund',
    query: cancellationBreakdownQuery,
    body: z.unknown().optional(),
    auth: CANCEL,
    response: cancellationBreakdownResponseSchema,
    handler: async ({ tenantId, query, auth }) => {
      const r = await cancellable(tenantId, query.reservationId);
      const plan = await planCancellation(tenantId, r, staffCanceller(auth));
      const b =
        query.refundOption === REFUND_OPTION.NoRefund ? withoutRefund(plan.breakdown) : plan.breakdown;
      return { data: await view(tenantId, r, plan.order, b) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: 'admin/AdminSpotReservation/{reservationId}/cancel',
    operationId: 'adminCancelReservation',
    summary:
      'Cancel the reservation as staff: its nights are free at once; refundOption 1 refunds the original payment, 2 keeps the money (a reason is then required)',
    params: reservationIdParams,
    body: adminCancellationRequestSchema,
    auth: CANCEL,
    response: cancellationResponseSchema,
    handler: async ({ tenantId, params, body, auth }) =>
      staffCancel(
        tenantId,
        params.reservationId,
        staffCanceller(auth),
        body.reason ?? null,
        body.refundOption,
      ),
  }),
  defineRoute({
    method: 'POST',
    path: 'admin/AdminSpotReservation/{reservationId}/cancel-witout-refund',
    operationId: 'adminCancelWithoutRefund',
    summary:
      'Cancel the reservation as staff without refund, giving a reason (the path is spelled as the specification spells it)',
    params: reservationIdParams,
    query: cancelWithoutRefundQuery,
    auth: CANCEL,
    response: cancellationResponseSchema,
    handler: async ({ tenantId, params, query, auth }) =>
      staffCancel(tenantId, params.reservationId, staffCanceller(auth), query.reason, REFUND_OPTION.NoRefund),
  }),
];
