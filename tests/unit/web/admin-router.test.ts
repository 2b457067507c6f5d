import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createAlertStore } from '../../../web/src/lib/alerts/alert-store.ts';
import { createLoadingStore } from '../../../web/src/lib/loading/loading-store.ts';
import { adminRoutes } from '../../../web/src/app/admin-router.tsx';
import { ADMIN_ROUTES } from '../../../web/src/features/admin/admin-routes.ts';
import { BUILT_ADMIN_SCREENS } from '../../../web/src/features/admin/admin-screens.ts';

/** Every path with an element under the entry guard, relative to /admin ('' for the index). */
function guardedPaths(routes: RouteObject[]): string[] {
  const admin = routes[0]!;
  const group = admin.children![0]!;
  const guard = group.children!.find((child) => !child.path)!;
  return guard.children!.map((child) => (child.index ? '' : child.path!)).filter((path) => path !== '*');
}

describe('the admin routes', () => {
  const routes = adminRoutes({ alerts: createAlertStore(), loading: createLoadingStore() });

  it('give elements exactly to the screens the dashboard may link to', () => {
    expect(new Set(guardedPaths(routes))).toEqual(BUILT_ADMIN_SCREENS);
  });

  it('only to paths of the route table (no placeholder pages)', () => {
    const table = new Set(ADMIN_ROUTES.map((route) => route.path));
    for (const path of guardedPaths(routes)) expect(table.has(path), path).toBe(true);
  });

  it("send an unknown back-office path's visitor back to the dashboard, not out of the back office", () => {
    const admin = routes[0]!;
    const guard = admin.children![0]!.children!.find((child) => !child.path)!;
    const notFound = guard.children!.find((child) => child.path === '*')!;
    expect((notFound.element as { props: { home?: { to: string } } }).props.home).toEqual({
      to: '/admin',
      label: 'Back to the dashboard',
    });
  });

  it('send the add flow steps that others cover to those steps, keeping the query', async () => {
    const group = routes[0]!.children![0]!;
    const guard = group.children!.find((child) => !child.path)!;
    const follow = async (path: string) => {
      const route = guard.children!.find((child) => child.path === path)!;
      const loader = route.loader as (args: { request: Request }) => Promise<Response>;
      const response = await loader({ request: new Request(`http://co.localhost/admin/${path}?hold=7`) });
      return [response.status, response.headers.get('Location')];
    };
    expect(await follow('reservation-add-details')).toEqual([302, '/admin/reservation-add-occupant?hold=7']);
    expect(await follow('reservation-review')).toEqual([302, '/admin/shopping-cart?hold=7']);
  });

  it('keep the login page outside the entry guard', () => {
    const group = routes[0]!.children![0]!;
    expect(group.children!.map((child) => child.path)).toContain('login');
  });
});
