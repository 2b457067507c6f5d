/**
 * Lean Lambdas: the synthesized API bundles carry no local-only code (the offline gazetteer and its
 * 5 MB `zipcodes` data, the mail outbox) and stay under a size budget, the docs' with its OpenAPI
 * document built at synth time, since a bundle's size is what a cold start loads and parses. Bundles
 * each API Lambda for real (esbuild), so it takes a while: minutes on a busy machine.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { API_CONTEXTS, DOCS_CONTEXT } from '#api/registry';
import { OPENAPI_DOCUMENT_FILE } from '../../functions/api/docs/handler.ts';
import { buildOpenApiDocument } from '../../functions/api/docs/openapi.ts';
import { synthCampfire, type Synthesised } from './campfire.ts';

/**
 * The ceiling for any API Lambda's index.mjs, the docs' included. 1 MiB is the goal: zod's classic API
 * brings all its message locales (about 260 KB) into every bundle and Powertools Tracer the X-Ray SDK
 * (about 125 KB), which keep most contexts above it.
 */
export const API_BUNDLE_LIMIT_BYTES = 1.45 * 1024 * 1024;

/** Text only the gazetteer's data holds (the first US zip code's town) and the outbox's file pattern. */
const LOCAL_ONLY_MARKERS = { zipcodes: 'Holtsville', outbox: '[0-9a-f]{12})\\.json' };

describe('API Lambda bundles', () => {
  let campfire: Synthesised;
  const bundles = new Map<string, string>();
  beforeAll(() => {
    campfire = synthCampfire({ bundle: ['Campfire-Platform-Api'] });
    const template = campfire.template(campfire.platform.api);
    for (const [name, fn] of campfire.platform.api.functions) {
      const id = campfire.platform.api.resolve((fn.node.defaultChild as CfnFunction).logicalId) as string;
      const code = template.toJSON().Resources[id].Properties.Code as { S3Key: string };
      bundles.set(name, join(campfire.outdir, `asset.${code.S3Key.replace(/\.zip$/, '')}`, 'index.mjs'));
    }
  }, 600_000);

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
    }
  });

  it(`keeps every bundle under ${(API_BUNDLE_LIMIT_BYTES / 1024).toFixed(0)} KB`, () => {
    const sizes = Object.fromEntries([...bundles].map(([name, path]) => [name, statSync(path).size]));
    console.log(
      'API bundle sizes (KB):',
      Object.fromEntries(Object.entries(sizes).map(([n, s]) => [n, Math.round(s / 1024)])),
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
