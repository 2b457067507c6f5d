/** GET Cart / admin/AdminCart (bearer): the cart, under ['me', 'cart', ...] so that sign-out drops it. */
import { useQuery } from '@tanstack/react-query';
import type { Cart } from '#contract/cart';
import { useAuth } from '../auth/auth-context.tsx';
import type { ApiClient } from '../api.ts';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';
import { type CartChannel, CART_API_BASE } from './cart-channel.ts';

export const cartQueryKey = (channel: CartChannel, username: string | null) =>
  ['me', 'cart', channel, username ?? ''] as const;

export async function fetchCart(api: ApiClient, channel: CartChannel): Promise<Cart> {
  return (await callEnvelope(() => api.get<EnvelopeLike & { cart: Cart }>(CART_API_BASE[channel]))).cart;
}

export function useCart(channel: CartChannel, enabled = true) {
  const { bearerApi, username } = useAuth();
  return useQuery({
    queryKey: cartQueryKey(channel, username),
    queryFn: () => fetchCart(bearerApi, channel),
    enabled: enabled && Boolean(username),
    // The booking pages add items without this cache: every screen that shows the cart reads it afresh.
    staleTime: 0,
  });
}
