import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '#web/lib/api.ts';

/** A 4xx will not change by asking again; network trouble and 5xx may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
    },
  });
}
