/**
 * Holds on spot nights (README "Spot-night inventory"): a claim is one TransactWriteItems that puts every
 * night of the stay, each conditional on the night being free or held by an expired hold (or by the
 * caller's own hold it replaces), plus the hold item with `expiresAt` (the table's TTL attribute). Of
 * any number of concurrent claims on an overlapping night exactly one transaction succeeds. A release
 * deletes only the nights that still carry its lock code, so a repeated release is harmless.
 *
 * Hold limits (README "Hold limits"): a customer's claim also takes one of the account's slots in the
 * same transaction (store/hold-slots.ts), so of any number of concurrent claims by one account at most
 * the limit win.
 */
import { DeleteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { getItemBatched } from '#store/batched-gets';
import type { HoldRecord } from '#domain/booking/hold';
import type { TenantId } from '#domain/catalogue';
import type { SpotNightRecord } from '#domain/inventory';
import { conditionally, transactConditionally, type TransactItem } from '#store/conditional';
import { dynamo, tableName } from '#store/client';
import { spotNightItem } from '#store/inventory-writer';
import { toSpotNight } from '#store/inventory';
import { keys, stripKeys } from '#store/keys';
import { type HoldSlot, settleHoldSlot, slotEntries } from '#store/hold-slots';

/** A spot's taken nights from `start` to `end` inclusive, read strongly from the spot's own partition. */
export async function listSpotNights(
  tenantId: TenantId,
  spotId: number,
  start: string,
  end: string,
): Promise<SpotNightRecord[]> {
  const { pk } = keys.spotNight(tenantId, spotId, start);
  const out = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :start AND :end',
      ExpressionAttributeValues: { ':pk': pk, ':start': start, ':end': end },
      ConsistentRead: true,
    }),
  );
  return (out.Items ?? []).map(toSpotNight);
}

export async function getHold(tenantId: TenantId, lockCode: string): Promise<HoldRecord | undefined> {
  const item = await getItemBatched(keys.hold(tenantId, lockCode));
  // expiresAt is the TTL attribute, which stripKeys drops with the keys.
  return item ? { ...stripKeys<HoldRecord>(item), expiresAt: Number(item.expiresAt) } : undefined;
}

/**
 * Writes the hold and its nights in one transaction; `replacing` (the same holder's live hold) is
 * released in the same step, its nights free for this claim. With `slot`, the customer's hold slot is
 * taken in the same transaction (see above). False when another claim holds a night or took the slot.
 */
export async function putHold(
  tenantId: TenantId,
  hold: HoldRecord,
  nowSeconds: number,
  replacing?: HoldRecord,
  slot?: HoldSlot,
): Promise<boolean> {
  return (await writeHold(tenantId, hold, nowSeconds, replacing, slot)).ok;
}

/**
 * Refused hold writes say whether a night of the stay was taken (its condition failed: held by a live
 * hold, reserved or blocked), which refuses the claim without reading the nights; otherwise the slot, an
 * edit's kept night or a concurrent transaction stopped it.
 */
export type HoldWrite = { ok: true } | { ok: false; nightTaken: boolean };

