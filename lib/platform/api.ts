/**
 * The HTTP API: one Lambda per bounded context (functions/api/registry.ts), each receiving every path
 * under its prefixes and routing them itself, plus the OpenAPI document (generated at synth time).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Annotations, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import type { CfnStage } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  ApiMapping,
  DomainName,
  HttpApi,
  HttpMethod,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { type ISecret, Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { API_CONTEXTS, DOCS_CONTEXT, OPENAPI_PATH, TENANT_API_BASE, type ApiContext } from '#api/registry';
import { CAPTCHA_SECRET_PARAMETER_ENV } from '#adapters/captcha/index';
import { ORIGIN_VERIFY_SECRET_NAME_ENV } from '#adapters/parameters/origin-verify';
import { CORS_ORIGINS_ENV } from '#http/pipeline';
import { GSIS } from '#store/table-definition';
import { BUNDLED_DOCUMENT_DEFINE, OPENAPI_DOCUMENT_FILE } from '../../functions/api/docs/handler.ts';
import { buildOpenApiDocument } from '../../functions/api/docs/openapi.ts';
import { addCampfireFunction, type CampfireFunctionProps } from '../lambda.ts';
import { LocationService } from './location-service.ts';
import type { ApiDomainSettings, ContextScale, MailSettings, ScaleSettings } from '../settings.ts';
import { API_LAMBDA_TIMEOUT, WORKFLOW_CALLER_TIMEOUT } from '../timeouts.ts';
import {
  TABLE_READ_ACTIONS,
  contextAccess,
  grantContextAccess,
  usesIdentity,
  paymentsEnvironment,
  waitingRoomEnvironment,
  workflowEnvironment,
  type ContextAccess,
  type IdentityResources,
} from './context-access.ts';

export { TABLE_READ_ACTIONS } from './context-access.ts';

export interface ContextFunctionProps {
  context: ApiContext;
  table: ITable;
  logRetention: RetentionDays;
  /** Reads the table and its indexes (every context but the docs). */
  readsTable: boolean;
  /** What the context may do beyond reading; read-only when absent. */
  access?: ContextAccess;
  identity?: IdentityResources;
  /** The browser origins CORS answers (the tenants' sites). */
  siteOrigins: string[];
  scale?: ContextScale;
  /** Files shipped beside the bundle and constants for the bundler (the docs' prebuilt document). */
  bundle?: Pick<CampfireFunctionProps, 'extraFiles' | 'define'>;
  /** The secret CloudFront sends in its origin header (#http/client-address): named and readable. */
  originVerifySecret?: ISecret;
}

/** A bounded context's Lambda with a role scoped to what the context does. */
export class ContextFunction extends Construct {
  readonly function: NodejsFunction;

  constructor(scope: Construct, id: string, props: ContextFunctionProps) {
    super(scope, id);
    const { context, table, access, identity } = props;
    const needsIdentity = access !== undefined && identity !== undefined && usesIdentity(access);
    const lambda = addCampfireFunction(this, {
      entry: context.entry,
      description: `Campfire API: ${context.name}`,
      serviceName: `campfire-${context.name}`,
      logRetention: props.logRetention,
      memorySize: 1024,
      // Below API Gateway's 30 s integration limit, so a slow call ends as a logged Lambda timeout; a
      // context that starts a workflow outlives the workflow (lib/timeouts.ts).
      timeout: (access?.workflows ?? []).length > 0 ? WORKFLOW_CALLER_TIMEOUT : API_LAMBDA_TIMEOUT,
      reservedConcurrency: props.scale?.reservedConcurrency,
      ...props.bundle,
      environment: {
        TABLE_NAME: table.tableName,
        [CORS_ORIGINS_ENV]: props.siteOrigins.join(','),
        // Selects the AWS adapters (SES, SSM, Cognito); the local runtime sets 'local'.
        CAMPFIRE_RUNTIME: 'aws',
        ...(needsIdentity && identity.mail ? { MAIL_FROM: identity.mail.from } : {}),
        ...(needsIdentity ? { [CAPTCHA_SECRET_PARAMETER_ENV]: identity.captchaSecretParameter } : {}),
        ...(access !== undefined && identity !== undefined ? workflowEnvironment(access, identity) : {}),
        ...(access !== undefined && identity !== undefined ? paymentsEnvironment(access, identity) : {}),
        ...(access !== undefined && identity !== undefined ? waitingRoomEnvironment(access, identity) : {}),
        ...(props.originVerifySecret ? { [ORIGIN_VERIFY_SECRET_NAME_ENV]: ORIGIN_VERIFY_SECRET_NAME } : {}),
      },
    });
    this.function = lambda.function;
    props.originVerifySecret?.grantRead(lambda.role);
    if (props.readsTable) {
      lambda.role.addToPolicy(
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions: TABLE_READ_ACTIONS,
          // The table and each of its indexes by name: no wildcard.
          resources: [table.tableArn, ...GSIS.map((g) => `${table.tableArn}/index/${g.name}`)],
        }),
      );
    }
    if (access !== undefined && identity !== undefined) grantContextAccess(lambda.role, access, identity);
  }
}

