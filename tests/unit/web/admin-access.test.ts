import { describe, expect, it } from 'vitest';
import {
  hasLocationPermission,
  hasPermission,
  isPermissionName,
  PERMISSION_NAMES,
  type PermissionName,
} from '#domain/permissions';
import {
  decideAdminGuard,
  isCustomerSession,
  navigationFor,
  safeRedirectPath,
  type AdminSubject,
} from '../../../web/src/features/admin/admin-access.ts';
import {
  ADMIN_AREAS,
  ADMIN_ROUTES,
  BUSINESS_RULES,
  GATING_PERMISSIONS,
  REPORTS,
  matchAdminRoute,
} from '../../../web/src/features/admin/admin-routes.ts';

/** A staff user whose checks are the server's own (functions/domain/permissions.ts). */
function staff(
  roleId: number,
  permissions: PermissionName[] = [],
  locationIds: number[] = [],
  authSource: 'admin' | 'local' = 'admin',
): AdminSubject {
  const principal = { roleId, permissions, locationIds };
  return {
    signedIn: true,
    authSource,
    userType: 'PartnerAdmin',
    can: (name) => isPermissionName(name) && hasPermission(principal, name),
    canAtLocations: (name, ids) => isPermissionName(name) && hasLocationPermission(principal, name, ids),
  };
}

const anonymous: AdminSubject = {
  signedIn: false,
  authSource: null,
  userType: null,
  can: () => false,
  canAtLocations: () => false,
};

const customer: AdminSubject = {
  signedIn: true,
  authSource: 'local',
  userType: 'Customer',
  can: () => false,
  canAtLocations: () => false,
};

const superAdmin = staff(1);
const agencyAdmin = staff(2, ['ReservationManagementView', 'ReservationManagementAdd']);
const ranger = staff(5, ['ReservationManagementView', 'ReservationManagementAdd'], [11, 12]);
const clerk = staff(7, ['ReservationManagementView']);

