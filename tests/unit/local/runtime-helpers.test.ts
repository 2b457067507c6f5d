import { describe, expect, it } from 'vitest';
import { refusalReason } from '../../../bin/local/data-dir-guard.ts';
import { readConfig } from '../../../bin/local/config.ts';
import { tenantLine, tenantUrls } from '../../../bin/local/tenant-urls.ts';
import type { TenantConfig } from '../../../lib/tenant-config.ts';

const tenant = (tenantId: string, isDefault: boolean) =>
  ({ tenantId, hostPrefix: tenantId, isDefault }) as TenantConfig;

describe('tenant lines', () => {
  it('prints every tenant on its own host, then the default tenant on localhost', () => {
    const lines = tenantUrls([tenant('co', false), tenant('wa', true)], 3000).map(tenantLine);
    expect(lines).toEqual([
      'tenant co http://co.localhost:3000',
      'tenant wa http://wa.localhost:3000',
      'tenant wa http://localhost:3000',
    ]);
  });
});

describe('reset guard', () => {
  const repo = '/work/repo';
  it.each([
    ['/work/repo/.data', false, undefined],
    ['/tmp/campfire-data', true, undefined],
    ['/tmp/campfire-data', false, 'it is outside the repository (set DATA_DIR explicitly to allow that)'],
    ['/work/repo', true, 'it is the repository itself'],
    ['/work', true, 'it contains the repository'],
    ['/', true, 'it is a filesystem root'],
  ])('%s (explicit %s) -> %s', (dir, explicit, reason) => {
    expect(refusalReason(dir, repo, explicit)).toBe(reason);
  });
});

describe('config', () => {
  it('defaults to port 3000 and .data in the repository', () => {
    const config = readConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.dataDirFromEnv).toBe(false);
  });

  it('takes PORT and DATA_DIR from the environment', () => {
    const config = readConfig({ PORT: '3105', DATA_DIR: '/tmp/x' });
    expect(config).toMatchObject({ port: 3105, dataDir: '/tmp/x', dataDirFromEnv: true });
    expect(config.paths.dynamodb).toBe('/tmp/x/dynamodb');
  });

  it('runs the report aggregates unless CAMPFIRE_REPORT_AGGREGATES is off', () => {
    expect(readConfig({}).reportAggregates).toBe(true);
    expect(readConfig({ CAMPFIRE_REPORT_AGGREGATES: 'off' }).reportAggregates).toBe(false);
  });

  it('refuses a PORT that is not a port', () => {
    expect(() => readConfig({ PORT: 'abc' })).toThrow(/PORT must be a whole number/);
  });
});