export interface ApiStackProps extends StackProps {
  table: ITable;
  logRetention: RetentionDays;
  /** Tenant ids: the API may manage users only in pools tagged with one of them. */
  tenantIds: string[];
  mail: MailSettings | undefined;
  captchaSecretParameter: string;
  /** The checkout and postback state machines (lib/platform/workflows.ts), started by their contexts. */
  stateMachineArns?: IdentityResources['stateMachineArns'];
  /** The payment provider, for the contexts that refund (lib/platform/context-access.ts `payments`). */
  payments?: IdentityResources['payments'];
  /** Every tenant's siteDomain: CORS answers https://<siteDomain> only. */
  siteDomains: string[];
  /** The API's own domain; with it the default execute-api endpoint is disabled. */
  apiDomain: ApiDomainSettings | undefined;
  scale: ScaleSettings;
}

/** Secrets Manager secret (a plain string) the waiting room's token keys derive from, unless `campfire:waitingRoomSecretName` names another. */
export const DEFAULT_WAITING_ROOM_SECRET_NAME = 'campfire/waiting-room';

/** Secrets Manager secret (a plain string, generated by this stack) CloudFront sends in its origin-verify header. */
export const ORIGIN_VERIFY_SECRET_NAME = 'campfire/origin-verify';

/** The public HTTP API behind CloudFront's /v1/* behaviour. */
export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  /** Every API Lambda by context name (including 'docs'), for dashboards and alarms. */
  readonly functions = new Map<string, NodejsFunction>();
  /** Place index and map styles (Amazon Location). */
  readonly locationService: LocationService;
  /** The host name CloudFront forwards /v1/* to: the API's own domain, else its execute-api domain. */
  readonly originDomain: string;
  /**
   * The value CloudFront sends the API in its origin-verify header (lib/platform/web.ts), by which the
   * API takes CloudFront-Viewer-Address as the client (functions/http/client-address.ts).
   */
  readonly originVerifySecret: Secret;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, { description: 'Campfire: HTTP API and its Lambda functions', ...props });

    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: 'campfire',
      description: 'Campfire public and back-office API (/v1)',
      // Our own stage below, for access logs and throttling.
      createDefaultStage: false,
      // Only CloudFront may reach the API, through the API's own domain (README "Deploy").
      disableExecuteApiEndpoint: props.apiDomain !== undefined,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: props.logRetention });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: props.scale.stage,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: accessLogFormat(),
      },
    });

    const identity: IdentityResources = {
      table: props.table,
      tenantIds: props.tenantIds,
      mail: props.mail,
      captchaSecretParameter: props.captchaSecretParameter,
      stateMachineArns: props.stateMachineArns,
      payments: props.payments,
      // A Secrets Manager secret (a plain string) the agency creates, as the payment provider's; the
      // waiting room derives each tenant's token key from it (functions/adapters/parameters).
      waitingRoomSecret: Secret.fromSecretNameV2(
        this,
        'WaitingRoomSecret',
        (this.node.tryGetContext('campfire:waitingRoomSecretName') as string | undefined) ||
          DEFAULT_WAITING_ROOM_SECRET_NAME,
      ),
    };
    // Generated here, in the stack of the Lambdas that read it, under a fixed name: the web stack (deployed
    // after this one) hands it to CloudFront as a dynamic reference by that name. The waiting-room secret
    // cannot serve (an HKDF of it is nothing CloudFormation can compute for CloudFront), and a value of
    // its own keeps that secret out of the distribution's settings.
    this.originVerifySecret = new Secret(this, 'OriginVerifySecret', {
      secretName: ORIGIN_VERIFY_SECRET_NAME,
      description:
        'Campfire: the value CloudFront sends the API in its origin-verify header (the client is then CloudFront-Viewer-Address)',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    Validations.of(this.originVerifySecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'CloudFront holds the value resolved at deploy time: it is rotated by a new value and a deploy of the web stack (README "Deploy"), not by a rotation Lambda the distribution would not follow.',
    });

    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    for (const context of API_CONTEXTS) {
      const access = contextAccess(context.name);
      const scale = props.scale.contexts[context.name];
      const fn = this.addContext(context, props, {
        readsTable: true,
        access,
        identity,
        scale,
        originVerifySecret: this.originVerifySecret,
      });

      const integration = new HttpLambdaIntegration(`${context.name}Integration`, fn, {
        scopePermissionToRoute: false,
      });
      for (const path of contextRoutePaths(context)) {
        this.httpApi.addRoutes({ path, methods: [HttpMethod.ANY], integration });
        if (scale?.throttle) {
          routeSettings[`ANY ${path}`] = {
            ThrottlingRateLimit: scale.throttle.rateLimit,
            ThrottlingBurstLimit: scale.throttle.burstLimit,
          };
        }
      }
    }
    const unknown = Object.keys(props.scale.contexts).filter((n) => !API_CONTEXTS.some((c) => c.name === n));
    if (unknown.length > 0) throw new Error(`campfire:scale names unknown contexts: ${unknown.join(', ')}`);
    if (Object.keys(routeSettings).length > 0) {
      // Per-route throttles have no L2 property on HTTP API stages.
      (this.stage.node.defaultChild as CfnStage).routeSettings = routeSettings;
      // Route settings apply to routes that exist when the stage deploys.
      this.stage.node.addDependency(this.httpApi);
    }

    if (props.apiDomain) {
      const domain = new DomainName(this, 'ApiDomain', {
        domainName: props.apiDomain.domainName,
        certificate: Certificate.fromCertificateArn(this, 'ApiCertificate', props.apiDomain.certificateArn),
      });
      new ApiMapping(this, 'ApiMapping', { api: this.httpApi, domainName: domain, stage: this.stage });
      this.originDomain = props.apiDomain.domainName;
    } else {
      this.originDomain = `${this.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`;
      Annotations.of(this).addWarningV2(
        'campfire:execute-api-open',
        'campfire:apiDomainName and campfire:apiCertificateArn are not set: the API stays reachable on its execute-api endpoint as well as through CloudFront.',
      );
    }

    // Place search: the locations context alone may query the place index (Amazon Location).
    this.locationService = new LocationService(this, 'LocationService');
    const locations = this.functions.get('locations');
    if (locations) this.locationService.grantPlaceSearch(locations);

    const mailers = API_CONTEXTS.filter((c) => contextAccess(c.name).mail).map((c) => c.name);
    if (!props.mail && mailers.length > 0) {
      Annotations.of(this).addWarningV2(
        'campfire:mail-not-configured',
        `campfire:mailFrom is not set: ${mailers.join(', ')} cannot send mail (forgotten usernames) and Cognito uses its own limited sender. Set it to an address of a verified SES identity.`,
      );
    }

    // The document is generated here, at synth time: the docs bundle carries no route table.
    const docs = this.addContext(DOCS_CONTEXT, props, {
      readsTable: false,
      bundle: {
        extraFiles: { [OPENAPI_DOCUMENT_FILE]: writeOpenApiDocument() },
        define: BUNDLED_DOCUMENT_DEFINE,
      },
    });
    this.httpApi.addRoutes({
      path: OPENAPI_PATH,
      methods: [HttpMethod.GET],
      integration: new HttpLambdaIntegration('docsIntegration', docs, { scopePermissionToRoute: false }),
    });

    Validations.of(this.httpApi).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        'The catalogue routes are public by specification (public spec section 6); bearer routes verify the Cognito token of the tenant in the path inside the handler.',
    });
  }

  private addContext(
    context: ApiContext,
    props: ApiStackProps,
    rights: Pick<
      ContextFunctionProps,
      'readsTable' | 'access' | 'identity' | 'scale' | 'bundle' | 'originVerifySecret'
    >,
  ): NodejsFunction {
    const fn = new ContextFunction(this, pascal(context.name), {
      context,
      table: props.table,
      logRetention: props.logRetention,
      siteOrigins: props.siteDomains.map((d) => `https://${d}`),
      ...rights,
    }).function;
    this.functions.set(context.name, fn);
    return fn;
  }
}

