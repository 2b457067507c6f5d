/** POST Cart/addreservation (admin/AdminCart/addreservation): the priced reservation and its cart item. */
import type { CartItem, SpotReservation } from '#contract/cart';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';
import { type ApiClient } from '../api.ts';
import { type BookingSide, BOOKING_PATHS } from './booking-side.ts';
import type { newReservationRequestSchema } from '#contract/reservations';
import type { z } from 'zod';

export async function addReservationToCart(
  api: ApiClient,
  side: BookingSide,
  request: z.input<typeof newReservationRequestSchema>,
) {
  return callEnvelope(() =>
    api.post<EnvelopeLike & { reservation: SpotReservation; cartItem: CartItem }>(
      BOOKING_PATHS[side].addReservation,
      request,
    ),
  );
}
