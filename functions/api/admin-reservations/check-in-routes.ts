/**
 * Check-in and check-out at the front desk (admin §4.2, §7.1): single and bulk, and their undo. Each is
 * decided by the domain's rules and written conditionally on the sub-status it was decided from, with
 * its history entry in the same transaction; a refusal says why.
 */
import { randomUUID } from 'node:crypto';
import {
  adminReservationDetailResponseSchema,
  bulkCheckInOutRequestSchema,
  bulkResponseSchema,
  checkInRequestSchema,
  checkOutRequestSchema,
  reservationIdParams,
} from '#contract/front-desk';
import type { HistoryEntry } from '#domain/audit';
import {
  FRONT_DESK_ACTION_LABEL,
  FRONT_DESK_MESSAGE,
  type FrontDeskAction,
  type FrontDeskReservation,
  decideFrontDesk,
} from '#domain/booking/front-desk';
import type { TenantId } from '#domain/catalogue';
import { RefusedError } from '#domain/errors';
import { type AuthContext, type Route, type RouteAuth, defineRoute } from '#http/routes';
import { toAdminReservationDetail } from '#mappers/front-desk';
import { getReservationsByIds, writeFrontDeskChange } from '#store/front-desk';
import { atReservationsPark, frontDeskViews, parkToday, soldReservation } from './front-desk-views.ts';

const BUSINESS_ACTION: Record<FrontDeskAction, string> = {
  checkIn: 'CheckIn',
  checkOut: 'CheckOut',
  undoCheckIn: 'UndoCheckIn',
  undoCheckOut: 'UndoCheckOut',
};

interface DeskInput {
  date?: string;
  numberOfAdults?: number;
  numberOfVehicles?: number;
}

/** One front-desk action on one reservation: the updated reservation, or the reason it was refused. */
export async function applyFrontDesk(
  tenantId: TenantId,
  r: FrontDeskReservation,
  action: FrontDeskAction,
  username: string,
  input: DeskInput,
): Promise<{ ok: true; reservation: FrontDeskReservation } | { ok: false; message: string }> {
  const at = new Date().toISOString();
  const date = input.date ?? (await parkToday(tenantId, r.locationId));
  const decision = decideFrontDesk(r, { ...input, action, date, at, username });
  if (!decision.ok) return decision;
  const entry: HistoryEntry = {
    activityDate: at,
    username,
    actionPerformed: FRONT_DESK_ACTION_LABEL[action],
    auditTransactionId: randomUUID(),
    auditBusinessAction: BUSINESS_ACTION[action],
    changes: decision.changes,
  };
  if (await writeFrontDeskChange(tenantId, r.id, decision.from, decision.set, entry)) {
    return { ok: true, reservation: { ...r, ...decision.set, updatedAt: at } };
  }
  // Changed meanwhile: say what the reservation's state now allows (e.g. already checked in).
  const [now] = await getReservationsByIds(tenantId, [r.id]);
  const again = now ? decideFrontDesk(now, { ...input, action, date, at, username }) : undefined;
  return { ok: false, message: again && !again.ok ? again.message : FRONT_DESK_MESSAGE.changedMeanwhile };
}

function staffName(auth: AuthContext | undefined): string {
  if (auth?.kind !== 'staff') throw new Error('front-desk route without a staff caller');
  return auth.username;
}

const singleRoute = (
  action: FrontDeskAction,
  path: string,
  operationId: string,
  summary: string,
  body?: typeof checkInRequestSchema | typeof checkOutRequestSchema,
) =>
  defineRoute({
    method: 'POST',
    path: `admin/AdminSpotReservation/${path}/{reservationId}`,
    operationId,
    summary,
    params: reservationIdParams,
    ...(body ? { body } : {}),
    auth: atReservationsPark('ReservationManagementCheckInOut'),
    response: adminReservationDetailResponseSchema,
    handler: async ({ tenantId, params, body: request, auth }) => {
      const r = await soldReservation(tenantId, params.reservationId);
      const b = (request ?? {}) as {
        checkedInDate?: string;
        checkedOutDate?: string;
        numberOfAdults?: number;
        numberOfVehicles?: number;
      };
      const done = await applyFrontDesk(tenantId, r, action, staffName(auth), {
        date: b.checkedInDate ?? b.checkedOutDate,
        numberOfAdults: b.numberOfAdults,
        numberOfVehicles: b.numberOfVehicles,
      });
      if (!done.ok) throw new RefusedError([done.message]);
      const [view] = await frontDeskViews(tenantId, [done.reservation]);
      return { data: toAdminReservationDetail(view!) };
    },
  });

/** CheckInOut at the parks of every reservation named (the ones that exist). */
const AT_BULK_PARKS: RouteAuth = {
  kind: 'staff',
  permissions: ['ReservationManagementCheckInOut'],
  locations: async ({ tenantId, body }) => {
    const found = await getReservationsByIds(tenantId, (body as { reservationIds: number[] }).reservationIds);
    return [...new Set(found.map((r) => r.locationId))];
  },
};

const bulkRoute = (action: 'checkIn' | 'checkOut', path: string, operationId: string) =>
  defineRoute({
    method: 'POST',
    path: `admin/AdminSpotReservation/${path}`,
    operationId,
    summary: `${action === 'checkIn' ? 'Check in' : 'Check out'} several reservations of a park at once; each one is done or refused with its reason`,
    body: bulkCheckInOutRequestSchema,
    auth: AT_BULK_PARKS,
    response: bulkResponseSchema,
    handler: async ({ tenantId, body, auth }) => {
      const found = new Map(
        (await getReservationsByIds(tenantId, body.reservationIds)).map((r) => [r.id, r] as const),
      );
      const username = staffName(auth);
      const data = [];
      // One after another: each is its own conditional transaction, and the list is a park's day.
      for (const id of [...new Set(body.reservationIds)]) {
        const r = found.get(id);
        if (!r || r.status === 'Pending' || r.status === 'Expired') {
          data.push({
            reservationId: id,
            reservationNumber: '',
            done: false,
            message: `Reservation ${id} was not found.`,
          });
          continue;
        }
        const done = await applyFrontDesk(tenantId, r, action, username, { date: body.checkedInOutDate });
        data.push({
          reservationId: id,
          reservationNumber: r.reservationNumber,
          done: done.ok,
          message: done.ok ? FRONT_DESK_ACTION_LABEL[action] : done.message,
        });
      }
      return { data };
    },
  });

export const checkInRoutes: Route[] = [
  singleRoute(
    'checkIn',
    'checkin',
    'adminCheckIn',
    'Check a reservation in (sub-status CheckedIn, the date and the staff user recorded)',
    checkInRequestSchema,
  ),
  singleRoute(
    'checkOut',
    'checkout',
    'adminCheckOut',
    'Check a checked-in reservation out (sub-status CheckedOut)',
    checkOutRequestSchema,
  ),
  singleRoute('undoCheckIn', 'undocheckin', 'adminUndoCheckIn', 'Undo a check-in (not after check-out)'),
  singleRoute(
    'undoCheckOut',
    'undocheckout',
    'adminUndoCheckOut',
    'Undo a check-out: the reservation is checked in again',
  ),
  bulkRoute('checkIn', 'bulkcheckin', 'adminBulkCheckIn'),
  bulkRoute('checkOut', 'bulkcheckout', 'adminBulkCheckOut'),
];
