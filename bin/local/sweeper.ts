/**
 * The expired-hold sweeper on the local runtime: the same `sweepExpiredHolds` the AWS schedule invokes
 * every minute (lib/platform/sweeper.ts), here on a timer. Runs never overlap; a failed run is logged
 * and the next one tries again. Imported after the environment points the store at DynamoDB Local.
 */
import { runSummary, sweepExpiredHolds } from '../../functions/workflows/hold-sweeper.ts';
import type { TenantId } from '#domain/catalogue';

export const SWEEP_INTERVAL_MS = 60_000;

export function startHoldSweeper(tenantIds: readonly TenantId[], intervalMs = SWEEP_INTERVAL_MS) {
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = sweepExpiredHolds(tenantIds)
      .then((runs) => {
        const busy = runSummary(runs);
        if (busy.length > 0) console.log(`hold sweeper: ${JSON.stringify(busy)}`);
      })
      .catch((err: unknown) => console.error(`hold sweeper: ${(err as Error).message}`))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
