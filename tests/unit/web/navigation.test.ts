import { describe, expect, it, vi } from 'vitest';
import { createAlertStore } from '../../../web/src/lib/alerts/alert-store.ts';
import { createLoadingStore } from '../../../web/src/lib/loading/loading-store.ts';
import { beforeNavigation } from '../../../web/src/app/navigation.ts';
import { pageTitle } from '../../../web/src/lib/page-title.ts';

type Middleware = ReturnType<typeof beforeNavigation>;

async function navigate(middleware: Middleware, path: string) {
  const next = vi.fn(async () => undefined);
  const args = {
    request: new Request(`http://co.localhost${path}`),
    params: {},
    context: {},
  } as unknown as Parameters<Middleware>[0];
  await middleware(args, next as unknown as Parameters<Middleware>[1]);
  return next;
}

describe('before every navigation (public §2.1)', () => {
  it('clears alerts except persist ones and stops the loading state, then continues', async () => {
    const alerts = createAlertStore();
    const loading = createLoadingStore();
    alerts.danger('Gone after navigating', 'public');
    alerts.danger('Invalid account', 'admin', { persist: true });
    loading.start();
    const next = await navigate(beforeNavigation({ alerts, loading }), '/location/3');
    expect(alerts.getState().alerts.map((a) => a.message)).toEqual(['Invalid account']);
    expect(loading.getState().active).toBe(false);
    expect(next).toHaveBeenCalledOnce();
  });

  it('re-checks authentication except on the admin login and verify pages', async () => {
    const recheckAuth = vi.fn();
    const middleware = beforeNavigation({
      alerts: createAlertStore(),
      loading: createLoadingStore(),
      recheckAuth,
    });
    await navigate(middleware, '/location/3');
    await navigate(middleware, '/admin/login');
    await navigate(middleware, '/admin/verify-login?redirect=/admin');
    expect(recheckAuth.mock.calls).toEqual([['/location/3']]);
  });
});

describe('page titles (public §1)', () => {
  it("reads '{siteTitle} - {page}'", () => {
    expect(pageTitle('Colorado Parks', 'Home')).toBe('Colorado Parks - Home');
    expect(pageTitle('Colorado Parks', 'Location Details', 'Lake Dillon')).toBe(
      'Colorado Parks - Location Details - Lake Dillon',
    );
    expect(pageTitle('Colorado Parks', 'Location Details', undefined)).toBe(
      'Colorado Parks - Location Details',
    );
  });
});
