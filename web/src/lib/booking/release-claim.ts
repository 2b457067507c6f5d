/**
 * POST SpotReservation/spot/{spotId}/releaseclaim?lockCode= (admin/AdminSpotReservation/...): gives the
 * hold back.
 */
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';
import { buildPath, type ApiClient } from '../api.ts';
import { type BookingSide, BOOKING_PATHS } from './booking-side.ts';

export async function releaseClaim(api: ApiClient, side: BookingSide, spotId: number, lockCode: string) {
  const path = buildPath(BOOKING_PATHS[side].release, { spotId }, 'releaseSpotClaim');
  await callEnvelope(() => api.post<EnvelopeLike>(path, undefined, { lockCode }));
}
