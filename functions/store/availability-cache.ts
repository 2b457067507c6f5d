/**
 * A short shared cache of anonymous availability answers (README "Availability at scale"): the answer
 * to one request body for one park, kept for AVAILABILITY_CACHE_MS in one item (gzip-compressed JSON)
 * that every container reads, and in this process's memory. An answer is never served older than the
 * bound since the reads it was computed from began, so a committed reservation, a closure or a spot
 * edit shows within the bound everywhere; in the process that made the write (the whole local runtime,
 * or the same Lambda container) at once, since an answer computed before this process's last write to
 * the tenant's inventory or catalogue is not served (`inventoryWrittenAt` in store/client.ts).
 */
import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { TenantId } from '#domain/catalogue';
import { dynamo, inventoryWrittenAt, tableName } from '#store/client';

/** The longest an anonymous availability answer is served after its reads began. */
export const AVAILABILITY_CACHE_MS = 5_000;
/** Answers kept in memory before the memory starts afresh. */
const MAX_MEMORY_ENTRIES = 2_000;
/** Compressed bytes of an answer shared through the table, inside DynamoDB's 400 KB item limit. */
const MAX_SHARED_BYTES = 350_000;

interface Cached<T> {
  computedAt: number;
  value: T;
}

const memory = new Map<string, Cached<unknown>>();
/**
 * Answers being computed, by key, with when their reads began: requests for the same body that arrive
 * meanwhile wait for that answer instead of computing their own (after a claim in this process empties
 * the cache, a crowd of readers would otherwise each read and compute the whole park). A request
 * joins only an answer whose reads began after this process's last write to the tenant's inventory.
 */
const computing = new Map<string, { startedAt: number; value: Promise<unknown> }>();

/** The shared item of one park's answer to one request body. */
export const availabilityCacheKey = (tenantId: TenantId, locationId: number, request: unknown) => ({
  pk: `T#${tenantId}#AVAILABILITYCACHE#${String(locationId).padStart(10, '0')}`,
  sk: createHash('sha256').update(JSON.stringify(request)).digest('base64url'),
});

function fresh(tenantId: TenantId, computedAt: number, now: number): boolean {
  return now - computedAt < AVAILABILITY_CACHE_MS && computedAt > inventoryWrittenAt(tenantId);
}

/**
 * The cached answer to `request` for the park when it is fresh, else `compute`'s, stored for the next
 * caller. `request` is the parsed body: equal bodies share one answer.
 */
export async function cachedAvailability<T>(
  tenantId: TenantId,
  locationId: number,
  request: unknown,
  compute: () => Promise<T>,
): Promise<T> {
  const key = availabilityCacheKey(tenantId, locationId, request);
  const memoryKey = `${key.pk}#${key.sk}`;
  const now = Date.now();
  const remembered = memory.get(memoryKey);
  if (remembered && fresh(tenantId, remembered.computedAt, now)) return remembered.value as T;
  const underway = computing.get(memoryKey);
  if (underway && fresh(tenantId, underway.startedAt, now)) return underway.value as Promise<T>;

  const entry = { startedAt: now, value: readOrCompute(tenantId, key, memoryKey, compute) };
  computing.set(memoryKey, entry);
  try {
    return await entry.value;
  } finally {
    if (computing.get(memoryKey) === entry) computing.delete(memoryKey);
  }
}

async function readOrCompute<T>(
  tenantId: TenantId,
  key: { pk: string; sk: string },
  memoryKey: string,
  compute: () => Promise<T>,
): Promise<T> {
  const stored = await dynamo().send(new GetCommand({ TableName: tableName(), Key: key }));
  const storedAt = Number(stored.Item?.computedAt ?? 0);
  if (stored.Item && fresh(tenantId, storedAt, Date.now())) {
    const value = JSON.parse(gunzipSync(Buffer.from(stored.Item.data as Uint8Array)).toString('utf8')) as T;
    remember(memoryKey, { computedAt: storedAt, value });
    return value;
  }

  const computedAt = Date.now();
  const value = await compute();
  remember(memoryKey, { computedAt, value });
  // Shared once the answer is on its way: the caller does not wait for the compression and the write.
  // A write that never lands (a Lambda container frozen first, a failed put) only leaves the next
  // container to compute the answer itself; one that lands late is judged by its computedAt.
  setImmediate(() => void share(key, computedAt, value).catch(() => undefined));
  return value;
}

async function share(key: { pk: string; sk: string }, computedAt: number, value: unknown): Promise<void> {
  const data = gzipSync(JSON.stringify(value));
  // An answer too large for one item (every spot of a large park over a long window) is not shared.
  if (data.length > MAX_SHARED_BYTES) return;
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...key,
        entity: 'AvailabilityAnswer',
        computedAt,
        data,
        // TTL removes answers long past their use.
        expiresAt: Math.floor(computedAt / 1000) + 3600,
      },
    }),
  );
}

function remember(key: string, entry: Cached<unknown>) {
  if (memory.size >= MAX_MEMORY_ENTRIES) memory.clear();
  memory.set(key, entry);
}
