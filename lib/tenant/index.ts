/**
 * One stack per tenant configuration file (lib/tenants/<tenantId>.json): the tenant's identity.
 * Adding a state agency is one config file and `cdk deploy Campfire-Tenant-<tenantId>`: the stack's
 * bootstrap writes the profile, branding, first super admin and catalogue (./bootstrap.ts).
 */
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import type { TenantConfig } from '../tenant-config.ts';
import type { MailSettings } from '../settings.ts';
import { AuthConfigItem } from './auth-config-item.ts';
import { AuthTriggers } from './auth-triggers.ts';
import { TenantBootstrap } from './bootstrap.ts';
import type { BrandingUrls } from './branding.ts';
import { EnterpriseDirectory } from './enterprise-directory.ts';
import { CustomerUserPool, StaffUserPool } from './user-pools.ts';

export const tenantStackName = (tenantId: string) => `Campfire-Tenant-${tenantId}`;

export interface TenantStackProps extends StackProps {
  tenant: TenantConfig;
  table: ITable;
  logRetention: RetentionDays;
  cognitoDomainPrefix: string;
  customerThreatProtection: boolean;
  directorySecretVersion: number | undefined;
  /** The platform's alarm topic (observability stack). */
  alarmTopic: ITopic;
  /** lib/settings.ts runbookBaseUrl. */
  runbookBaseUrl: string;
  /** SES sender for Cognito's mail; Cognito's default sender when undefined. */
  mail: MailSettings | undefined;
  /** The tenant's brand image URLs (lib/tenant/branding.ts). */
  brandingUrls: BrandingUrls;
}

export class TenantStack extends Stack {
  readonly customers: CustomerUserPool;
  readonly staff: StaffUserPool;
  readonly directory: EnterpriseDirectory;
  readonly authConfig: AuthConfigItem;
  readonly triggers: AuthTriggers;
  readonly bootstrap: TenantBootstrap;

  constructor(scope: Construct, id: string, props: TenantStackProps) {
    const { tenant } = props;
    super(scope, id, { description: `Campfire tenant ${tenant.tenantId}: ${tenant.displayName}`, ...props });

    const poolProps = { tenantId: tenant.tenantId, displayName: tenant.displayName, mail: props.mail };
    this.customers = new CustomerUserPool(this, 'Customers', {
      ...poolProps,
      threatProtection: props.customerThreatProtection,
    });
    this.staff = new StaffUserPool(this, 'Staff', poolProps);
    this.triggers = new AuthTriggers(this, 'AuthTriggers', {
      tenantId: tenant.tenantId,
      table: props.table,
      pools: [this.customers.userPool, this.staff.userPool],
      logRetention: props.logRetention,
      alarmTopic: props.alarmTopic,
      runbookBaseUrl: props.runbookBaseUrl,
    });

    // One Lambda serves every AWS SDK custom resource of a stack; this is its log group.
    const customResourceLogs = new LogGroup(this, 'CustomResourceLogs', { retention: props.logRetention });
    this.directory = new EnterpriseDirectory(this, 'EnterpriseDirectory', {
      userPool: this.staff.userPool,
      tenant,
      domainPrefix: `${props.cognitoDomainPrefix}-${tenant.tenantId}-admin`,
      secretVersion: props.directorySecretVersion,
      customResourceLogs,
    });

    this.authConfig = new AuthConfigItem(this, 'AuthConfig', {
      table: props.table,
      tenantId: tenant.tenantId,
      customResourceLogs,
      record: {
        adminUserPoolId: this.staff.userPool.userPoolId,
        adminClientId: this.directory.client.userPoolClientId,
        adminOauthNicAdDomain: this.directory.hostedUiDomain,
        adminOauthNicAdRedirectSignInUrl: this.directory.signInUrl,
        adminOauthNicAdRedirectSignOutUrl: this.directory.signOutUrl,
        publicClientId: this.customers.client.userPoolClientId,
        publicUserPoolId: this.customers.userPool.userPoolId,
        tenantAdminClientId: this.staff.passwordClient.userPoolClientId,
        tenantAdminUserPoolId: this.staff.userPool.userPoolId,
        awsRegion: this.region,
      },
    });

    this.bootstrap = new TenantBootstrap(this, 'Bootstrap', {
      tenant,
      table: props.table,
      staffPool: this.staff.userPool,
      staffClient: this.staff.passwordClient,
      brandingUrls: props.brandingUrls,
      logRetention: props.logRetention,
    });

    new CfnOutput(this, 'PublicUserPoolId', { value: this.customers.userPool.userPoolId });
    new CfnOutput(this, 'AdminUserPoolId', { value: this.staff.userPool.userPoolId });
    new CfnOutput(this, 'AdminHostedUiDomain', { value: this.directory.hostedUiDomain });
  }
}
