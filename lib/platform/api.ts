/**
 * The HTTP API: one Lambda per bounded context (functions/api/registry.ts), each receiving every path
 * under its prefixes and routing them itself, plus the OpenAPI document.
 */
import { join } from 'node:path';
import { Duration, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { API_CONTEXTS, DOCS_CONTEXT, OPENAPI_PATH, TENANT_API_BASE, type ApiContext } from '#api/registry';
import { GSIS } from '#store/table-definition';
import { PROJECT_ROOT } from '../project.ts';

/** Stage-wide throttle: shields the table and Lambda concurrency from floods; raise it for busy opening days. */
export const API_THROTTLE = { rateLimit: 500, burstLimit: 1000 };

/** Read actions of the contexts built so far; write access is granted per context when one needs it. */
export const TABLE_READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:BatchGetItem'];

export interface ContextFunctionProps {
  context: ApiContext;
  table: ITable;
  logRetention: RetentionDays;
  /** DynamoDB actions this context may perform on the table and its indexes (none for the docs). */
  tableActions: string[];
}

/** A bounded context's Lambda: bundled ESM on arm64, its own log group and a role scoped to what it does. */
export class ContextFunction extends Construct {
  readonly function: NodejsFunction;

  constructor(scope: Construct, id: string, props: ContextFunctionProps) {
    super(scope, id);
    const { context, table } = props;
    const logGroup = new LogGroup(this, 'Logs', { retention: props.logRetention });
    // An explicit role instead of AWSLambdaBasicExecutionRole: it may write only to its own log group.
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Campfire ${context.name} API`,
    });
    role.addToPolicy(
      new PolicyStatement({
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [logGroup.logGroupArn],
      }),
    );
    if (props.tableActions.length > 0) {
      role.addToPolicy(
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions: props.tableActions,
          // The table and each of its indexes by name: no wildcard.
          resources: [table.tableArn, ...GSIS.map((g) => `${table.tableArn}/index/${g.name}`)],
        }),
      );
    }

    this.function = new NodejsFunction(this, 'Function', {
      description: `Campfire API: ${context.name}`,
      entry: join(PROJECT_ROOT, context.entry),
      handler: 'handler',
      projectRoot: PROJECT_ROOT,
      depsLockFilePath: join(PROJECT_ROOT, 'package-lock.json'),
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: 1024,
      // Below API Gateway's 30 s integration limit, so a slow call ends as a logged Lambda timeout.
      timeout: Duration.seconds(10),
      role,
      logGroup,
      environment: {
        TABLE_NAME: table.tableName,
        POWERTOOLS_SERVICE_NAME: `campfire-${context.name}`,
        POWERTOOLS_LOG_LEVEL: 'INFO',
        // Stack traces in the logs point into the TypeScript sources.
        NODE_OPTIONS: '--enable-source-maps',
      },
      bundling: {
        format: OutputFormat.ESM,
        target: 'node24',
        minify: true,
        sourceMap: true,
        // Bundle the AWS SDK too, so the deployed code runs the versions the tests ran.
        externalModules: [],
        mainFields: ['module', 'main'],
        // CommonJS dependencies inside an ESM bundle still call require().
        banner:
          "import { createRequire as __cfRequire } from 'node:module'; const require = __cfRequire(import.meta.url);",
      },
    });
  }
}

export interface ApiStackProps extends StackProps {
  table: ITable;
  logRetention: RetentionDays;
}

/** The public HTTP API behind CloudFront's /v1/* behaviour. */
export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  /** Every API Lambda by context name (including 'docs'), for dashboards and alarms. */
  readonly functions = new Map<string, NodejsFunction>();

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, { description: 'Campfire: HTTP API and its Lambda functions', ...props });

    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: 'campfire',
      description: 'Campfire public and back-office API (/v1)',
      // Our own stage below, for access logs and throttling.
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: props.logRetention });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: API_THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: accessLogFormat(),
      },
    });

    for (const context of API_CONTEXTS) {
      const fn = this.addContext(context, props, TABLE_READ_ACTIONS);
      const integration = new HttpLambdaIntegration(`${context.name}Integration`, fn, {
        scopePermissionToRoute: false,
      });
      for (const path of contextRoutePaths(context)) {
        this.httpApi.addRoutes({ path, methods: [HttpMethod.ANY], integration });
      }
    }

    const docs = this.addContext(DOCS_CONTEXT, props, []);
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

  private addContext(context: ApiContext, props: ApiStackProps, tableActions: string[]): NodejsFunction {
    const fn = new ContextFunction(this, pascal(context.name), {
      context,
      table: props.table,
      logRetention: props.logRetention,
      tableActions,
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
