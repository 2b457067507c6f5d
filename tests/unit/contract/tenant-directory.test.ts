import { describe, expect, it } from 'vitest';
import { parseTenantDirectory } from '#contract/tenant-directory';

describe('the tenant directory (GET /tenants.json)', () => {
  it('reads the entries, keeping only their three fields', () => {
    expect(
      parseTenantDirectory([
        { tenantId: 'co', hostPrefix: 'co', isDefault: false, extra: 1 },
        { tenantId: 'wa', hostPrefix: 'wa', isDefault: true },
      ]),
    ).toEqual([
      { tenantId: 'co', hostPrefix: 'co', isDefault: false },
      { tenantId: 'wa', hostPrefix: 'wa', isDefault: true },
    ]);
  });

  it('refuses anything else with what is wrong', () => {
    expect(() => parseTenantDirectory({ tenants: [] })).toThrow('The tenant directory is not a list.');
    expect(() => parseTenantDirectory([{ tenantId: 'co', hostPrefix: 'co' }])).toThrow(
      'Tenant directory entry 0 needs tenantId, hostPrefix and isDefault.',
    );
  });
});
