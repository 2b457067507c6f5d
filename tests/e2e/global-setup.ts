/**
 * Starts the real local runtime on a free port with a throwaway data directory and, beside the demo
 * tenants, a new agency's tenant file, hands the tenant URLs to the tests, and stops it (removing the directory) afterwards.
 */
import type { TestProject } from 'vitest/node';
import { startLocalRuntime } from '../support/local-runtime.ts';
import { NEW_AGENCY, parseTenantLines, sitesFromLines } from './support/sites.ts';

export default async function setup(project: TestProject) {
  const startedAt = Date.now();
  const runtime = await startLocalRuntime({ TENANT_DIRS: NEW_AGENCY.dir });
  const sites = sitesFromLines(parseTenantLines(runtime.output));
  console.log(
    `e2e: local runtime ready in ${((Date.now() - startedAt) / 1000).toFixed(1)}s on port ${runtime.port}`,
  );
  project.provide('sites', sites);
  return runtime.stop;
}
