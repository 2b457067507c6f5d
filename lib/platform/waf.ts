/**
 * The optional CloudFront web ACL (`-c campfire:waf=true`): CloudFront takes web ACLs from us-east-1
 * only, so this stack lives there and the web stack reads its ARN through CDK's cross-region
 * references. Rules: a rate limit per client IP on the claim routes and on staff sign-in (the paths a
 * crowd or a password guesser hammers), then AWS's managed groups for IP reputation, known bad inputs
 * and the common rule set.
 */
import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import type { WafSettings } from '../settings.ts';

/** Managed rule groups, in priority order after the rate rules. */
export const MANAGED_RULE_GROUPS = [
  'AWSManagedRulesAmazonIpReputationList',
  'AWSManagedRulesKnownBadInputsRuleSet',
  'AWSManagedRulesCommonRuleSet',
];

/** The rate-limited paths (lower-cased URI suffixes) and which setting limits them. */
export const RATE_LIMITED_PATHS = [
  { name: 'ClaimRatePerIp', suffix: '/claim', limit: 'claimRatePerMinute' },
  { name: 'SignInRatePerIp', suffix: '/adminauth/login', limit: 'signInRatePerMinute' },
] as const;

export interface WafStackProps extends StackProps {
  waf: WafSettings;
}

export class WafStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: WafStackProps) {
    super(scope, id, { description: 'Campfire: CloudFront web ACL (rate limits, managed rules)', ...props });
    const visibility = (name: string) => ({
      cloudWatchMetricsEnabled: true,
      metricName: `campfire-${name}`,
      sampledRequestsEnabled: true,
    });
    const rateRules: CfnWebACL.RuleProperty[] = RATE_LIMITED_PATHS.map((path, i) => ({
      name: path.name,
      priority: i,
      action: { block: {} },
      statement: {
        rateBasedStatement: {
          aggregateKeyType: 'IP',
          evaluationWindowSec: 60,
          limit: props.waf[path.limit],
          scopeDownStatement: {
            byteMatchStatement: {
              fieldToMatch: { uriPath: {} },
              positionalConstraint: 'ENDS_WITH',
              searchString: path.suffix,
              textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
            },
          },
        },
      },
      visibilityConfig: visibility(path.name),
    }));
    const managedRules: CfnWebACL.RuleProperty[] = MANAGED_RULE_GROUPS.map((name, i) => ({
      name,
      priority: rateRules.length + i,
      overrideAction: { none: {} },
      statement: { managedRuleGroupStatement: { vendorName: 'AWS', name } },
      visibilityConfig: visibility(name),
    }));
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: 'campfire',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      rules: [...rateRules, ...managedRules],
      visibilityConfig: visibility('web-acl'),
    });
  }
}
