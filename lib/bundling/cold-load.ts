/**
 * Loads a Lambda bundle as a cold start does: a fresh Node process imports it (reads, parses and runs
 * its top level) with what the Lambda environment sets that a module's top level may read; no handler
 * is called. A bundle in a directory without node_modules (cdk.out, a synth's temporary directory)
 * fails here, as on Lambda, when it imports a package it left out at load time.
 */
import { execFileSync } from 'node:child_process';

const LOAD_SCRIPT = `
const started = performance.now();
await import(process.argv[1]);
console.log(performance.now() - started);
`;

const LAMBDA_ENVIRONMENT = { AWS_REGION: 'us-west-2', CAMPFIRE_RUNTIME: 'aws', TABLE_NAME: 'campfire' };

/** How long importing the bundle took, in ms; throws (with Node's message) when it does not load. */
export function coldLoadMs(file: string): number {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', LOAD_SCRIPT, file], {
    env: { ...process.env, ...LAMBDA_ENVIRONMENT },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return Number(out.trim().split('\n').at(-1));
}
