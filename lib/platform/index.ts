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
import { ApiStack } from './api.ts';
import { DataStack } from './data.ts';
import { ObservabilityStack } from './observability.ts';
import { SweeperStack } from './sweeper.ts';
import { WebStack } from './web.ts';
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

  constructor(scope: Construct, props: PlatformProps) {
    const { env, settings, tenants } = props;
    const name = (part: string) => `${PLATFORM_STACK_PREFIX}-${part}`;

    this.data = new DataStack(scope, name('Data'), { env, terminationProtection: true });
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
      stateMachineArns: {
        checkout: this.workflows.stateMachines.checkout.stateMachineArn,
        postback: this.workflows.stateMachines.postback.stateMachineArn,
      },
    });
    this.sweeper = new SweeperStack(scope, name('Sweeper'), {
      env,
      table: this.data.table,
      logRetention: settings.logRetention,
      tenantIds: tenants.map((t) => t.tenantId),
    });
    this.web = new WebStack(scope, name('Web'), {
      env,
      httpApi: this.api.httpApi,
      tenants: tenantDirectory(tenants),
      branding: props.branding,
      domainNames: tenants.map((t) => t.siteDomain),
      certificateArn: settings.certificateArn,
    });
    this.observability = new ObservabilityStack(scope, name('Observability'), {
      env,
      httpApi: this.api.httpApi,
      functions: this.api.functions,
      alarmEmail: settings.alarmEmail,
    });
  }
}
