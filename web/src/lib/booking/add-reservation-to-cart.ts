/** POST Cart/addreservation (admin/AdminCart/addreservation): the priced reservation and its cart item. */
import type { CartItem, SpotReservation } from '#contract/cart';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';
import { type ApiClient } from '../api.ts';
import { type BookingSide, BOOKING_PATHS } from './booking-side.ts';

export async function addReservationToCart(api: ApiClient, side: BookingSide, request: object) {
  return callEnvelope(() =>
    api.post<EnvelopeLike & { reservation: SpotReservation; cartItem: CartItem }>(
      BOOKING_PATHS[side].addReservation,
      request,
    ),
  );
}
