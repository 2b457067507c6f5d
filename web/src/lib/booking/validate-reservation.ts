/**
 * POST SpotReservation/validate (admin/AdminSpotReservation/validate): the hold and the park's business
 * rules checked before the occupant page moves on.
 */
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';
import { type ApiClient } from '../api.ts';
import { type BookingSide, BOOKING_PATHS } from './booking-side.ts';
import type { newReservationRequestSchema } from '#contract/reservations';
import type { z } from 'zod';

export async function validateReservation(
  api: ApiClient,
  side: BookingSide,
  request: z.input<typeof newReservationRequestSchema>,
) {
  await callEnvelope(() => api.post<EnvelopeLike>(BOOKING_PATHS[side].validate, request));
}