/** putHold, saying why a refused write was refused. */
export async function writeHold(
  tenantId: TenantId,
  hold: HoldRecord,
  nowSeconds: number,
  replacing?: HoldRecord,
  slot?: HoldSlot,
): Promise<HoldWrite> {
  const ownPrevious = replacing && replacing.spotId === hold.spotId ? replacing.lockCode : undefined;
  const nightPuts = hold.nights.map((night) => ({
    Put: {
      TableName: tableName(),
      Item: spotNightItem(tenantId, {
        spotId: hold.spotId,
        locationId: hold.locationId,
        night,
        status: 'held',
        lockCode: hold.lockCode,
        expiresAt: hold.expiresAt,
      }),
      ConditionExpression:
        'attribute_not_exists(pk) OR (#status = :held AND expiresAt <= :now)' +
        (ownPrevious ? ' OR lockCode = :previous' : ''),
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':held': 'held',
        ':now': nowSeconds,
        ...(ownPrevious ? { ':previous': ownPrevious } : {}),
      },
    },
  }));
  const kept = new Set(ownPrevious ? hold.nights : []);
  const releases = replacing
    ? [
        ...replacing.nights
          .filter((night) => !kept.has(night))
          .map((night) => ({
            Delete: {
              TableName: tableName(),
              Key: keys.spotNight(tenantId, replacing.spotId, night),
              ConditionExpression: 'lockCode = :previous',
              ExpressionAttributeValues: { ':previous': replacing.lockCode },
            },
          })),
        {
          Delete: {
            TableName: tableName(),
            Key: keys.hold(tenantId, replacing.lockCode),
            ConditionExpression: 'lockCode = :previous',
            ExpressionAttributeValues: { ':previous': replacing.lockCode },
          },
        },
      ]
    : [];
  // An edit's hold leaves the nights its reservation keeps reserved; they must still be the reservation's.
  const keptChecks = (hold.editOf?.keptNights ?? []).map((night) => ({
    ConditionCheck: {
      TableName: tableName(),
      Key: keys.spotNight(tenantId, hold.spotId, night),
      ConditionExpression: '#status = :reserved AND reservationId = :rid',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':reserved': 'reserved', ':rid': hold.editOf!.reservationId },
    },
  }));
  const slotItems =
    slot && hold.holder.kind === 'customer'
      ? slotEntries(tenantId, hold.holder.id, slot, hold.lockCode, nowSeconds, replacing?.lockCode)
      : [];
  const items = [
    ...nightPuts,
    ...keptChecks,
    ...releases,
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.hold(tenantId, hold.lockCode), entity: 'Hold', ...hold },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...slotItems,
  ];
  let outcome: Parameters<typeof settleHoldSlot>[3] = 'unsure';
  try {
    // A failed condition or a concurrent transaction: another claim took a night (or the slot).
    const result = await transactConditionally(items);
    // The night puts come first in the transaction, so their indexes are below their count; the slot's
    // entries come last. A night another transaction is writing this moment counts as taken, as one
    // whose condition failed: that transaction is another claim's (the raw database's answer too).
    const refusedItems = result.ok ? [] : [...result.failed, ...result.conflicted];
    const nightTaken = refusedItems.some((i) => i < nightPuts.length);
    const slotFailed = refusedItems.some((i) => i >= items.length - slotItems.length);
    // Refused on its own items but not the slot's: the slot is as it was read. A slot entry refused, or
    // a cancellation that names no item: the slot may have been taken.
    outcome = result.ok
      ? { written: { lockCode: hold.lockCode, expiresAt: hold.expiresAt } }
      : refusedItems.length > 0 && !slotFailed
        ? 'asRead'
        : 'unsure';
    return result.ok ? result : { ok: false, nightTaken };
  } finally {
    if (slot && hold.holder.kind === 'customer') settleHoldSlot(tenantId, hold.holder.id, slot, outcome);
  }
}

/**
 * Deletes the nights that still carry the lock code and then the hold item. Each delete is conditional
 * on the lock code, so a night another claim took after this hold expired is left alone.
 */
export async function deleteHold(tenantId: TenantId, hold: HoldRecord): Promise<void> {
  const conditional = async (Key: Record<string, string>) => {
    await conditionally(
      dynamo().send(
        new DeleteCommand({
          TableName: tableName(),
          Key,
          ConditionExpression: 'lockCode = :lock',
          ExpressionAttributeValues: { ':lock': hold.lockCode },
        }),
      ),
    );
  };
  await Promise.all(hold.nights.map((night) => conditional(keys.spotNight(tenantId, hold.spotId, night))));
  await conditional(keys.hold(tenantId, hold.lockCode));
}

/**
 * The TransactWriteItems entry that puts a live hold into a cart item: refused when the hold has
 * expired, is gone, or is already in a cart (so one lock code is in at most one cart item).
 */
