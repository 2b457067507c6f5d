/**
 * The cart's routes, built once for the customer cart (public §7.5: GET Cart, POST Cart/addreservation,
 * additem, removeitem, clear, extendtimeout) and the staff cart (admin §7.6, admin/AdminCart).
 */
import {
  addItemRequestSchema,
  addReservationResponseSchema,
  cartItemResponseSchema,
  cartResponseSchema,
  removeItemQuery,
} from '#contract/cart';
import { noQuery } from '#contract/common';
import type { FeeType } from '#domain/pricing/fee-types';
import { newReservationRequestSchema } from '#contract/reservations';
import { CART_MESSAGE, cartLockedUntil, cartStatus, isLive } from '#domain/cart';
import { RefusedError } from '#domain/errors';
import { type Route, type RouteAuth, defineRoute } from '#http/routes';
import { listCartItems } from '#store/cart';
import { toCart, toCartItem, toSpotReservation } from '#mappers/cart';
import { type CartSide, addReservation, clearItems, extendTimeout, removeItem } from '#booking/cart';
import { cartSideOf } from '#booking/cart-side';
import type { TenantId } from '#domain/catalogue';

export interface CartRouteOptions {
  /** 'Cart' or 'admin/AdminCart'. */
  base: string;
  /** Prefix of the operation ids ('' or 'admin'). */
  operationPrefix: string;
  auth: RouteAuth;
  /** Staff: addreservation is also checked against the spot's park. */
  addReservationAuth: RouteAuth;
  /** Staff may override fee lines (recorded on the reservation); customers may not. */
  feeOverrides: boolean;
}

const op = (prefix: string, name: string) =>
  prefix ? prefix + name[0]!.toUpperCase() + name.slice(1) : name;

/** The cart as GET Cart shows it: live items only; Expired when every item it still lists ran out. */
async function currentCart(tenantId: TenantId, side: CartSide, now = new Date()) {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const all = await listCartItems(tenantId, side.owner);
  const items = all.filter((i) => isLive(i, nowSeconds));
  return {
    cart: toCart(side.owner, { lockedUntil: cartLockedUntil(items), items }, cartStatus(all, nowSeconds)),
  };
}

export function cartRouteSet(o: CartRouteOptions): Route[] {
  const who = o.operationPrefix ? "the staff user's" : "the customer's";
  return [
    defineRoute({
      method: 'GET',
      path: o.base,
      operationId: op(o.operationPrefix, 'getCart'),
      summary: `${who} cart: its live items, total and the earliest lock`,
      query: noQuery,
      auth: o.auth,
      response: cartResponseSchema,
      handler: async ({ tenantId, auth }) => currentCart(tenantId, await cartSideOf(tenantId, auth)),
    }),
    defineRoute({
      method: 'POST',
      path: `${o.base}/addreservation`,
      operationId: op(o.operationPrefix, 'addReservationToCart'),
      summary: 'Validate and price a held stay, and put it in the cart as a Pending reservation',
      body: newReservationRequestSchema,
      auth: o.addReservationAuth,
      response: addReservationResponseSchema,
      handler: async ({ tenantId, auth, body }) => {
        const overrides = o.feeOverrides
          ? body.feeOverrides.map(({ name, ...f }) => ({
              ...f,
              feeType: f.feeType as FeeType,
              ...(name ? { name } : {}),
            }))
          : [];
        const { reservation, item } = await addReservation(
          tenantId,
          await cartSideOf(tenantId, auth),
          body,
          overrides,
        );
        return { reservation: toSpotReservation(tenantId, reservation), cartItem: toCartItem(item) };
      },
    }),
    defineRoute({
      method: 'POST',
      path: `${o.base}/additem`,
      operationId: op(o.operationPrefix, 'addCartItem'),
      summary:
        'Refused: a spot enters the cart only through addreservation (validated and priced), never as a bare item',
      body: addItemRequestSchema,
      auth: o.auth,
      response: cartItemResponseSchema,
      handler: async () => {
        throw new RefusedError([CART_MESSAGE.addItemUnsupported]);
      },
    }),
    defineRoute({
      method: 'POST',
      path: `${o.base}/removeitem`,
      operationId: op(o.operationPrefix, 'removeCartItem'),
      summary:
        'Take an item out of the cart (its reservation is cancelled); with releaseItemLock=true the hold is released too',
      query: removeItemQuery,
      auth: o.auth,
      response: cartResponseSchema,
      handler: async ({ tenantId, auth, query }) => {
        const side = await cartSideOf(tenantId, auth);
        await removeItem(tenantId, side, query.id, query.releaseItemLock ?? false);
        return currentCart(tenantId, side);
      },
    }),
    defineRoute({
      method: 'POST',
      path: `${o.base}/clear`,
      operationId: op(o.operationPrefix, 'clearCart'),
      summary: 'Take every item out of the cart and release their holds',
      auth: o.auth,
      response: cartResponseSchema,
      handler: async ({ tenantId, auth }) => {
        const side = await cartSideOf(tenantId, auth);
        await clearItems(tenantId, side);
        return currentCart(tenantId, side);
      },
    }),
    defineRoute({
      method: 'POST',
      path: `${o.base}/extendtimeout`,
      operationId: op(o.operationPrefix, 'extendCartTimeout'),
      summary: 'Extend every live item of the cart to 15 minutes from now (once per item)',
      auth: o.auth,
      response: cartResponseSchema,
      handler: async ({ tenantId, auth }) => {
        const side = await cartSideOf(tenantId, auth);
        await extendTimeout(tenantId, side);
        return currentCart(tenantId, side);
      },
    }),
  ];
}
