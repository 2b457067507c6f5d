/**
 * The authorisation matrix: every route of every route table whose auth is not 'none', called as
 * anonymous, a customer, each demo staff role and users of the other tenant. The status must show the
 * right decision: 401 without a valid identity of the path's tenant, 403 for the wrong kind of user or
 * a missing permission, anything else (2xx, or 400/404 past the check) when allowed. Bodies are empty
 * objects: auth is decided before validation, so no state changes.
 */
import { describe, expect, it } from 'vitest';
import { api } from './support.ts';
import {
  type IdentityKey,
  STAFF_KEYS,
  callWithToken,
  demoPerson,
  idToken,
  signInFresh,
} from './identity-support.ts';
import { ROUTE_TABLES } from '#api/route-tables';
import { NON_CUSTOMER_MESSAGE, SIGN_IN_MESSAGE } from '#contract/users';
import { DEMO_ROLES } from '#demo/identities';
import { buildDemoCatalogue } from '#demo/index';
import {
  type PermissionPrincipal,
  hasAnyPermission,
  hasLocationPermission,
  hasPermission,
} from '#domain/permissions';
import type { Route } from '#http/routes';
import { getCustomerByUsername } from '#store/customers';
import { getStaffUserByUsername } from '#store/staff-users';
import { toTenantId } from '#domain/tenant-id';

const TENANT = toTenantId('co');
type Caller = { name: string; tenantId: string; key?: IdentityKey };
const CALLERS: Caller[] = [
  { name: 'anonymous', tenantId: TENANT },
  { name: 'customer', tenantId: TENANT, key: 'customer1' },
  ...STAFF_KEYS.map((key) => ({ name: key, tenantId: TENANT, key })),
  { name: 'other tenant staff', tenantId: 'wa', key: 'superAdmin' },
  { name: 'other tenant customer', tenantId: 'wa', key: 'customer1' },
];

const CO_SPOTS = buildDemoCatalogue(TENANT).spots;
const protectedRoutes = ROUTE_TABLES.flatMap((t) => t.routes).filter((r) => r.auth.kind !== 'none');

/** Path parameters that name the caller get the caller's own values; other ids get a real park id. */
async function fillPath(route: Route, caller: Caller, parkId: number): Promise<string> {
  const person = caller.key ? demoPerson(caller.tenantId, caller.key) : demoPerson(TENANT, 'clerk');
  const staff = await getStaffUserByUsername(toTenantId(caller.tenantId), person.username);
  const customer = await getCustomerByUsername(toTenantId(caller.tenantId), person.username);
  const values: Record<string, string> = {
    userName: person.username,
    username: person.username,
    email: person.email,
    userId: String(staff?.id ?? customer?.id ?? 1),
    customerId: String(customer?.id ?? 1),
    externalUserId: customer?.externalUserId ?? staff?.externalUserId ?? 'x',
    locationId: String(parkId),
    // A spot of that park: spot routes scoped to the spot's park decide on it.
    spotId: String(CO_SPOTS.find((spot) => spot.locationId === parkId)?.id ?? 1),
    // No such reservation: routes scoped to a reservation's park answer 404 once the permission passes,
    // whichever park another file's reservation 1 is at.
    reservationId: '999999999',
    // The same for desk items and orders: another file's item or order 1 may be at a park the caller lacks.
    itemId: '999999999',
    orderId: '999999999',
  };
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? '1'));
}

async function principalOf(caller: Caller): Promise<PermissionPrincipal | undefined> {
  if (!caller.key || !demoPerson(caller.tenantId, caller.key).isStaff) return undefined;
  const staff = await getStaffUserByUsername(
    toTenantId(caller.tenantId),
    demoPerson(caller.tenantId, caller.key).username,
  );
  const role = DEMO_ROLES.find((r) => r.id === staff?.userRoleId);
  return (
    staff && {
      roleId: staff.userRoleId,
      permissions: role?.permissions ?? [],
      locationIds: staff.locationIds,
    }
  );
}

