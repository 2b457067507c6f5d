/**
 * Demo identities of the local runtime and the tests (never deployed): per tenant the four demo staff
 * roles, one staff user per role and two customers. All share one demo password, which satisfies
 * the pools' password policy. Printed by `npm start` for local use only.
 */
import type { AuthTypeName, UserTypeName } from '#domain/users';
import { PERMISSION, PERMISSION_NAMES, type PermissionName } from '#domain/permissions';
import type { TenantId } from '#domain/catalogue';

export const DEMO_PASSWORD = 'Campfire-Demo-2025!';

export interface DemoRole {
  id: number;
  name: string;
  description: string;
  permissions: PermissionName[];
}

const ids = (names: readonly PermissionName[]) => names.map((n) => PERMISSION[n]);
export const demoRolePermissionIds = (role: DemoRole) => ids(role.permissions);

const VIEW_ONLY: PermissionName[] = [
  'ReservationManagementView',
  'CustomerManagementView',
  'ParkManagementParkSearch',
  'ParkManagementSpotSearch',
];

export const DEMO_ROLES: DemoRole[] = [
  {
    id: 1,
    name: 'Super Admin',
    description: 'Every permission, every park, including support administration.',
    permissions: [...PERMISSION_NAMES],
  },
  {
    id: 2,
    name: 'Agency Admin',
    description: 'Every back-office permission at every park of the agency.',
    permissions: PERMISSION_NAMES.filter((n) => n !== 'SupportAdministration'),
  },
  {
    id: 3,
    name: 'Park Ranger',
    description:
      'Reservations, check-in and check-out, desk sales, customers, closures and alerts at assigned parks.',
    permissions: [
      ...VIEW_ONLY,
      'ReservationManagementAdd',
      'ReservationManagementModify',
      'ReservationManagementCancel',
      'ReservationManagementCheckInOut',
      'ReservationManagementComments',
      'ReservationManagementOverride',
      'ReservationManagementPointOfSaleManagement',
      'CustomerManagementEdit',
      'ParkManagementParkClosure',
      'ParkManagementParkAlertsParkSpot',
      'ParkManagementParkMap',
    ],
  },
  {
    id: 4,
    name: 'Read-Only Clerk',
    description: 'Views reservations, customers, parks and spots; changes nothing.',
    permissions: VIEW_ONLY,
  },
];

export type DemoStaffKey = 'superAdmin' | 'agencyAdmin' | 'ranger' | 'clerk';
export type DemoCustomerKey = 'customer1' | 'customer2';

export interface DemoStaff {
  key: DemoStaffKey;
  label: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  roleId: number;
  userType: UserTypeName;
  authType: AuthTypeName;
  /** How many of the tenant's first parks (by id) are assigned. */
  assignedParks: number;
}

export interface DemoCustomer {
  key: DemoCustomerKey;
  label: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface DemoIdentities {
  tenantId: TenantId;
  password: string;
  staff: DemoStaff[];
  customers: DemoCustomer[];
}

export function demoIdentities(tenantId: TenantId): DemoIdentities {
  const person = (key: string, first: string, last: string) => ({
    username: `${tenantId}.${key}`,
    email: `${key}.${tenantId}@campfire.example`,
    firstName: first,
    lastName: last,
  });
  const staff = (
    key: DemoStaffKey,
    label: string,
    roleId: number,
    first: string,
    last: string,
    assignedParks = 0,
  ): DemoStaff => ({
    key,
    label,
    roleId,
    ...person(key.toLowerCase(), first, last),
    userType: 'PartnerAdmin',
    authType: 'admin',
    assignedParks,
  });
  return {
    tenantId,
    password: DEMO_PASSWORD,
    staff: [
      staff('superAdmin', 'super admin (role 1)', 1, 'Sam', 'Super'),
      staff('agencyAdmin', 'agency admin (role 2)', 2, 'Alex', 'Agency'),
      staff('ranger', 'park ranger (role 3, two parks)', 3, 'Riley', 'Ranger', 2),
      staff('clerk', 'read-only clerk (role 4, two parks)', 4, 'Casey', 'Clerk', 2),
    ],
    customers: [
      { key: 'customer1', label: 'customer', ...person('camper1', 'Jamie', 'Camper') },
      { key: 'customer2', label: 'customer', ...person('camper2', 'Morgan', 'Hiker') },
    ],
  };
}
