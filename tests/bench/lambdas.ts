/**
 * `npm run bench` (or `npx tsx tests/bench/lambdas.ts` alone): each production Lambda's bundle as
 * `cdk synth` builds it, its size and its cold module-load time, the part of a cold start the code
 * decides (reading, parsing and running the bundle's top level). Figures, never assertions; the
 * ceilings live in tests/infra/bundles.test.ts.
 *   BENCH_COLD_RUNS (default 5) fresh Node processes per Lambda; the median is printed.
 *   BENCH_STACKS (default every stack with Lambdas) comma-separated stack names to bundle.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { coldLoadMs } from '../../lib/bundling/cold-load.ts';
import { PLATFORM_STACK_PREFIX } from '../../lib/platform/index.ts';
import { tenantStackName } from '../../lib/tenant/index.ts';
import { loadTenantConfigs } from '../../lib/tenant-config.ts';
import { synthCampfire } from '../infra/campfire.ts';

const RUNS = Number(process.env.BENCH_COLD_RUNS ?? 5);

interface Bundle {
  stack: string;
  /** The function's description, which names it (e.g. 'Campfire API: cart'). */
  description: string;
  file: string;
}

function lambdaBundles(stacks: string[] | undefined): Bundle[] {
  const bundle = stacks ?? [
    ...['Api', 'Workflows', 'Sweeper'].map((part) => `${PLATFORM_STACK_PREFIX}-${part}`),
    ...loadTenantConfigs().map((t) => tenantStackName(t.tenantId)),
  ];
  const campfire = synthCampfire({ bundle });
  const found: Bundle[] = [];
  for (const stack of campfire.app.node.children) {
    if (!Stack.isStack(stack) || !bundle.includes(stack.stackName)) continue;
    const resources = campfire.template(stack).toJSON().Resources as Record<
      string,
      { Type: string; Properties: Record<string, unknown> }
    >;
    for (const resource of Object.values(resources)) {
      if (resource.Type !== 'AWS::Lambda::Function') continue;
      const key = (resource.Properties.Code as { S3Key?: string }).S3Key;
      const file = key && join(campfire.outdir, `asset.${key.replace(/\.zip$/, '')}`, 'index.mjs');
      // CDK's own custom-resource handlers ship prebuilt, without an index.mjs of ours.
      if (!file || !existsSync(file)) continue;
      found.push({ stack: stack.stackName, description: String(resource.Properties.Description), file });
    }
  }
  return found;
}

function medianColdLoadMs(file: string): number {
  const times = Array.from({ length: RUNS }, () => coldLoadMs(file)).sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

function main(): void {
  const stacks = process.env.BENCH_STACKS?.split(',').filter(Boolean);
  const started = Date.now();
  const bundles = lambdaBundles(stacks);
  console.log(
    `bundled ${bundles.length} Lambdas in ${((Date.now() - started) / 1000).toFixed(0)} s; cold module load: median of ${RUNS} fresh processes`,
  );
  console.log(`${'Lambda'.padEnd(72)} ${'bundle kB'.padStart(10)} ${'load ms'.padStart(9)}`);
  for (const b of bundles.sort((x, y) => statSync(y.file).size - statSync(x.file).size)) {
    // kB of 1,000 bytes, the unit of the API bundles' 1 MB ceiling.
    const kb = statSync(b.file).size / 1000;
    console.log(
      `${b.description.slice(0, 72).padEnd(72)} ${kb.toFixed(0).padStart(10)} ${medianColdLoadMs(b.file).toFixed(1).padStart(9)}`,
    );
  }
}

main();
