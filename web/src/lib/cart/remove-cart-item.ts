/** POST Cart/removeitem (admin/AdminCart/removeitem): takes one item out and releases its hold. */
import type { ApiClient } from '../api.ts';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';
import { type CartChannel, CART_API_BASE } from './cart-channel.ts';

export async function removeCartItem(api: ApiClient, channel: CartChannel, id: string): Promise<void> {
  await callEnvelope(() =>
    api.post<EnvelopeLike>(`${CART_API_BASE[channel]}/removeitem`, undefined, { id, releaseItemLock: true }),
  );
}
