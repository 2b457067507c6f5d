/**
 * Builds the whole CDK app: the platform stack set and one stack per tenant configuration file.
 * bin/app.ts calls it for `cdk synth`/`cdk deploy`; tests/infra call it to assert on the templates.
 */
import { Validations, type App } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { Platform } from './platform/index.ts';
import { readSettings } from './settings.ts';
import { loadTenantConfigs, type TenantConfig } from './tenant-config.ts';
import { TenantStack, tenantStackName } from './tenant/index.ts';
import { stageBranding } from './tenant/branding.ts';

export interface CampfireOptions {
  /** Tenant configuration files (default: lib/tenants/*.json). */
  tenants?: TenantConfig[];
  /** Run the cdk-nag AWS Solutions rules over every stack (default true). */
  nag?: boolean;
}

export interface Campfire {
  platform: Platform;
  tenants: Map<string, TenantStack>;
}

export function buildCampfire(app: App, options: CampfireOptions = {}): Campfire {
  const settings = readSettings(app.node);
  const configs = options.tenants ?? loadTenantConfigs();
  const defaultTenant = configs.find((c) => c.isDefault);
  const region = settings.region ?? defaultTenant?.awsRegion;
  if (!region) throw new Error('no region: set campfire:region or a default tenant with awsRegion');
  // Tenant stacks reference the platform table directly, which CloudFormation allows within one region.
  const strays = configs.filter((c) => c.awsRegion !== region);
  if (strays.length > 0) {
    throw new Error(
      `tenants ${strays.map((c) => c.tenantId).join(', ')} name an awsRegion other than the platform's ${region}`,
    );
  }
  const env = { account: settings.account, region };

  const branding = stageBranding(configs);
  const platform = new Platform(app, { env, settings, tenants: configs, branding: branding.dir });
  const tenants = new Map<string, TenantStack>();
  for (const tenant of configs) {
    const stack = new TenantStack(app, tenantStackName(tenant.tenantId), {
      env,
      tenant,
      table: platform.data.table,
      logRetention: settings.logRetention,
      cognitoDomainPrefix: settings.cognitoDomainPrefix,
      customerThreatProtection: settings.customerThreatProtection,
      directorySecretVersion: settings.directorySecretVersion(tenant.tenantId),
      mail: settings.mail,
      alarmTopic: platform.observability.alarmTopic,
      runbookBaseUrl: settings.runbookBaseUrl,
      brandingUrls: branding.urls.get(tenant.tenantId)!,
    });
    // Deploying a new tenant's stack first brings the site up to date: tenants.json and domain names.
    stack.addStackDependency(platform.web, 'the web stack publishes tenants.json and the site domains');
    tenants.set(tenant.tenantId, stack);
  }

  if (options.nag ?? true) Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
  return { platform, tenants };
}
