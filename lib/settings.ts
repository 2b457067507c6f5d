/**
 * Deployment settings: what differs between one agency's AWS account and another's, read from CDK
 * context (`cdk deploy -c campfire:alarmEmail=oncall@agency.gov` or the "context" block of cdk.json).
 * Tenant-specific settings live in lib/tenants/<tenantId>.json instead.
 */
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Node } from 'constructs';
import { z } from 'zod';
import { RUNBOOKS_DIR } from './runbooks.ts';

export interface DeploymentSettings {
  /** Region of the platform stacks; defaults to the default tenant's awsRegion. */
  region: string | undefined;
  /** Account from the CLI's credentials when there are any; synth stays account-agnostic otherwise. */
  account: string | undefined;
  /** ACM certificate (us-east-1) covering every tenant's siteDomain; without it the site is served on the CloudFront domain. */
  certificateArn: string | undefined;
  /** E-mail address subscribed to the alarm topic (besides the tenant files' `alarms`; one subscriber at least). */
  alarmEmail: string | undefined;
  /** Where alarm descriptions link the runbooks (docs/runbooks): the repository's web address of that folder. */
  runbookBaseUrl: string;
  /** Retention of Lambda, API access and custom-resource log groups. */
  logRetention: RetentionDays;
  /** Prefix of each tenant's Cognito hosted-UI domain (`<prefix>-<tenantId>-admin`); globally unique per region. */
  cognitoDomainPrefix: string;
  /** Cognito threat protection (Plus feature plan, billed per user) on the customer pools; always on for staff pools. */
  customerThreatProtection: boolean;
  /** Pin the enterprise-directory client secret to a parameter version; bump it after rotating the secret. */
  directorySecretVersion: (tenantId: string) => number | undefined;
  /** The SES sender of the API's mail and of Cognito's; undefined: Cognito's own mailer, and the API sends none. */
  mail: MailSettings | undefined;
  /** SSM SecureString parameter holding the captcha verifier's secret key, read by the API at runtime. */
  captchaSecretParameter: string;
  /** HTTPS endpoint (a chat webhook) subscribed to the alarm topic. */
  alarmWebhookUrl: string | undefined;
  /** The API's own domain (regional certificate): with it the execute-api endpoint is disabled. */
  apiDomain: ApiDomainSettings | undefined;
  /** The CloudFront web ACL (us-east-1 stack), when `campfire:waf` is true. */
  waf: WafSettings | undefined;
  /** Throttles and reserved concurrency (`campfire:scale`). */
  scale: ScaleSettings;
}

export interface ApiDomainSettings {
  /** e.g. api.parks.example.gov; a CNAME to the API's regional domain name is the agency's DNS record. */
  domainName: string;
  /** ACM certificate for it, in the platform's region. */
  certificateArn: string;
}

export interface WafSettings {
  /** Requests per IP per minute to a claim route (…/claim) before WAF blocks the address. */
  claimRatePerMinute: number;
  /** Requests per IP per minute to staff sign-in (…/AdminAuth/login). */
  signInRatePerMinute: number;
}

export interface Throttle {
  rateLimit: number;
  burstLimit: number;
}

export interface ContextScale {
  /** Throttle of each of the context's routes (API Gateway throttles per route, not per tenant). */
  throttle?: Throttle;
  /** Concurrency kept for (and capping) the context's Lambda. */
  reservedConcurrency?: number;
}

export interface ScaleSettings {
  /** Stage-wide throttle: shields the table and Lambda concurrency from floods. */
  stage: Throttle;
  /** By API context name (functions/api/registry.ts). */
  contexts: Record<string, ContextScale>;
}

/** Used unless `campfire:scale` says otherwise; raise them for busy opening days. */
export const DEFAULT_SCALE: ScaleSettings = {
  stage: { rateLimit: 500, burstLimit: 1000 },
  contexts: {},
};

const throttleSchema = z.object({
  rateLimit: z.number().positive(),
  burstLimit: z.number().int().positive(),
});
const scaleSchema = z.object({
  stage: throttleSchema.optional(),
  contexts: z
    .record(
      z.string(),
      z.object({
        throttle: throttleSchema.optional(),
        reservedConcurrency: z.number().int().positive().optional(),
      }),
    )
    .optional(),
});

