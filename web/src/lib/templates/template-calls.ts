/**
 * Communication template calls of the back office (admin-settings context, bearer): the list, one
 * template, its history, and the writes. Reads are user-scoped queries under ['me', 'templates']; a
 * write refreshes them all (the list shows what each save or reset changed).
 */
import { useQuery } from '@tanstack/react-query';
import type { CatalogueHistory } from '#contract/park-setup';
import type { AdminTemplate, TemplateRow } from '#contract/templates';
import { useAuth } from '../auth/auth-context.tsx';
import type { QueryParams } from '../api.ts';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';
import { useAdminWrite } from '#web/lib/admin-write.ts';

type Data<T> = EnvelopeLike & { data: T };

const BASE = 'admin/AdminCommunicationTemplate';
const key = (...parts: unknown[]) => ['me', 'templates', ...parts] as const;

function useRead<T>(parts: readonly unknown[], path: string | null, query?: QueryParams) {
  const { bearerApi } = useAuth();
  return useQuery({
    queryKey: [...key(...parts), query ?? {}],
    queryFn: async () => (await callEnvelope(() => bearerApi.get<Data<T>>(path!, query))).data,
    enabled: path !== null,
    staleTime: 0,
  });
}

export const templatePath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export const useTemplateRows = (query: QueryParams) =>
  useRead<TemplateRow[]>(['rows'], `${BASE}/search`, query);
export const useTemplate = (id: string | null) =>
  useRead<AdminTemplate>(['one', id], id === null ? null : templatePath(id));
export const useTemplateHistory = (id: string | null) =>
  useRead<CatalogueHistory[]>(['history', id], id === null ? null : `${templatePath(id)}/history`);

/** Adds (POST), saves (PUT) or resets (DELETE) a template; on success every template read is refreshed. */
export const useTemplateWrite = () => useAdminWrite<AdminTemplate>({ queryKey: key() });

export const TEMPLATES_BASE = BASE;
