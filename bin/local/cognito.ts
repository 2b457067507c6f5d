/**
 * cognito-local as a child process. It keeps its pools and users in `.cognito/` under its working
 * directory, so it runs with cwd DATA_DIR/cognito; its chatty log goes to DATA_DIR/logs/cognito.log.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { childExit, stopChild, waitUntil } from './child-process.ts';

export interface CognitoLocal {
  /** Where this machine reaches it (the issuer of its tokens and the host of its JWKS). */
  endpoint: string;
  /** Resolves with a one-line reason if the process ends on its own. */
  exited: Promise<string>;
  stop(): Promise<void>;
}

const require = createRequire(import.meta.url);

export async function startCognitoLocal(opts: {
  port: number;
  dataDir: string;
  logFile: string;
}): Promise<CognitoLocal> {
  const endpoint = `http://127.0.0.1:${opts.port}`;
  const stateDir = join(opts.dataDir, '.cognito');
  mkdirSync(stateDir, { recursive: true });
  // Rewritten on every start: the internal port may differ from the last run's.
  writeFileSync(
    join(stateDir, 'config.json'),
    JSON.stringify(
      {
        ServerConfig: { hostname: '127.0.0.1', port: opts.port },
        TokenConfig: { IssuerDomain: endpoint },
        UserPoolDefaults: { UsernameAttributes: ['email'] },
      },
      null,
      2,
    ),
  );

  const log = createWriteStream(opts.logFile, { flags: 'a' });
  const child = spawn(process.execPath, [require.resolve('cognito-local/lib/bin/start.js')], {
    cwd: opts.dataDir,
    env: { ...process.env, PORT: String(opts.port), HOST: '127.0.0.1', NO_COLOR: '1', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const exited = childExit(child);

  const failed = exited.then((reason) => {
    throw new Error(`cognito-local stopped at start-up (${reason}): see ${opts.logFile}`);
  });
  failed.catch(() => undefined);
  try {
    await waitUntil(async () => (await fetch(`${endpoint}/health`)).ok, {
      timeoutMs: 30_000,
      what: 'cognito-local',
      failed,
    });
  } catch (err) {
    await stopChild(child);
    throw err;
  }

  return {
    endpoint,
    exited,
    stop: async () => {
      await stopChild(child);
      log.end();
    },
  };
}
