import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../app/auth/index.ts';
import { buildPath } from '../../lib/api.ts';
import type { User } from '#contract/users';

interface UserEnvelope {
  statusCode?: unknown;
  messages?: string[];
  user?: User;
  data?: User;
}

/**
 * GET admin/AdminUser/username/{userName} (bearer): the signed-in staff user's own record. Under the
 * 'me' key, which the auth module drops on sign-out.
 */
export function useOwnAdminRecord() {
  const { signedIn, username, authSource, bearerApi } = useAuth();
  return useQuery({
    queryKey: ['me', 'admin-user', username ?? ''],
    queryFn: async () => {
      const response = await bearerApi.get<UserEnvelope>(
        buildPath('admin/AdminUser/username/{userName}', { userName: username }, 'getAdminUserByUsername'),
      );
      const user = response?.user ?? response?.data;
      if (!user || response.statusCode === 'Failure') {
        throw new Error(response?.messages?.[0] ?? 'Your account could not be loaded.');
      }
      return user;
    },
    enabled: signedIn && Boolean(username) && authSource === 'admin',
  });
}
