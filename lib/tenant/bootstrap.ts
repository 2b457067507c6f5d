/**
 * The tenant's deploy-time bootstrap (functions/onboarding): a custom resource that writes the profile
 * and branding from lib/tenants/<id>.json, lists the tenant in the table's tenant directory, creates the
 * first super admin (Cognito mails the code that sets their password) and imports the file's catalogue once. CDK's provider
 * framework answers CloudFormation for it. The brand images' URLs come from lib/tenant/branding.ts.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { CustomResource, Duration, Stack, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Provider } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import type { TenantRecord } from '#domain/catalogue';
import { toTenantId } from '#domain/tenant-id';
import { CATALOGUE_FILE } from '../../functions/onboarding/handler.ts';
import { addCampfireFunction } from '../lambda.ts';
import { localPath, type TenantConfig } from '../tenant-config.ts';
import type { BrandingUrls } from './branding.ts';

export const BOOTSTRAP_ENTRY = 'functions/onboarding/handler.ts';

/** What the bootstrap may do on the table: its own tenant's partitions only (dynamodb:LeadingKeys). */
export const BOOTSTRAP_TABLE_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:TransactWriteItems',
];

export interface TenantBootstrapProps {
  tenant: TenantConfig;
  table: ITable;
  staffPool: IUserPool;
  /** The staff pool's password app client. */
  staffClient: IUserPoolClient;
  /** The profile's image URLs (lib/tenant/branding.ts; the web stack uploads the files). */
  brandingUrls: BrandingUrls;
  logRetention: RetentionDays;
}

export class TenantBootstrap extends Construct {
  readonly resource: CustomResource;
  /** The profile the bootstrap writes (branding URLs resolved). */
  readonly profile: TenantRecord;

  constructor(scope: Construct, id: string, props: TenantBootstrapProps) {
    super(scope, id);
    const { tenant, table } = props;
    this.profile = { id: toTenantId(tenant.tenantId), ...tenant.profile, ...props.brandingUrls };

    const catalogue = tenant.catalogue ? localPath(tenant, tenant.catalogue) : undefined;
    const lambda = addCampfireFunction(this, {
      entry: BOOTSTRAP_ENTRY,
      description: `Campfire tenant ${tenant.tenantId}: deploy-time bootstrap (profile, super admin, catalogue)`,
      serviceName: 'campfire-tenant-bootstrap',
      logRetention: props.logRetention,
      memorySize: 1024,
      // A large catalogue is thousands of batched writes; CloudFormation waits up to an hour.
      timeout: Duration.minutes(10),
      environment: { TABLE_NAME: table.tableName, CAMPFIRE_RUNTIME: 'aws' },
      ...(catalogue ? { extraFiles: { [CATALOGUE_FILE]: catalogue } } : {}),
    });
    lambda.role.addToPolicy(
      new PolicyStatement({
        actions: BOOTSTRAP_TABLE_ACTIONS,
        resources: [table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`T#${tenant.tenantId}#*`] } },
      }),
    );
    lambda.role.addToPolicy(
      new PolicyStatement({
        actions: [
          'cognito-idp:AdminGetUser',
          'cognito-idp:AdminCreateUser',
          'cognito-idp:AdminSetUserPassword',
        ],
        resources: [props.staffPool.userPoolArn],
      }),
    );

    // CDK's provider framework answers CloudFormation, also when the bootstrap crashes or times out.
    const provider = new Provider(this, 'Provider', {
      onEventHandler: lambda.function,
      logGroup: new LogGroup(this, 'ProviderLogs', { retention: props.logRetention }),
    });
    acknowledgeProviderFramework(provider, lambda.function);

    this.resource = new CustomResource(this, 'Resource', {
      serviceToken: provider.serviceToken,
      resourceType: 'Custom::CampfireTenantBootstrap',
      properties: {
        Tenant: JSON.stringify(this.profile),
        SuperAdmin: JSON.stringify(tenant.superAdmin),
        StaffUserPoolId: props.staffPool.userPoolId,
        StaffClientId: props.staffClient.userPoolClientId,
        HasCatalogue: String(catalogue !== undefined),
        CatalogueHash: catalogue ? createHash('sha256').update(readFileSync(catalogue)).digest('hex') : '',
      },
    });
  }
}

/** The provider framework's own Lambda: CDK's code and runtime, a role for its logs and the one invoke. */
function acknowledgeProviderFramework(provider: Provider, onEvent: NodejsFunction) {
  const onEventId = Stack.of(onEvent).getLogicalId(onEvent.node.defaultChild as CfnFunction);
  Validations.of(provider).acknowledge(
    {
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason: 'CDK provider framework: the managed policy only lets it write its logs.',
    },
    {
      id: `AwsSolutions-IAM5[Resource::<${onEventId}.Arn>:*]`,
      reason: 'CDK provider framework: it may invoke the bootstrap function (any version) and nothing else.',
    },
    {
      id: 'AwsSolutions-L1',
      reason: 'CDK provider framework: CDK chooses and updates the runtime of its own handler.',
    },
  );
}
