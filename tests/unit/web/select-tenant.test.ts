import { describe, expect, it } from 'vitest';
import { selectTenant } from '../../../web/src/lib/tenant/select-tenant.ts';

const directory = [
  { tenantId: 'co', hostPrefix: 'co', isDefault: false },
  { tenantId: 'wa', hostPrefix: 'wa', isDefault: true },
];

describe('selectTenant (public §1: tenant from the hostname)', () => {
  it.each([
    ['co.localhost', 'co'],
    ['co.parks.example', 'co'],
    ['CO.Parks.Example', 'co'],
    ['wa.localhost', 'wa'],
    ['localhost', 'wa'],
    ['parks.example', 'wa'],
    ['127.0.0.1', 'wa'],
    ['parks.co.example', 'wa'], // only the first label counts
    ['cox.localhost', 'wa'],
  ])('%s -> %s', (hostname, tenantId) => {
    expect(selectTenant(hostname, directory).tenantId).toBe(tenantId);
  });

  it('refuses a directory without a default tenant', () => {
    expect(() => selectTenant('localhost', [{ tenantId: 'co', hostPrefix: 'co', isDefault: false }])).toThrow(
      /default/,
    );
  });
});
