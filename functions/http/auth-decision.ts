/**
 * The pipeline's access decision for a route, as a pure function of the route's declared auth and the
 * verified caller: allowed, 401 (no valid identity) or 403 (identity without the right).
 */
import {
  FORBIDDEN_LOCATION_MESSAGE,
  FORBIDDEN_MESSAGE,
  NON_CUSTOMER_MESSAGE,
  SIGN_IN_MESSAGE,
  STAFF_ONLY_MESSAGE,
} from '#contract/users';
import { hasAnyPermission, hasLocationPermission, hasPermission } from '#domain/permissions';
import type { AuthContext, RouteAuth } from '#http/routes';

export type AuthDecision = { allowed: true } | { allowed: false; status: 401 | 403; message: string };

const ALLOWED: AuthDecision = { allowed: true };
const deny = (status: 401 | 403, message: string): AuthDecision => ({ allowed: false, status, message });

/** Everything except park scoping, which needs the validated request (see decideLocationAccess). */
export function decideAccess(auth: RouteAuth, caller: AuthContext | undefined): AuthDecision {
  if (auth.kind === 'none') return ALLOWED;
  if (!caller) return deny(401, SIGN_IN_MESSAGE);
  switch (auth.kind) {
    case 'signedIn':
      return ALLOWED;
    case 'customer':
      return caller.kind === 'customer' ? ALLOWED : deny(403, NON_CUSTOMER_MESSAGE);
    case 'staff': {
      if (caller.kind !== 'staff') return deny(403, STAFF_ONLY_MESSAGE);
      if (!auth.permissions.length) return ALLOWED;
      const ok = auth.anyOf
        ? hasAnyPermission(caller, auth.permissions)
        : auth.permissions.every((p) => hasPermission(caller, p));
      return ok ? ALLOWED : deny(403, FORBIDDEN_MESSAGE);
    }
  }
}

/** Park scoping: the route's permissions for every park the request names (admin §6). */
export function decideLocationAccess(
  auth: RouteAuth,
  caller: AuthContext | undefined,
  locationIds: readonly number[],
): AuthDecision {
  if (auth.kind !== 'staff' || !auth.locations) return ALLOWED;
  if (!caller || caller.kind !== 'staff') return deny(403, FORBIDDEN_MESSAGE);
  const check = (p: (typeof auth.permissions)[number]) => hasLocationPermission(caller, p, locationIds);
  const ok = auth.permissions.length
    ? auth.anyOf
      ? auth.permissions.some(check)
      : auth.permissions.every(check)
    : caller.roleId === 1 ||
      caller.roleId === 2 ||
      locationIds.every((id) => caller.locationIds.includes(id));
  return ok ? ALLOWED : deny(403, FORBIDDEN_LOCATION_MESSAGE);
}
