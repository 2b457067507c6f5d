import { describe, expect, it } from 'vitest';
import {
  PERMISSION,
  PERMISSION_NAMES,
  type PermissionPrincipal,
  hasAnyPermission,
  hasLocationPermission,
  hasPermission,
  isPermissionName,
  permissionName,
} from '#domain/permissions';

const principal = (
  roleId: number,
  permissions: string[] = [],
  locationIds: number[] = [],
): PermissionPrincipal => ({
  roleId,
  permissions,
  locationIds,
});

describe('the permission enumeration', () => {
  it('numbers 36 names 1–36 and one 900, each once', () => {
    const numbers = PERMISSION_NAMES.map((n) => PERMISSION[n]).sort((a, b) => a - b);
    expect(numbers).toEqual([...Array.from({ length: 36 }, (_, i) => i + 1), 900]);
  });

  it('keeps the names the specification gates screens with, in its order', () => {
    expect(PERMISSION.ReservationManagementView).toBe(1);
    expect(PERMISSION.SystemSettingsActivitesAmenities).toBe(14);
    expect(PERMISSION.ReportManagementReportManagement).toBe(27);
  });

  it('maps numbers back to names', () => {
    expect(permissionName(17)).toBe('SystemSettingsPermissions');
    expect(permissionName(37)).toBeUndefined();
    expect(isPermissionName('ParkManagementParkMap')).toBe(true);
    expect(isPermissionName('toString')).toBe(false);
  });
});

describe('named checks', () => {
  it.each([
    ['role 1 without any listed permission', principal(1), 'SystemSettingsPermissions', true],
    ['role 1 for the support power', principal(1), 'SupportAdministration', true],
    ['role 2 without the permission', principal(2), 'SystemSettingsPermissions', false],
    [
      'role 2 with the permission',
      principal(2, ['SystemSettingsPermissions']),
      'SystemSettingsPermissions',
      true,
    ],
    [
      'role 3 with the permission',
      principal(3, ['ReservationManagementView']),
      'ReservationManagementView',
      true,
    ],
    ['role 3 without it', principal(3, ['ReservationManagementView']), 'ReservationManagementAdd', false],
  ] as const)('%s', (_, p, name, expected) => {
    expect(hasPermission(p, name)).toBe(expected);
  });

  it('passes an any-of check with one of the names', () => {
    const p = principal(5, ['ParkManagementParkAlertsParkSpot']);
    expect(hasAnyPermission(p, ['ParkManagementParkAlertsGlobal', 'ParkManagementParkAlertsParkSpot'])).toBe(
      true,
    );
    expect(hasAnyPermission(p, ['ParkManagementParkAlertsGlobal'])).toBe(false);
  });
});

describe('location-scoped checks', () => {
  const name = 'ReservationManagementView';
  it.each([
    ['role 1 anywhere', principal(1), [101, 999], true],
    ['role 2 with the permission, any park', principal(2, [name]), [101, 999], true],
    ['role 2 without the permission', principal(2, []), [101], false],
    ['other role, assigned park', principal(3, [name], [101, 102]), [101], true],
    ['other role, all of several assigned', principal(3, [name], [101, 102]), [101, 102], true],
    ['other role, one of several not assigned', principal(3, [name], [101, 102]), [101, 103], false],
    ['other role, unassigned park', principal(3, [name], [101]), [105], false],
    ['other role, assigned but without the permission', principal(3, [], [101]), [101], false],
    ['other role, no parks checked', principal(3, [name], []), [], true],
  ] as const)('%s', (_, p, locations, expected) => {
    expect(hasLocationPermission(p, name, locations)).toBe(expected);
  });
});
