/**
 * The report aggregates' stream consumer on the local runtime: reads DynamoDB Local's stream of the table
 * (the same NEW_AND_OLD_IMAGES stream AWS gives the consumer Lambda, lib/platform/report-aggregates.ts)
 * and hands its records, in order, to the same `foldStreamRecords`. `drain()` reads every shard until
 * none has more: the local runtime registers it as what a report awaits before reading the aggregates,
 * and tests await it instead of sleeping. `start()` also drains on a timer, so the aggregates keep up
 * while nobody reads them. Imported after the environment points the store at DynamoDB Local.
 */
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  ExpiredIteratorException,
  GetRecordsCommand,
  GetShardIteratorCommand,
  ListStreamsCommand,
  type Shard,
  TrimmedDataAccessException,
} from '@aws-sdk/client-dynamodb-streams';
import {
  REBUILD_WINDOW,
  type TableStreamRecord,
  foldStreamRecords,
  rebuildReportAggregates,
} from '../../functions/workflows/report-aggregates.ts';
import {
  areReportAggregatesBuilt,
  setReportAggregatesCatchUp,
} from '../../functions/store/report-aggregates.ts';
import { type MonthTouch, monthTouchKey, rollUpMonths } from '../../functions/store/report-roll-ups.ts';
import { isDemoHistoryWanted } from '../../functions/demo/history-flag.ts';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { localDynamoClient } from './dynamodb.ts';
import type { TenantId } from '../../functions/domain/catalogue.ts';
import { addDays } from '../../functions/domain/availability/calendar.ts';

export const POLL_INTERVAL_MS = 1_000;

interface ShardState {
  iterator: string | undefined;
  /** The last record folded: where to pick up when the iterator has expired. */
  lastSequence: string | undefined;
  done: boolean;
}

export interface StreamPoller {
  /** Folds every record the stream holds now; runs one at a time (a second call waits for the first). */
  drain(): Promise<{ records: number; writes: number }>;
  /** Drains every `intervalMs` until stopped. */
  start(intervalMs?: number): { stop(): Promise<void> };
  close(): void;
}

