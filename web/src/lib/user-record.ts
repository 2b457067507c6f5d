/**
 * The signed-in person's own user record: GET User/username/{userName} for a customer, GET
 * admin/AdminUser/username/{userName} for staff (bearer). The record comes as `user` or `data`.
 */
import type { User } from '#contract/users';
import { buildPath, type ApiClient } from '#web/lib/api.ts';
import { CallError, callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';

const PATH = {
  local: ['User/username/{userName}', 'getUserByUsername'],
  admin: ['admin/AdminUser/username/{userName}', 'getAdminUserByUsername'],
} as const;

export async function fetchUserRecord(
  api: ApiClient,
  source: keyof typeof PATH,
  username: string,
): Promise<User> {
  const [path, operation] = PATH[source];
  const response = await callEnvelope(() =>
    api.get<EnvelopeLike & { user?: User; data?: User }>(buildPath(path, { userName: username }, operation)),
  );
  const user = response?.user ?? response?.data;
  if (!user) throw new CallError(['Your account could not be loaded.']);
  return user;
}
