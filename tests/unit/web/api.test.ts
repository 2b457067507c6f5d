import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  buildPath,
  createApiClient,
  REQUEST_TIMEOUT_MS,
  toQueryString,
} from '../../../web/src/lib/api.ts';
import { latestPageView } from '../../../web/src/lib/page-view.ts';
import { PAGE_VIEW } from '#domain/limits';

function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    ...init,
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('API client (public §7)', () => {
  it('calls /v1/tenant/{tenantId}/ with the cache-busting _ parameter on GET and returns the payload', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ statusCode: 'Success', regions: [] }));
    const api = createApiClient('co', { fetch: fetchMock, now: () => 1234 });
    await expect(api.get('Tenant/regions')).resolves.toEqual({ statusCode: 'Success', regions: [] });
    expect(fetchMock).toHaveBeenCalledWith(
      '/v1/tenant/co/Tenant/regions?_=1234',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('sends JSON bodies without the cache-busting parameter', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ statusCode: 'Success' }));
    const api = createApiClient('co', { fetch: fetchMock });
    await api.post('Location/search/summary_items', { locationName: 'Lake' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v1/tenant/co/Location/search/summary_items');
    expect(init.body).toBe('{"locationName":"Lake"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('adds the bearer token when one is available', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({}));
    await createApiClient('co', { fetch: fetchMock, getIdToken: async () => 'tok' }).get('Cart');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it("keeps a read's page-view token per tenant and sends a call's own headers", async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse({ statusCode: 'Success' }, { headers: { [PAGE_VIEW.header]: '1900000900.a.sig' } }),
    );
    const api = createApiClient('pv-test', { fetch: fetchMock });
    expect(latestPageView('pv-test')).toBeUndefined();
    await api.post('Spot/availability', { locationId: 1 });
    expect(latestPageView('pv-test')).toBe('1900000900.a.sig');
    expect(latestPageView('other')).toBeUndefined();
    await api.post('SpotReservation/spot/1/claim', {}, undefined, { [PAGE_VIEW.header]: 'tok' });
    const [, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)[PAGE_VIEW.header]).toBe('tok');
  });

  it('rejects with {status, statusText, body} on an HTTP error', async () => {
    const body = { statusCode: 'Failure', messages: ['Location 999 was not found'] };
    const fetchMock = vi.fn(async () => jsonResponse(body, { status: 404, statusText: 'Not Found' }));
    const error = await createApiClient('co', { fetch: fetchMock })
      .get('Location/999')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, statusText: 'Not Found', body });
  });

  it('times out after 120 seconds', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = createApiClient('co', { fetch: fetchMock as unknown as typeof fetch })
      .get('Location')
      .catch((e: unknown) => e);
    expect(REQUEST_TIMEOUT_MS).toBe(120_000);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(await pending).toMatchObject({ status: 0, statusText: 'Timeout' });
  });

  it('repeats array query parameters and leaves out empty ones', () => {
    expect(
      toQueryString({ SpotAttributes: ['a', 'b'], LocationName: 'Lake', Zipcode: undefined, Page: 1 }),
    ).toBe('?SpotAttributes=a&SpotAttributes=b&LocationName=Lake&Page=1');
    expect(toQueryString({})).toBe('');
  });

  it('refuses a call with a missing path parameter, with the catalogue message', () => {
    expect(buildPath('Location/{locationId}', { locationId: 12 }, 'getLocation')).toBe('Location/12');
    expect(() => buildPath('Location/{locationId}', { locationId: undefined }, 'getLocation')).toThrow(
      "Missing the required parameter 'locationId' when calling getLocation",
    );
  });
});
