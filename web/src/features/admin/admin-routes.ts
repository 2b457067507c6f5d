/**
 * The admin route table (admin §2.3) as data: every back-office path under /admin with the access it
 * requires. The entry guard reads it to send a user without the permission back to /admin, and the
 * dashboard reads it to show only the areas a user may reach. Which of these paths have a screen is
 * decided by the router (`admin-router.tsx`); a path listed here without a screen is still gated.
 *
 * Paths are react-router patterns relative to /admin (':name' a parameter, a trailing '?' optional).
 */
import { matchPath } from 'react-router-dom';
import type { PermissionName } from '#domain/permissions';

/** The permission names used for gating (admin §6). The full enumeration (1-36 and 900) is the server's. */
export const GATING_PERMISSIONS = [
  'ReservationManagementView',
  'ReservationManagementAdd',
  'ReservationManagementModify',
  'ReservationManagementCancel',
  'ReservationManagementPointOfSaleManagement',
  'SystemSettingsPricingSeasons',
  'SystemSettingsOperationalSeasons',
  'SystemSettingsDateManagement',
  'SystemSettingsDiscountClass',
  'SystemSettingsProductClasses',
  'SystemSettingsSpotTypes',
  'SystemSettingsProductTypes',
  'SystemSettingsTenantSettings',
  'SystemSettingsActivitesAmenities',
  'SystemSettingsAttributes',
  'SystemSettingsCommunicationTemplates',
  'SystemSettingsPermissions',
  'SystemSettingsBusinessRules',
  'ParkManagementParkSearch',
  'ParkManagementAddNewPark',
  'ParkManagementParkClosure',
  'ParkManagementParkAlertsGlobal',
  'ParkManagementParkAlertsParkSpot',
  'ParkManagementSpotSearch',
  'ParkManagementAddNewSpot',
  'ParkManagementParkMap',
  'ReportManagementReportManagement',
] as const satisfies readonly PermissionName[];
export type GatingPermission = (typeof GATING_PERMISSIONS)[number];

export type AdminAccess =
  /** Passing the entry guard is enough. */
  | { kind: 'none' }
  /** Signed in only, else /admin/login (own profile). */
  | { kind: 'signedIn' }
  /**
   * One of the permissions (usually one; park alerts take either of two). `adminSourceOnly` adds
   * "auth source admin AND" (park map, reports). `locationParam` names a path parameter holding a park
   * id: the check is then location-scoped (the permission, then the park's assignment).
   */
  | {
      kind: 'permission';
      anyOf: readonly GatingPermission[];
      adminSourceOnly?: boolean;
      locationParam?: string;
    };

export const ADMIN_AREAS = [
  'Reservations',
  'Customers',
  'Users & Roles',
  'Parks & Spots',
  'System Settings',
  'Business Rules',
  'Reports',
] as const;
export type AdminArea = (typeof ADMIN_AREAS)[number];

export interface AdminRouteDef {
  /** Relative to /admin; '' is the dashboard. */
  path: string;
  screen: string;
  access: AdminAccess;
  /** The navigation group the screen belongs to (none for the account pages). */
  area?: AdminArea;
  /** What the screen lets a user do, as the dashboard lists it; only screens that start a task have one. */
  label?: string;
  /**
   * The server permission the task needs where the route itself is open (admin §2.3 'none'): the
   * dashboard lists the task only to users who hold it, so nobody is offered what answers 403.
   */
  listedWith?: PermissionName;
}

const NONE: AdminAccess = { kind: 'none' };
const needs = (permission: GatingPermission, extra: Partial<Omit<AdminAccessPermission, 'kind'>> = {}) =>
  ({ kind: 'permission', anyOf: [permission], ...extra }) satisfies AdminAccess;
type AdminAccessPermission = Extract<AdminAccess, { kind: 'permission' }>;

/** The business rules (admin §2.3): a list route and a view route /{id} each. */
export const BUSINESS_RULES = [
  { slug: 'agency-walkin-period', label: 'Agency walk-in period' },
  { slug: 'minimum-arrival-date', label: 'Minimum arrival date' },
  { slug: 'maximum-arrival-date', label: 'Maximum arrival date' },
  { slug: 'minimum-stay', label: 'Minimum stay' },
  { slug: 'maximum-stay', label: 'Maximum stay' },
  { slug: 'maximum-active-reservations-on-account', label: 'Maximum active reservations on account' },
  { slug: 'maximum-reservations-per-transaction', label: 'Maximum reservations per transaction' },
  { slug: 'maximum-reservations-same-start-date', label: 'Maximum reservations with the same start date' },
] as const;

