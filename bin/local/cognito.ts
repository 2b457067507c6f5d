/**
 * cognito-local as a child process. It keeps its pools and users in `.cognito/` under its working
 * directory, so it runs with cwd DATA_DIR/cognito; its chatty log goes to DATA_DIR/logs/cognito.log.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { childExit, stopChild, waitUntil } from './child-process.ts';

export interface CognitoLocal {
  /** Where this machine reaches it (the issuer of its tokens and the host of its JWKS). */
  endpoint: string;
  /** Resolves with a one-line reason if the process ends on its own. */
  exited: Promise<string>;
  stop(): Promise<void>;
}

const COGNITO_SERVER = join(dirname(fileURLToPath(import.meta.url)), 'cognito-server.ts');

export async function startCognitoLocal(opts: {
  port: number;
  dataDir: string;
  logFile: string;
  /** Where Cognito's mails go (default: DATA_DIR/outbox beside the cognito directory). */
  outboxDir?: string;
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
        // cognito-local keys users by e-mail unless told otherwise; the CDK pools key them by username.
        UserPoolDefaults: { UsernameAttributes: [] },
      },
      null,
      2,
    ),
  );

  const log = createWriteStream(opts.logFile, { flags: 'a' });
  // Our composition of cognito-local (cognito-server.ts): codes go to the mail outbox, not the console.
  // DATA_DIR/cognito -> DATA_DIR/outbox; any other directory (tests) keeps its outbox inside.
  const outboxDir =
    opts.outboxDir ??
    (basename(opts.dataDir) === 'cognito'
      ? join(dirname(opts.dataDir), 'outbox')
      : join(opts.dataDir, 'outbox'));
  // The handlers of this process (product mails) and test workers started after it write to the same
  // outbox. Set, not defaulted: a runtime started by a test run must not inherit another tier's outbox.
  process.env.MAIL_OUTBOX_DIR = outboxDir;
  const child = spawn(process.execPath, [COGNITO_SERVER], {
    cwd: opts.dataDir,
    env: {
      ...process.env,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      NO_COLOR: '1',
      FORCE_COLOR: '0',
      MAIL_OUTBOX_DIR: outboxDir,
    },
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
