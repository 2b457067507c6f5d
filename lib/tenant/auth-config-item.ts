/**
 * Writes the tenant's auth config (spec public §3.2) into the table on every deploy, under the key
 * functions/store/auth-config.ts reads it from, so GET Tenant hands the browser this deployment's pools.
 */
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import {
  AwsCustomResource,
  AwsCustomResourcePolicy,
  PhysicalResourceId,
  type AwsSdkCall,
} from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { acknowledgeSdkProvider } from './enterprise-directory.ts';
import type { AuthConfigRecord } from '#domain/catalogue';
import { authConfigItem } from '#store/auth-config';
import { toTenantId } from '#domain/tenant-id';

export interface AuthConfigItemProps {
  table: ITable;
  tenantId: string;
  record: AuthConfigRecord;
  customResourceLogs: ILogGroup;
}

export class AuthConfigItem extends Construct {
  readonly resource: AwsCustomResource;

  constructor(scope: Construct, id: string, props: AuthConfigItemProps) {
    super(scope, id);
    const { table, tenantId, record } = props;
    const item: Record<string, string> = {};
    for (const [name, value] of Object.entries(authConfigItem(toTenantId(tenantId), record))) {
      if (typeof value === 'string') item[name] = value;
    }
    const put: AwsSdkCall = {
      service: 'DynamoDB',
      action: 'PutItem',
      parameters: {
        TableName: table.tableName,
        Item: Object.fromEntries(Object.entries(item).map(([name, value]) => [name, { S: value }])),
      },
      physicalResourceId: PhysicalResourceId.of(`campfire-auth-config-${tenantId}`),
    };
    this.resource = new AwsCustomResource(this, 'Writer', {
      // Any change of a pool or client id changes the parameters and so rewrites the item.
      onCreate: put,
      onUpdate: put,
      // No onDelete: removing a tenant's identity is a deliberate act, and its pools are retained too.
      installLatestAwsSdk: false,
      logGroup: props.customResourceLogs,
      policy: AwsCustomResourcePolicy.fromStatements([
        new PolicyStatement({
          actions: ['dynamodb:PutItem'],
          resources: [table.tableArn],
          // Only this tenant's partitions.
          conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`T#${tenantId}#*`] } },
        }),
      ]),
    });
    acknowledgeSdkProvider(this.resource);
  }
}
