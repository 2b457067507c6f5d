/**
 * Integration tier set-up, once per run: DynamoDB Local in memory on a free port, the table, and both
 * demo tenants' catalogues. Tests receive the endpoint and table name through vitest's provide/inject.
 */
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';
import { type DynamoLocal, ensureTable, startDynamoLocal } from '../../bin/local/dynamodb.ts';
import { DEMO_TENANT_IDS, buildDemoCatalogue } from '#demo/index';
import { writeCatalogue } from '#store/catalogue-writer';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
    tableName: string;
  }
}

const TABLE = 'campfire-integration';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

let dynamo: DynamoLocal | undefined;

export default async function setup(project: TestProject) {
  dynamo = await startDynamoLocal({ port: await freePort() });
  await ensureTable(dynamo.endpoint, TABLE);
  process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
  process.env.TABLE_NAME = TABLE;
  await Promise.all(DEMO_TENANT_IDS.map((t) => writeCatalogue(buildDemoCatalogue(t))));
  project.provide('dynamoEndpoint', dynamo.endpoint);
  project.provide('tableName', TABLE);
  return async () => {
    await dynamo?.stop();
  };
}
