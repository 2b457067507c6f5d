/** POST Cart/clear (admin/AdminCart/clear): empties the cart. */
import type { ApiClient } from '../api.ts';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';
import { type CartChannel, CART_API_BASE } from './cart-channel.ts';

export async function clearCart(api: ApiClient, channel: CartChannel): Promise<void> {
  await callEnvelope(
    async () => (await api.post<EnvelopeLike | null>(`${CART_API_BASE[channel]}/clear`)) ?? {},
  );
}
