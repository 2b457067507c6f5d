/**
 * Single sign-on of agency staff through the agency's enterprise directory (OIDC), federated into the
 * tenant-admin pool: the provider, the hosted-UI domain the browser is redirected through, and the
 * app client that runs the authorization code flow (spec public §4.2, admin §2).
 */
import { Arn, Duration, Stack, Validations } from 'aws-cdk-lib';
import type { UserPoolClient, UserPoolDomain } from 'aws-cdk-lib/aws-cognito';
import {
  type CfnUserPoolClient,
  OAuthScope,
  OidcAttributeRequestMethod,
  ProviderAttribute,
  UserPoolClientIdentityProvider,
  UserPoolIdentityProviderOidc,
  type IUserPool,
} from 'aws-cdk-lib/aws-cognito';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import {
  AwsCustomResource,
  AwsCustomResourcePolicy,
  Logging,
  PhysicalResourceId,
} from 'aws-cdk-lib/custom-resources';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import type { TenantConfig } from '../tenant-config.ts';

/** Scopes requested from the directory and granted to the admin app (spec public §4.2). */
export const DIRECTORY_SCOPES = ['phone', 'email', 'profile', 'openid'] as const;

export interface EnterpriseDirectoryProps {
  userPool: IUserPool;
  tenant: TenantConfig;
  /** Hosted-UI domain prefix, e.g. 'campfire-co-admin'. */
  domainPrefix: string;
  /** Pins the client-secret parameter version; a new value re-reads the secret on deploy. */
  secretVersion: number | undefined;
  /** Log group of the stack's AWS SDK custom-resource provider (one Lambda serves them all). */
  customResourceLogs: ILogGroup;
}

export class EnterpriseDirectory extends Construct {
  readonly provider: UserPoolIdentityProviderOidc;
  readonly domain: UserPoolDomain;
  readonly client: UserPoolClient;
  /** Host name of the hosted UI, as Amplify's oauth.domain expects it (no scheme). */
  readonly hostedUiDomain: string;
  readonly signInUrl: string;
  readonly signOutUrl: string;

  constructor(scope: Construct, id: string, props: EnterpriseDirectoryProps) {
    super(scope, id);
    const { tenant, userPool } = props;
    const stack = Stack.of(this);
    const directory = tenant.enterpriseDirectory;
    this.signInUrl = `https://${tenant.siteDomain}/admin`;
    this.signOutUrl = `https://${tenant.siteDomain}/admin/login`;

    this.provider = new UserPoolIdentityProviderOidc(this, 'Provider', {
      userPool,
      name: directory.providerName,
      issuerUrl: directory.oidcIssuer,
      clientId: directory.clientId,
      clientSecret: new DirectoryClientSecret(this, 'ClientSecret', {
        parameterName: directory.clientSecretParameter,
        version: props.secretVersion,
        logGroup: props.customResourceLogs,
      }).value,
      scopes: [...DIRECTORY_SCOPES],
      attributeRequestMethod: OidcAttributeRequestMethod.GET,
      attributeMapping: {
        email: ProviderAttribute.other('email'),
        givenName: ProviderAttribute.other('given_name'),
        familyName: ProviderAttribute.other('family_name'),
        phoneNumber: ProviderAttribute.other('phone_number'),
        custom: { 'custom:mspEntityUserId': ProviderAttribute.other('mspEntityUserId') },
      },
    });

    this.domain = userPool.addDomain('HostedUi', { cognitoDomain: { domainPrefix: props.domainPrefix } });
    this.hostedUiDomain = `${props.domainPrefix}.auth.${stack.region}.amazoncognito.com`;

    this.client = userPool.addClient('DirectoryClient', {
      userPoolClientName: 'campfire-admin-sso',
      generateSecret: false,
      supportedIdentityProviders: [UserPoolClientIdentityProvider.custom(directory.providerName)],
      oAuth: {
        flows: { authorizationCodeGrant: true },
        scopes: [OAuthScope.PHONE, OAuthScope.EMAIL, OAuthScope.PROFILE, OAuthScope.OPENID],
        callbackUrls: [this.signInUrl],
        logoutUrls: [this.signOutUrl],
      },
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.hours(12),
    });
    // The client names the provider, so the provider must exist first.
    this.client.node.addDependency(this.provider);
    // Sign-in happens at the directory; the app only renews its tokens (no password flows on this client).
    (this.client.node.defaultChild as CfnUserPoolClient).explicitAuthFlows = ['ALLOW_REFRESH_TOKEN_AUTH'];
  }
}

interface DirectoryClientSecretProps {
  parameterName: string;
  version: number | undefined;
  logGroup: ILogGroup;
}

/**
 * Reads the directory's client secret from its SSM SecureString at deploy time. CloudFormation refuses
 * `{{resolve:ssm-secure}}` in Cognito provider details, so a custom resource reads it instead: the value
 * stays out of the repository and the template, and its response is kept out of the logs.
 */
class DirectoryClientSecret extends Construct {
  readonly value: string;

  constructor(scope: Construct, id: string, props: DirectoryClientSecretProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const name =
      props.version === undefined ? props.parameterName : `${props.parameterName}:${props.version}`;
    const parameterArn = Arn.format(
      { service: 'ssm', resource: 'parameter', resourceName: props.parameterName.replace(/^\//, '') },
      stack,
    );
    const call = {
      service: 'SSM',
      action: 'GetParameter',
      parameters: { Name: name, WithDecryption: true },
      physicalResourceId: PhysicalResourceId.of(`directory-client-secret:${name}`),
      outputPaths: ['Parameter.Value'],
      logging: Logging.withDataHidden(),
    };
    const reader = new AwsCustomResource(this, 'Reader', {
      onCreate: call,
      onUpdate: call,
      installLatestAwsSdk: false,
      logGroup: props.logGroup,
      // A SecureString under the AWS-managed aws/ssm key needs no kms grant; a customer key would.
      policy: AwsCustomResourcePolicy.fromStatements([
        new PolicyStatement({ actions: ['ssm:GetParameter'], resources: [parameterArn] }),
      ]),
    });
    this.value = reader.getResponseField('Parameter.Value');
    acknowledgeSdkProvider(reader);
  }
}

/** The stack-wide Lambda behind every AwsCustomResource: CDK's code, with a basic-execution role for its logs. */
export function acknowledgeSdkProvider(resource: AwsCustomResource) {
  const role = resource.grantPrincipal;
  if (!(role instanceof Construct)) return;
  Validations.of(role).acknowledge({
    id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    reason:
      'CDK AwsCustomResource provider: the managed policy only lets it write its logs; each call it makes has its own narrow inline policy.',
  });
}
