import { describe, expect, it } from 'vitest';
import { buildEvent, parseQueryString, resolveContext } from '../../../bin/local/api-gateway.ts';

describe('local API Gateway event', () => {
  it('picks the context by prefix, case-insensitively, with the proxy route key', () => {
    const r = resolveContext('/v1/tenant/co/location/12/loop');
    expect(r?.context.name).toBe('locations');
    expect(r?.routeKey).toBe('ANY /v1/tenant/{tenantId}/Location/{proxy+}');
    expect(r?.pathParameters).toEqual({ tenantId: 'co', proxy: '12/loop' });
    expect(resolveContext('/v1/tenant/co/Tenant')?.pathParameters).toEqual({ tenantId: 'co' });
    expect(resolveContext('/v1/openapi.json')?.context.name).toBe('docs');
    expect(resolveContext('/v1/tenant/co/Unknown')).toBeUndefined();
  });

  it('matches prefixes of several segments on whole segments', () => {
    const r = resolveContext('/v1/tenant/co/admin/adminuser/username/ranger');
    expect(r?.context.name).toBe('admin-users');
    expect(r?.routeKey).toBe('ANY /v1/tenant/{tenantId}/admin/AdminUser/{proxy+}');
    expect(r?.pathParameters).toEqual({ tenantId: 'co', proxy: 'username/ranger' });
    expect(resolveContext('/v1/tenant/co/admin/AdminUserX')).toBeUndefined();
  });

  it('joins repeated query keys with commas, as API Gateway does', () => {
    expect(parseQueryString('a=1&a=2&b=x%20y')).toEqual({ a: '1,2', b: 'x y' });
    expect(parseQueryString('')).toBeUndefined();
  });

  it('builds a version 2.0 event', () => {
    const resolved = resolveContext('/v1/tenant/co/Spot/5')!;
    const e = buildEvent(
      {
        method: 'get',
        path: '/v1/tenant/co/Spot/5',
        rawQueryString: '_=1',
        headers: { 'User-Agent': 'ua' },
        body: undefined,
      },
      resolved,
    );
    expect(e.version).toBe('2.0');
    expect(e.requestContext.http).toMatchObject({
      method: 'GET',
      path: '/v1/tenant/co/Spot/5',
      userAgent: 'ua',
    });
    expect(e.requestContext.requestId).toMatch(/[0-9a-f-]{36}/);
    expect(e.queryStringParameters).toEqual({ _: '1' });
    expect(e.isBase64Encoded).toBe(false);
  });
});
