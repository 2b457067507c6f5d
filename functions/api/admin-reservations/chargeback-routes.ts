/**
 * Chargebacks at the front desk (admin §4.2, §7.1): the card issuer took a payment back, recorded on the
 * reservation and its order (paymentChargebackCompleted) with the history entry in one transaction, and
 * undone when recorded by mistake or reversed. Each is conditional on the flag being the other way, so a
 * second press changes nothing and says why.
 */
import { randomUUID } from 'node:crypto';
import {
  adminReservationDetailResponseSchema,
  chargebackRequestSchema,
  reservationIdParams,
} from '#contract/front-desk';
import { noQuery } from '#contract/common';
import type { HistoryEntry } from '#domain/audit';
import { chargesOf, paidFeesOf } from '#domain/booking/edit';
import { chargebackEntry } from '#domain/reports/ledger';
import { FRONT_DESK_MESSAGE, chargebackRefusal } from '#domain/booking/front-desk';
import type { TenantId } from '#domain/catalogue';
import { RefusedError } from '#domain/errors';
import { type AuthContext, type Route, type RouteAuth, defineRoute } from '#http/routes';
import { toAdminReservationDetail } from '#mappers/front-desk';
import { writeChargeback } from '#store/front-desk';
import { getOrder } from '#store/orders';
import { atReservationsPark, frontDeskViews, soldReservation } from './front-desk-views.ts';

/** ReservationManagementChargeback at the park of the reservation the body names. */
const CHARGEBACK_BODYS_RESERVATION: RouteAuth = {
  kind: 'staff',
  permissions: ['ReservationManagementChargeback'],
  locations: async ({ tenantId, body }) => [
    (await soldReservation(tenantId, (body as { reservationId: number }).reservationId)).locationId,
  ],
};

async function recordChargeback(
  tenantId: TenantId,
  reservationId: number,
  auth: AuthContext | undefined,
  undo: boolean,
  reason: string | null,
) {
  const r = await soldReservation(tenantId, reservationId);
  const refusal = chargebackRefusal(r, undo);
  if (refusal) throw new RefusedError([refusal]);
  const entry: HistoryEntry = {
    activityDate: new Date().toISOString(),
    username: auth?.kind === 'staff' ? auth.username : 'system',
    actionPerformed: undo ? 'Chargeback undone' : 'Chargeback recorded',
    auditTransactionId: randomUUID(),
    auditBusinessAction: undo ? 'UndoChargeback' : 'Chargeback',
    changes: [
      { field: 'paymentChargebackCompleted', oldValue: String(undo), newValue: String(!undo) },
      ...(reason ? [{ field: 'reason', oldValue: null, newValue: reason }] : []),
    ],
  };
  // What the issuer took (or gave) back goes into the park's ledger with the flag.
  const order = await getOrder(tenantId, r.orderId!);
  const ledger = order
    ? chargebackEntry(r, paidFeesOf(r, order), chargesOf(r, order), {
        undo,
        by: entry.username,
        at: entry.activityDate,
        reference: `${undo ? 'chargeback-undone' : 'chargeback'}-reservation-${r.id}-${r.updatedAt}`,
      })
    : null;
  if (!(await writeChargeback(tenantId, r.id, r.orderId!, !undo, entry, ledger)))
    throw new RefusedError([FRONT_DESK_MESSAGE.changedMeanwhile]);
  const [view] = await frontDeskViews(tenantId, [await soldReservation(tenantId, r.id)]);
  return { data: toAdminReservationDetail(view!) };
}

export const chargebackRoutes: Route[] = [
  defineRoute({
    method: 'POST',
    path: 'admin/AdminSpotReservation/chargeback',
    operationId: 'adminRecordChargeback',
    summary:
      "Record that the card issuer took the reservation's payment back: on the reservation and its order (paymentChargebackCompleted) and in its history",
    body: chargebackRequestSchema,
    auth: CHARGEBACK_BODYS_RESERVATION,
    response: adminReservationDetailResponseSchema,
    handler: async ({ tenantId, body, auth }) =>
      recordChargeback(tenantId, body.reservationId, auth, false, body.reason ?? null),
  }),
  defineRoute({
    method: 'GET',
    path: 'admin/AdminSpotReservation/undo-chargeback/{reservationId}',
    operationId: 'adminUndoChargeback',
    summary: 'Undo a recorded chargeback (GET, as the specification has it), with its history entry',
    params: reservationIdParams,
    query: noQuery,
    auth: atReservationsPark('ReservationManagementChargeback'),
    response: adminReservationDetailResponseSchema,
    handler: async ({ tenantId, params, auth }) =>
      recordChargeback(tenantId, params.reservationId, auth, true, null),
  }),
];
