import type { ApiClient } from '#web/lib/api.ts';

/**
 * The client with these GET calls sent now: the first later GET of each path (no query) is answered by
 * the call already under way, so a landing page's data downloads beside the app's code instead of after
 * its first render. Every other call, and a second GET of the same path, goes to the client as usual.
 */
export function primeGets(api: ApiClient, paths: string[]): ApiClient {
  const started = new Map(paths.map((path) => [path, api.get<unknown>(path)]));
  // A failure reaches the page when it asks, not the console as an unhandled rejection before that.
  for (const call of started.values()) call.catch(() => undefined);
  return {
    ...api,
    get: <T>(path: string, query?: Parameters<ApiClient['get']>[1]) => {
      const call = query === undefined ? started.get(path) : undefined;
      if (!call) return api.get<T>(path, query);
      started.delete(path);
      return call as Promise<T>;
    },
  };
}
