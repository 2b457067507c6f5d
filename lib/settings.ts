/**
 * Deployment settings: what differs between one agency's AWS account and another's, read from CDK
 * context (`cdk deploy -c campfire:alarmEmail=oncall@agency.gov` or the "context" block of cdk.json).
 * Tenant-specific settings live in lib/tenants/<tenantId>.json instead.
 */
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Node } from 'constructs';

export interface DeploymentSettings {
  /** Region of the platform stacks; defaults to the default tenant's awsRegion. */
  region: string | undefined;
  /** Account from the CLI's credentials when there are any; synth stays account-agnostic otherwise. */
  account: string | undefined;
  /** ACM certificate (us-east-1) covering every tenant's siteDomain; without it the site is served on the CloudFront domain. */
  certificateArn: string | undefined;
  /** E-mail address subscribed to the alarm topic. */
  alarmEmail: string | undefined;
  /** Retention of Lambda, API access and custom-resource log groups. */
  logRetention: RetentionDays;
  /** Prefix of each tenant's Cognito hosted-UI domain (`<prefix>-<tenantId>-admin`); globally unique per region. */
  cognitoDomainPrefix: string;
  /** Cognito threat protection (Plus feature plan, billed per user) on the customer pools; always on for staff pools. */
  customerThreatProtection: boolean;
  /** Pin the enterprise-directory client secret to a parameter version; bump it after rotating the secret. */
  directorySecretVersion: (tenantId: string) => number | undefined;
}

const RETENTION_VALUES = new Set<number>(Object.values(RetentionDays).filter((v) => typeof v === 'number'));

export function readSettings(node: Node): DeploymentSettings {
  const get = (key: string): string | undefined => {
    const value: unknown = node.tryGetContext(`campfire:${key}`);
    return value === undefined || value === null || value === '' ? undefined : String(value);
  };
  const retentionDays = Number(get('logRetentionDays') ?? RetentionDays.THREE_MONTHS);
  if (!RETENTION_VALUES.has(retentionDays)) {
    throw new Error(`campfire:logRetentionDays=${retentionDays} is not a CloudWatch Logs retention period`);
  }
  const domainPrefix = get('cognitoDomainPrefix') ?? 'campfire';
  if (!/^[a-z0-9](?:[a-z0-9-]{0,40})$/.test(domainPrefix)) {
    throw new Error(
      `campfire:cognitoDomainPrefix=${domainPrefix}: use lowercase letters, digits and hyphens`,
    );
  }
  return {
    region: get('region'),
    account: process.env.CDK_DEFAULT_ACCOUNT || undefined,
    certificateArn: get('certificateArn'),
    alarmEmail: get('alarmEmail'),
    logRetention: retentionDays as RetentionDays,
    cognitoDomainPrefix: domainPrefix,
    customerThreatProtection: get('customerThreatProtection') === 'true',
    directorySecretVersion: (tenantId) => {
      const version = get(`${tenantId}:directorySecretVersion`);
      return version === undefined ? undefined : Number(version);
    },
  };
}
