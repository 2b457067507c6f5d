/**
 * The local runtime (`npm start`): DynamoDB Local and cognito-local as child processes, the table, each
 * tenant's user pools, auth config and demo data, then one HTTP server on PORT for the API, the
 * cognito-local proxy and the built web app. Ctrl-C stops everything.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { TENANTS_DIR, loadTenantConfigs, tenantDirectory, type TenantConfig } from '../lib/tenant-config.ts';
import { stageBranding } from '../lib/tenant/branding.ts';
import { startCognitoLocal } from './local/cognito.ts';
import { ConfigError, openHostWarning, readConfig, type LocalConfig } from './local/config.ts';
import { ensureTable } from './local/dynamodb.ts';
import { keepDynamoLocal } from './local/liveness.ts';
import { findFreePort } from './local/ports.ts';
import { PreflightError, portTakenMessage, preflight } from './local/preflight.ts';
import { closeServer, createLocalServer, listen } from './local/server.ts';
import { Supervisor } from './local/supervisor.ts';
import {
  SANDBOX_DEFAULT_SECRET,
  SANDBOX_PAYMENTS_PREFIX,
  createSandboxPayments,
  fileSessionStore,
  memorySessionStore,
} from './local/sandbox-payments.ts';
import { siteUrlOf, tenantLine, tenantSiteUrl, tenantUrls } from './local/tenant-urls.ts';
import { cognitoClient, ensureTenantPools, localAuthConfig } from './local/user-pools.ts';
import { isDemoTenantId as isDemoTenant } from '../functions/demo/index.ts';
import { toTenantId } from '../functions/domain/tenant-id.ts';

const startedAt = performance.now();

/** Start-up phases and their durations, printed with the ready line to show where the time goes. */
const phases: string[] = [];
let phaseStart = startedAt;
function endPhase(name: string): void {
  const now = performance.now();
  phases.push(`${name} ${((now - phaseStart) / 1000).toFixed(1)}s`);
  phaseStart = now;
}

/** The handlers read these on first use; every AWS call of this process goes to a local stand-in. */
function pointHandlersAtLocalServices(config: LocalConfig, dynamoEndpoint: string, cognitoEndpoint: string) {
  process.env.TABLE_NAME = config.tableName;
  process.env.DYNAMODB_ENDPOINT = dynamoEndpoint;
  process.env.COGNITO_ENDPOINT = cognitoEndpoint;
  process.env.CAMPFIRE_RUNTIME = 'local';
  process.env.AWS_REGION = 'us-west-2';
  process.env.AWS_ACCESS_KEY_ID = 'local';
  process.env.AWS_SECRET_ACCESS_KEY = 'local';
  delete process.env.AWS_SESSION_TOKEN;
  delete process.env.AWS_PROFILE;
}

/**
 * The hosted payment page is the sandbox on this server unless PAYMENT_PROVIDER_URL names another
 * provider. Sessions persist beside the data (in memory when the table is: throwaway runs).
 */
function configureSandboxPayments(config: LocalConfig) {
  process.env.PAYMENT_PROVIDER_URL ||= `http://localhost:${config.port}${SANDBOX_PAYMENTS_PREFIX}`;
  process.env.PAYMENT_PROVIDER_SECRET ||= SANDBOX_DEFAULT_SECRET;
  return createSandboxPayments({
    secret: process.env.PAYMENT_PROVIDER_SECRET,
    store: config.dynamoInMemory
      ? memorySessionStore()
      : fileSessionStore(join(config.dataDir, 'sandbox-payments', 'sessions.json')),
  });
}

function oneLine(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.split('\n')[0] ?? message;
}

