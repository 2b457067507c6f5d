/**
 * DynamoDB Local's handle offers no exit notification, so the runtime notices its death by asking it
 * a cheap question now and then. Two failures in a row count as a crash.
 */
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { localDynamoClient } from './dynamodb.ts';

export function watchDynamoLocal(
  endpoint: string,
  intervalMs = 5_000,
): { exited: Promise<string>; stop(): void } {
  const client = localDynamoClient(endpoint);
  let timer: NodeJS.Timeout | undefined;
  let failures = 0;
  const exited = new Promise<string>((resolvePromise) => {
    const check = async () => {
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }), { abortSignal: AbortSignal.timeout(3_000) });
        failures = 0;
      } catch {
        failures += 1;
        if (failures >= 2) return resolvePromise(`no answer at ${endpoint}`);
      }
      timer = setTimeout(() => void check(), intervalMs);
      timer.unref();
    };
    timer = setTimeout(() => void check(), intervalMs);
    timer.unref();
  });
  return {
    exited,
    stop: () => {
      clearTimeout(timer);
      client.destroy();
    },
  };
}
