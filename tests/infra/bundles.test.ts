/**
 * Lean Lambdas: the synthesized API bundles carry no local-only code (the offline gazetteer and its
 * 5 MB `zipcodes` data, the mail outbox) and stay under a size budget, since a bundle's size is what a
 * cold start loads and parses. Bundles each API Lambda for real (esbuild), so it takes a while.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { API_CONTEXTS, DOCS_CONTEXT } from '#api/registry';
import { synthCampfire, type Synthesised } from './campfire.ts';

/**
 * The ceiling for any API Lambda's index.mjs. 1 MiB is the goal: zod's classic API brings all its
 * message locales (about 260 KB) into every bundle and Powertools Tracer the X-Ray SDK (about 125 KB),
 * which keep most contexts above it; the docs context bundles every route table.
 */
export const API_BUNDLE_LIMIT_BYTES = 1.45 * 1024 * 1024;

/**
 * The docs context's own ceiling: it generates the OpenAPI document from every route table, so it
 * carries every context's code and grows with the API. It serves one cached document, never a booking
 * (a cold start there keeps nobody waiting on a spot); a document built at synth time would shrink it.
 */
export const DOCS_BUNDLE_LIMIT_BYTES = 2 * 1024 * 1024;

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
  });

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

  it(`keeps every bundle under ${(API_BUNDLE_LIMIT_BYTES / 1024).toFixed(0)} KB (docs ${(DOCS_BUNDLE_LIMIT_BYTES / 1024).toFixed(0)} KB)`, () => {
    const sizes = Object.fromEntries([...bundles].map(([name, path]) => [name, statSync(path).size]));
    console.log(
      'API bundle sizes (KB):',
      Object.fromEntries(Object.entries(sizes).map(([n, s]) => [n, Math.round(s / 1024)])),
    );
    for (const [name, size] of Object.entries(sizes))
      expect(size, name).toBeLessThanOrEqual(
        name === DOCS_CONTEXT.name ? DOCS_BUNDLE_LIMIT_BYTES : API_BUNDLE_LIMIT_BYTES,
      );
  });
});
