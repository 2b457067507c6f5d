/** CORS on AWS answers only the tenants' sites; the local runtime (no list) allows any origin. */
import { afterEach, describe, expect, it } from 'vitest';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { CORS_ORIGINS_ENV, corsOptions, withApiMiddleware } from '#http/pipeline';
import { PAGE_VIEW } from '#domain/limits';

const event = (origin: string) =>
  ({
    rawPath: '/v1/tenant/co/Tenant',
    headers: { origin },
    requestContext: { requestId: 'r1', http: { method: 'GET' } },
  }) as unknown as APIGatewayProxyEventV2;

const ok = async () => ({ statusCode: 200, body: '{}' });
const call = (origin: string) => withApiMiddleware('tenant', ok)(event(origin), {} as Context);

describe('CORS', () => {
  afterEach(() => {
    delete process.env[CORS_ORIGINS_ENV];
  });

  it("allows a tenant's site and no other origin when the list is set", async () => {
    process.env[CORS_ORIGINS_ENV] = 'https://co.campfire.example,https://wa.campfire.example';
    const allowed = await call('https://wa.campfire.example');
    expect(allowed.headers?.['Access-Control-Allow-Origin']).toBe('https://wa.campfire.example');
    const refused = await call('https://evil.example');
    expect(refused.headers?.['Access-Control-Allow-Origin']).toBeUndefined();
  });

  it('allows any origin when no list is set (the local runtime, one origin)', async () => {
    const res = await call('http://co.localhost:3000');
    expect(res.headers?.['Access-Control-Allow-Origin']).toBe('*');
  });

  it('lets the page read a page-view token and send one back', async () => {
    process.env[CORS_ORIGINS_ENV] = 'https://co.campfire.example';
    const res = await call('https://co.campfire.example');
    expect(res.headers?.['Access-Control-Expose-Headers']).toBe(PAGE_VIEW.header);
    expect(corsOptions().headers.split(',')).toContain(PAGE_VIEW.header);
  });
});