export function createStreamPoller(options: { endpoint: string; tableName: string }): StreamPoller {
  const client = new DynamoDBStreamsClient({
    endpoint: options.endpoint,
    region: 'us-west-2',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  let streamArn: string | undefined;
  const shards = new Map<string, ShardState>();

  const findStream = async () => {
    if (streamArn) return streamArn;
    const out = await client.send(new ListStreamsCommand({ TableName: options.tableName }));
    streamArn = out.Streams?.[0]?.StreamArn;
    if (!streamArn) throw new Error(`the table ${options.tableName} has no stream`);
    return streamArn;
  };

  const listShards = async (arn: string): Promise<Shard[]> => {
    const all: Shard[] = [];
    let start: string | undefined;
    do {
      const out = await client.send(
        new DescribeStreamCommand({ StreamArn: arn, ExclusiveStartShardId: start }),
      );
      all.push(...(out.StreamDescription?.Shards ?? []));
      start = out.StreamDescription?.LastEvaluatedShardId;
    } while (start);
    return all;
  };

  const iteratorFor = async (arn: string, shardId: string, state: ShardState) => {
    const out = await client.send(
      new GetShardIteratorCommand({
        StreamArn: arn,
        ShardId: shardId,
        ...(state.lastSequence
          ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: state.lastSequence }
          : { ShardIteratorType: 'TRIM_HORIZON' }),
      }),
    );
    return out.ShardIterator;
  };

  /** Reads one shard to its present end; answers the records and writes folded. */
  const readShard = async (arn: string, shardId: string, state: ShardState) => {
    let records = 0;
    let writes = 0;
    for (;;) {
      state.iterator ??= await iteratorFor(arn, shardId, state);
      if (!state.iterator) {
        state.done = true;
        return { records, writes };
      }
      let out;
      try {
        out = await client.send(new GetRecordsCommand({ ShardIterator: state.iterator, Limit: 1000 }));
      } catch (err) {
        if (err instanceof ExpiredIteratorException || err instanceof TrimmedDataAccessException) {
          state.iterator = undefined;
          if (err instanceof TrimmedDataAccessException) state.lastSequence = undefined;
          continue;
        }
        throw err;
      }
      const batch = (out.Records ?? []) as TableStreamRecord[];
      if (batch.length) {
        const folded = await foldStreamRecords(batch, dueMonths);
        writes += folded.writes;
        if (folded.failedFrom) {
          // Picked up again from the failed record on the next drain.
          const failedAt = batch.findIndex((r) => r.dynamodb?.SequenceNumber === folded.failedFrom);
          state.lastSequence =
            failedAt > 0 ? batch[failedAt - 1]!.dynamodb?.SequenceNumber : state.lastSequence;
          state.iterator = undefined;
          throw new Error(`report aggregates: a record of shard ${shardId} could not be folded`);
        }
        records += batch.length;
        state.lastSequence = batch[batch.length - 1]!.dynamodb?.SequenceNumber ?? state.lastSequence;
      }
      state.iterator = out.NextShardIterator;
      if (!state.iterator) {
        state.done = true;
        return { records, writes };
      }
      if (!batch.length) return { records, writes };
    }
  };

  // The months whose days changed, rolled up once a pass has read every shard (a load of thousands of
  // changes touches the same months batch after batch); kept until rolled up.
  const dueMonths = new Map<string, MonthTouch>();
  const rollUpDue = async () => {
    const failed = await rollUpMonths([...dueMonths.values()]);
    dueMonths.clear();
    for (const t of failed) dueMonths.set(monthTouchKey(t), t);
    if (failed.length) throw new Error(`report aggregates: ${failed.length} month roll-ups failed`);
  };

  const drainOnce = async () => {
    const arn = await findStream();
    let records = 0;
    let writes = 0;
    // Parents before children: a child's records follow its parent's.
    const listed = await listShards(arn);
    const pending = listed.filter((s) => !shards.get(s.ShardId!)?.done);
    const ids = new Set(pending.map((s) => s.ShardId!));
    const ordered: Shard[] = [];
    const visit = (s: Shard) => {
      if (ordered.includes(s)) return;
      const parent = pending.find((p) => p.ShardId === s.ParentShardId);
      if (parent && ids.has(parent.ShardId!)) visit(parent);
      ordered.push(s);
    };
    pending.forEach(visit);
    for (const shard of ordered) {
      const id = shard.ShardId!;
      const state = shards.get(id) ?? { iterator: undefined, lastSequence: undefined, done: false };
      shards.set(id, state);
      const read = await readShard(arn, id, state);
      records += read.records;
      writes += read.writes;
    }
    await rollUpDue();
    return { records, writes };
  };

  let running: Promise<{ records: number; writes: number }> | undefined;
  const drain = async () => {
    // A drain asked for while one runs starts after it: records written meanwhile are read too.
    while (running) await running.catch(() => undefined);
    running = (async () => {
      const total = { records: 0, writes: 0 };
      // Until a pass finds nothing: folding writes aggregate items, whose own records follow.
      for (;;) {
        const pass = await drainOnce();
        total.records += pass.records;
        total.writes += pass.writes;
        if (pass.records === 0 || pass.writes === 0) return total;
      }
    })();
    try {
      return await running;
    } finally {
      running = undefined;
    }
  };

  return {
    drain,
    start(intervalMs = POLL_INTERVAL_MS) {
      let stopped = false;
      let current: Promise<unknown> | undefined;
      const timer = setInterval(() => {
        if (current || stopped) return;
        current = drain()
          .then((r) => {
            if (r.writes > 0) console.log(`report aggregates: ${r.records} changes, ${r.writes} day writes`);
          })
          .catch((err: unknown) => console.error(`report aggregates: ${(err as Error).message}`))
          .finally(() => {
            current = undefined;
          });
      }, intervalMs);
      timer.unref();
      return {
        async stop() {
          stopped = true;
          clearInterval(timer);
          await current;
        },
      };
    },
    close() {
      client.destroy();
    },
  };
}

/**
 * A poller of the table's stream registered as what the reports await before reading the aggregates (the
 * local runtime and the integration tests, where a report follows the sale it shows at once).
 */
export function registerLocalReportAggregates(options: {
  endpoint: string;
  tableName: string;
}): StreamPoller {
  const poller = createStreamPoller(options);
  setReportAggregatesCatchUp(async () => void (await poller.drain()));
  return poller;
}

/**
 * The local runtime's report aggregates: when the table's stream was enabled after the table was made (a
 * data directory made before the stream) or no longer holds its first changes (a table older than a
 * day), each tenant whose aggregates and month roll-ups were never built from its items
 * is built first (a table made with its stream carried every item to the poller: nothing to build), then the
 * stream poller runs on a timer and is registered for the reports; with `DEMO_HISTORY=1`, the demo year
 * of each demo tenant is loaded in the background (its changes fold into the aggregates as they are
 * written; a report asked for meanwhile waits for the fold). The poller starts only after the rebuild:
 * it reads the stream from its start, so a change made while the rebuild read is folded after it.
 */
export function startReportAggregates(
  options: { endpoint: string; tableName: string },
  demoTenants: readonly TenantId[],
  tenants: readonly TenantId[] = demoTenants,
): { stop(): Promise<void> } {
  const poller = createStreamPoller(options);
  const rebuilt = (async () => {
    if (!(await streamCarriedEverything(options))) await rebuildMissingAggregates(tenants);
  })().catch((err: unknown) => console.error(`report aggregates: rebuild: ${(err as Error).message}`));
  setReportAggregatesCatchUp(async () => {
    await rebuilt;
    await poller.drain();
  });
  const timer = rebuilt.then(() => poller.start());
  if (isDemoHistoryWanted(process.env))
    void (async () => {
      await rebuilt;
      const { loadDemoHistoryIfAbsent } = await import('../../functions/demo/load-history.ts');
      for (const tenantId of demoTenants) {
        console.log(`demo year of ${tenantId}: loading (a couple of minutes)`);
        const started = Date.now();
        const loaded = await loadDemoHistoryIfAbsent(tenantId);
        console.log(
          loaded.loaded
            ? `demo year of ${tenantId}: ${loaded.reservations} reservations in ${Math.round((Date.now() - started) / 1000)} s`
            : `demo year of ${tenantId}: already loaded`,
        );
      }
    })().catch((err: unknown) => console.error(`demo year: ${(err as Error).message}`));
  return {
    // The demo year is not waited for: an interrupted load is written again at the next start.
    async stop() {
      await (await timer).stop();
      setReportAggregatesCatchUp(undefined);
      poller.close();
    },
  };
}

export const STREAM_WITH_TABLE_MS = 1_000;

/** How long DynamoDB's streams keep a change (DynamoDB Local's too). */
const STREAM_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * Whether the table's stream has been on since the table was made (its label is the time it was enabled)
 * and still holds every change (the table is younger than the stream keeps them), so every item written
 * reaches the poller, which reads the stream from its start. An older table's aggregates are built from
 * its items once (then marked), as its stream's first changes are gone.
 */
async function streamCarriedEverything(options: { endpoint: string; tableName: string }): Promise<boolean> {
  const client = localDynamoClient(options.endpoint);
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: options.tableName }));
    const label = Table?.LatestStreamLabel;
    if (!label || !Table.CreationDateTime) return false;
    const enabledAt = Date.parse(/Z$/.test(label) ? label : `${label}Z`);
    // The same instant when made together (DynamoDB Local gives both to the millisecond).
    return (
      Math.abs(enabledAt - Table.CreationDateTime.getTime()) < STREAM_WITH_TABLE_MS &&
      Date.now() - Table.CreationDateTime.getTime() < STREAM_RETENTION_MS
    );
  } finally {
    client.destroy();
  }
}

/** Builds from the items the aggregates of each tenant not marked built, over the rebuild window. */
async function rebuildMissingAggregates(tenants: readonly TenantId[]): Promise<void> {
  for (const tenantId of tenants) {
    if (await areReportAggregatesBuilt(tenantId)) continue;
    const today = new Date().toISOString().slice(0, 10);
    const from = addDays(today, -REBUILD_WINDOW.daysBack);
    const to = addDays(today, REBUILD_WINDOW.daysAhead);
    const started = Date.now();
    const built = await rebuildReportAggregates(tenantId, from, to);
    console.log(
      `report aggregates of ${tenantId}: built from the items ${from}–${to} (${built.days} days, ${built.ledgerEntries} payments) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
}
