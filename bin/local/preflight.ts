/**
 * Checks made before anything starts, each failing with one line that says what to do, so a person
 * running `npm start` never has to read a stack trace to find out that Java or a free port is missing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { LocalConfig } from './config.ts';
import { isPortFree } from './ports.ts';

/** A problem the person can fix; the runtime prints the message alone and exits 1. */
export class PreflightError extends Error {}

export function checkJava(): void {
  const result = spawnSync('java', ['-version'], { stdio: 'ignore' });
  if (result.error || result.status !== 0) {
    throw new PreflightError(
      'Java is not installed: DynamoDB Local needs Java 17 or newer (e.g. apt-get install -y openjdk-17-jre-headless), then run npm start again',
    );
  }
}

export function portTakenMessage(port: number): string {
  return `Port ${port} is taken: stop what uses it or run PORT=${port + 1} npm start`;
}

export async function checkPortFree(port: number): Promise<void> {
  if (!(await isPortFree(port))) {
    throw new PreflightError(portTakenMessage(port));
  }
}

export function checkWebBuilt(webDist: string): void {
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new PreflightError(
      'The web app is not built (web/dist/index.html is missing): run npm run build:web',
    );
  }
}

export async function preflight(config: LocalConfig): Promise<void> {
  checkJava();
  await checkPortFree(config.port);
  checkWebBuilt(config.webDist);
}
