/** POST Cart/extendtimeout (admin/AdminCart/extendtimeout): another fifteen minutes for every item. */
import type { ApiClient } from '../api.ts';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';
import { type CartChannel, CART_API_BASE } from './cart-channel.ts';

export async function extendCartTimeout(api: ApiClient, channel: CartChannel): Promise<void> {
  await callEnvelope(() => api.post<EnvelopeLike>(`${CART_API_BASE[channel]}/extendtimeout`));
}