async function main(): Promise<void> {
  let config: LocalConfig;
  let tenants: TenantConfig[];
  try {
    config = readConfig();
    await preflight(config);
    tenants = loadTenantConfigs([TENANTS_DIR, ...config.extraTenantDirs]);
  } catch (err) {
    // Things the person can fix (Java, port, build, a tenant file): the message alone, no stack trace.
    console.error(
      err instanceof PreflightError || err instanceof ConfigError
        ? err.message
        : `lib/tenants: ${oneLine(err)}`,
    );
    process.exit(1);
  }

  for (const dir of Object.values(config.paths)) mkdirSync(dir, { recursive: true });

  const supervisor = new Supervisor();
  supervisor.installSignalHandlers();
  try {
    const [dynamoPort, cognitoPort] = [await findFreePort(), await findFreePort()];
    // After a restart of DynamoDB Local: the table, and for an in-memory run the data (set once seeded).
    let restoreData: (() => Promise<void>) | undefined;
    // allSettled, not all: when one fails the other must still be registered so shutdown stops it.
    const [dynamoResult, cognitoResult] = await Promise.allSettled([
      keepDynamoLocal({
        port: dynamoPort,
        dataDir: config.dynamoInMemory ? undefined : config.paths.dynamodb,
        restored: async (endpoint) => {
          await ensureTable(endpoint, config.tableName);
          await restoreData?.();
        },
      }).then((d) => {
        supervisor.add({ name: 'DynamoDB Local', stop: d.stop });
        return d;
      }),
      startCognitoLocal({
        port: cognitoPort,
        dataDir: config.paths.cognito,
        logFile: join(config.paths.logs, 'cognito.log'),
      }).then((c) => {
        supervisor.add({ name: 'cognito-local', stop: c.stop });
        return c;
      }),
    ]);
    if (dynamoResult.status === 'rejected') throw dynamoResult.reason;
    if (cognitoResult.status === 'rejected') throw cognitoResult.reason;
    const [dynamo, cognito] = [dynamoResult.value, cognitoResult.value];
    endPhase('DynamoDB Local and cognito-local');
    supervisor.watch('cognito-local', cognito.exited);

    pointHandlersAtLocalServices(config, dynamo.endpoint, cognito.endpoint);
    const sandboxPayments = configureSandboxPayments(config);
    await ensureTable(dynamo.endpoint, config.tableName);
    endPhase('table');

    // Imported only now: the store and handlers read the environment set above.
    const { writeAuthConfig, loadDemoCatalogueIfAbsent, bootstrapConfiguredTenant } =
      await import('./local/seed.ts');
    const { createApiRequestListener } = await import('./local/api-gateway.ts');
    const { ensureDemoIdentities, demoCredentialLines } = await import('./local/identities.ts');
    type DemoLogins = Awaited<ReturnType<typeof ensureDemoIdentities>>;

    const agencies = tenants.filter((t) => !isDemoTenant(toTenantId(t.tenantId)));
    const branding = stageBranding(agencies, config.paths.branding);
    /** Each tenant's pools, auth config, demo data and demo identities (or its bootstrap), where missing. */
    const seedTenants = async () => {
      const cognitoApi = cognitoClient(cognito.endpoint);
      const seeded: string[] = [];
      const demoLogins: DemoLogins[] = [];
      try {
        for (const tenant of tenants) {
          const tenantId = toTenantId(tenant.tenantId);
          const pools = await ensureTenantPools(cognitoApi, tenantId);
          await writeAuthConfig(tenantId, localAuthConfig(pools, tenantSiteUrl(tenant, config.port)));
          if (isDemoTenant(tenantId)) {
            seeded.push(`${tenantId}: demo data ${await loadDemoCatalogueIfAbsent(tenantId)}`);
            demoLogins.push(await ensureDemoIdentities(cognitoApi, tenantId, pools));
          } else {
            const report = await bootstrapConfiguredTenant(
              tenant,
              branding.urls.get(tenant.tenantId)!,
              pools.tenantAdmin,
            );
            seeded.push(`${tenantId}: catalogue ${report.catalogue}, super admin ${report.superAdmin}`);
          }
        }
      } finally {
        cognitoApi.destroy();
      }
      return { seeded, demoLogins };
    };
    const { seeded, demoLogins } = await seedTenants();
    // An in-memory DynamoDB Local comes back empty: seeded again, so the runtime serves as before.
    if (config.dynamoInMemory) restoreData = async () => void (await seedTenants());
    endPhase('pools and data');

    const server = createLocalServer({
      api: createApiRequestListener({ siteUrl: siteUrlOf(tenants, config.port) }),
      tenantDirectory: tenantDirectory(tenants),
      cognitoEndpoint: cognito.endpoint,
      webDist: config.webDist,
      tenantImages: { dir: branding.dir, tenantIds: agencies.map((t) => t.tenantId) },
      sandboxPayments,
    });
    try {
      await listen(server, config.port, config.host);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
        throw new Error(portTakenMessage(config.port), { cause: err });
      }
      throw err;
    }
    supervisor.add({ name: 'HTTP server', stop: () => closeServer(server) });
    const { startHoldSweeper } = await import('./local/sweeper.ts');
    supervisor.add({ name: 'hold sweeper', ...startHoldSweeper(tenants.map((t) => toTenantId(t.tenantId))) });
    if (config.reportAggregates) {
      const { startReportAggregates } = await import('./local/report-aggregates-poller.ts');
      supervisor.add({
        name: 'report aggregates',
        ...startReportAggregates(
          { endpoint: dynamo.endpoint, tableName: config.tableName },
          tenants.map((t) => toTenantId(t.tenantId)).filter(isDemoTenant),
          tenants.map((t) => toTenantId(t.tenantId)),
        ),
      });
    } else {
      console.log('report aggregates: off (CAMPFIRE_REPORT_AGGREGATES=off); the reports do not see new data');
    }

    console.log(`data in ${config.dataDir} (${seeded.join(', ')})`);
    console.log(`DynamoDB Local on port ${dynamoPort}, cognito-local on port ${cognitoPort}`);
    for (const line of tenantUrls(tenants, config.port).map(tenantLine)) console.log(line);
    for (const line of demoCredentialLines(demoLogins)) console.log(line);
    for (const t of agencies)
      console.log(
        `${t.tenantId} super admin ${t.superAdmin.username}: set the password with the code mailed to ${t.superAdmin.email} (/mailbox) on /admin/confirm-account`,
      );
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    const hostWarning = openHostWarning(config.host);
    if (hostWarning) console.warn(hostWarning);
    console.log(`ready in ${seconds}s (${phases.join(', ')}): press Ctrl-C to stop`);
  } catch (err) {
    await supervisor.shutdown(1, oneLine(err));
  }
}

await main();
