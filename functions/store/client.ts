/**
 * The DynamoDB document client, configured from the environment and created once per process (a Lambda
 * container or the local runtime) so connections are reused across requests.
 *
 * - TABLE_NAME: the table (default 'campfire').
 * - DYNAMODB_ENDPOINT: set only on the local runtime and in tests (DynamoDB Local); fixed dummy
 *   credentials and region are used then, since DynamoDB Local accepts any.
 * - AWS_REGION: the region on AWS (set by Lambda).
 *
 * The client also notes this process's writes to the partitions that per-process caches read from
 * (parks, their spots and rules, the tenant's catalogue and business rules: `catalogueWrites()`; and
 * those with spot nights: `inventoryWrittenAt()`). A cache entry read before the last such write is not
 * served, so a change made in this process (the whole local runtime, or the same Lambda container) is
 * seen at once; changes made elsewhere are seen when the cache's own time bound runs out.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { TABLE_NAME_DEFAULT } from '#store/table-definition';

let documentClient: DynamoDBDocumentClient | undefined;
let clientEndpoint: string | undefined;

/**
 * Sockets to DynamoDB Local. The local runtime serves every request in one process, and the SDK's
 * default of 50 queued an opening morning's claims in the client rather than in the database. On AWS a
 * container serves one request at a time and keeps the SDK's default. DYNAMODB_LOCAL_MAX_SOCKETS sets
 * another number (the flash-crowd bench compares them).
 */
export const LOCAL_MAX_SOCKETS = 512;

function localMaxSockets(): number {
  const set = Number(process.env.DYNAMODB_LOCAL_MAX_SOCKETS);
  return Number.isInteger(set) && set > 0 ? set : LOCAL_MAX_SOCKETS;
}

/**
 * Every socket a crowd opened is kept open after it (Node keeps 256 idle by default and closes the rest,
 * so each crowd would connect them again, on both ends).
 */
export function localAgentOptions(maxSockets = localMaxSockets()) {
  return { keepAlive: true, maxSockets, maxFreeSockets: maxSockets };
}

export function tableName(): string {
  return process.env.TABLE_NAME || TABLE_NAME_DEFAULT;
}

export function dynamo(): DynamoDBDocumentClient {
  const endpoint = process.env.DYNAMODB_ENDPOINT || undefined;
  // Rebuilt only if the endpoint changes (tests point one process at a fresh DynamoDB Local).
  if (documentClient && clientEndpoint === endpoint) return documentClient;
  documentClient?.destroy();
  const base = endpoint
    ? new DynamoDBClient({
        endpoint,
        region: process.env.AWS_REGION || 'us-west-2',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        requestHandler: { httpAgent: localAgentOptions() },
      })
    : new DynamoDBClient({ region: process.env.AWS_REGION });
  // The SDK's logger middleware filters every command's input and output for sensitive fields and hands
  // them to a logger that discards them (none is configured): on a crowd of claims, a share of the
  // process's CPU for nothing. (The SDK's cacheMiddleware is not for this client: a document command's
  // cached chain would send the first command's input again.)
  base.middlewareStack.remove('loggerMiddleware');
  documentClient = DynamoDBDocumentClient.from(base, {
    marshallOptions: { removeUndefinedValues: true },
  });
  documentClient.middlewareStack.add(
    (next, context) => async (args) => {
      const write = WRITE_COMMAND.test(context.commandName ?? '');
      try {
        const out = await next(args);
        if (write) countWrite(args.input);
        return out;
      } catch (err) {
        // A write refused on its conditions changed nothing (an opening morning's refused claims would
        // otherwise empty the availability cache hundreds of times); any other failure may have written.
        if (write && !refusedOnConditions(err)) countWrite(args.input);
        throw err;
      }
    },
    { step: 'initialize', name: 'countCatalogueWrites' },
  );
  clientEndpoint = endpoint;
  return documentClient;
}

let writes = 0;
const inventoryWrites = new Map<string, number>();

/** How many writes this process has made to the partitions per-container caches read from. */
export function catalogueWrites(): number {
  return writes;
}

/**
 * When (epoch ms) this process last finished a write that may change the tenant's availability: its
 * nights, parks, spots, rules or catalogue (a write refused on its conditions does not count). 0: none.
 */
export function inventoryWrittenAt(tenantId: string): number {
  return inventoryWrites.get(tenantId) ?? 0;
}

/** Partition keys that per-container caches read: a park's own partition (exactly: not the park's
 * report aggregates, ledger or cancellation partitions under it, which the report stream writes on every
 * claim) and the tenant's park list, catalogue (products, attributes) and business rules. Claims'
 * nights, holds and counters are not. */
const CACHED_PARTITION = /^T#([^#]+)#(LOC#\d+$|LOCATIONS$|CATALOGUE$|BUSINESSRULES$)/;
/** Partition keys of spot nights (holds, reservations, blocks), which availability reads too. */
const NIGHT_PARTITION = /^T#([^#]+)#SPOTNIGHT#/;

const WRITE_COMMAND = /^(Put|Update|Delete|TransactWrite|BatchWrite)/;

/** A conditional write or a transaction the database refused as a whole: nothing of it was written. */
function refusedOnConditions(err: unknown): boolean {
  const name = (err as { name?: unknown } | undefined)?.name;
  return name === 'ConditionalCheckFailedException' || name === 'TransactionCanceledException';
}

function countWrite(input: unknown) {
  let facts = false;
  for (const pk of writtenPartitions(input)) {
    const cached = CACHED_PARTITION.exec(pk);
    const tenant = cached?.[1] ?? NIGHT_PARTITION.exec(pk)?.[1];
    if (cached) facts = true;
    if (tenant !== undefined) inventoryWrites.set(tenant, Date.now());
  }
  if (facts) writes += 1;
}

/** Whether a write command's input names a key in a cached partition (document or marshalled form). */
export function touchesCachedFacts(input: unknown): boolean {
  return writtenPartitions(input).some((pk) => CACHED_PARTITION.test(pk));
}

/** The partition keys a write command's input names (Item or Key, single, transaction or batch). */
function writtenPartitions(input: unknown): string[] {
  if (!input || typeof input !== 'object') return [];
  const command = input as { Item?: unknown; Key?: unknown; TransactItems?: unknown; RequestItems?: unknown };
  const entries: unknown[] = [command.Item, command.Key];
  const operations = (list: unknown) =>
    Array.isArray(list) ? (list as Record<string, { Item?: unknown; Key?: unknown } | undefined>[]) : [];
  for (const t of operations(command.TransactItems)) {
    for (const op of Object.values(t)) entries.push(op?.Item, op?.Key);
  }
  for (const requests of Object.values((command.RequestItems as Record<string, unknown>) ?? {})) {
    for (const r of operations(requests)) for (const op of Object.values(r)) entries.push(op?.Item, op?.Key);
  }
  return entries.map(pkOf).filter((pk) => pk !== '');
}

function pkOf(entry: unknown): string {
  const pk = (entry as { pk?: unknown } | undefined)?.pk;
  if (typeof pk === 'string') return pk;
  const marshalled = (pk as { S?: unknown } | undefined)?.S;
  return typeof marshalled === 'string' ? marshalled : '';
}
