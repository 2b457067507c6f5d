/**
 * The edge: traffic reaches the API only through CloudFront (with the API's own domain, the default
 * execute-api endpoint is disabled and CloudFront forwards to that domain), CORS answers the tenants'
 * sites only, the CSP names only the endpoints the app calls, an optional WAF web ACL guards the
 * distribution, and scale settings (stage and route throttles, reserved concurrency) come from config.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { CORS_ORIGINS_ENV } from '#http/pipeline';
import { MANAGED_RULE_GROUPS } from '../../lib/platform/waf.ts';
import { loadTenantConfigs } from '../../lib/tenant-config.ts';
import { synthCampfire, type Synthesised } from './campfire.ts';

type Resources = Record<string, { Type: string; Properties: Record<string, unknown> }>;
const resources = (t: Template) => t.toJSON().Resources as Resources;
const ofType = (t: Template, type: string) => Object.values(resources(t)).filter((r) => r.Type === type);

const EDGE_CONTEXT = {
  'campfire:apiDomainName': 'api.campfire.example',
  'campfire:apiCertificateArn': 'arn:aws:acm:us-west-2:111111111111:certificate/api',
  'campfire:waf': 'true',
  'campfire:wafClaimRatePerMinute': '40',
  'campfire:scale': {
    stage: { rateLimit: 800, burstLimit: 1600 },
    contexts: {
      reservations: { throttle: { rateLimit: 250, burstLimit: 500 }, reservedConcurrency: 60 },
      cart: { reservedConcurrency: 25 },
    },
  },
};

describe('edge with the API domain, WAF and scale settings', () => {
  let campfire: Synthesised;
  let api: Template;
  let web: Template;
  beforeAll(() => {
    campfire = synthCampfire({ context: EDGE_CONTEXT });
    api = campfire.template(campfire.platform.api);
    web = campfire.template(campfire.platform.web);
  });

  it('passes cdk-nag with the WAF and the API domain', () => {
    const report = new AwsSolutionsChecks(undefined, { verbose: true }).validateScope(campfire.app);
    const errors = report.violations
      .filter((v) => v.severity === 'error')
      .flatMap((v) => v.violatingResources.map((r) => `${v.ruleName} at ${r.constructPath}`));
    expect(errors).toEqual([]);
  });

  it('disables the execute-api endpoint and maps the API to its own domain', () => {
    api.hasResourceProperties('AWS::ApiGatewayV2::Api', { DisableExecuteApiEndpoint: true });
    api.hasResourceProperties('AWS::ApiGatewayV2::DomainName', { DomainName: 'api.campfire.example' });
    expect(ofType(api, 'AWS::ApiGatewayV2::ApiMapping')).toHaveLength(1);
  });

  it('forwards /v1/* from CloudFront to the API domain', () => {
    const [distribution] = ofType(web, 'AWS::CloudFront::Distribution');
    const config = distribution!.Properties.DistributionConfig as { Origins: Array<{ DomainName: unknown }> };
    expect(config.Origins.map((o) => o.DomainName)).toContain('api.campfire.example');
    expect(JSON.stringify(config.Origins)).not.toContain('execute-api');
  });

  it('puts a WAF web ACL in us-east-1 with per-IP rate rules on claims and sign-in and managed rules', () => {
    const waf = campfire.platform.waf!;
    expect(waf.region).toBe('us-east-1');
    const [acl] = ofType(campfire.template(waf), 'AWS::WAFv2::WebACL');
    const rules = acl!.Properties.Rules as Array<{
      Name: string;
      Statement: { RateBasedStatement?: unknown; ManagedRuleGroupStatement?: { Name: string } };
    }>;
    const rate = (name: string) => rules.find((r) => r.Name === name)!.Statement.RateBasedStatement;
    expect(rate('ClaimRatePerIp')).toMatchObject({
      AggregateKeyType: 'IP',
      Limit: 40,
      ScopeDownStatement: {
        ByteMatchStatement: { SearchString: '/claim', PositionalConstraint: 'ENDS_WITH' },
      },
    });
    expect(rate('SignInRatePerIp')).toMatchObject({ Limit: 20 });
    expect(rules.map((r) => r.Statement.ManagedRuleGroupStatement?.Name).filter(Boolean)).toEqual(
      MANAGED_RULE_GROUPS,
    );
    const [distribution] = ofType(web, 'AWS::CloudFront::Distribution');
    expect((distribution!.Properties.DistributionConfig as { WebACLId?: unknown }).WebACLId).toBeDefined();
  });

  it('throttles the stage and the claim routes and reserves concurrency from config', () => {
    const [stage] = ofType(api, 'AWS::ApiGatewayV2::Stage');
    expect(stage!.Properties.DefaultRouteSettings).toMatchObject({
      ThrottlingRateLimit: 800,
      ThrottlingBurstLimit: 1600,
    });
    const routes = stage!.Properties.RouteSettings as Record<string, { ThrottlingRateLimit: number }>;
    expect(routes['ANY /v1/tenant/{tenantId}/SpotReservation/{proxy+}']).toMatchObject({
      ThrottlingRateLimit: 250,
      ThrottlingBurstLimit: 500,
    });
    const concurrency = (service: string) =>
      ofType(api, 'AWS::Lambda::Function').find(
        (f) =>
          (f.Properties.Environment as { Variables: Record<string, string> }).Variables
            .POWERTOOLS_SERVICE_NAME === service,
      )!.Properties.ReservedConcurrentExecutions;
    expect(concurrency('campfire-reservations')).toBe(60);
    expect(concurrency('campfire-cart')).toBe(25);
    expect(concurrency('campfire-tenant')).toBeUndefined();
  });
});

describe('edge by default', () => {
  let campfire: Synthesised;
  beforeAll(() => {
    campfire = synthCampfire();
  });

  it("answers CORS for the tenants' sites only", () => {
    const origins = loadTenantConfigs()
      .map((t) => `https://${t.siteDomain}`)
      .join(',');
    const functions = ofType(campfire.template(campfire.platform.api), 'AWS::Lambda::Function');
    expect(functions.length).toBeGreaterThan(10);
    for (const f of functions) {
      const env = (f.Properties.Environment as { Variables: Record<string, string> }).Variables;
      expect(env[CORS_ORIGINS_ENV]).toBe(origins);
    }
  });

  it('names only its own origin, Cognito and Amazon Location maps in connect-src', () => {
    const web = campfire.template(campfire.platform.web);
    const [policy] = ofType(web, 'AWS::CloudFront::ResponseHeadersPolicy');
    const csp = JSON.stringify(policy!.Properties);
    const connect = /connect-src ([^;]*)/.exec(csp)![1]!.split(' ');
    expect(connect).toEqual([
      "'self'",
      'https://cognito-idp.us-west-2.amazonaws.com',
      ...loadTenantConfigs().map(
        (t) => `https://campfire-${t.tenantId}-admin.auth.us-west-2.amazoncognito.com`,
      ),
      'https://maps.geo.us-west-2.amazonaws.com',
    ]);
    expect(csp).not.toContain('*.amazonaws.com');
  });

  it('has no WAF unless configured, and keeps the stage throttle of cdk.json', () => {
    expect(campfire.platform.waf).toBeUndefined();
    campfire.template(campfire.platform.api).hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      DefaultRouteSettings: Match.objectLike({ ThrottlingRateLimit: 500, ThrottlingBurstLimit: 1000 }),
    });
  });
});
