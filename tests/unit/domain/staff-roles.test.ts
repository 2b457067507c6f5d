/** Role change rules and the staff user and role audit diffs (admin §2.3 user-role-management, §6). */
import { describe, expect, it } from 'vitest';
import { PERMISSION, type PermissionPrincipal } from '#domain/permissions';
import {
  ROLE_MESSAGE,
  type StaffUserAuditView,
  diffRole,
  diffStaffUser,
  roleChangeProblem,
} from '#domain/users';

const P = PERMISSION;
const agencyAdmin: PermissionPrincipal = {
  roleId: 2,
  permissions: ['SystemSettingsPermissions', 'ReservationManagementView', 'ReservationManagementAdd'],
  locationIds: [],
};
const superAdmin: PermissionPrincipal = { roleId: 1, permissions: [], locationIds: [] };
const role = (id: number, permissionIds: number[]) => ({ id, permissionIds });

describe('who may make a role what', () => {
  it.each([
    ['grants a permission they hold', agencyAdmin, role(7, []), [P.ReservationManagementView], null],
    ['takes away a permission they hold', agencyAdmin, role(7, [P.ReservationManagementAdd]), [], null],
    [
      'adds a new role with permissions they hold',
      agencyAdmin,
      undefined,
      [P.ReservationManagementAdd],
      null,
    ],
    [
      'leaves alone a permission they lack that the role already has',
      agencyAdmin,
      role(7, [P.SupportAdministration]),
      [P.SupportAdministration, P.ReservationManagementView],
      null,
    ],
    [
      'grants a permission they lack',
      agencyAdmin,
      role(7, []),
      [P.SupportAdministration],
      ROLE_MESSAGE.notYours,
    ],
    [
      'takes away a permission they lack',
      agencyAdmin,
      role(7, [P.ReportManagementReportManagement]),
      [],
      ROLE_MESSAGE.notYours,
    ],
    ['names an unknown permission', agencyAdmin, role(7, []), [12345], ROLE_MESSAGE.unknownPermission],
    [
      'removes managing roles from their own role',
      agencyAdmin,
      role(2, [P.SystemSettingsPermissions, P.ReservationManagementView]),
      [P.ReservationManagementView],
      ROLE_MESSAGE.ownPermissions,
    ],
    [
      'a super admin removes managing roles from their own role',
      superAdmin,
      role(1, [P.SystemSettingsPermissions]),
      [],
      ROLE_MESSAGE.ownPermissions,
    ],
    ['a super admin grants the support power', superAdmin, role(7, []), [P.SupportAdministration], null],
  ] as const)('%s', (_what, caller, before, next, expected) => {
    expect(roleChangeProblem(caller, before, next)).toBe(expected);
  });
});

describe('role history', () => {
  it('records a new role by its name, a new description and each permission granted or taken away', () => {
    expect(
      diffRole(undefined, { name: 'Host', description: '', permissionIds: [P.ReservationManagementView] }),
    ).toEqual([
      { field: 'Name', oldValue: null, newValue: 'Host' },
      { field: 'ReservationManagementView', oldValue: 'No', newValue: 'Yes' },
    ]);
    expect(
      diffRole(
        {
          name: 'Host',
          description: '',
          permissionIds: [P.ReservationManagementView, P.ReservationManagementAdd],
        },
        {
          name: 'Gate Host',
          description: 'Sells day passes at the gate.',
          permissionIds: [P.ReservationManagementView, P.ParkManagementParkClosure],
        },
      ),
    ).toEqual([
      { field: 'Name', oldValue: 'Host', newValue: 'Gate Host' },
      { field: 'Description', oldValue: null, newValue: 'Sells day passes at the gate.' },
      { field: 'ReservationManagementAdd', oldValue: 'Yes', newValue: 'No' },
      { field: 'ParkManagementParkClosure', oldValue: 'No', newValue: 'Yes' },
    ]);
  });
});

describe('staff user history', () => {
  const clerk: StaffUserAuditView = {
    firstName: 'Robin',
    lastName: 'Trail',
    email: 'robin@example.gov',
    username: 'robin',
    role: 'Read-Only Clerk',
    parks: 'Aspen Lake',
    status: 'Active',
    receiveReservationEmails: 'No',
  };

  it('lists every field of a new user and only the changed ones after', () => {
    expect(diffStaffUser(undefined, clerk)).toHaveLength(8);
    expect(diffStaffUser(clerk, { ...clerk, role: 'Park Ranger', parks: 'Aspen Lake, Bear Creek' })).toEqual([
      { field: 'role', oldValue: 'Read-Only Clerk', newValue: 'Park Ranger' },
      { field: 'parks', oldValue: 'Aspen Lake', newValue: 'Aspen Lake, Bear Creek' },
    ]);
    expect(diffStaffUser(clerk, { ...clerk })).toEqual([]);
  });
});
