/**
 * Staff cancellations (admin §4.2, §7.1): the refund breakdown first, then the cancel with a refund to
 * the original payment, or without refund (a reason is required). Both free the nights at once and
 * write the history entry; a reservation whose guest is checked in is refused until the check-in is
 * undone.
 */
import { randomUUID } from 'node:crypto';
import { cancellationBreakdownResponseSchema, cancellationResponseSchema } from '#contract/lifecycle';
import {
  cancelWithoutRefundQuery,
  cancellationBreakdownQuery,
  reservationIdParams,
} from '#contract/front-desk';
import { z } from 'zod';
import type { HistoryEntry } from '#domain/audit';
import { frontDeskCancelRefusal } from '#domain/booking/front-desk';
import { type CancellationBreakdown, REFUND_OPTION, LIFECYCLE_MESSAGE } from '#domain/booking/lifecycle';
import type { OrderRecord } from '#domain/booking/order';
import type { TenantId } from '#domain/catalogue';
import { formatCents } from '#domain/display-format';
import { BadRequestError, RefusedError } from '#domain/errors';
import { optionalText, rules } from '#domain/validation/index';
import { type AuthContext, type Route, defineRoute } from '#http/routes';
import { type Canceller, cancelReservation, planCancellation } from '#booking/cancellation';
import { toCancellationBreakdownView } from '#mappers/reservations';
import { REFERENCE_KIND } from '#store/keys';
import { getReference } from '#store/reference';
import { cancelReservationRecord } from '#store/reservations';
import { atReservationsPark, soldReservation } from './front-desk-views.ts';

const CANCEL = atReservationsPark('ReservationManagementCancel');
const REASON_REQUIRED = 'Reason is required';

/** AdminCancellationRequest (admin §3.2); the path names the reservation. */
const adminCancellationRequestSchema = z
  .object({
    refundOption: z
      .preprocess((v) => (v === '' || v === null ? undefined : v), z.number().int().min(1).max(2).optional())
      .default(REFUND_OPTION.OriginalPayment),
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

const NO_REFUND = (b: CancellationBreakdown): CancellationBreakdown => ({ ...b, refundCents: 0 });

/**
 * Cancels without giving money back: the same conditional transaction as every cancellation (status,
 * nights, history), with the refund recorded as nothing.
 */
async function cancelWithoutRefund(
  tenantId: TenantId,
  reservationId: number,
  who: Canceller & { kind: 'staff' },
  reason: string,
) {
  const r = await cancellable(tenantId, reservationId);
  const plan = await planCancellation(tenantId, r, who);
  const breakdown = NO_REFUND(plan.breakdown);
  const at = new Date().toISOString();
  const entry: HistoryEntry = {
    activityDate: at,
    username: who.username,
    actionPerformed: 'Reservation cancelled without refund',
    auditTransactionId: randomUUID(),
    auditBusinessAction: 'CancelReservationWithoutRefund',
    changes: [
      { field: 'status', oldValue: 'Reserved', newValue: 'Cancelled' },
      { field: 'refund', oldValue: null, newValue: formatCents(0) },
      { field: 'reason', oldValue: null, newValue: reason },
    ],
  };
  const cancellation = { cancelledAt: at, cancelledBy: who.username, reason, ...breakdown };
  if (!(await cancelReservationRecord(tenantId, r, cancellation, entry, null)))
    throw new RefusedError([LIFECYCLE_MESSAGE.notModifiable]);
  return { reservation: r, order: plan.order, breakdown };
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
      const b = query.refundOption === REFUND_OPTION.NoRefund ? NO_REFUND(plan.breakdown) : plan.breakdown;
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
    handler: async ({ tenantId, params, body, auth }) => {
      const who = staffCanceller(auth) as Canceller & { kind: 'staff' };
      if (body.refundOption === REFUND_OPTION.NoRefund) {
        if (!body.reason) throw new BadRequestError(REASON_REQUIRED, { 'body.reason': [REASON_REQUIRED] });
        const done = await cancelWithoutRefund(tenantId, params.reservationId, who, body.reason);
        return {
          data: {
            ...(await view(tenantId, done.reservation, done.order, done.breakdown)),
            orderId: done.order.id,
            refundStatus: 'none' as const,
          },
        };
      }
      await cancellable(tenantId, params.reservationId);
      const result = await cancelReservation(tenantId, params.reservationId, who, body.reason ?? null);
      return {
        data: {
          ...(await view(tenantId, result.reservation, result.order, result.breakdown)),
          orderId: result.order.id,
          refundStatus: result.refund?.status ?? ('none' as const),
        },
      };
    },
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
    handler: async ({ tenantId, params, query, auth }) => {
      const who = staffCanceller(auth) as Canceller & { kind: 'staff' };
      const done = await cancelWithoutRefund(tenantId, params.reservationId, who, query.reason);
      return {
        data: {
          ...(await view(tenantId, done.reservation, done.order, done.breakdown)),
          orderId: done.order.id,
          refundStatus: 'none' as const,
        },
      };
    },
  }),
];
