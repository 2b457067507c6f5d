import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '#http/client-address';
import { ORIGIN_VERIFY_SECRET_NAME } from '../../lib/platform/api.ts';
import { SPA_FALLBACK } from '../../lib/platform/web.ts';
import { loadTenantConfigs, tenantDirectory } from '../../lib/tenant-config.ts';
import { synthCampfire, type Synthesised } from './campfire.ts';

// Managed CloudFront policies (fixed ids published by AWS). AllViewerExceptHostHeader forwards every
// viewer header but Host, and CloudFront's viewer headers, CloudFront-Viewer-Address among them.
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

interface Behaviour {
  PathPattern?: string;
  TargetOriginId: string;
  CachePolicyId: unknown;
  Compress?: boolean;
  OriginRequestPolicyId?: string;
  AllowedMethods?: string[];
  ViewerProtocolPolicy: string;
  ResponseHeadersPolicyId?: unknown;
  FunctionAssociations?: Array<{ EventType: string; FunctionARN: unknown }>;
}
interface DistributionConfig {
  DefaultCacheBehavior: Behaviour;
  CacheBehaviors: Behaviour[];
  Origins: Array<{
    Id: string;
    DomainName: unknown;
    OriginAccessControlId?: unknown;
    CustomOriginConfig?: Record<string, unknown>;
    OriginCustomHeaders?: Array<{ HeaderName: string; HeaderValue: unknown }>;
  }>;
  CustomErrorResponses?: unknown;
  Logging?: unknown;
}

