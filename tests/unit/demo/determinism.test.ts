import { describe, expect, it } from 'vitest';
import { buildDemoCatalogue, DEMO_TENANT_IDS } from '#demo/index';
import { createRandom } from '#demo/random';
import { toTenantId } from '#domain/tenant-id';

describe('demo catalogue determinism', () => {
  it('offers the two demo tenants', () => {
    expect(DEMO_TENANT_IDS).toEqual(['co', 'wa']);
  });

  it.each(DEMO_TENANT_IDS)('builds the same %s catalogue on every call', (tenantId) => {
    expect(buildDemoCatalogue(tenantId)).toEqual(buildDemoCatalogue(tenantId));
  });

  it('hands out independent copies, so a caller cannot corrupt the next build', () => {
    const first = buildDemoCatalogue(toTenantId('co'));
    first.tenant.siteTitle = 'changed';
    first.attributes[0]!.name = 'changed';
    const second = buildDemoCatalogue(toTenantId('co'));
    expect(second.tenant.siteTitle).toBe('Colorado High Country State Parks');
    expect(second.attributes[0]!.name).not.toBe('changed');
  });

  it('throws for an unknown tenant', () => {
    expect(() => buildDemoCatalogue(toTenantId('tx'))).toThrow(/tx/);
    expect(() => toTenantId('')).toThrow();
  });

  it('seeds the generator from a string, the same on every machine', () => {
    const a = createRandom('co:BLUE:spots');
    const b = createRandom('co:BLUE:spots');
    const draws = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(draws);
    // Pinned values: a change here means every stored demo catalogue changes.
    expect(createRandom('pinned').int(1, 1_000_000)).toBe(902551);
    expect(draws.every((n) => n >= 0 && n < 1)).toBe(true);
  });
});
