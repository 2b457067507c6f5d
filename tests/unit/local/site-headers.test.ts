/**
 * The local API's own address comes from the tenant's configured site, never from the request: the
 * checkout builds the payment notice's address from the Host and X-Forwarded-Proto its handler sees.
 */
import { describe, expect, it } from 'vitest';
import { withSiteHeaders } from '../../../bin/local/api-gateway.ts';
import { siteUrlOf } from '../../../bin/local/tenant-urls.ts';
import type { TenantConfig } from '../../../lib/tenant-config.ts';

const tenants = [
  { tenantId: 'co', hostPrefix: 'co', isDefault: true },
  { tenantId: 'wa', hostPrefix: 'wa', isDefault: false },
] as TenantConfig[];

describe('the host the API handlers see', () => {
  const siteUrl = siteUrlOf(tenants, 3000);

  it("is the tenant's configured site, whatever Host, Forwarded or X-Forwarded-* the request carries", () => {
    const headers = withSiteHeaders(
      {
        host: 'evil.example',
        forwarded: 'host=evil.example;proto=https',
        'X-Forwarded-Host': 'evil.example',
        'x-forwarded-proto': 'https',
        authorization: 'Bearer t',
      },
      siteUrl('WA'),
    );
    expect(headers).toEqual({
      host: 'wa.localhost:3000',
      'x-forwarded-proto': 'http',
      authorization: 'Bearer t',
    });
  });

  it('is the bare localhost site for a path without a known tenant', () => {
    expect(siteUrl(undefined)).toBe('http://localhost:3000');
    expect(siteUrl('zz')).toBe('http://localhost:3000');
    expect(siteUrl('co')).toBe('http://co.localhost:3000');
  });
});
