/**
 * Staff users and roles (bearer, admin §7.4): GET admin/AdminUser/search, GET {userId} and its history,
 * GET userroles, POST and PUT (add, edit), POST activate/{userId} and deactivate/{userId}, PUT userRole
 * and userRoles with a role's history.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UserListRow, userRequestSchema, userRoleRequestSchema } from '#contract/admin-users';
import type { HistoryEntry } from '#domain/audit';
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

/** A staff user's history, newest first (GET admin/AdminUser/{userId}/history). */
export function useStaffUserHistory(userId: number | null, enabled = true) {
  const { bearerApi } = useAuth();
  return useQuery({
    queryKey: ['me', 'people', 'user-history', userId ?? 0] as const,
    queryFn: async () => {
      const path = buildPath('admin/AdminUser/{userId}/history', { userId }, 'getAdminUserHistory');
      return (await callEnvelope(() => bearerApi.get<EnvelopeLike & { data: HistoryEntry[] }>(path))).data;
    },
    enabled: enabled && userId !== null,
    staleTime: 0,
  });
}

export type UserRoleBody = z.input<typeof userRoleRequestSchema>;

/** Several roles' names and permissions at once, all or none (PUT admin/AdminUser/userRoles). */
export async function saveUserRoles(api: ApiClient, roles: UserRoleBody[]): Promise<Role[]> {
  return (
    await callEnvelope(() => api.put<EnvelopeLike & { data: Role[] }>('admin/AdminUser/userRoles', roles))
  ).data;
}

/** One role, or a new one without an id (PUT admin/AdminUser/userRole). */
export async function saveUserRole(api: ApiClient, role: UserRoleBody): Promise<Role> {
  return (await callEnvelope(() => api.put<EnvelopeLike & { data: Role }>('admin/AdminUser/userRole', role)))
    .data;
}

/** A role's history, newest first. */
export function useRoleHistory(roleId: number | null) {
  const { bearerApi } = useAuth();
  return useQuery({
    queryKey: ['me', 'people', 'role-history', roleId ?? 0] as const,
    queryFn: async () => {
      const path = buildPath('admin/AdminUser/userRole/{roleId}/history', { roleId }, 'getUserRoleHistory');
      return (await callEnvelope(() => bearerApi.get<EnvelopeLike & { data: HistoryEntry[] }>(path))).data;
    },
    enabled: roleId !== null,
    staleTime: 0,
  });
}
