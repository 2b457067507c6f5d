/** Helpers for the child processes the runtime owns (cognito-local; DynamoDB Local has its own). */
import type { ChildProcess } from 'node:child_process';

/** SIGTERM, then SIGKILL if it is still running after the grace period. */
export function stopChild(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}

/** Resolves with a one-line description when the child exits, whatever the reason. */
export function childExit(child: ChildProcess): Promise<string> {
  return new Promise((resolvePromise) => {
    child.once('exit', (code, signal) => {
      resolvePromise(signal ? `killed by ${signal}` : `exit code ${code ?? 'none'}`);
    });
  });
}

/** Polls until `probe` succeeds, failing early if `failed` settles first. */
export async function waitUntil(
  probe: () => Promise<boolean>,
  opts: { timeoutMs: number; what: string; failed?: Promise<never> },
): Promise<void> {
  const deadline = Date.now() + opts.timeoutMs;
  const attempt = async () => {
    for (;;) {
      if (await probe().catch(() => false)) return;
      if (Date.now() > deadline)
        throw new Error(`${opts.what} did not answer within ${opts.timeoutMs / 1000} seconds`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  await (opts.failed ? Promise.race([attempt(), opts.failed]) : attempt());
}