describe('web stack', () => {
  let campfire: Synthesised;
  let template: Template;
  let config: DistributionConfig;
  beforeAll(() => {
    campfire = synthCampfire();
    template = campfire.template(campfire.platform.web);
    const distributions = template.findResources('AWS::CloudFront::Distribution');
    expect(Object.keys(distributions)).toHaveLength(1);
    config = Object.values(distributions)[0]!.Properties.DistributionConfig as DistributionConfig;
  });

  it('keeps every bucket private, encrypted and reachable over TLS only', () => {
    const buckets = template.findResources('AWS::S3::Bucket');
    expect(Object.keys(buckets)).toHaveLength(2); // the site and its access logs
    for (const bucket of Object.values(buckets)) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties.BucketEncryption).toBeDefined();
    }
    const policies = Object.values(template.findResources('AWS::S3::BucketPolicy'));
    expect(policies).toHaveLength(2);
    for (const policy of policies) {
      expect(policy.Properties.PolicyDocument.Statement).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            Effect: 'Deny',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      );
    }
  });

  it('serves the site bucket through CloudFront with Origin Access Control only', () => {
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: {
        OriginAccessControlOriginType: 's3',
        SigningBehavior: 'always',
        SigningProtocol: 'sigv4',
      },
    });
    const s3Origin = config.Origins.find((o) => o.Id === config.DefaultCacheBehavior.TargetOriginId)!;
    expect(s3Origin.OriginAccessControlId).toBeDefined();
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Action: 's3:GetObject',
            Condition: { StringEquals: { 'AWS:SourceArn': Match.anyValue() } },
          }),
        ]),
      },
    });
  });

  it('forwards /v1/* to the HTTP API uncached, with every viewer header but Host', () => {
    const api = config.CacheBehaviors.find((b) => b.PathPattern === '/v1/*')!;
    expect(api).toBeDefined();
    expect(api.OriginRequestPolicyId).toBe(ALL_VIEWER_EXCEPT_HOST_HEADER);
    expect(api.AllowedMethods).toEqual(
      expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']),
    );
    expect(api.ViewerProtocolPolicy).toBe('https-only');
    expect(api.FunctionAssociations ?? []).toEqual([]);
    const origin = config.Origins.find((o) => o.Id === api.TargetOriginId)!;
    expect(JSON.stringify(origin.DomainName)).toContain('.execute-api.');
    expect(origin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
  });

  it('names the viewer to the API: CloudFront-Viewer-Address, beside the origin-verify secret only CloudFront sends', () => {
    const api = config.CacheBehaviors.find((b) => b.PathPattern === '/v1/*')!;
    // The managed policy that forwards CloudFront-Viewer-Address; no custom policy stands in for it.
    expect(api.OriginRequestPolicyId).toBe(ALL_VIEWER_EXCEPT_HOST_HEADER);
    expect(template.findResources('AWS::CloudFront::OriginRequestPolicy')).toEqual({});
    expect(VIEWER_ADDRESS_HEADER).toBe('CloudFront-Viewer-Address');
    const origin = config.Origins.find((o) => o.Id === api.TargetOriginId)!;
    // The secret's value is resolved by CloudFormation into the distribution, never written here.
    expect(origin.OriginCustomHeaders).toEqual([
      {
        HeaderName: ORIGIN_VERIFY_HEADER,
        HeaderValue: `{{resolve:secretsmanager:${ORIGIN_VERIFY_SECRET_NAME}:SecretString:::}}`,
      },
    ]);
    // The site's own origin carries no such header.
    const site = config.Origins.find((o) => o.Id === config.DefaultCacheBehavior.TargetOriginId)!;
    expect(site.OriginCustomHeaders).toBeUndefined();
    // The secret exists before the distribution reads it: the web stack deploys after the API stack.
    expect(campfire.platform.web.dependencies).toContain(campfire.platform.api);
  });

  it('compresses /v1/* answers (gzip and brotli) while keeping none past the second an answer may ask for', () => {
    const api = config.CacheBehaviors.find((b) => b.PathPattern === '/v1/*')!;
    expect(api.Compress).toBe(true);
    const policies = template.findResources('AWS::CloudFront::CachePolicy');
    const policy = Object.entries(policies).find(
      ([logicalId]) => JSON.stringify(api.CachePolicyId) === JSON.stringify({ Ref: logicalId }),
    )?.[1];
    expect(policy).toBeDefined();
    const policyConfig = policy!.Properties.CachePolicyConfig;
    // All three at 0 would disable caching, and CloudFront then refuses the compression settings.
    expect(policyConfig).toMatchObject({ MinTTL: 0, DefaultTTL: 0, MaxTTL: 1 });
    const key = policyConfig.ParametersInCacheKeyAndForwardedToOrigin;
    expect(key).toMatchObject({
      EnableAcceptEncodingGzip: true,
      EnableAcceptEncodingBrotli: true,
      // The caller's token, every query string and cookie reach the API and key any answer kept.
      HeadersConfig: { HeaderBehavior: 'whitelist', Headers: expect.arrayContaining(['Authorization']) },
      QueryStringsConfig: { QueryStringBehavior: 'all' },
      CookiesConfig: { CookieBehavior: 'all' },
    });
  });

  it('falls back to index.html for app routes on the default behaviour only', () => {
    // Distribution-wide error responses would also rewrite API errors: the fallback is a function.
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: expect.anything() },
    ]);
    template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
      FunctionCode: Match.stringLikeRegexp('index.html'),
    });
    const handler = new Function(`${SPA_FALLBACK}; return handler;`)() as (e: unknown) => { uri: string };
    const rewrite = (uri: string) => handler({ request: { uri } }).uri;
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/location/12')).toBe('/index.html');
    expect(rewrite('/admin/login')).toBe('/index.html');
    expect(rewrite('/assets/index-3f2a.js')).toBe('/assets/index-3f2a.js');
    expect(rewrite('/tenants.json')).toBe('/tenants.json');
  });

  it('adds security headers to every response', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: Match.objectLike({
          ContentSecurityPolicy: Match.objectLike({
            ContentSecurityPolicy: Match.stringLikeRegexp("frame-ancestors 'none'"),
          }),
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          StrictTransportSecurity: Match.objectLike({ Override: true }),
          ReferrerPolicy: Match.objectLike({ ReferrerPolicy: 'strict-origin-when-cross-origin' }),
        }),
      },
    });
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toBeDefined();
    expect(config.CacheBehaviors.every((b) => b.ResponseHeadersPolicyId)).toBe(true);
    expect(config.Logging).toBeDefined();
  });

  it('uploads the built app and a tenants.json generated from the tenant configuration files', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 1);
    const tenantsJson = readdirSync(campfire.outdir)
      .map((entry) => join(campfire.outdir, entry, 'tenants.json'))
      .find((file) => existsSync(file));
    expect(tenantsJson, 'tenants.json asset').toBeDefined();
    expect(JSON.parse(readFileSync(tenantsJson!, 'utf8'))).toEqual(tenantDirectory(loadTenantConfigs()));
  });
});
