/**
 * Whose cart a call uses (public §7.5, admin §7.6): a customer's own cart (the token says who; a body's
 * customerId is never trusted), or the staff user's own cart for the reservations they are adding.
 */
import { SALES_CHANNEL } from '#domain/checkout';
import type { AuthContext } from '#http/routes';
import { bookingCallerOf } from '#booking/caller';
import type { CartSide } from './cart.ts';
import type { TenantId } from '#domain/catalogue';

export async function cartSideOf(tenantId: TenantId, auth: AuthContext | undefined): Promise<CartSide> {
  const caller = await bookingCallerOf(tenantId, auth);
  const id = caller.kind === 'customer' ? caller.customerId : caller.userId;
  return {
    owner: { kind: caller.kind, id },
    caller,
    holder: { kind: caller.kind, id, username: caller.username },
    salesChannel: caller.kind === 'customer' ? SALES_CHANNEL.Public : SALES_CHANNEL.Admin,
  };
}
