/**
 * The cart's calls (public §7.5, admin §7.6), all bearer: a customer's cart under Cart/, a staff user's
 * under admin/AdminCart/ (same shapes). Server state lives in TanStack Query under ['me', ...] so that
 * sign-out drops it.
 */
import { useQuery } from '@tanstack/react-query';
import type { Cart } from '#contract/cart';
import type { Envelope } from '#contract/envelope';
import type { PaymentType } from '#contract/lookups';
import type { CheckoutResult } from '#contract/orders';
import { useAuth } from '../auth/auth-context.tsx';
import { useTenant } from '../tenant/tenant-context.tsx';
import type { ApiClient } from '../api.ts';
import { callEnvelope, type EnvelopeLike, failureMessages, GENERIC_FAILURE } from '#web/lib/call.ts';

/** Whose cart: a customer's on the public site, a staff user's in the back office. */
export type CartChannel = 'public' | 'admin';

const BASE: Record<CartChannel, string> = { public: 'Cart', admin: 'admin/AdminCart' };

/** The first message of a refusal or a malformed request, or the screen's own sentence for anything else. */
export function failureMessage(error: unknown, fallback: string): string {
  const [first] = failureMessages(error);
  return first && first !== GENERIC_FAILURE ? first : fallback;
}

export const cartQueryKey = (channel: CartChannel, username: string | null) =>
  ['me', 'cart', channel, username ?? ''] as const;

export async function fetchCart(api: ApiClient, channel: CartChannel): Promise<Cart> {
  return (await callEnvelope(() => api.get<EnvelopeLike & { cart: Cart }>(BASE[channel]))).cart;
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

export async function removeCartItem(api: ApiClient, channel: CartChannel, id: string): Promise<void> {
  await callEnvelope(() =>
    api.post<EnvelopeLike>(`${BASE[channel]}/removeitem`, undefined, { id, releaseItemLock: true }),
  );
}

export async function clearCart(api: ApiClient, channel: CartChannel): Promise<void> {
  await callEnvelope(async () => (await api.post<EnvelopeLike | null>(`${BASE[channel]}/clear`)) ?? {});
}

export async function extendCartTimeout(api: ApiClient, channel: CartChannel): Promise<void> {
  await callEnvelope(() => api.post<EnvelopeLike>(`${BASE[channel]}/extendtimeout`));
}

export async function checkout(
  api: ApiClient,
  channel: CartChannel,
  paymentTypeId: number,
): Promise<CheckoutResult> {
  const response = await callEnvelope(() =>
    api.post<EnvelopeLike & CheckoutResult>(`${BASE[channel]}/checkout`, undefined, { paymentTypeId }),
  );
  return {
    ccpRedirectUrl: response.ccpRedirectUrl ?? '',
    orderId: response.orderId,
    // A response without the flag (public's reading) always goes to the payment page.
    isPaymentRequired: response.isPaymentRequired ?? true,
  };
}

/** GET Tenant/paymenttypes: the public site offers only the types that are not staff-only. */
export function usePaymentTypes(channel: CartChannel) {
  const { tenantId, api } = useTenant();
  return useQuery({
    queryKey: ['tenant', tenantId, 'paymenttypes'],
    queryFn: async () => (await api.get<Envelope<'data', PaymentType[]>>('Tenant/paymenttypes')).data,
    staleTime: 10 * 60_000,
    select: (types) => (channel === 'admin' ? types : types.filter((type) => !type.adminOnly)),
  });
}

export { BASE as CART_API_BASE };
export type { Cart, CartItem } from '#contract/cart';
