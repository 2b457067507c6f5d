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
  /** The runtime's own process (a bench reads its CPU time). */
  pid: number;
  dataDir: string;
  /** Everything the runtime printed up to its ready line (tenant lines, demo logins). */
  output: string;
  stop(): Promise<void>;
}

export async function startLocalRuntime(env: Record<string, string> = {}): Promise<LocalRuntime> {
  const port = await findFreePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'campfire-runtime-'));
  // Node with tsx as a loader (not the tsx CLI), so our SIGTERM reaches the runtime itself.
  // RUNTIME_NODE_ARGS: Node's own flags for the runtime (a bench's `--cpu-prof --cpu-prof-dir=...`).
  const runtime: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    [...(process.env.RUNTIME_NODE_ARGS?.split(' ').filter(Boolean) ?? []), '--import', 'tsx', 'bin/local.ts'],
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
  let ready = false;
  // Kept up to the ready line only: afterwards the streams are still read (a full pipe would stop the
  // runtime), but a bench's thousands of request log lines are not gathered and searched again and again.
  // RUNTIME_ERRORS_TO_STDERR: a bench's runtime's error output after its ready line goes on to ours.
  const echoErrors = Boolean(process.env.RUNTIME_ERRORS_TO_STDERR);
  runtime.stdout.on('data', (d: Buffer) => {
    if (!ready) output += d.toString();
  });
  runtime.stderr.on('data', (d: Buffer) => {
    if (!ready) output += d.toString();
    else if (echoErrors) process.stderr.write(d);
  });
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
        if (!ready && /^ready\b/m.test(output)) {
          ready = true;
          clearTimeout(timer);
          resolvePromise();
        }
      });
    });
  } catch (err) {
    await stop();
    throw err;
  }
  return { port, pid: runtime.pid ?? 0, dataDir, output, stop };
}