export function holdIntoCart(
  tenantId: TenantId,
  lockCode: string,
  cartItemId: string,
  nowSeconds: number,
): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.hold(tenantId, lockCode),
      UpdateExpression: 'SET cartItemId = :item',
      ConditionExpression:
        'attribute_exists(pk) AND lockCode = :lock AND expiresAt > :now AND attribute_not_exists(cartItemId)',
      ExpressionAttributeValues: { ':item': cartItemId, ':lock': lockCode, ':now': nowSeconds },
    },
  };
}

/** Takes the hold out of its cart item (the hold stays live); harmless when it is gone or elsewhere. */
export async function holdOutOfCart(tenantId: TenantId, lockCode: string, cartItemId: string): Promise<void> {
  await conditionally(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.hold(tenantId, lockCode),
        UpdateExpression: 'REMOVE cartItemId',
        ConditionExpression: 'cartItemId = :item',
        ExpressionAttributeValues: { ':item': cartItemId },
      }),
    ),
  );
}

/**
 * Moves a live hold's end (and its nights', which carry it) to `expiresAt`, with `alsoWrite` in the same
 * transaction. Each entry is conditional on the lock code and on the hold not having expired at
 * `nowSeconds`, so an expired hold (whose nights another claim may take) is never revived. False when
 * a condition fails.
 */
export async function extendHold(
  tenantId: TenantId,
  hold: HoldRecord,
  expiresAt: number,
  nowSeconds: number,
  alsoWrite: TransactItem[] = [],
): Promise<boolean> {
  const values = { ':lock': hold.lockCode, ':now': nowSeconds, ':until': expiresAt };
  const nights: TransactItem[] = hold.nights.map((night) => ({
    Update: {
      TableName: tableName(),
      Key: keys.spotNight(tenantId, hold.spotId, night),
      UpdateExpression: 'SET expiresAt = :until',
      ConditionExpression: 'lockCode = :lock AND #status = :held AND expiresAt > :now',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ...values, ':held': 'held' },
    },
  }));
  return (
    await transactConditionally([
      {
        Update: {
          TableName: tableName(),
          Key: keys.hold(tenantId, hold.lockCode),
          UpdateExpression: 'SET expiresAt = :until',
          ConditionExpression: 'lockCode = :lock AND expiresAt > :now',
          ExpressionAttributeValues: values,
        },
      },
      ...nights,
      ...alsoWrite,
    ])
  ).ok;
}

/**
 * The sweeper's delete of an expired hold: the hold item (only while it has this lock code and has
 * expired: a hold extended meanwhile stays), then the nights it names that still carry the lock code,
 * are still held and have expired (a night converted or taken by another claim stays). Each delete is
 * conditional, so a repeated sweep is harmless; nights left by an interrupted sweep are expired holds,
 * free for any claim, and TTL removes them. Whether the hold was deleted.
 */
export async function deleteExpiredHold(
  tenantId: TenantId,
  lockCode: string,
  nowSeconds: number,
): Promise<boolean> {
  const values = { ':lock': lockCode, ':now': nowSeconds };
  const old = (
    await conditionally(
      dynamo().send(
        new DeleteCommand({
          TableName: tableName(),
          Key: keys.hold(tenantId, lockCode),
          ConditionExpression: 'lockCode = :lock AND expiresAt <= :now',
          ExpressionAttributeValues: values,
          ReturnValues: 'ALL_OLD',
        }),
      ),
    )
  )?.Attributes;
  if (!old) return false;
  const hold = stripKeys<HoldRecord>(old);
  await Promise.all(
    hold.nights.map(async (night) => {
      await conditionally(
        dynamo().send(
          new DeleteCommand({
            TableName: tableName(),
            Key: keys.spotNight(tenantId, hold.spotId, night),
            ConditionExpression: 'lockCode = :lock AND #status = :held AND expiresAt <= :now',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ...values, ':held': 'held' },
          }),
        ),
      );
    }),
  );
  return true;
}
