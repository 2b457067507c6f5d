/**
 * How every Campfire Lambda is built (API contexts and Cognito triggers): bundled on arm64 Node 24 as
 * lib/bundling/options.ts says, active X-Ray tracing, its own log group and an explicit role that may
 * write only to that log group (and send traces); callers add the rest.
 */
import { join } from 'node:path';
import { Validations, type Duration } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { LAMBDA_BUNDLING } from './bundling/options.ts';
import { PROJECT_ROOT } from './project.ts';

export interface CampfireFunctionProps {
  /** Repository-relative module that exports `handler`. */
  entry: string;
  description: string;
  /** Powertools service name (also how tests and dashboards find the function). */
  serviceName: string;
  logRetention: RetentionDays;
  memorySize: number;
  timeout: Duration;
  /** Concurrency kept for this function, which also caps it (lib/settings.ts scale). */
  reservedConcurrency?: number;
  environment?: Record<string, string>;
  /** Files copied beside the bundle (name in the bundle → absolute source path), read at run time. */
  extraFiles?: Record<string, string>;
  /** Identifiers the bundler replaces with constants (esbuild define), e.g. to drop code the bundle never runs. */
  define?: Record<string, string>;
}

export interface CampfireLambda {
  function: NodejsFunction;
  role: Role;
}

/** Creates `Logs`, `Role` and `Function` in the given construct (which owns the function). */
export function addCampfireFunction(owner: Construct, props: CampfireFunctionProps): CampfireLambda {
  const logGroup = new LogGroup(owner, 'Logs', { retention: props.logRetention });
  // An explicit role instead of AWSLambdaBasicExecutionRole: it may write only to its own log group.
  const role = new Role(owner, 'Role', {
    assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
    description: props.description,
  });
  role.addToPolicy(
    new PolicyStatement({
      actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
      resources: [logGroup.logGroupArn],
    }),
  );

  const fn = new NodejsFunction(owner, 'Function', {
    description: props.description,
    entry: join(PROJECT_ROOT, props.entry),
    handler: 'handler',
    projectRoot: PROJECT_ROOT,
    depsLockFilePath: join(PROJECT_ROOT, 'package-lock.json'),
    runtime: Runtime.NODEJS_24_X,
    architecture: Architecture.ARM_64,
    memorySize: props.memorySize,
    timeout: props.timeout,
    reservedConcurrentExecutions: props.reservedConcurrency,
    role,
    logGroup,
    // X-Ray: a segment per invocation; every handler adds Powertools Tracer subsegments.
    tracing: Tracing.ACTIVE,
    environment: {
      ...props.environment,
      POWERTOOLS_SERVICE_NAME: props.serviceName,
      POWERTOOLS_LOG_LEVEL: 'INFO',
      // Stack traces in the logs point into the TypeScript sources.
      NODE_OPTIONS: '--enable-source-maps',
    },
    bundling: {
      ...LAMBDA_BUNDLING,
      ...(props.define ? { define: props.define } : {}),
      ...(props.extraFiles
        ? {
            commandHooks: {
              beforeBundling: () => [],
              beforeInstall: () => [],
              afterBundling: (_input: string, output: string) =>
                Object.entries(props.extraFiles ?? {}).map(
                  ([name, source]) => `cp ${JSON.stringify(source)} ${JSON.stringify(join(output, name))}`,
                ),
            },
          }
        : {}),
    },
  });
  Validations.of(role).acknowledge({
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason:
      'Active X-Ray tracing: xray:PutTraceSegments and xray:PutTelemetryRecords have no resource-level permissions.',
  });
  return { function: fn, role };
}