export interface MailSettings {
  /** From-address (`campfire:mailFrom`), e.g. no-reply@parks.example.gov. */
  from: string;
  /** Verified SES identity that covers it (`campfire:mailIdentity`): the address itself or its domain (default). */
  identity: string;
}

/** Where the captcha secret lives unless `campfire:captchaSecretParameter` names another parameter. */
export const DEFAULT_CAPTCHA_SECRET_PARAMETER = '/campfire/captcha/secret-key';

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
  const captchaSecretParameter = get('captchaSecretParameter') ?? DEFAULT_CAPTCHA_SECRET_PARAMETER;
  if (!/^\/[A-Za-z0-9_.\-/]+$/.test(captchaSecretParameter)) {
    throw new Error(
      `campfire:captchaSecretParameter=${captchaSecretParameter}: use an SSM parameter path (/...)`,
    );
  }
  const apiDomainName = get('apiDomainName');
  const apiCertificateArn = get('apiCertificateArn');
  if ((apiDomainName === undefined) !== (apiCertificateArn === undefined)) {
    throw new Error('campfire:apiDomainName and campfire:apiCertificateArn go together');
  }
  const alarmEmail = get('alarmEmail');
  const alarmWebhookUrl = get('alarmWebhookUrl');
  if (alarmWebhookUrl !== undefined && !/^https:\/\//.test(alarmWebhookUrl)) {
    throw new Error(`campfire:alarmWebhookUrl=${alarmWebhookUrl}: use an https URL`);
  }
  const rawScale: unknown = node.tryGetContext('campfire:scale');
  const parsedScale = scaleSchema.safeParse(
    typeof rawScale === 'string' ? JSON.parse(rawScale) : (rawScale ?? {}),
  );
  if (!parsedScale.success) throw new Error(`campfire:scale: ${z.prettifyError(parsedScale.error)}`);
  const number = (key: string, fallback: number) => {
    const value = Number(get(key) ?? fallback);
    if (!Number.isInteger(value) || value < 10)
      throw new Error(`campfire:${key}=${value}: an integer of 10 or more`);
    return value;
  };
  return {
    alarmWebhookUrl,
    apiDomain:
      apiDomainName && apiCertificateArn
        ? { domainName: apiDomainName, certificateArn: apiCertificateArn }
        : undefined,
    waf:
      get('waf') === 'true'
        ? {
            claimRatePerMinute: number('wafClaimRatePerMinute', 60),
            signInRatePerMinute: number('wafSignInRatePerMinute', 20),
          }
        : undefined,
    scale: {
      stage: parsedScale.data.stage ?? DEFAULT_SCALE.stage,
      contexts: parsedScale.data.contexts ?? DEFAULT_SCALE.contexts,
    },
    region: get('region'),
    account: process.env.CDK_DEFAULT_ACCOUNT || undefined,
    certificateArn: get('certificateArn'),
    alarmEmail,
    runbookBaseUrl: get('runbookBaseUrl') ?? RUNBOOKS_DIR,
    logRetention: retentionDays as RetentionDays,
    cognitoDomainPrefix: domainPrefix,
    customerThreatProtection: get('customerThreatProtection') === 'true',
    directorySecretVersion: (tenantId) => {
      const version = get(`${tenantId}:directorySecretVersion`);
      return version === undefined ? undefined : Number(version);
    },
    mail: readMailSettings(get('mailFrom'), get('mailIdentity')),
    captchaSecretParameter,
  };
}

function readMailSettings(from: string | undefined, identity: string | undefined): MailSettings | undefined {
  if (from === undefined) {
    if (identity !== undefined) throw new Error('campfire:mailIdentity needs campfire:mailFrom');
    return undefined;
  }
  const match = /^[^\s@<>]+@([a-z0-9.-]+\.[a-z]{2,})$/i.exec(from);
  if (!match) throw new Error(`campfire:mailFrom=${from} is not an e-mail address`);
  const domain = match[1]!.toLowerCase();
  const chosen = identity ?? domain;
  // SES authorises the send on the identity that covers the From address: the address or its domain.
  if (chosen.toLowerCase() !== from.toLowerCase() && chosen.toLowerCase() !== domain) {
    throw new Error(`campfire:mailIdentity=${chosen} covers neither ${from} nor its domain`);
  }
  return { from, identity: chosen };
}
