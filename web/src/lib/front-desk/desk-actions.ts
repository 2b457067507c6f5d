/**
 * Check-in and check-out (bearer, admin §7.1): POST checkin/, checkout/, undocheckin/, undocheckout/
 * {reservationId} and bulkcheckin, bulkcheckout. A refusal rejects with its message (CallError).
 */
import type { z } from 'zod';
import type {
  AdminReservationDetail,
  bulkResultSchema,
  checkInRequestSchema,
  checkOutRequestSchema,
} from '#contract/front-desk';
import { buildPath, type ApiClient } from '../api.ts';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';

export type DeskAction = 'checkin' | 'checkout' | 'undocheckin' | 'undocheckout';
export type BulkResult = z.infer<typeof bulkResultSchema>;
type DeskBody = z.input<typeof checkInRequestSchema> | z.input<typeof checkOutRequestSchema>;

export async function deskAction(
  api: ApiClient,
  action: DeskAction,
  reservationId: number,
  body: DeskBody = {},
): Promise<AdminReservationDetail> {
  const path = buildPath(`admin/AdminSpotReservation/${action}/{reservationId}`, { reservationId }, action);
  return (await callEnvelope(() => api.post<EnvelopeLike & { data: AdminReservationDetail }>(path, body)))
    .data;
}

export async function bulkDeskAction(
  api: ApiClient,
  which: 'bulkcheckin' | 'bulkcheckout',
  reservationIds: number[],
): Promise<BulkResult[]> {
  return (
    await callEnvelope(() =>
      api.post<EnvelopeLike & { data: BulkResult[] }>(`admin/AdminSpotReservation/${which}`, {
        reservationIds,
      }),
    )
  ).data;
}
