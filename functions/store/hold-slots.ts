/**
 * A customer's hold slots (README "Hold limits"): slot n of the account names the lock code of the hold
 * in it and is free when that hold is gone (released, bought, swept) or has expired. A claim takes a slot
 * in its own transaction (`slotEntries`), conditional on the slot still naming the hold that was read and
 * on that hold still being gone or expired, so of any number of concurrent claims by one account at most
 * the limit win, whatever any process remembers.
 *
 * Which slot to take comes from this process's memory of the account's slots when it has one younger
 * than SLOT_MEMORY_MS: the slots it read, and the holds its own claims put in them since. A claim that
 * finds no free slot there reads the table before it is refused, and a claim whose transaction failed
 * otherwise than on a night reads it again (the memory was wrong: another process took the slot). Claims
 * of this process on their way with a slot mark it taken, so that an account's concurrent claims take
 * different slots instead of failing on the same one; a claim that finds every free slot taken waits
 * for one of those to finish.
 */
import { holdIsLive } from '#domain/booking/hold';
import type { TenantId } from '#domain/catalogue';
import { getItemBatched } from '#store/batched-gets';
import { tableName } from '#store/client';
import type { TransactItem } from '#store/conditional';
import { keys } from '#store/keys';

/** A slot a claim may take: its number and the lock code it named when read (none: never used). */
export interface HoldSlot {
  slot: number;
  previousLockCode?: string;
}

/** How long a remembered account's slots are used before they are read again. */
const SLOT_MEMORY_MS = 60_000;
/** A slot marked taken by a claim that never said how it ended (it threw) is free again after this. */
const TAKING_MS = 10_000;
/** A claim waiting for a slot looks again at least this often. */
const WAIT_MS = 1_000;
/** Accounts remembered before the memory starts afresh. */
const MAX_ACCOUNTS = 20_000;

interface AccountSlots {
  /** When the slots were read from the table (0: to be read again). */
  readAt: number;
  /** What each used slot names: the hold's lock code and when it ends (0: the hold is gone). */
  slots: Map<number, { lockCode: string; expiresAt: number }>;
  /** Slots claims of this process are on their way with, and since when. */
  taking: Map<number, number>;
  waiters: (() => void)[];
  /** The read on its way, shared by the account's concurrent claims. */
  reading?: Promise<void>;
}

const accounts = new Map<string, AccountSlots>();

function accountOf(tenantId: TenantId, customerId: number): AccountSlots {
  const key = `${tenantId}#${customerId}`;
  let account = accounts.get(key);
  if (!account) {
    if (accounts.size >= MAX_ACCOUNTS) accounts.clear();
    account = { readAt: 0, slots: new Map(), taking: new Map(), waiters: [] };
    accounts.set(key, account);
  }
  return account;
}

/**
 * The account's first `limit` slots and their holds, read strongly, into the memory. The reads are
 * single items (store/batched-gets.ts), so an opening morning's accounts are read together. A slot
 * above the limit is never chosen; a limit raised since is read again on the transaction that failed
 * on such a slot.
 */
async function readSlots(
  tenantId: TenantId,
  customerId: number,
  limit: number,
  account: AccountSlots,
): Promise<void> {
  const startedAt = Date.now();
  const slotItems = await Promise.all(
    Array.from({ length: limit }, (_, slot) =>
      getItemBatched({ pk: keys.holdSlots(tenantId, customerId), sk: keys.holdSlotSk(slot) }),
    ),
  );
  const named = new Map<number, string>(
    slotItems.flatMap((item) => (item ? [[Number(item.slot), String(item.lockCode)] as const] : [])),
  );
  const slots = new Map<number, { lockCode: string; expiresAt: number }>();
  await Promise.all(
    [...named].map(async ([slot, lockCode]) => {
      // A gone hold frees its slot; expiresAt is the TTL attribute.
      const hold = await getItemBatched(keys.hold(tenantId, lockCode));
      slots.set(slot, { lockCode, expiresAt: hold ? Number(hold.expiresAt) : 0 });
    }),
  );
  account.slots = slots;
  account.readAt = startedAt;
}

function sharedRead(
  tenantId: TenantId,
  customerId: number,
  limit: number,
  account: AccountSlots,
): Promise<void> {
  account.reading ??= readSlots(tenantId, customerId, limit, account).finally(() => {
    account.reading = undefined;
  });
  return account.reading;
}

