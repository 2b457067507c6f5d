/**
 * Starts the real local runtime (`bin/local.ts`) on a free port with a throwaway data directory and waits
 * for its ready line: the e2e tier and the benchmarks run against it as a person's browser would.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../../bin/local/config.ts';
import { stopChild } from '../../bin/local/child-process.ts';
import { findFreePort } from '../../bin/local/ports.ts';

// A cold start loads both demo catalogues and their availability data into DynamoDB Local: seconds on
// a quiet machine, minutes on a loaded one.
const START_TIMEOUT_MS = 480_000;

export interface LocalRuntime {
  port: number;
  dataDir: string;
  /** Everything the runtime printed up to its ready line (tenant lines, demo logins). */
  output: string;
  stop(): Promise<void>;
}

export async function startLocalRuntime(env: Record<string, string> = {}): Promise<LocalRuntime> {
  const port = await findFreePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'campfire-runtime-'));
  // Node with tsx as a loader (not the tsx CLI), so our SIGTERM reaches the runtime itself.
  const runtime: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    ['--import', 'tsx', 'bin/local.ts'],
    {
      cwd: REPO_ROOT,
      // In memory: a throwaway run loads the demo data many times faster than onto disk.
      env: {
        ...process.env,
        CAMPFIRE_DYNAMODB_IN_MEMORY: 'true',
        ...env,
        PORT: String(port),
        DATA_DIR: dataDir,
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let output = '';
  runtime.stdout.on('data', (d: Buffer) => (output += d.toString()));
  runtime.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const stop = async () => {
    await stopChild(runtime, 15_000);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await new Promise<void>((resolvePromise, reject) => {
      const timer = setTimeout(
        () =>
          reject(new Error(`the local runtime was not ready within ${START_TIMEOUT_MS / 1000}s:\n${output}`)),
        START_TIMEOUT_MS,
      );
      runtime.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the local runtime exited (code ${code}) before it was ready:\n${output}`));
      });
      runtime.stdout.on('data', () => {
        if (/^ready\b/m.test(output)) {
          clearTimeout(timer);
          resolvePromise();
        }
      });
    });
  } catch (err) {
    await stop();
    throw err;
  }
  return { port, dataDir, output, stop };
}