/** The reports listed at /admin/reporting (admin §2.3); the route shape of one report is ours. */
export const REPORTS = [
  { slug: 'facilitychangeover', label: 'Facility changeover' },
  { slug: 'amenities', label: 'Amenities' },
  { slug: 'camper', label: 'Camper' },
  { slug: 'cancelledreservations', label: 'Cancelled reservations' },
  { slug: 'closure', label: 'Closure' },
  { slug: 'maintenance', label: 'Maintenance' },
  { slug: 'occupancybyproductclass', label: 'Occupancy by product class' },
  { slug: 'occupancybyrevenue', label: 'Occupancy by revenue' },
  { slug: 'parkvisitation', label: 'Park visitation (by residency)' },
  { slug: 'reservationmethod', label: 'Reservation method' },
  { slug: 'adminoverride', label: 'Admin override' },
  { slug: 'sitemarker', label: 'Site marker' },
  { slug: 'revenuebreakup', label: 'Revenue breakup' },
  { slug: 'fielddeposit', label: 'Field deposit' },
] as const;

const REPORT_ACCESS = needs('ReportManagementReportManagement', { adminSourceOnly: true });

export const ADMIN_ROUTES: readonly AdminRouteDef[] = [
  // Entry and account
  { path: 'verify-login', screen: 'Sign-in verification', access: NONE },
  { path: '', screen: 'Dashboard', access: NONE },
  { path: 'construction', screen: 'Under construction', access: NONE },
  { path: 'user-profile', screen: 'My profile', access: { kind: 'signedIn' } },

  // Reservations
  ...[
    {
      path: 'reservation-search',
      screen: 'Reservation search',
      access: needs('ReservationManagementView'),
      label: 'Search, view and check in or out reservations',
    },
    {
      path: 'reservation-details/:reservationId',
      screen: 'Reservation details',
      access: needs('ReservationManagementView'),
    },
    {
      path: 'reservation-check-in/:reservationId',
      screen: 'Check in',
      access: needs('ReservationManagementView'),
    },
    {
      path: 'reservation-check-out/:reservationId',
      screen: 'Check out',
      access: needs('ReservationManagementView'),
    },
    {
      path: 'bulk-check-in/:locationId',
      screen: 'Bulk check-in',
      access: needs('ReservationManagementView', { locationParam: 'locationId' }),
    },
    {
      path: 'bulk-check-out/:locationId',
      screen: 'Bulk check-out',
      access: needs('ReservationManagementView', { locationParam: 'locationId' }),
    },
    {
      path: 'reservation-add/:locationId?',
      screen: 'Add reservation: park, dates and spot',
      access: needs('ReservationManagementAdd', { locationParam: 'locationId' }),
      label: 'Add reservations, including walk-ins',
    },
    {
      path: 'reservation-add-details',
      screen: 'Add reservation: details',
      access: needs('ReservationManagementAdd'),
    },
    {
      path: 'reservation-add-occupant',
      screen: 'Add reservation: occupant',
      access: needs('ReservationManagementAdd'),
    },
    {
      path: 'reservation-review',
      screen: 'Add reservation: review',
      access: needs('ReservationManagementAdd'),
    },
    {
      path: 'reservation-receipt',
      screen: 'Add reservation: receipt',
      access: needs('ReservationManagementAdd'),
    },
    {
      path: 'reservation-edit-spot/:reservationId',
      screen: 'Edit reservation: park, dates and spot',
      access: needs('ReservationManagementModify'),
      label: 'Change reservations',
    },
    {
      path: 'reservation-edit-occupant',
      screen: 'Edit reservation: occupant',
      access: needs('ReservationManagementModify'),
    },
    {
      path: 'reservation-edit-review',
      screen: 'Edit reservation: review',
      access: needs('ReservationManagementModify'),
    },
    {
      path: 'reservation-edit-receipt',
      screen: 'Edit reservation: receipt',
      access: needs('ReservationManagementModify'),
    },
    {
      path: 'reservation-cancel/:reservationId',
      screen: 'Cancel reservation',
      access: needs('ReservationManagementCancel'),
      label: 'Cancel reservations',
    },
    {
      path: 'reservation-cancel-receipt/:orderId',
      screen: 'Cancellation receipt',
      access: needs('ReservationManagementCancel'),
    },
    {
      path: 'pos-reservations',
      screen: 'Point-of-sale orders',
      access: needs('ReservationManagementPointOfSaleManagement'),
      label: 'Point-of-sale orders',
    },
    {
      path: 'add-pos-reservations',
      screen: 'Add point-of-sale order',
      access: needs('ReservationManagementPointOfSaleManagement'),
    },
    {
      path: 'edit-pos-reservations',
      screen: 'Edit point-of-sale order',
      access: needs('ReservationManagementPointOfSaleManagement'),
    },
    {
      path: 'shopping-cart',
      screen: 'Admin cart',
      access: NONE,
      label: 'Admin cart and checkout',
      listedWith: 'ReservationManagementAdd' as const,
    },
  ].map((route) => ({ ...route, area: 'Reservations' as const })),

  // Customers
  ...[
    {
      path: 'customer-search',
      screen: 'Customer search',
      access: NONE,
      label: 'Search and view customers',
      listedWith: 'CustomerManagementView' as const,
    },
    {
      path: 'customer-add',
      screen: 'Add customer',
      access: NONE,
      label: 'Add customers',
      listedWith: 'CustomerManagementEdit' as const,
    },
    { path: 'customer-view/:customerId', screen: 'Customer', access: NONE },
    {
      path: 'customer-edit/:customerId',
      screen: 'Edit customer',
      access: NONE,
      label: 'Edit customers',
      listedWith: 'CustomerManagementEdit' as const,
    },
  ].map((route) => ({ ...route, area: 'Customers' as const })),

  // Users & Roles
  ...[
    {
      path: 'user-search',
      screen: 'Staff user search',
      access: NONE,
      label: 'Search staff users',
      listedWith: 'UserManagementView' as const,
    },
    {
      path: 'user-add',
      screen: 'Add staff user',
      access: NONE,
      label: 'Add staff users',
      listedWith: 'UserManagementEdit' as const,
    },
    {
      path: 'user-modify/:userId',
      screen: 'Edit staff user',
      access: NONE,
      label: 'Edit staff users',
      listedWith: 'UserManagementEdit' as const,
    },
    {
      path: 'user-role-management',
      screen: 'Roles and permissions',
      access: needs('SystemSettingsPermissions'),
      label: 'Manage roles and their permissions',
    },
  ].map((route) => ({ ...route, area: 'Users & Roles' as const })),

  // Parks & Spots
  ...[
    {
      path: 'park-search',
      screen: 'Park search',
      access: needs('ParkManagementParkSearch'),
      label: 'Search and view parks',
    },
    {
      path: 'park-detail/:locationId',
      screen: 'Park',
      access: needs('ParkManagementParkSearch'),
    },
    {
      path: 'add-new-park',
      screen: 'Add park',
      access: needs('ParkManagementAddNewPark'),
      label: 'Add parks',
    },
    {
      path: 'region-management',
      screen: 'Regions',
      access: needs('ParkManagementAddNewPark'),
      label: 'Regions',
    },
    ...['park-closure-search', 'park-closure-add', 'park-closure-modify/:closureId'].map((path, i) => ({
      path,
      screen: ['Park closure search', 'Add park closure', 'Edit park closure'][i]!,
      access: needs('ParkManagementParkClosure'),
      ...(i === 0 && { label: 'Park closures' }),
    })),
    ...['park-alert-search', 'park-alert-add', 'park-alert-modify/:alertId'].map((path, i) => ({
      path,
      screen: ['Park alert search', 'Add park alert', 'Edit park alert'][i]!,
      access: {
        kind: 'permission',
        anyOf: ['ParkManagementParkAlertsGlobal', 'ParkManagementParkAlertsParkSpot'],
      } satisfies AdminAccess,
      ...(i === 0 && { label: 'Park alerts' }),
    })),
    {
      path: 'spot-search',
      screen: 'Spot search',
      access: needs('ParkManagementSpotSearch'),
      label: 'Search and view spots',
    },
    { path: 'spot-detail/:spotId', screen: 'Spot', access: needs('ParkManagementSpotSearch') },
    {
      path: 'add-new-spot',
      screen: 'Add spot',
      access: needs('ParkManagementAddNewSpot'),
      label: 'Add spots',
    },
    {
      path: 'park-map',
      screen: 'Spot and point-of-interest map',
      access: needs('ParkManagementParkMap', { adminSourceOnly: true }),
      label: 'Park map',
    },
  ].map((route) => ({ ...route, area: 'Parks & Spots' as const })),

  // System Settings
  ...(
    [
      ['pricing-seasons', 'Pricing seasons', 'SystemSettingsPricingSeasons'],
      ['operational-season-management', 'Operational seasons', 'SystemSettingsOperationalSeasons'],
      ['date-block-management', 'Date blocks', 'SystemSettingsDateManagement'],
      ['discount-class-management', 'Discount classes', 'SystemSettingsDiscountClass'],
      ['fee-management', 'Fees', 'SystemSettingsPricingSeasons'],
      ['add-on-management', 'Add-ons', 'SystemSettingsPricingSeasons'],
      ['product-class-management', 'Product classes', 'SystemSettingsProductClasses'],
      ['product-class-add', 'Add product class', 'SystemSettingsProductClasses', false],
      ['product-class-modify/:productId', 'Edit product class', 'SystemSettingsProductClasses', false],
      ['product-class-view/:productId', 'Product class', 'SystemSettingsProductClasses', false],
      ['spot-type-management', 'Spot types', 'SystemSettingsSpotTypes'],
      ['product-type-management', 'Product types', 'SystemSettingsProductTypes'],
      ['tenant-settings', 'Tenant settings', 'SystemSettingsTenantSettings'],
      ['waiting-room', 'Waiting room', 'SystemSettingsTenantSettings'],
      ['points-of-interest-management', 'Activities and amenities', 'SystemSettingsActivitesAmenities'],
      ['attribute-management', 'Attributes', 'SystemSettingsAttributes'],
      [
        'communication-template-management',
        'Communication templates',
        'SystemSettingsCommunicationTemplates',
      ],
      [
        'communication-template-add',
        'Add communication template',
        'SystemSettingsCommunicationTemplates',
        false,
      ],
      [
        'communication-template-modify/:id',
        'Edit communication template',
        'SystemSettingsCommunicationTemplates',
        false,
      ],
    ] as const
  ).map(([path, screen, permission, listed = true]) => ({
    path,
    screen,
    access: needs(permission),
    area: 'System Settings' as const,
    ...(listed && { label: screen }),
  })),

  // Business Rules
  ...BUSINESS_RULES.flatMap(({ slug, label }) => [
    {
      path: `brm/${slug}`,
      screen: label,
      access: needs('SystemSettingsBusinessRules'),
      area: 'Business Rules' as const,
      label,
    },
    {
      path: `brm/${slug}/:id`,
      screen: label,
      access: needs('SystemSettingsBusinessRules'),
      area: 'Business Rules' as const,
    },
  ]),

  // Reports
  { path: 'reporting', screen: 'Reports', access: REPORT_ACCESS, area: 'Reports' },
  ...REPORTS.map(({ slug, label }) => ({
    path: `reporting/${slug}`,
    screen: `${label} report`,
    access: REPORT_ACCESS,
    area: 'Reports' as const,
    label,
  })),
];

/** The route definition a pathname under /admin falls under, with its parameters; null if none. */
export function matchAdminRoute(
  pathname: string,
): { route: AdminRouteDef; params: Record<string, string | undefined> } | null {
  for (const route of ADMIN_ROUTES) {
    const pattern = route.path ? `/admin/${route.path}` : '/admin';
    const match = matchPath({ path: pattern, end: true }, pathname);
    if (match) return { route, params: match.params };
  }
  return null;
}

/** The '/admin/...' address of a route without parameters, for links. */
export function adminHref(path: string): string {
  return path ? `/admin/${path}` : '/admin';
}

export function hasPathParams(path: string): boolean {
  return path.includes(':');
}
