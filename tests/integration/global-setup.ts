/**
 * Integration tier set-up, once per run: DynamoDB Local in memory on a free port, the table, and both
 * demo tenants' catalogues. Tests receive the endpoint and table name through vitest's provide/inject.
 */
import type { TestProject } from 'vitest/node';
import { type DynamoLocal, ensureTable, startDynamoLocal } from '../../bin/local/dynamodb.ts';
import { findFreePort } from '../../bin/local/ports.ts';
import { DEMO_TENANT_IDS, buildDemoCatalogue } from '#demo/index';
import { writeCatalogue } from '#store/catalogue-writer';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
    tableName: string;
  }
}

const TABLE = 'campfire-integration';

let dynamo: DynamoLocal | undefined;

export default async function setup(project: TestProject) {
  dynamo = await startDynamoLocal({ port: await findFreePort() });
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
