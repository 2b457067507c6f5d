/**
 * Starts the real local runtime (`bin/local.ts`) on a free port with a throwaway data directory, waits
 * for its tenant lines and hands the URLs to the tests; stops it and removes the directory afterwards.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT } from '../../bin/local/config.ts';
import { stopChild } from '../../bin/local/child-process.ts';
import { findFreePort } from '../../bin/local/ports.ts';
import { parseTenantLines, sitesFromLines } from './support/sites.ts';

// A cold start loads both demo catalogues into DynamoDB Local: about a minute on a busy machine.
const START_TIMEOUT_MS = 240_000;

export default async function setup(project: TestProject) {
  const port = await findFreePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'campfire-e2e-'));
  const startedAt = Date.now();
  // Node with tsx as a loader (not the tsx CLI), so our SIGTERM reaches the runtime itself.
  const runtime = spawn(process.execPath, ['--import', 'tsx', 'bin/local.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  runtime.stdout.on('data', (d: Buffer) => (output += d.toString()));
  runtime.stderr.on('data', (d: Buffer) => (output += d.toString()));

  const cleanUp = async () => {
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
    await cleanUp();
    throw err;
  }

  const sites = sitesFromLines(parseTenantLines(output));
  console.log(`e2e: local runtime ready in ${((Date.now() - startedAt) / 1000).toFixed(1)}s on port ${port}`);
  project.provide('sites', sites);
  return cleanUp;
}