/** The slot `ownLockCode`'s hold is in, else a free slot no claim of this process is taking (at random). */
function choose(
  account: AccountSlots,
  limit: number,
  nowSeconds: number,
  ownLockCode: string | undefined,
): HoldSlot | undefined {
  const now = Date.now();
  for (const [slot, since] of account.taking) if (now - since >= TAKING_MS) account.taking.delete(slot);
  const asSlot = (slot: number): HoldSlot => ({ slot, previousLockCode: account.slots.get(slot)?.lockCode });
  if (ownLockCode) {
    for (const [slot, named] of account.slots) {
      if (slot < limit && named.lockCode === ownLockCode) return asSlot(slot);
    }
  }
  const free = Array.from({ length: limit }, (_, slot) => slot).filter((slot) => {
    const named = account.slots.get(slot);
    return !account.taking.has(slot) && (!named || !holdIsLive(named, nowSeconds));
  });
  const slot = free[Math.floor(Math.random() * free.length)];
  return slot === undefined ? undefined : asSlot(slot);
}

function waitForSlot(account: AccountSlots): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, WAIT_MS);
    account.waiters.push(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * The slot a claim of the account takes, marked taken until `settleHoldSlot`: the slot the replaced
 * hold `ownLockCode` is in, else a free one among the first `limit`. `fresh`: read the table first
 * (a claim whose transaction failed on its slot). Undefined when a read of the table finds every slot
 * holding a live hold.
 */
export async function takeHoldSlot(
  tenantId: TenantId,
  customerId: number,
  limit: number,
  nowSeconds: number,
  ownLockCode: string | undefined,
  fresh = false,
): Promise<HoldSlot | undefined> {
  const account = accountOf(tenantId, customerId);
  let read = false;
  for (;;) {
    const remembered = account.readAt > 0 && Date.now() - account.readAt < SLOT_MEMORY_MS;
    if ((fresh && !read) || !remembered) {
      await sharedRead(tenantId, customerId, limit, account);
      read = true;
    }
    const slot = choose(account, limit, nowSeconds, ownLockCode);
    if (slot) {
      account.taking.set(slot.slot, Date.now());
      return slot;
    }
    // Every free slot is on its way with another claim of this account: one of them may end refused.
    if (account.taking.size > 0) await waitForSlot(account);
    // Full by the memory: the table says for sure (a hold may have been released or bought elsewhere).
    else if (!read) account.readAt = 0;
    else return undefined;
  }
}

/**
 * How a claim that took `slot` ended: its hold written (now in the slot), refused on a condition that
 * was not the slot's (the slot is as it was), or refused otherwise or not known (the slot may not be
 * what this process remembers: read again next time). Wakes the account's claims waiting for a slot.
 */
export function settleHoldSlot(
  tenantId: TenantId,
  customerId: number,
  slot: HoldSlot,
  outcome: { written: { lockCode: string; expiresAt: number } } | 'asRead' | 'unsure',
): void {
  const account = accountOf(tenantId, customerId);
  account.taking.delete(slot.slot);
  if (outcome === 'unsure') account.readAt = 0;
  else if (outcome !== 'asRead') account.slots.set(slot.slot, outcome.written);
  const waiters = account.waiters.splice(0);
  for (const wake of waiters) wake();
}

/** The slot's entries of a claim's transaction: the slot names the new hold, the old one is checked gone. */
export function slotEntries(
  tenantId: TenantId,
  customerId: number,
  slot: HoldSlot,
  lockCode: string,
  nowSeconds: number,
  replacedLockCode: string | undefined,
): TransactItem[] {
  const key = { pk: keys.holdSlots(tenantId, customerId), sk: keys.holdSlotSk(slot.slot) };
  const previous = slot.previousLockCode;
  const put: TransactItem = {
    Put: {
      TableName: tableName(),
      Item: { ...key, entity: 'HoldSlot', slot: slot.slot, lockCode },
      ...(previous
        ? {
            ConditionExpression: 'lockCode = :previous',
            ExpressionAttributeValues: { ':previous': previous },
          }
        : { ConditionExpression: 'attribute_not_exists(pk)' }),
    },
  };
  // A replaced hold is deleted (conditionally) in the same transaction, so it needs no check here.
  if (!previous || previous === replacedLockCode) return [put];
  return [
    put,
    {
      ConditionCheck: {
        TableName: tableName(),
        Key: keys.hold(tenantId, previous),
        ConditionExpression: 'attribute_not_exists(pk) OR expiresAt <= :now',
        ExpressionAttributeValues: { ':now': nowSeconds },
      },
    },
  ];
}
