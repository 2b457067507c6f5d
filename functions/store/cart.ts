/**
 * Carts (README "Carts"): one partition per owner (a customer, or a staff user for the staff cart),
 * one item per cart item. Each cart item names one live hold (the hold item records the cart item, so a
 * lock code is in at most one cart), and carries gsi2 keys ordering it by the time its hold runs out,
 * which the expired-hold sweeper reads.
 */
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import type { BookingParty } from '#domain/booking/party';
import type { TenantId } from '#domain/catalogue';
import { cartLockedUntil, isLive } from '#domain/cart';
import type { MethodPricesCents } from '#domain/pricing/totals';
import { conditionally, transactConditionally, type TransactItem } from '#store/conditional';
import { dynamo, tableName } from '#store/client';
import { extendHold, holdIntoCart, holdOutOfCart } from '#store/holds';
import { type HoldRecord } from '#domain/booking/hold';
import { CART_EXPIRY_SHARDS, cartExpiryShard, keys, stripKeys } from '#store/keys';
import { queryItems, queryShardsBelow } from '#store/query';
import { pendingReservationPut, reservationStatusUpdate } from '#store/reservations';
import { type ReservationRecord } from '#domain/booking/reservation';

export interface CartItemRecord {
  /** A UUID. */
  id: string;
  reservationId: number;
  spotId: number;
  locationId: number;
  lockCode: string;
  description: string;
  imageUrl: string | null;
  /** What the reservation costs paid by each method; the order charges the chosen method's. */
  pricesCents: MethodPricesCents;
  quantity: 1;
  reservationStartDate: string;
  reservationEndDate: string;
  /** Epoch seconds, = the hold's expiresAt. */
  lockedUntil: number;
  numberOfTimesTimeoutExtended: number;
  createdAt: string;
}

function cartItemKey(tenantId: TenantId, owner: BookingParty, itemId: string) {
  return { pk: keys.cartPk(tenantId, owner), sk: keys.cartItemSk(itemId) };
}

function expiryKeys(tenantId: TenantId, itemId: string, lockedUntil: number) {
  return {
    gsi2pk: keys.cartExpiry(tenantId, cartExpiryShard(itemId)),
    gsi2sk: keys.cartExpirySk(lockedUntil, itemId),
  };
}

/** A stored cart item and whose cart it is in (the sweeper reads both from gsi2). */
export interface OwnedCartItem {
  owner: BookingParty;
  item: CartItemRecord;
}

function fromItem(raw: Record<string, unknown>): OwnedCartItem {
  const { owner, ...item } = stripKeys<Record<string, unknown>>(raw);
  return { owner: owner as BookingParty, item: item as unknown as CartItemRecord };
}

/** Every item of the owner's cart, live or not, oldest first. */
export async function listCartItems(tenantId: TenantId, owner: BookingParty): Promise<CartItemRecord[]> {
  const raw = await queryItems({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :item)',
    ExpressionAttributeValues: { ':pk': keys.cartPk(tenantId, owner), ':item': 'ITEM#' },
    ConsistentRead: true,
  });
  return raw.map((r) => fromItem(r).item).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/**
 * The owner's cart: its live items (an item whose hold ran out is gone from the cart even before the
 * sweeper deletes it) and the earliest of their locks.
 */
export async function getCart(
  tenantId: TenantId,
  owner: BookingParty,
  now = new Date(),
): Promise<{ lockedUntil: number | null; items: CartItemRecord[] }> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const items = (await listCartItems(tenantId, owner)).filter((i) => isLive(i, nowSeconds));
  return { lockedUntil: cartLockedUntil(items), items };
}

/**
 * Adds the item (and, when given, its new Pending reservation) in one transaction with the mark on its
 * hold. False when the hold is gone, has expired or is already in a cart.
 */
export async function addCartItem(
  tenantId: TenantId,
  owner: BookingParty,
  item: CartItemRecord,
  reservation?: ReservationRecord,
  now = new Date(),
): Promise<boolean> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  return (
    await transactConditionally([
      holdIntoCart(tenantId, item.lockCode, item.id, nowSeconds),
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...cartItemKey(tenantId, owner, item.id),
            ...expiryKeys(tenantId, item.id, item.lockedUntil),
            entity: 'CartItem',
            owner,
            ...item,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      ...(reservation ? [pendingReservationPut(tenantId, reservation)] : []),
    ])
  ).ok;
}

/** Deletes the cart item and takes its hold out of the cart. The removed item, or undefined when it was not there. */
export async function removeCartItem(
  tenantId: TenantId,
  owner: BookingParty,
  itemId: string,
): Promise<CartItemRecord | undefined> {
  const out = await dynamo().send(
    new DeleteCommand({
      TableName: tableName(),
      Key: cartItemKey(tenantId, owner, itemId),
      ReturnValues: 'ALL_OLD',
    }),
  );
  if (!out.Attributes) return undefined;
  const { item } = fromItem(out.Attributes);
  await holdOutOfCart(tenantId, item.lockCode, item.id);
  return item;
}