describe('the admin route table (admin §2.3)', () => {
  it('lists every gating permission of admin §6, each a name the server knows', () => {
    const used = new Set(ADMIN_ROUTES.flatMap((r) => (r.access.kind === 'permission' ? r.access.anyOf : [])));
    expect([...used].sort()).toEqual([...GATING_PERMISSIONS].sort());
    for (const name of GATING_PERMISSIONS) expect(PERMISSION_NAMES).toContain(name);
  });

  it('has no path twice', () => {
    const paths = ADMIN_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each([
    ['/admin', 'Dashboard', { kind: 'none' }],
    ['/admin/verify-login', 'Sign-in verification', { kind: 'none' }],
    ['/admin/user-profile', 'My profile', { kind: 'signedIn' }],
    ['/admin/customer-view/42', 'Customer', { kind: 'none' }],
    ['/admin/shopping-cart', 'Admin cart', { kind: 'none' }],
    ['/admin/user-modify/9', 'Edit staff user', { kind: 'none' }],
    ['/admin/reservation-details/77', 'Reservation details', { anyOf: ['ReservationManagementView'] }],
    [
      '/admin/reservation-add',
      'Add reservation: park, dates and spot',
      { anyOf: ['ReservationManagementAdd'] },
    ],
    [
      '/admin/reservation-edit-spot/77',
      'Edit reservation: park, dates and spot',
      { anyOf: ['ReservationManagementModify'] },
    ],
    [
      '/admin/reservation-cancel-receipt/5',
      'Cancellation receipt',
      { anyOf: ['ReservationManagementCancel'] },
    ],
    [
      '/admin/edit-pos-reservations',
      'Edit point-of-sale order',
      { anyOf: ['ReservationManagementPointOfSaleManagement'] },
    ],
    ['/admin/user-role-management', 'Roles and permissions', { anyOf: ['SystemSettingsPermissions'] }],
    ['/admin/product-class-view/3', 'Product class', { anyOf: ['SystemSettingsProductClasses'] }],
    [
      '/admin/communication-template-modify/3',
      'Edit communication template',
      { anyOf: ['SystemSettingsCommunicationTemplates'] },
    ],
    ['/admin/park-detail/3', 'Park', { anyOf: ['ParkManagementParkSearch'] }],
    [
      '/admin/park-alert-modify/3',
      'Edit park alert',
      { anyOf: ['ParkManagementParkAlertsGlobal', 'ParkManagementParkAlertsParkSpot'] },
    ],
    [
      '/admin/park-map',
      'Spot and point-of-interest map',
      { anyOf: ['ParkManagementParkMap'], adminSourceOnly: true },
    ],
    ['/admin/brm/minimum-stay/4', 'Minimum stay', { anyOf: ['SystemSettingsBusinessRules'] }],
    ['/admin/reporting', 'Reports', { anyOf: ['ReportManagementReportManagement'], adminSourceOnly: true }],
    [
      '/admin/reporting/fielddeposit',
      'Field deposit report',
      { anyOf: ['ReportManagementReportManagement'], adminSourceOnly: true },
    ],
  ])('%s is %s', (pathname, screen, access) => {
    const match = matchAdminRoute(pathname);
    expect(match?.route.screen).toBe(screen);
    expect(match?.route.access).toMatchObject(access);
  });

  it('has a list and a view route for each of the 8 business rules, and the 14 reports', () => {
    expect(BUSINESS_RULES).toHaveLength(8);
    for (const { slug } of BUSINESS_RULES) {
      expect(matchAdminRoute(`/admin/brm/${slug}`)).not.toBeNull();
      expect(matchAdminRoute(`/admin/brm/${slug}/12`)).not.toBeNull();
    }
    expect(REPORTS).toHaveLength(14);
    for (const { slug } of REPORTS) expect(matchAdminRoute(`/admin/reporting/${slug}`)).not.toBeNull();
  });

  it('knows nothing of unknown paths', () => {
    expect(matchAdminRoute('/admin/nowhere')).toBeNull();
    expect(matchAdminRoute('/admin/reservation-details')).toBeNull();
  });
});

describe('the /admin entry guard (admin §2.1)', () => {
  it('sends a signed-in customer to /, carrying the redirect query', () => {
    expect(decideAdminGuard(customer, '/admin')).toEqual({ action: 'redirect', to: '/' });
    expect(decideAdminGuard(customer, '/admin/verify-login', '?redirect=%2Fadmin%2Fpark-map')).toEqual({
      action: 'redirect',
      to: '/?redirect=%2Fadmin%2Fpark-map',
    });
    expect(isCustomerSession({ authSource: 'local', userType: null })).toBe(true);
    expect(isCustomerSession({ authSource: 'admin', userType: 'Customer' })).toBe(false);
  });

  it('sends an anonymous visitor to the admin login with redirect={path}, keeping the query', () => {
    expect(decideAdminGuard(anonymous, '/admin/user-profile')).toEqual({
      action: 'redirect',
      to: '/admin/login?redirect=%2Fadmin%2Fuser-profile',
    });
    expect(decideAdminGuard(anonymous, '/admin/park-detail/4', '?v=view')).toEqual({
      action: 'redirect',
      to: '/admin/login?v=view&redirect=%2Fadmin%2Fpark-detail%2F4',
    });
    expect(decideAdminGuard(anonymous, '/admin')).toEqual({
      action: 'redirect',
      to: '/admin/login?redirect=%2Fadmin',
    });
  });

  it('does not send the verification page back to itself', () => {
    expect(decideAdminGuard(anonymous, '/admin/verify-login', '?redirect=%2Fadmin%2Fuser-search')).toEqual({
      action: 'redirect',
      to: '/admin/login?redirect=%2Fadmin%2Fuser-search',
    });
  });

  it('sends a user without the route permission to /admin', () => {
    expect(decideAdminGuard(clerk, '/admin/reservation-add')).toEqual({ action: 'redirect', to: '/admin' });
    expect(decideAdminGuard(clerk, '/admin/brm/maximum-stay')).toEqual({ action: 'redirect', to: '/admin' });
    expect(decideAdminGuard(clerk, '/admin/reservation-search')).toEqual({ action: 'allow' });
  });

  it('lets every signed-in staff user reach the routes that need no permission', () => {
    for (const path of ['/admin', '/admin/verify-login', '/admin/user-profile', '/admin/customer-search']) {
      expect(decideAdminGuard(clerk, path)).toEqual({ action: 'allow' });
    }
  });

  it('lets role 1 through every route, admin-source routes only with auth source admin', () => {
    for (const route of ADMIN_ROUTES) {
      const pathname = `/admin/${route.path.replace(/:\w+\??/g, '3')}`.replace(/\/$/, '');
      expect(decideAdminGuard(superAdmin, pathname), pathname).toEqual({ action: 'allow' });
    }
    const localSuperAdmin = staff(1, [], [], 'local');
    expect(decideAdminGuard(localSuperAdmin, '/admin/park-map')).toEqual({
      action: 'redirect',
      to: '/admin',
    });
    expect(decideAdminGuard(localSuperAdmin, '/admin/reporting/camper')).toEqual({
      action: 'redirect',
      to: '/admin',
    });
    expect(decideAdminGuard(localSuperAdmin, '/admin/park-search')).toEqual({ action: 'allow' });
  });

  it('takes either park-alert permission', () => {
    expect(decideAdminGuard(staff(5, ['ParkManagementParkAlertsParkSpot']), '/admin/park-alert-add')).toEqual(
      {
        action: 'allow',
      },
    );
    expect(
      decideAdminGuard(staff(5, ['ParkManagementParkAlertsGlobal']), '/admin/park-alert-search'),
    ).toEqual({
      action: 'allow',
    });
    expect(decideAdminGuard(staff(5, ['ParkManagementParkSearch']), '/admin/park-alert-search')).toEqual({
      action: 'redirect',
      to: '/admin',
    });
  });

  it('checks park-scoped routes at the park: role 2 anywhere, others at their assigned parks', () => {
    expect(decideAdminGuard(agencyAdmin, '/admin/bulk-check-in/99')).toEqual({ action: 'allow' });
    expect(decideAdminGuard(agencyAdmin, '/admin/reservation-add/99')).toEqual({ action: 'allow' });
    expect(decideAdminGuard(ranger, '/admin/bulk-check-out/12')).toEqual({ action: 'allow' });
    expect(decideAdminGuard(ranger, '/admin/reservation-add/11')).toEqual({ action: 'allow' });
    expect(decideAdminGuard(ranger, '/admin/bulk-check-in/99')).toEqual({ action: 'redirect', to: '/admin' });
    expect(decideAdminGuard(ranger, '/admin/reservation-add/99')).toEqual({
      action: 'redirect',
      to: '/admin',
    });
    // Without a park, the permission alone decides.
    expect(decideAdminGuard(ranger, '/admin/reservation-add')).toEqual({ action: 'allow' });
    // Role 2 still needs the permission itself.
    expect(decideAdminGuard(staff(2, []), '/admin/bulk-check-in/99')).toEqual({
      action: 'redirect',
      to: '/admin',
    });
  });
});

describe('the admin navigation filter', () => {
  it('shows role 1 every area', () => {
    expect(navigationFor(superAdmin).map((a) => a.area)).toEqual([...ADMIN_AREAS]);
  });

  it('shows a user only the areas and screens the role reaches', () => {
    const areas = navigationFor(clerk);
    // The cart, customers and staff users are open routes, but their tasks need permissions the clerk lacks.
    expect(areas.map((a) => a.area)).toEqual(['Reservations']);
    expect(areas[0]!.entries.map((e) => e.path)).toEqual(['reservation-search']);
    const desk = navigationFor(
      staff(7, ['ReservationManagementAdd', 'CustomerManagementView', 'UserManagementView']),
    );
    expect(desk.map((a) => a.area)).toEqual(['Reservations', 'Customers', 'Users & Roles']);
    const users = desk.find((a) => a.area === 'Users & Roles')!;
    expect(users.entries.map((e) => e.path)).toEqual(['user-search']);
    expect(desk.find((a) => a.area === 'Reservations')!.entries.map((e) => e.path)).toContain(
      'shopping-cart',
    );
  });

  it('shows reports and the park map only to admin-source users with the permission', () => {
    const reporter = staff(5, ['ReportManagementReportManagement', 'ParkManagementParkMap']);
    expect(navigationFor(reporter).map((a) => a.area)).toContain('Reports');
    expect(
      navigationFor(reporter)
        .find((a) => a.area === 'Parks & Spots')
        ?.entries.map((e) => e.path),
    ).toEqual(['park-map']);
    const localReporter = staff(
      5,
      ['ReportManagementReportManagement', 'ParkManagementParkMap'],
      [],
      'local',
    );
    expect(navigationFor(localReporter).map((a) => a.area)).not.toContain('Reports');
    expect(navigationFor(localReporter).map((a) => a.area)).not.toContain('Parks & Spots');
  });
});

describe('redirect targets after sign-in', () => {
  it('accepts only paths of this site', () => {
    expect(safeRedirectPath('/admin/user-search?x=1')).toBe('/admin/user-search?x=1');
    expect(safeRedirectPath('//evil.example/admin')).toBeNull();
    expect(safeRedirectPath('https://evil.example')).toBeNull();
    expect(safeRedirectPath('/\\evil.example')).toBeNull();
    expect(safeRedirectPath('')).toBeNull();
    expect(safeRedirectPath(null)).toBeNull();
  });
});
