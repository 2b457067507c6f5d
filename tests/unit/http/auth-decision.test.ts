import { describe, expect, it } from 'vitest';
import {
  FORBIDDEN_LOCATION_MESSAGE,
  FORBIDDEN_MESSAGE,
  NON_CUSTOMER_MESSAGE,
  SIGN_IN_MESSAGE,
  STAFF_ONLY_MESSAGE,
} from '#contract/users';
import { decideAccess, decideLocationAccess } from '#http/auth-decision';
import type { AuthContext, CustomerAuth, RouteAuth, StaffAuth } from '#http/routes';
import type { PermissionName } from '#domain/permissions';
import { toTenantId } from '#domain/tenant-id';

const base = {
  tenantId: toTenantId('co'),
  sub: 's',
  username: 'u',
  email: 'e',
  token: 't',
  tokenId: 'j',
  expiresAt: 0,
  userPoolId: 'p',
  cognitoUsername: 'u',
};
const customer: CustomerAuth = { kind: 'customer', ...base };
const staffUser = (
  roleId: number,
  permissions: PermissionName[] = [],
  locationIds: number[] = [],
): StaffAuth => ({
  kind: 'staff',
  ...base,
  userId: 1,
  roleId,
  permissions,
  locationIds,
});

const view: RouteAuth = { kind: 'staff', permissions: ['ReservationManagementView'] };
const alerts: RouteAuth = {
  kind: 'staff',
  permissions: ['ParkManagementParkAlertsGlobal', 'ParkManagementParkAlertsParkSpot'],
  anyOf: true,
};

describe('decideAccess', () => {
  it.each<[string, RouteAuth, AuthContext | undefined, number | 'allowed', string?]>([
    ['public, anonymous', { kind: 'none' }, undefined, 'allowed'],
    ['customer route, anonymous', { kind: 'customer' }, undefined, 401, SIGN_IN_MESSAGE],
    ['customer route, customer', { kind: 'customer' }, customer, 'allowed'],
    ['customer route, staff', { kind: 'customer' }, staffUser(1), 403, NON_CUSTOMER_MESSAGE],
    ['signed-in route, anonymous', { kind: 'signedIn' }, undefined, 401, SIGN_IN_MESSAGE],
    ['signed-in route, customer', { kind: 'signedIn' }, customer, 'allowed'],
    ['signed-in route, staff', { kind: 'signedIn' }, staffUser(4), 'allowed'],
    ['staff route, anonymous', view, undefined, 401, SIGN_IN_MESSAGE],
    ['staff route, customer', view, customer, 403, STAFF_ONLY_MESSAGE],
    ['staff route, role 1 without the permission', view, staffUser(1), 'allowed'],
    ['staff route, role 2 without the permission', view, staffUser(2), 403, FORBIDDEN_MESSAGE],
    ['staff route, with the permission', view, staffUser(3, ['ReservationManagementView']), 'allowed'],
    ['any staff route, any staff', { kind: 'staff', permissions: [] }, staffUser(4), 'allowed'],
    ['any-of route, one of them', alerts, staffUser(3, ['ParkManagementParkAlertsParkSpot']), 'allowed'],
    [
      'any-of route, none of them',
      alerts,
      staffUser(3, ['ReservationManagementView']),
      403,
      FORBIDDEN_MESSAGE,
    ],
  ])('%s', (_, auth, caller, status, message) => {
    const d = decideAccess(auth, caller);
    if (status === 'allowed') expect(d).toEqual({ allowed: true });
    else expect(d).toEqual({ allowed: false, status, message });
  });
});

describe('decideLocationAccess', () => {
  const scoped: RouteAuth = { ...view, locations: () => [] } as RouteAuth;
  it.each<[string, AuthContext, number[], boolean]>([
    ['role 2 at any park', staffUser(2, ['ReservationManagementView']), [999], true],
    ['assigned park', staffUser(3, ['ReservationManagementView'], [101]), [101], true],
    ['unassigned park', staffUser(3, ['ReservationManagementView'], [101]), [102], false],
    ['all of several parks needed', staffUser(3, ['ReservationManagementView'], [101]), [101, 102], false],
  ])('%s', (_, caller, parks, allowed) => {
    const d = decideLocationAccess(scoped, caller, parks);
    expect(d.allowed).toBe(allowed);
    if (!d.allowed) expect(d.message).toBe(FORBIDDEN_LOCATION_MESSAGE);
  });

  it('ignores routes without park scoping', () => {
    expect(decideLocationAccess(view, staffUser(3), [1]).allowed).toBe(true);
  });
});
