/**
 * Keeps DynamoDB Local running under the runtime. When its process ends, or it stops answering (two
 * probes in a row), it is stopped and started again on the same port and the same data, and `restored`
 * runs (the table, for an in-memory run). The HTTP server keeps serving meanwhile: the API answers 503
 * with Retry-After until DynamoDB Local is back (functions/http/error-mapper.ts).
 */
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { type DynamoLocal, localDynamoClient, startDynamoLocal } from './dynamodb.ts';

export interface KeptDynamoLocal {
  endpoint: string;
  /** The current process, replaced on each restart. */
  current(): DynamoLocal;
  stop(): Promise<void>;
}

export interface KeepOptions {
  port: number;
  /** Undefined: in memory (then a restart starts empty). */
  dataDir?: string;
  /** Runs after each restart, before the runtime counts DynamoDB Local as back. */
  restored?: (endpoint: string) => Promise<void>;
  probeIntervalMs?: number;
  log?: (line: string) => void;
}

const RETRY_DELAYS_MS = [500, 1_000, 2_000, 5_000, 10_000];

/** Resolves with a reason when `dynamo` exits or fails two probes in a row; never if `stopped` first. */
function deathOf(dynamo: DynamoLocal, intervalMs: number, stopped: AbortSignal): Promise<string> {
  const client = localDynamoClient(dynamo.endpoint);
  return new Promise<string>((resolvePromise) => {
    let failures = 0;
    let timer: NodeJS.Timeout | undefined;
    const done = (reason: string) => {
      clearTimeout(timer);
      client.destroy();
      resolvePromise(reason);
    };
    void dynamo.exited.then((reason) => done(`its process ended: ${reason}`));
    stopped.addEventListener('abort', () => done('stopped'));
    const probe = async () => {
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }), { abortSignal: AbortSignal.timeout(3_000) });
        failures = 0;
      } catch {
        failures += 1;
        if (failures >= 2) return done(`no answer at ${dynamo.endpoint}`);
      }
      if (stopped.aborted) return;
      timer = setTimeout(() => void probe(), intervalMs);
      timer.unref();
    };
    timer = setTimeout(() => void probe(), intervalMs);
    timer.unref();
  });
}

export async function keepDynamoLocal(opts: KeepOptions): Promise<KeptDynamoLocal> {
  const log = opts.log ?? ((line: string) => console.error(line));
  const stopping = new AbortController();
  const start = () => startDynamoLocal({ port: opts.port, dataDir: opts.dataDir });
  let current = await start();

  const restart = async (reason: string) => {
    log(`DynamoDB Local stopped (${reason}): restarting it on the same data`);
    const since = Date.now();
    await current.stop();
    for (let attempt = 0; !stopping.signal.aborted; attempt++) {
      let next: DynamoLocal | undefined;
      try {
        next = await start();
        await opts.restored?.(next.endpoint);
        if (stopping.signal.aborted) return void (await next.stop());
        current = next;
        log(`DynamoDB Local is back after ${((Date.now() - since) / 1000).toFixed(1)}s`);
        return;
      } catch (err) {
        await next?.stop();
        const wait = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)]!;
        log(
          `DynamoDB Local did not start again (${err instanceof Error ? err.message : String(err)}): retrying`,
        );
        await new Promise((r) => setTimeout(r, wait));
      }
    }
  };

  const watch = async () => {
    while (!stopping.signal.aborted) {
      const reason = await deathOf(current, opts.probeIntervalMs ?? 5_000, stopping.signal);
      if (stopping.signal.aborted) return;
      await restart(reason);
    }
  };
  const watching = watch();

  return {
    endpoint: current.endpoint,
    current: () => current,
    stop: async () => {
      stopping.abort();
      await current.stop();
      await watching.catch(() => undefined);
    },
  };
}
