/**
 * The local runtime's settings: where the repository is, which port to serve on (PORT), on which
 * address (HOST, loopback unless opened deliberately) and where data lives (DATA_DIR). Everything else is derived from these so restarts find the same files.
 */
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TABLE_NAME_DEFAULT } from '../../functions/store/table-definition.ts';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const DEFAULT_PORT = 3000;

/** Loopback: the runtime holds accounts, mails and payments, and its demo logins are printed. */
export const DEFAULT_HOST = '127.0.0.1';

/** True for an address only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

export interface LocalConfig {
  port: number;
  host: string;
  dataDir: string;
  /** True when DATA_DIR came from the environment rather than the default. */
  dataDirFromEnv: boolean;
  webDist: string;
  /** DynamoDB Local keeps the table in memory (throwaway runs: e2e, benches); nothing persists. */
  dynamoInMemory: boolean;
  tableName: string;
  /** TENANT_DIRS: more tenant-file directories beside lib/tenants (a test's own agencies). */
  extraTenantDirs: string[];
  /**
   * CAMPFIRE_REPORT_AGGREGATES=off leaves the report aggregates' stream consumer out (a claim-path
   * bench: on AWS the consumer is a Lambda of its own, not work beside the API on the same two cores).
   */
  reportAggregates: boolean;
  paths: {
    dynamodb: string;
    cognito: string;
    logs: string;
    /** Brand images of tenants without demo data, staged as the web stack stages them on AWS. */
    branding: string;
  };
}

export class ConfigError extends Error {}

export function readConfig(env: NodeJS.ProcessEnv = process.env): LocalConfig {
  const port = parsePort(env.PORT);
  const dataDirFromEnv = Boolean(env.DATA_DIR && env.DATA_DIR.trim());
  const raw = dataDirFromEnv ? env.DATA_DIR!.trim() : '.data';
  const dataDir = isAbsolute(raw) ? raw : resolve(REPO_ROOT, raw);
  return {
    port,
    host: env.HOST?.trim() || DEFAULT_HOST,
    dataDir,
    dataDirFromEnv,
    // WEB_DIST: another build of the web app (e.g. two working copies' e2e runs side by side).
    dynamoInMemory: env.CAMPFIRE_DYNAMODB_IN_MEMORY === 'true',
    webDist: env.WEB_DIST?.trim() ? resolve(REPO_ROOT, env.WEB_DIST.trim()) : join(REPO_ROOT, 'web', 'dist'),
    tableName: env.TABLE_NAME?.trim() || TABLE_NAME_DEFAULT,
    extraTenantDirs: (env.TENANT_DIRS ?? '')
      .split(':')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => resolve(REPO_ROOT, d)),
    reportAggregates: env.CAMPFIRE_REPORT_AGGREGATES?.trim() !== 'off',
    paths: {
      dynamodb: join(dataDir, 'dynamodb'),
      cognito: join(dataDir, 'cognito'),
      logs: join(dataDir, 'logs'),
      branding: join(dataDir, 'branding'),
    },
  };
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number between 1 and 65535 (got '${raw}')`);
  }
  return port;
}

/** Printed when HOST opens the runtime beyond this machine. */
export function openHostWarning(host: string): string | undefined {
  if (isLoopbackHost(host)) return undefined;
  return `warning: HOST=${host} opens the local runtime to every machine that can reach this one: anyone there can use the demo logins, read the mailbox and take over accounts. Leave HOST unset to keep it on 127.0.0.1.`;
}