/** Removes every item of the cart; the removed items. */
export async function clearCart(tenantId: TenantId, owner: BookingParty): Promise<CartItemRecord[]> {
  const items = await listCartItems(tenantId, owner);
  const removed = await Promise.all(items.map((i) => removeCartItem(tenantId, owner, i.id)));
  return removed.filter((i): i is CartItemRecord => i !== undefined);
}

/**
 * Moves the item's lock and its hold's end (nights included) to `lockedUntil` in one transaction,
 * counting the extension; conditional on the hold being live with the item's lock code and on the item
 * still having `extendedTimes` extensions (two racing extensions cannot both count). False otherwise.
 */
export function extendCartTimeout(
  tenantId: TenantId,
  owner: BookingParty,
  item: CartItemRecord,
  hold: HoldRecord,
  lockedUntil: number,
  now = new Date(),
): Promise<boolean> {
  return moveItemLock(tenantId, owner, item, hold, lockedUntil, now, item.numberOfTimesTimeoutExtended);
}

/**
 * Checkout's payment window (PAYMENT_WINDOW_SECONDS): the same move of the item's lock and its hold,
 * not counted as the person's extension. False when the hold is no longer live.
 */
export function holdCartItemForPayment(
  tenantId: TenantId,
  owner: BookingParty,
  item: Pick<CartItemRecord, 'id' | 'lockCode'>,
  hold: HoldRecord,
  lockedUntil: number,
  now = new Date(),
): Promise<boolean> {
  return moveItemLock(tenantId, owner, item, hold, lockedUntil, now);
}

/** The item's lock and expiry index move to `lockedUntil` with its hold; `countFrom` counts an extension. */
function moveItemLock(
  tenantId: TenantId,
  owner: BookingParty,
  item: Pick<CartItemRecord, 'id' | 'lockCode'>,
  hold: HoldRecord,
  lockedUntil: number,
  now: Date,
  countFrom?: number,
): Promise<boolean> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const counted = countFrom !== undefined;
  const update: TransactItem = {
    Update: {
      TableName: tableName(),
      Key: cartItemKey(tenantId, owner, item.id),
      UpdateExpression: counted
        ? 'SET lockedUntil = :until, gsi2sk = :sk, numberOfTimesTimeoutExtended = numberOfTimesTimeoutExtended + :one'
        : 'SET lockedUntil = :until, gsi2sk = :sk',
      ConditionExpression: counted
        ? 'lockCode = :lock AND numberOfTimesTimeoutExtended = :times AND lockedUntil > :now'
        : 'lockCode = :lock AND lockedUntil > :now',
      ExpressionAttributeValues: {
        ':until': lockedUntil,
        ':sk': expiryKeys(tenantId, item.id, lockedUntil).gsi2sk,
        ':lock': item.lockCode,
        ':now': nowSeconds,
        ...(counted ? { ':one': 1, ':times': countFrom } : {}),
      },
    },
  };
  return extendHold(tenantId, hold, lockedUntil, nowSeconds, [update]);
}

/**
 * A page of the tenant's cart items whose lock has passed `nowSeconds`, from every shard of the expiry
 * index (eventually consistent: the sweeper's deletes are conditional), at most `limit` per shard.
 */
export async function listExpiredCartItems(
  tenantId: TenantId,
  nowSeconds: number,
  limit: number,
): Promise<OwnedCartItem[]> {
  const shards = Array.from({ length: CART_EXPIRY_SHARDS }, (_, shard) => keys.cartExpiry(tenantId, shard));
  // Every lock that ended at or before now sorts below now + 1.
  const items = await queryShardsBelow(shards, keys.cartExpirySk(nowSeconds + 1, ''), limit, 'gsi2');
  return items.map(fromItem);
}

/**
 * The sweeper's removal of an expired item: deletes it (only while its lock has passed `nowSeconds`: an
 * item extended meanwhile stays) and moves its reservation Pending → Expired in one transaction, so
 * neither happens without the other. When the reservation is no longer Pending (a checkout converted it,
 * or an earlier sweep expired it) the item alone is deleted. Returns what happened.
 */
export async function expireCartItem(
  tenantId: TenantId,
  owner: BookingParty,
  item: CartItemRecord,
  nowSeconds: number,
): Promise<'expired' | 'removed' | 'kept'> {
  const del = {
    TableName: tableName(),
    Key: cartItemKey(tenantId, owner, item.id),
    ConditionExpression: 'lockedUntil <= :now',
    ExpressionAttributeValues: { ':now': nowSeconds },
  };
  if (
    (
      await transactConditionally([
        { Delete: del },
        {
          Update: reservationStatusUpdate(
            tenantId,
            item.reservationId,
            ['Pending'],
            'Expired',
            new Date(nowSeconds * 1000).toISOString(),
          ),
        },
      ])
    ).ok
  )
    return 'expired';
  return (await conditionally(dynamo().send(new DeleteCommand(del)))) ? 'removed' : 'kept';
}
