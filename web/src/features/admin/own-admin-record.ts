import { useQuery } from '@tanstack/react-query';
import { useAuth } from '#web/lib/auth/index.ts';
import { fetchUserRecord } from '#web/lib/user-record.ts';

/**
 * GET admin/AdminUser/username/{userName} (bearer): the signed-in staff user's own record. Under the
 * 'me' key, which the auth module drops on sign-out.
 */
export function useOwnAdminRecord() {
  const { signedIn, username, authSource, bearerApi } = useAuth();
  return useQuery({
    queryKey: ['me', 'admin-user', username ?? ''],
    queryFn: () => fetchUserRecord(bearerApi, 'admin', username ?? ''),
    enabled: signedIn && Boolean(username) && authSource === 'admin',
  });
}
