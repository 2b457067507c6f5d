/**
 * Fixed-window call counters (README "Rate limits"): one item per tenant, counted subject and window.
 * A call is counted by an atomic ADD that returns the window's new total, which numbers the call: the
 * calls numbered up to the limit are allowed, later ones refused, so concurrent calls (in this process
 * or any other) never pass more than the limit. Calls past the limit are counted too; that changes no
 * answer, since the window is used up either way. The item expires (TTL) with its window.
 *
 * Calls of one subject and window that arrive within one turn of the event loop, or while this
 * process's count of it is on its way, share the next ADD (of their number): on an opening morning a
 * thousand claims from one address cost a handful of writes, not a thousand, and each still gets its own
 * number. A Lambda container serving one request at a time makes one ADD per call.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TenantId } from '#domain/catalogue';
import { type RateLimit, retryAfterSeconds, windowStartOf } from '#domain/limits';
import { dynamo, tableName } from '#store/client';
import { keys } from '#store/keys';

/** Allowed, or refused with the seconds until the window ends. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

function windowKey(tenantId: TenantId, subject: string, rate: RateLimit, nowSeconds: number) {
  const start = windowStartOf(nowSeconds, rate.windowSeconds);
  return { start, key: keys.rateWindow(tenantId, subject, rate.windowSeconds, start) };
}

/** The calls of one window waiting for the next ADD: each is answered with its number in the window. */
interface Batch {
  calls: { resolve(number: number): void; reject(err: unknown): void }[];
}

interface Counter {
  key: Record<string, string>;
  expiresAt: number;
  /** The ADD on its way, or about to go at the end of this turn (undefined: none). */
  inFlight?: Promise<void>;
  /** The calls the next ADD counts. */
  waiting?: Batch;
}

const counters = new Map<string, Counter>();

async function addCalls(counter: Counter, batch: Batch): Promise<void> {
  try {
    const out = await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: counter.key,
        UpdateExpression: 'ADD calls :n SET entity = :entity, expiresAt = :end',
        ExpressionAttributeValues: {
          ':n': batch.calls.length,
          ':entity': 'RateWindow',
          ':end': counter.expiresAt,
        },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    const total = Number(out.Attributes?.calls);
    const first = total - batch.calls.length + 1;
    batch.calls.forEach((call, i) => call.resolve(first + i));
  } catch (err) {
    for (const call of batch.calls) call.reject(err);
  }
}

/** Counts one call in the window and answers with its number there (1 for the window's first call). */
function countCall(key: Record<string, string>, expiresAt: number): Promise<number> {
  const id = `${key.pk}|${key.sk}`;
  const counter = counters.get(id) ?? { key, expiresAt };
  counters.set(id, counter);
  return new Promise<number>((resolve, reject) => {
    counter.waiting ??= { calls: [] };
    counter.waiting.calls.push({ resolve, reject });
    counter.inFlight ??= sendWaiting(id, counter, endOfTurn());
  });
}

const endOfTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * After `before`, one ADD of the calls waiting then, and so on while calls keep coming; the counter is
 * forgotten once none wait.
 */
async function sendWaiting(id: string, counter: Counter, before: Promise<void>): Promise<void> {
  await before;
  const batch = counter.waiting;
  counter.waiting = undefined;
  if (batch) await addCalls(counter, batch);
  if (counter.waiting) counter.inFlight = sendWaiting(id, counter, Promise.resolve());
  else {
    counter.inFlight = undefined;
    counters.delete(id);
  }
}

/**
 * Counts one call of `subject` (e.g. 'claim#client#203.0.113.9') against the limit; refused once the
 * window has had `limit` calls before it.
 */
export async function takeRate(
  tenantId: TenantId,
  subject: string,
  rate: RateLimit,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<RateDecision> {
  const { start, key } = windowKey(tenantId, subject, rate, nowSeconds);
  const number = await countCall(key, start + rate.windowSeconds);
  return number <= rate.limit
    ? { allowed: true }
    : { allowed: false, retryAfterSeconds: retryAfterSeconds(start, rate.windowSeconds, nowSeconds) };
}
