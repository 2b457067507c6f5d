/**
 * Staff permissions and the rules that check them (spec admin §6). Pure: the server enforces these on
 * every staff route and the web imports the same module to show only what a user may reach.
 *
 * Numbers 1–27 are the names the specification gates screens with, in its order; 28–36 name the
 * remaining back-office powers of admin §1 and §7 (check-in/out, chargeback, comments, overrides,
 * customers, users, audit history); 900 is the support power (directory/MSP administration).
 */

export const PERMISSION = {
  /** Search and view reservations, their details, check-in/out lists (admin reservation-search, -details). */
  ReservationManagementView: 1,
  /** Add a reservation on behalf of a customer (reservation-add and its steps). */
  ReservationManagementAdd: 2,
  /** Change a reservation's park, dates, spot and occupant (reservation-edit-*). */
  ReservationManagementModify: 3,
  /** Cancel a reservation, with or without refund (reservation-cancel). */
  ReservationManagementCancel: 4,
  /** Point-of-sale orders (pos-reservations). */
  ReservationManagementPointOfSaleManagement: 5,
  /** Pricing seasons. */
  SystemSettingsPricingSeasons: 6,
  /** Operational seasons. */
  SystemSettingsOperationalSeasons: 7,
  /** Date blocks. */
  SystemSettingsDateManagement: 8,
  /** Discount classes. */
  SystemSettingsDiscountClass: 9,
  /** Product classes. */
  SystemSettingsProductClasses: 10,
  /** Spot types. */
  SystemSettingsSpotTypes: 11,
  /** Product types. */
  SystemSettingsProductTypes: 12,
  /** Tenant settings. */
  SystemSettingsTenantSettings: 13,
  /** Activities and amenities (points of interest); the spelling is the specification's. */
  SystemSettingsActivitesAmenities: 14,
  /** Attributes. */
  SystemSettingsAttributes: 15,
  /** Communication templates. */
  SystemSettingsCommunicationTemplates: 16,
  /** Roles and their permissions (user-role-management). */
  SystemSettingsPermissions: 17,
  /** Business rules (brm/*). */
  SystemSettingsBusinessRules: 18,
  /** Park search and park details. */
  ParkManagementParkSearch: 19,
  /** Add a park. */
  ParkManagementAddNewPark: 20,
  /** Park closures. */
  ParkManagementParkClosure: 21,
  /** Tenant-wide (global) alerts. */
  ParkManagementParkAlertsGlobal: 22,
  /** A park's or spot's alerts. */
  ParkManagementParkAlertsParkSpot: 23,
  /** Spot search and spot details. */
  ParkManagementSpotSearch: 24,
  /** Add a spot. */
  ParkManagementAddNewSpot: 25,
  /** The spot and point-of-interest map (also needs auth source admin). */
  ParkManagementParkMap: 26,
  /** Reports (also need auth source admin). */
  ReportManagementReportManagement: 27,
  /** Check guests in and out, singly or in bulk, and undo either step. */
  ReservationManagementCheckInOut: 28,
  /** Record a payment chargeback and undo it. */
  ReservationManagementChargeback: 29,
  /** Read and add internal comments on reservations and customers. */
  ReservationManagementComments: 30,
  /** Staff-only booking powers: past dates, walk-in days, overridable closures, business-rule overrides. */
  ReservationManagementOverride: 31,
  /** Search and view customers. */
  CustomerManagementView: 32,
  /** Add and edit customers, verify their discounts, resend confirmation e-mails. */
  CustomerManagementEdit: 33,
  /** Search and view staff users. */
  UserManagementView: 34,
  /** Add, edit, activate, deactivate and delete staff users. */
  UserManagementEdit: 35,
  /** Read audit history of reservations and customers. */
  ReportManagementAuditHistory: 36,
  /** Support: directory (MSP) administration, support users; never granted by a role below id 1 by default. */
  SupportAdministration: 900,
} as const;

export type PermissionName = keyof typeof PERMISSION;
export type PermissionId = (typeof PERMISSION)[PermissionName];

export const PERMISSION_NAMES = Object.keys(PERMISSION) as PermissionName[];

const NAME_BY_ID = new Map<number, PermissionName>(PERMISSION_NAMES.map((n) => [PERMISSION[n], n]));

export function permissionName(id: number): PermissionName | undefined {
  return NAME_BY_ID.get(id);
}

export function isPermissionName(name: string): name is PermissionName {
  return Object.hasOwn(PERMISSION, name);
}

/** Role ids with fixed meaning (admin §6). */
export const ROLE = {
  /** Passes every permission check. */
  SuperAdmin: 1,
  /** Passes every location check once the named permission is held. */
  AgencyAdmin: 2,
} as const;

/** What a check needs to know about a staff user. */
export interface PermissionPrincipal {
  roleId: number;
  /** Permission names of the user's role. */
  permissions: readonly string[];
  /** Park (location) ids assigned to the user. */
  locationIds: readonly number[];
}

export function hasPermission(principal: PermissionPrincipal, name: PermissionName): boolean {
  if (principal.roleId === ROLE.SuperAdmin) return true;
  return principal.permissions.includes(name);
}

/** At least one of the names, e.g. park alerts (Global OR ParkSpot). */
export function hasAnyPermission(principal: PermissionPrincipal, names: readonly PermissionName[]): boolean {
  return names.some((n) => hasPermission(principal, n));
}

/**
 * A location-scoped check: the named permission first; then role 1 and 2 pass for any location, others
 * only when every checked location is assigned to them.
 */
export function hasLocationPermission(
  principal: PermissionPrincipal,
  name: PermissionName,
  locationIds: readonly number[],
): boolean {
  if (!hasPermission(principal, name)) return false;
  if (principal.roleId === ROLE.SuperAdmin || principal.roleId === ROLE.AgencyAdmin) return true;
  return locationIds.every((id) => principal.locationIds.includes(id));
}
