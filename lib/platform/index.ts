/**
 * The platform stack set, shared by every tenant of a deployment. Later capabilities slot in as
 * further stacks or constructs here (checkout and postback state machines beside the API, the hold
 * sweeper schedule, SES, Amazon Location) without moving what exists.
 */
import type { Environment } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { DeploymentSettings } from '../settings.ts';
import type { TenantConfig } from '../tenant-config.ts';
import { tenantDirectory } from '../tenant-config.ts';
import { ApiStack, ORIGIN_VERIFY_SECRET_NAME } from './api.ts';
import { DataStack } from './data.ts';
import { ObservabilityStack } from './observability.ts';
import { ReportsExportStack } from './reports-export.ts';
import { ReportAggregatesStack } from './report-aggregates.ts';
import { SweeperStack } from './sweeper.ts';
import { EdgeAlarmsStack } from './edge-alarms.ts';
import { WafStack } from './waf.ts';
import { CLOUDFRONT_REGION, WebStack, connectSources } from './web.ts';
import { WorkflowsStack } from './workflows.ts';

export const PLATFORM_STACK_PREFIX = 'Campfire-Platform';

export interface PlatformProps {
  env: Environment;
  settings: DeploymentSettings;
  tenants: TenantConfig[];
  /** The staged brand images of every tenant (lib/tenant/branding.ts). */
  branding: string;
}

export class Platform {
  readonly data: DataStack;
  readonly api: ApiStack;
  readonly web: WebStack;
  readonly observability: ObservabilityStack;
  readonly workflows: WorkflowsStack;
  readonly sweeper: SweeperStack;
  /** The CloudFront web ACL (us-east-1), when configured. */
  readonly waf: WafStack | undefined;
  /** The CloudFront alarm (us-east-1, where CloudFront's metrics are). */
  readonly edgeAlarms: EdgeAlarmsStack;
  /** Daily table exports to S3 and Athena over them (ad hoc reporting). */
  readonly reportsExport: ReportsExportStack;
  /** The reports' per-park, per-day aggregates, kept by the table stream's consumer. */
  readonly reportAggregates: ReportAggregatesStack;

  constructor(scope: Construct, props: PlatformProps) {
    const { env, settings, tenants } = props;
    const name = (part: string) => `${PLATFORM_STACK_PREFIX}-${part}`;

    this.data = new DataStack(scope, name('Data'), { env, terminationProtection: true });
    this.reportsExport = new ReportsExportStack(scope, name('ReportsExport'), {
      env,
      table: this.data.table,
    });
    this.reportAggregates = new ReportAggregatesStack(scope, name('ReportAggregates'), {
      env,
      table: this.data.table,
      logRetention: settings.logRetention,
    });
    this.workflows = new WorkflowsStack(scope, name('Workflows'), {
      env,
      table: this.data.table,
      logRetention: settings.logRetention,
      mail: settings.mail,
    });
    this.api = new ApiStack(scope, name('Api'), {
      env,
      table: this.data.table,
      logRetention: settings.logRetention,
      tenantIds: tenants.map((t) => t.tenantId),
      mail: settings.mail,
      captchaSecretParameter: settings.captchaSecretParameter,
      siteDomains: tenants.map((t) => t.siteDomain),
      apiDomain: settings.apiDomain,
      scale: settings.scale,
      stateMachineArns: {
        checkout: this.workflows.stateMachines.checkout.stateMachineArn,
        postback: this.workflows.stateMachines.postback.stateMachineArn,
      },
      payments: this.workflows.paymentProvider,
    });
    this.sweeper = new SweeperStack(scope, name('Sweeper'), {
      env,
      table: this.data.table,
      logRetention: settings.logRetention,
      postbackStateMachineArn: this.workflows.stateMachines.postback.stateMachineArn,
      payments: this.workflows.paymentProvider,
      mail: settings.mail,
    });
    // CloudFront takes web ACLs from us-east-1 only: the ARN crosses regions through CDK's references.
    this.waf = settings.waf
      ? new WafStack(scope, name('Waf'), {
          env: { account: env.account, region: CLOUDFRONT_REGION },
          waf: settings.waf,
          crossRegionReferences: true,
        })
      : undefined;
    const hostedUiDomains = tenants.map(
      (t) => `${settings.cognitoDomainPrefix}-${t.tenantId}-admin.auth.${env.region}.amazoncognito.com`,
    );
    this.web = new WebStack(scope, name('Web'), {
      env,
      apiOrigin: this.api.originDomain,
      originVerifySecretName: ORIGIN_VERIFY_SECRET_NAME,
      connectSources: connectSources(env.region!, hostedUiDomains),
      webAclArn: this.waf?.webAcl.attrArn,
      // The web ACL's ARN comes from us-east-1, and the distribution's id goes there (edge alarms).
      crossRegionReferences: true,
      tenants: tenantDirectory(tenants),
      branding: props.branding,
      domainNames: tenants.map((t) => t.siteDomain),
      certificateArn: settings.certificateArn,
    });
    this.web.addStackDependency(
      this.api,
      'CloudFront reads the origin-verify secret the API stack generates',
    );
    const alarmSubscribers = {
      emails: [settings.alarmEmail, ...tenants.map((t) => t.alarms?.email)].filter((v) => v !== undefined),
      webhookUrls: [settings.alarmWebhookUrl, ...tenants.map((t) => t.alarms?.webhookUrl)].filter(
        (v) => v !== undefined,
      ),
    };
    this.observability = new ObservabilityStack(scope, name('Observability'), {
      env,
      httpApi: this.api.httpApi,
      functions: this.api.functions,
      alarmSubscribers,
      runbookBaseUrl: settings.runbookBaseUrl,
      table: this.data.table,
      stateMachines: this.workflows.stateMachines,
      workflowTasks: this.workflows.taskFunction,
      sweeper: this.sweeper.sweeper,
      distributionId: this.web.distribution.distributionId,
    });
    this.edgeAlarms = new EdgeAlarmsStack(scope, name('EdgeAlarms'), {
      env: { account: env.account, region: CLOUDFRONT_REGION },
      crossRegionReferences: true,
      distributionId: this.web.distribution.distributionId,
      alarmSubscribers,
      runbookBaseUrl: settings.runbookBaseUrl,
    });
  }
}
