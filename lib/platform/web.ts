/**
 * The web front door: the built React app in a private bucket behind CloudFront, which also forwards
 * /v1/* to the HTTP API so that the site and its API share one origin (no CORS in the browser), with an
 * optional WAF web ACL (lib/platform/waf.ts) in front.
 */
import { existsSync } from 'node:fs';
import {
  Annotations,
  DefaultStackSynthesizer,
  Duration,
  SecretValue,
  Stack,
  Token,
  Validations,
  type StackProps,
} from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  ObjectOwnership,
  type CfnBucket,
  type IBucket,
} from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '#http/client-address';
import type { TenantDirectoryEntry } from '../tenant-config.ts';
import { WEB_DIST } from '../project.ts';

/** Access logs of the site bucket and the distribution, kept a year for incident review. */
/** Where CloudFront takes its web ACLs and certificates from and reports its metrics. */
export const CLOUDFRONT_REGION = 'us-east-1';

export class AccessLogBucket extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      // CloudFront standard logging writes with ACLs.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(365) }],
    });
    Validations.of(this.bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket; logging it into itself would loop.',
    });
  }
}

/** The private bucket holding the built web app: reachable only through CloudFront (Origin Access Control). */
export class SiteBucket extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: { logs: IBucket }) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: true,
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(30) }],
      serverAccessLogsBucket: props.logs,
      serverAccessLogsPrefix: 'site-bucket/',
    });
  }
}

/**
 * Browser routes of the single-page app have no file behind them: serve index.html for any path whose
 * last segment has no extension. Only on the default behaviour, so /v1/* errors still reach the client.
 */
export const SPA_FALLBACK = `
function handler(event) {
  var request = event.request;
  var last = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

/**
 * The page may connect only to its own origin (the app, /v1/*), the Cognito endpoints of the platform's
 * region (sign-in, and each tenant's hosted UI for the enterprise directory) and Amazon Location's maps.
 */
export function contentSecurityPolicy(connectSources: string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    // Brand images may be any https URL a tenant file names.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${connectSources.join(' ')}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The endpoints the web app calls besides its own origin, for the CSP's connect-src. */
export function connectSources(region: string, hostedUiDomains: string[]): string[] {
  return [
    `https://cognito-idp.${region}.amazonaws.com`,
    ...hostedUiDomains.map((d) => `https://${d}`),
    `https://maps.geo.${region}.amazonaws.com`,
  ];
}

export interface SiteDistributionProps {
  siteBucket: IBucket;
  logs: IBucket;
  /** The API's host name (its own domain, or its execute-api domain). */
  apiOrigin: string;
  /** The Secrets Manager secret whose value is sent to the API in ORIGIN_VERIFY_HEADER (lib/platform/api.ts). */
  originVerifySecretName: string;
  /** connect-src endpoints beside 'self' (connectSources). */
  connectSources: string[];
  /** A CloudFront web ACL (lib/platform/waf.ts). */
  webAclArn: string | undefined;
  /** Every tenant's siteDomain, served when a certificate is given. */
  domainNames: string[];
  certificateArn: string | undefined;
}

