/**
 * The benches that call the store directly: DynamoDB Local in memory with the product's table, and the
 * environment the store reads (set before the store's modules are imported, as they read it on first use).
 */
import { ensureTable, startDynamoLocal } from '../../bin/local/dynamodb.ts';
import { findFreePort } from '../../bin/local/ports.ts';

export async function startBenchTable(table: string): Promise<{ stop(): Promise<void> }> {
  const dynamo = await startDynamoLocal({ port: await findFreePort() });
  await ensureTable(dynamo.endpoint, table);
  process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
  process.env.TABLE_NAME = table;
  process.env.POWERTOOLS_LOG_LEVEL = 'WARN';
  return dynamo;
}