/** Park-scoped routes read the park from a valid body, so they get one (park scoping follows validation). */
const VALID_BODIES: Record<string, (parkId: number) => unknown> = {
  adminSpotAvailability: (parkId) => ({ locationId: parkId, startDate: '2026-01-01', endDate: '2026-01-14' }),
  adminValidateReservation: (parkId) => ({
    spotId: CO_SPOTS.find((spot) => spot.locationId === parkId)?.id,
    startDate: '2026-01-01',
    endDate: '2026-01-02',
    lockCode: 'none',
    numberOfAdults: 1,
    numberOfVehicles: 0,
    isCustomerPrimaryOccupant: true,
  }),
};

/** 401, 403 or 'allowed', from the route's declared auth and who the caller is. */
async function expected(route: Route, caller: Caller, parkId: number): Promise<401 | 403 | 'allowed'> {
  if (!caller.key || caller.tenantId !== TENANT) return 401;
  const staff = await principalOf(caller);
  const auth = route.auth;
  if (auth.kind === 'signedIn') return 'allowed';
  if (auth.kind === 'customer') return staff ? 403 : 'allowed';
  if (auth.kind !== 'staff') return 'allowed';
  if (!staff) return 403;
  const named = auth.anyOf
    ? hasAnyPermission(staff, auth.permissions)
    : auth.permissions.every((p) => hasPermission(staff, p));
  if (!named) return 403;
  if (auth.locations && auth.permissions.length) {
    const check = (p: (typeof auth.permissions)[number]) => hasLocationPermission(staff, p, [parkId]);
    if (!(auth.anyOf ? auth.permissions.some(check) : auth.permissions.every(check))) return 403;
  }
  return 'allowed';
}

describe('authorisation matrix', () => {
  it('covers the identity routes at least', () => {
    expect(protectedRoutes.map((r) => r.operationId)).toEqual(
      expect.arrayContaining([
        'getAdminUserByUsername',
        'getAdminUser',
        'listUserRoles',
        'adminLogout',
        'adminSpotAvailability',
        'claimSpot',
        'adminClaimSpot',
        'adminGetCustomer',
        'adminCustomerSearch',
        'createAdminUser',
        'deactivateAdminUser',
        'getAdminUserHistory',
        'saveUserRole',
        'saveUserRoles',
        'getUserRoleHistory',
      ]),
    );
  });

  describe.each(protectedRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', (_, route) => {
    it.each(CALLERS.map((c) => [c.name, c] as const))('as %s', async (_name, caller) => {
      const ranger = await getStaffUserByUsername(TENANT, demoPerson(TENANT, 'ranger').username);
      const parkId = ranger?.locationIds[0] ?? 1;
      // Logout signs its token out: it gets a token of its own.
      const token = caller.key
        ? route.operationId === 'adminLogout'
          ? await signInFresh(caller.tenantId, caller.key)
          : await idToken(caller.tenantId, caller.key)
        : undefined;
      const path = api(TENANT, await fillPath(route, caller, parkId));
      const body =
        route.method === 'GET' || route.method === 'DELETE'
          ? undefined
          : (VALID_BODIES[route.operationId]?.(parkId) ?? {});
      const res = await callWithToken(token, route.method, path, body);
      const want = await expected(route, caller, parkId);
      const seen = `${res.status} ${res.body.messages?.join(' | ')}`;
      if (want === 'allowed') {
        expect([401, 403], seen).not.toContain(res.status);
        expect(res.status, seen).toBeLessThan(500);
      } else {
        expect(res.status, seen).toBe(want);
        if (want === 401) expect(res.body.messages).toEqual([SIGN_IN_MESSAGE]);
        if (want === 403 && route.auth.kind === 'customer')
          expect(res.body.messages).toEqual([NON_CUSTOMER_MESSAGE]);
      }
    });
  });
});
