/**
 * Staff users (bearer, admin §7.4): GET admin/AdminUser/search, GET {userId}, GET userroles, POST and
 * PUT (add, edit), POST activate/{userId} and deactivate/{userId}.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UserListRow, userRequestSchema } from '#contract/admin-users';
import type { Page } from '#contract/envelope';
import type { Role, User } from '#contract/users';
import { useAuth } from '../auth/auth-context.tsx';
import { buildPath, type ApiClient } from '../api.ts';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';

export type StaffUserBody = z.input<typeof userRequestSchema>;

export const staffUserSearchQueryKey = (params: Record<string, string>) =>
  ['me', 'people', 'user-search', params] as const;
export const staffUserQueryKey = (userId: number) => ['me', 'people', 'user', userId] as const;

export async function fetchStaffUserSearch(api: ApiClient, params: Record<string, string>) {
  return (
    await callEnvelope(() =>
      api.get<EnvelopeLike & { searchResults: Page<UserListRow> }>('admin/AdminUser/search', params),
    )
  ).searchResults;
}

export function useStaffUserSearch(params: Record<string, string>) {
  const { bearerApi } = useAuth();
  return useQuery({
    queryKey: staffUserSearchQueryKey(params),
    queryFn: () => fetchStaffUserSearch(bearerApi, params),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useStaffUser(userId: number | null) {
  const { bearerApi } = useAuth();
  return useQuery({
    queryKey: staffUserQueryKey(userId ?? 0),
    queryFn: async () => {
      const path = buildPath('admin/AdminUser/{userId}', { userId }, 'getAdminUser');
      return (await callEnvelope(() => bearerApi.get<EnvelopeLike & { user: User }>(path))).user;
    },
    enabled: userId !== null,
    staleTime: 0,
  });
}

export function useStaffRoles() {
  const { bearerApi } = useAuth();
  return useQuery({
    queryKey: ['me', 'people', 'roles'] as const,
    queryFn: async () =>
      (await callEnvelope(() => bearerApi.get<EnvelopeLike & { data: Role[] }>('admin/AdminUser/userroles')))
        .data,
    staleTime: 60_000,
  });
}

export async function saveStaffUser(api: ApiClient, body: StaffUserBody): Promise<User> {
  const send = body.id ? api.put.bind(api) : api.post.bind(api);
  return (await callEnvelope(() => send<EnvelopeLike & { user: User }>('admin/AdminUser', body))).user;
}

export async function setStaffUserActive(api: ApiClient, userId: number, active: boolean): Promise<User> {
  const path = buildPath(
    `admin/AdminUser/${active ? 'activate' : 'deactivate'}/{userId}`,
    { userId },
    active ? 'activateAdminUser' : 'deactivateAdminUser',
  );
  return (await callEnvelope(() => api.post<EnvelopeLike & { user: User }>(path))).user;
}