/**
 * API Gateway paths are case-sensitive while the product's router is not, so each prefix is routed as
 * written and lower-cased (the specification spells some paths both ways).
 */
export function contextRoutePaths(context: ApiContext): string[] {
  const prefixes = new Set(context.prefixes.flatMap((p) => [p, p.toLowerCase()]));
  return [...prefixes].flatMap((p) => [`${TENANT_API_BASE}/${p}`, `${TENANT_API_BASE}/${p}/{proxy+}`]);
}

/** The OpenAPI document (functions/api/docs/openapi.ts) written to a fresh directory; its path. */
function writeOpenApiDocument(): string {
  const path = join(mkdtempSync(join(tmpdir(), 'campfire-openapi-')), OPENAPI_DOCUMENT_FILE);
  writeFileSync(path, JSON.stringify(buildOpenApiDocument()));
  return path;
}

function accessLogFormat(): AccessLogFormat {
  // JSON lines so that Logs Insights can query them; requestId joins them to the Lambda logs.
  return AccessLogFormat.custom(
    JSON.stringify({
      requestId: '$context.requestId',
      ip: '$context.identity.sourceIp',
      requestTime: '$context.requestTime',
      method: '$context.httpMethod',
      path: '$context.path',
      routeKey: '$context.routeKey',
      status: '$context.status',
      responseLength: '$context.responseLength',
      latencyMs: '$context.responseLatency',
      integrationLatencyMs: '$context.integrationLatency',
      integrationError: '$context.integrationErrorMessage',
      userAgent: '$context.identity.userAgent',
    }),
  );
}

function pascal(name: string): string {
  return name.replace(/(^|[-_])(\w)/g, (_m, _sep: string, c: string) => c.toUpperCase());
}
