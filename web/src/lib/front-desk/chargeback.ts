/**
 * Chargebacks (bearer, admin §7.1): POST admin/AdminSpotReservation/chargeback and GET
 * undo-chargeback/{reservationId}. A refusal rejects with its message (CallError).
 */
import type { AdminReservationDetail } from '#contract/front-desk';
import { buildPath, type ApiClient } from '../api.ts';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';

export async function recordChargeback(
  api: ApiClient,
  reservationId: number,
  undo: boolean,
): Promise<AdminReservationDetail> {
  if (undo) {
    const path = buildPath(
      'admin/AdminSpotReservation/undo-chargeback/{reservationId}',
      { reservationId },
      'adminUndoChargeback',
    );
    return (await callEnvelope(() => api.get<EnvelopeLike & { data: AdminReservationDetail }>(path))).data;
  }
  return (
    await callEnvelope(() =>
      api.post<EnvelopeLike & { data: AdminReservationDetail }>('admin/AdminSpotReservation/chargeback', {
        reservationId,
      }),
    )
  ).data;
}
