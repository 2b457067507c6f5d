/**
 * Synthesises the whole CDK app the way `cdk synth` does (cdk.json's feature flags), into a
 * throwaway directory. Each test file calls it once, in beforeAll.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { buildCampfire, type Campfire } from '../../lib/campfire-app.ts';
import { PROJECT_ROOT } from '../../lib/project.ts';
import type { TenantConfig } from '../../lib/tenant-config.ts';

export interface SynthOptions {
  /** Stacks whose Lambda code is really bundled with esbuild (default none: faster, same templates otherwise). */
  bundle?: string[];
  /** aws-cdk-lib's built-in CloudFormation schema validation (default off: ~10 s a synth; `npm run synth` runs it). */
  cfnValidation?: boolean;
  /** Extra CDK context (e.g. `campfire:mailFrom`), as `cdk synth -c` would pass it. */
  context?: Record<string, unknown>;
  /** Tenant configurations (default: lib/tenants/*.json). */
  tenants?: TenantConfig[];
}

export interface Synthesised extends Campfire {
  app: App;
  outdir: string;
  template(stack: Stack): Template;
}

export function synthCampfire(options: SynthOptions = {}): Synthesised {
  const cdkJson = JSON.parse(readFileSync(join(PROJECT_ROOT, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  const outdir = mkdtempSync(join(tmpdir(), 'campfire-infra-'));
  const app = new App({
    outdir,
    builtinCloudFormationValidation: options.cfnValidation ?? false,
    context: { ...cdkJson.context, ...options.context, 'aws:cdk:bundling-stacks': options.bundle ?? [] },
  });
  // cdk-nag runs in nag.test.ts, where its findings are asserted rather than thrown.
  const campfire = buildCampfire(app, { nag: false, tenants: options.tenants });
  app.synth();
  const templates = new Map<Stack, Template>();
  return {
    ...campfire,
    app,
    outdir,
    template(stack) {
      let template = templates.get(stack);
      if (!template) {
        template = Template.fromStack(stack);
        templates.set(stack, template);
      }
      return template;
    },
  };
}

/** Every policy statement of a template (managed, inline and role policies), as written. */
export function policyStatements(template: Template): Array<Record<string, unknown>> {
  const statements: Array<Record<string, unknown>> = [];
  const resources = template.toJSON().Resources as Record<
    string,
    { Type: string; Properties?: Record<string, unknown> }
  >;
  for (const resource of Object.values(resources)) {
    const props = resource.Properties ?? {};
    const documents: unknown[] = [];
    if (resource.Type === 'AWS::IAM::Policy' || resource.Type === 'AWS::IAM::ManagedPolicy') {
      documents.push(props.PolicyDocument);
    }
    if (resource.Type === 'AWS::IAM::Role') {
      for (const p of (props.Policies as Array<{ PolicyDocument: unknown }> | undefined) ?? []) {
        documents.push(p.PolicyDocument);
      }
    }
    for (const doc of documents) {
      statements.push(...((doc as { Statement: Array<Record<string, unknown>> }).Statement ?? []));
    }
  }
  return statements;
}

export const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
