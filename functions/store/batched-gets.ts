/**
 * Strongly consistent reads of single items by key that arrive within one turn of the event loop, from
 * any number of requests, go to the table together as one BatchGetItem of up to 100 keys. On an opening
 * morning the local runtime serves a thousand claims at once, and their sign-out marks, held holds and
 * customer pointers cost a few batches instead of a request each; a Lambda container serving one request
 * waits one turn and sends what that request asked for together.
 *
 * A key asked for twice in one turn is read once. Keys the table left unprocessed (a throttled batch) are
 * asked for again after a short pause. A batch the table refused is read again key by key, so that one
 * request's bad key (a lock code too long for a key) fails that read alone, not others' in the batch.
 */
import { BatchGetCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '#store/client';

export interface ItemKey {
  pk: string;
  sk: string;
}

type Item = Record<string, unknown>;

interface Pending {
  key: ItemKey;
  waiters: { resolve(item: Item | undefined): void; reject(err: unknown): void }[];
}

/** BatchGetItem's largest batch. */
const MAX_KEYS = 100;
/** Pause before unprocessed keys are asked for again (doubled each time, at most ~1.3 s in all). */
const UNPROCESSED_PAUSE_MS = 20;
const MAX_UNPROCESSED_ROUNDS = 6;

let queued = new Map<string, Pending>();
let scheduled = false;

const idOf = (key: ItemKey) => `${key.pk}\u0000${key.sk}`;

/** The item at `key`, read strongly (undefined when there is none). */
export function getItemBatched(key: ItemKey): Promise<Item | undefined> {
  return new Promise((resolve, reject) => {
    const id = idOf(key);
    const pending = queued.get(id) ?? { key: { pk: key.pk, sk: key.sk }, waiters: [] };
    pending.waiters.push({ resolve, reject });
    queued.set(id, pending);
    if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  });
}

function flush(): void {
  const batch = [...queued.values()];
  queued = new Map();
  scheduled = false;
  for (let i = 0; i < batch.length; i += MAX_KEYS) void readBatch(batch.slice(i, i + MAX_KEYS));
}

async function readBatch(batch: Pending[]): Promise<void> {
  const byId = new Map(batch.map((p) => [idOf(p.key), p]));
  try {
    let keys = batch.map((p) => p.key);
    for (let round = 0; keys.length > 0; round++) {
      if (round > 0) await pause(UNPROCESSED_PAUSE_MS * 2 ** (round - 1));
      const out = await dynamo().send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: keys, ConsistentRead: true } } }),
      );
      for (const item of out.Responses?.[tableName()] ?? []) {
        const id = idOf(item as unknown as ItemKey);
        for (const w of byId.get(id)?.waiters ?? []) w.resolve(item);
        byId.delete(id);
      }
      keys = (out.UnprocessedKeys?.[tableName()]?.Keys ?? []) as ItemKey[];
      if (keys.length > 0 && round + 1 >= MAX_UNPROCESSED_ROUNDS) {
        throw new Error(`${keys.length} keys were left unprocessed by ${MAX_UNPROCESSED_ROUNDS} batches`);
      }
    }
    // Every key the table did not answer has no item.
    for (const pending of byId.values()) for (const w of pending.waiters) w.resolve(undefined);
  } catch {
    await Promise.all([...byId.values()].map(readAlone));
  }
}

async function readAlone(pending: Pending): Promise<void> {
  try {
    const out = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: pending.key, ConsistentRead: true }),
    );
    for (const w of pending.waiters) w.resolve(out.Item);
  } catch (err) {
    for (const w of pending.waiters) w.reject(err);
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