export class SiteDistribution extends Construct {
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: SiteDistributionProps) {
    super(scope, id);

    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Campfire security headers',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy(props.connectSources),
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          override: true,
        },
      },
    });

    // The API's answers depend on the caller, the tenant and time (holds), so none is kept at the edge:
    // with no Cache-Control from the API an answer lives 0 s. CloudFront compresses only under a policy
    // with caching enabled (all-zero TTLs reject the gzip and brotli settings), hence a 1 s ceiling,
    // reached only by an answer that asks to be cached (the API description), under a key holding
    // everything an answer can depend on: the caller's token, the Origin, every query string and cookie.
    const apiCachePolicy = new CachePolicy(this, 'ApiCachePolicy', {
      comment: 'Campfire API: not cached, compressed (gzip, brotli)',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(1),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
      headerBehavior: CacheHeaderBehavior.allowList('Authorization', 'Origin'),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      cookieBehavior: CacheCookieBehavior.all(),
    });

    const spaFallback = new CloudFrontFunction(this, 'SpaFallback', {
      comment: 'Serve index.html for app routes',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(SPA_FALLBACK),
    });

    const certificate = props.certificateArn
      ? Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn)
      : undefined;

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Campfire web app and API',
      defaultRootObject: 'index.html',
      priceClass: PriceClass.PRICE_CLASS_100,
      httpVersion: HttpVersion.HTTP2_AND_3,
      // A TLS floor needs our own certificate; the default *.cloudfront.net one has a fixed policy.
      ...(certificate
        ? {
            certificate,
            domainNames: props.domainNames,
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      enableLogging: true,
      logBucket: props.logs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(props.siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        compress: true,
        functionAssociations: [{ function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/v1/*': {
          origin: new HttpOrigin(props.apiOrigin, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            // The API takes CloudFront-Viewer-Address as the client only beside this secret, since its own
            // endpoint is reachable without CloudFront (functions/http/client-address.ts). A dynamic
            // reference: CloudFormation resolves it into the distribution, never into this template; a
            // viewer's header of the same name is replaced by CloudFront's.
            customHeaders: {
              [ORIGIN_VERIFY_HEADER]: SecretValue.secretsManager(props.originVerifySecretName).unsafeUnwrap(),
            },
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: apiCachePolicy,
          // JSON goes out brotli- or gzip-compressed: a page of spots is a few kilobytes on a phone.
          compress: true,
          // API Gateway routes on its own Host name, so every viewer header but Host is forwarded. The
          // managed policy also adds CloudFront's viewer headers, CloudFront-Viewer-Address among them (the
          // client's address, functions/http/client-address.ts). A custom policy has no such pair: its
          // behaviour that adds CloudFront headers (allViewerAndWhitelistCloudFront) forwards Host as well,
          // and the one that leaves Host out (allExcept) names viewer headers only.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
        },
      },
    });

    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'The parks serve visitors from anywhere; there is no country the agencies must exclude.',
      },
      ...(props.webAclArn
        ? []
        : [
            {
              id: 'AwsSolutions-CFR2',
              reason:
                'The WAF web ACL is optional (campfire:waf, lib/platform/waf.ts); without it API Gateway stage and route throttles protect the origin.',
            },
          ]),
      ...(certificate
        ? []
        : [
            {
              id: 'AwsSolutions-CFR4',
              reason:
                'Without campfire:certificateArn the distribution uses the default CloudFront certificate, whose TLS floor CloudFront fixes; with a certificate TLSv1.2_2021 applies.',
            },
          ]),
    );
  }
}

export interface SiteContentProps {
  siteBucket: IBucket;
  distribution: Distribution;
  tenants: TenantDirectoryEntry[];
  /** A directory holding tenants/<id>/<image> for every tenant (stageBranding). */
  branding: string;
}

/** Uploads web/dist (when it has been built), tenants.json and the tenants' brand images, then invalidates the distribution. */
export class SiteContent extends Construct {
  constructor(scope: Construct, id: string, props: SiteContentProps) {
    super(scope, id);
    const tenantsJson = Source.jsonData('tenants.json', props.tenants);
    const built = existsSync(WEB_DIST);
    if (!built) {
      Annotations.of(this).addWarningV2(
        'campfire:web-dist-missing',
        'web/dist does not exist: only tenants.json will be uploaded. Run `npm run build:web` before deploying.',
      );
    }
    const deployment = new BucketDeployment(this, 'Deployment', {
      destinationBucket: props.siteBucket,
      // Each tenant's brand images from its configuration file, under /tenants/<id>/ (lib/tenant/branding.ts).
      sources: [...(built ? [Source.asset(WEB_DIST)] : []), tenantsJson, Source.asset(props.branding)],
      // Without a build, keep what a previous deployment uploaded instead of deleting the app.
      prune: built,
      distribution: props.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    acknowledgeBucketDeployment(deployment, props.siteBucket);
  }
}

/** The CDK BucketDeployment handler is AWS's own code; its grants are what copying assets needs. */
function acknowledgeBucketDeployment(deployment: BucketDeployment, siteBucket: IBucket) {
  const handler = deployment.handlerRole.node.scope;
  if (!handler) return;
  const stack = Stack.of(deployment);
  const reason =
    'CDK BucketDeployment handler: reads the CDK asset objects and replaces the site objects (s3 object wildcards on those two buckets) and invalidates the distribution (CloudFront has no resource-level invalidation scope).';
  const siteBucketId = stack.resolve(stack.getLogicalId(siteBucket.node.defaultChild as CfnBucket)) as string;
  // cdk-nag renders unresolved pseudo parameters as <AWS::Name>.
  const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
  const partition = Token.isUnresolved(stack.partition) ? '<AWS::Partition>' : stack.partition;
  const findings = [
    'Action::s3:Abort*',
    'Action::s3:DeleteObject*',
    'Action::s3:GetBucket*',
    'Action::s3:GetObject*',
    'Action::s3:List*',
    'Resource::*',
    `Resource::<${siteBucketId}.Arn>/*`,
    `Resource::arn:${partition}:s3:::cdk-${DefaultStackSynthesizer.DEFAULT_QUALIFIER}-assets-${account}-${stack.region}/*`,
  ];
  Validations.of(handler).acknowledge(
    ...findings.map((finding) => ({ id: `AwsSolutions-IAM5[${finding}]`, reason })),
    {
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason: 'CDK BucketDeployment handler: the managed policy only lets it write its own logs.',
    },
    {
      id: 'AwsSolutions-L1',
      reason: 'CDK BucketDeployment handler: aws-cdk-lib chooses and updates its Python runtime.',
    },
  );
}

export interface WebStackProps extends StackProps {
  apiOrigin: string;
  originVerifySecretName: string;
  connectSources: string[];
  webAclArn: string | undefined;
  tenants: TenantDirectoryEntry[];
  /** The staged brand images of every tenant (stageBranding). */
  branding: string;
  domainNames: string[];
  certificateArn: string | undefined;
}

export class WebStack extends Stack {
  readonly distribution: Distribution;
  readonly siteBucket: Bucket;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, { description: 'Campfire: web app bucket and CloudFront distribution', ...props });
    const logs = new AccessLogBucket(this, 'AccessLogs').bucket;
    this.siteBucket = new SiteBucket(this, 'Site', { logs }).bucket;
    this.distribution = new SiteDistribution(this, 'Cdn', {
      siteBucket: this.siteBucket,
      logs,
      apiOrigin: props.apiOrigin,
      originVerifySecretName: props.originVerifySecretName,
      connectSources: props.connectSources,
      webAclArn: props.webAclArn,
      domainNames: props.domainNames,
      certificateArn: props.certificateArn,
    }).distribution;
    new SiteContent(this, 'Content', {
      siteBucket: this.siteBucket,
      distribution: this.distribution,
      tenants: props.tenants,
      branding: props.branding,
    });
  }
}
