/**
 * The page-view header of a read (functions/http/captcha-gate.ts): only on routes that ask for it,
 * signed for the caller's client (#http/client-address: the viewer CloudFront names, else sourceIp) and
 * account under the tenant's page-view key; a read whose secret cannot be had still answers, with no token.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_VIEW } from '#domain/limits';
import { tenantPageViewKey, verifyPageView } from '#domain/page-view-token';
import { toTenantId } from '#domain/tenant-id';
import type { AuthContext, Route } from '#http/routes';

// The secrets as Secrets Manager answers them (their names in the environment, as on AWS).
const secret = vi.hoisted(() => ({ value: Promise.resolve('unit-secret') }));
vi.mock('#adapters/parameters/index', () => ({
  secretString: (name: string) =>
    name === 'campfire/origin-verify' ? Promise.resolve('origin-secret') : secret.value,
}));
vi.stubEnv('WAITING_ROOM_SECRET_NAME', 'campfire/waiting-room');
vi.stubEnv('ORIGIN_VERIFY_SECRET_NAME', 'campfire/origin-verify');

const { pageViewHeaders } = await import('#http/captcha-gate');

const T = toTenantId('wa');
const event = { requestContext: { http: { sourceIp: '203.0.113.9' } } } as unknown as APIGatewayProxyEventV2;
const auth = { sub: 'sub-1' } as AuthContext;
const route = (pageView: boolean) => ({ pageView }) as unknown as Route;
const now = () => Math.floor(Date.now() / 1000);

describe('the page-view header', () => {
  it('is signed on a page-view read for its client and account, and absent elsewhere', async () => {
    expect(await pageViewHeaders(route(false), { tenantId: T, event, auth })).toEqual({});
    const headers = await pageViewHeaders(route(true), { tenantId: T, event, auth });
    const key = tenantPageViewKey('unit-secret', T);
    const token = headers[PAGE_VIEW.header];
    expect(verifyPageView(key, token, { client: '203.0.113.9', sub: 'sub-1' }, now())).toEqual({ ok: true });
    expect(verifyPageView(key, token, { client: '203.0.113.9', sub: 'sub-2' }, now()).ok).toBe(false);
  });

  it('binds to the viewer CloudFront names, not to the edge that called the API', async () => {
    const viaCloudFront = {
      headers: {
        'x-campfire-origin-verify': 'origin-secret',
        'cloudfront-viewer-address': '2001:db8::7:443',
      },
      requestContext: { http: { sourceIp: '130.176.0.10' } },
    } as unknown as APIGatewayProxyEventV2;
    const headers = await pageViewHeaders(route(true), { tenantId: T, event: viaCloudFront, auth });
    const key = tenantPageViewKey('unit-secret', T);
    const token = headers[PAGE_VIEW.header];
    expect(verifyPageView(key, token, { client: '2001:db8::7', sub: 'sub-1' }, now())).toEqual({ ok: true });
    expect(verifyPageView(key, token, { client: '130.176.0.10', sub: 'sub-1' }, now()).ok).toBe(false);
  });

  it('is left out when the secret cannot be had, and the read still answers', async () => {
    secret.value = Promise.reject(new Error('Secrets Manager did not answer'));
    secret.value.catch(() => undefined);
    await expect(
      pageViewHeaders(route(true), { tenantId: toTenantId('co'), event, auth: undefined }),
    ).resolves.toEqual({});
  });
});
