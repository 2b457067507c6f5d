/**
 * The API client (public §7): every call goes to /v1/tenant/{tenantId}/ on this origin, GET calls carry
 * the cache-busting '_' parameter, each call times out after 120 s, and an HTTP error rejects with
 * {status, statusText, body}. A business refusal (statusCode 'Failure' with HTTP 200) is not an error
 * here: the caller reads the envelope.
 */
import { PAGE_VIEW } from '#domain/limits';
import { rememberPageView } from './page-view.ts';

export const REQUEST_TIMEOUT_MS = 120_000;

/** An HTTP failure, a timeout (status 0, statusText 'Timeout') or a network failure (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;

  constructor(status: number, statusText: string, body: unknown) {
    super(`API ${status} ${statusText}`.trim());
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | QueryValue[]>;

/**
 * Fills '{name}' placeholders of a path template. A missing value refuses the call with the message of
 * the error catalogue (public §8) instead of calling a wrong URL.
 */
export function buildPath(
  template: string,
  params: Record<string, string | number | null | undefined>,
  operation: string,
): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === null || value === undefined || value === '') {
      throw new Error(`Missing the required parameter '${name}' when calling ${operation}`);
    }
    return encodeURIComponent(String(value));
  });
}

export function toQueryString(query: QueryParams | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    // Arrays repeat the key (SpotAttributes=...&SpotAttributes=...); empty values are left out.
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== null && item !== undefined) search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export interface ApiClientOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** The identity issue plugs the signed-in user's id token in here (bearer calls). */
  getIdToken?: () => Promise<string | null | undefined>;
  /** Cache-busting value; a clock by default. */
  now?: () => number;
}

export interface ApiClient {
  readonly tenantId: string;
  get<T>(path: string, query?: QueryParams): Promise<T>;
  /** `headers`: request headers of this call only (a claim's page-view token). */
  post<T>(path: string, body?: unknown, query?: QueryParams, headers?: Record<string, string>): Promise<T>;
  put<T>(path: string, body?: unknown, query?: QueryParams): Promise<T>;
  delete<T>(path: string, query?: QueryParams): Promise<T>;
  /** The same client sending 'Authorization: Bearer {token}' from this supplier (bearer calls). */
  withIdToken(getIdToken: () => Promise<string | null | undefined>): ApiClient;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function tenantApiBase(tenantId: string): string {
  return `/v1/tenant/${encodeURIComponent(tenantId)}/`;
}

export function createApiClient(tenantId: string, options: ApiClientOptions = {}): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const base = tenantApiBase(tenantId);

  async function request<T>(
    method: string,
    path: string,
    body: unknown,
    query: QueryParams | undefined,
    extraHeaders?: Record<string, string>,
  ): Promise<T> {
    const fullQuery = method === 'GET' ? { ...query, _: now() } : query;
    const url = `${base}${path.replace(/^\/+/, '')}${toQueryString(fullQuery)}`;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const token = await options.getIdToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    Object.assign(headers, extraHeaders);

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      let response: Response;
      try {
        response = await doFetch(url, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: controller.signal,
        });
      } catch (error) {
        if (controller.signal.aborted) throw new ApiError(0, 'Timeout', null);
        throw new ApiError(0, 'Network Error', error instanceof Error ? error.message : null);
      }
      // A read a person makes before claiming answers with a page-view token: kept for the claim.
      const pageView = response.headers?.get?.(PAGE_VIEW.header);
      if (pageView) rememberPageView(tenantId, pageView);
      const payload = await readBody(response);
      if (!response.ok) throw new ApiError(response.status, response.statusText, payload);
      return payload as T;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    tenantId,
    get: (path, query) => request('GET', path, undefined, query),
    post: (path, body, query, headers) => request('POST', path, body, query, headers),
    put: (path, body, query) => request('PUT', path, body, query),
    delete: (path, query) => request('DELETE', path, undefined, query),
    withIdToken: (getIdToken) => createApiClient(tenantId, { ...options, getIdToken }),
  };
}
