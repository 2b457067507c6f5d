/**
 * Integration tier set-up, once per run: DynamoDB Local in memory on a free port, the table, both
 * demo tenants' catalogues; cognito-local in a temporary directory with each tenant's pools, auth
 * config and demo identities. Tests receive the endpoints and table name through vitest's provide/inject.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CognitoLocal, startCognitoLocal } from '../../bin/local/cognito.ts';
import { ensureDemoIdentities } from '../../bin/local/identities.ts';
import { cognitoClient, ensureTenantPools, localAuthConfig } from '../../bin/local/user-pools.ts';
import { putAuthConfig } from '#store/auth-config';
import type { TestProject } from 'vitest/node';
import { type DynamoLocal, ensureTable, startDynamoLocal } from '../../bin/local/dynamodb.ts';
import { findFreePort } from '../../bin/local/ports.ts';
import { DEMO_TENANT_IDS, buildDemoCatalogue } from '#demo/index';
import { writeCatalogue } from '#store/catalogue-writer';
import { buildDemoFees } from '#demo/fees';
import { todayIn } from '#domain/dates';
import { writeFeeSchedule } from '#store/pricing';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
    tableName: string;
    cognitoEndpoint: string;
  }
}

const TABLE = 'campfire-integration';

let dynamo: DynamoLocal | undefined;
let cognito: CognitoLocal | undefined;
let cognitoDir: string | undefined;

/** Each tenant's pools, auth config and demo identities, as the local runtime creates them. */
async function setUpIdentities(endpoint: string) {
  const client = cognitoClient(endpoint);
  try {
    for (const tenantId of DEMO_TENANT_IDS) {
      const pools = await ensureTenantPools(client, tenantId);
      await putAuthConfig(tenantId, localAuthConfig(pools, `http://${tenantId}.localhost:3000`));
      await ensureDemoIdentities(client, tenantId, pools);
    }
  } finally {
    client.destroy();
  }
}

export default async function setup(project: TestProject) {
  cognitoDir = mkdtempSync(join(tmpdir(), 'campfire-cognito-'));
  [dynamo, cognito] = await Promise.all([
    startDynamoLocal({ port: await findFreePort() }),
    startCognitoLocal({
      port: await findFreePort(),
      dataDir: cognitoDir,
      logFile: join(cognitoDir, 'cognito.log'),
    }),
  ]);
  await ensureTable(dynamo.endpoint, TABLE);
  process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
  process.env.TABLE_NAME = TABLE;
  process.env.COGNITO_ENDPOINT = cognito.endpoint;
  await Promise.all(DEMO_TENANT_IDS.map((t) => writeCatalogue(buildDemoCatalogue(t))));
  // The demo fee schedules (pricing), laid out around today like the local runtime's.
  await Promise.all(
    DEMO_TENANT_IDS.map((t) =>
      writeFeeSchedule(t, buildDemoFees(buildDemoCatalogue(t), todayIn('UTC', new Date()))),
    ),
  );
  await setUpIdentities(cognito.endpoint);
  project.provide('dynamoEndpoint', dynamo.endpoint);
  project.provide('tableName', TABLE);
  project.provide('cognitoEndpoint', cognito.endpoint);
  return async () => {
    await Promise.all([dynamo?.stop(), cognito?.stop()]);
    if (cognitoDir) rmSync(cognitoDir, { recursive: true, force: true });
  };
}
