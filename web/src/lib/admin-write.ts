/**
 * The back office's one write call: POST, PUT or DELETE of a path below the tenant with the staff
 * bearer token, resolving with the envelope's data. On success the reads that `refresh` matches are
 * refreshed (every read by default: the public pages read the same data).
 */
import { type QueryFilters, useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from './auth/auth-context.tsx';
import type { QueryParams } from './api.ts';
import { callEnvelope, type EnvelopeLike } from './call.ts';

export interface AdminWriteRequest {
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  query?: QueryParams;
}

type Data<T> = EnvelopeLike & { data: T };

export function useAdminWrite<T>(refresh: QueryFilters = {}) {
  const { bearerApi } = useAuth();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (w: AdminWriteRequest) =>
      (
        await callEnvelope(() =>
          w.method === 'POST'
            ? bearerApi.post<Data<T>>(w.path, w.body, w.query)
            : w.method === 'PUT'
              ? bearerApi.put<Data<T>>(w.path, w.body, w.query)
              : bearerApi.delete<Data<T>>(w.path, w.query),
        )
      ).data,
    onSuccess: () => client.invalidateQueries(refresh),
  });
}
