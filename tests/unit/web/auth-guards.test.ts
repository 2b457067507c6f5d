import { describe, expect, it } from 'vitest';
import { createAlertStore } from '../../../web/src/lib/alerts/alert-store.ts';
import type { AuthStore } from '../../../web/src/lib/auth/auth-store.ts';
import { signedOutState, type AuthState } from '../../../web/src/lib/auth/auth-state.ts';
import {
  afterAdminSignIn,
  afterPublicSignIn,
  redirectIfSignedIn,
  requireCustomer,
} from '../../../web/src/lib/auth/guards.ts';

function storeWith(state: Partial<AuthState>): AuthStore {
  return { getState: () => ({ ...signedOutState, ...state }) } as AuthStore;
}

/** Runs a middleware; the Response it throws (a redirect) or undefined. */
async function run(
  middleware: ReturnType<typeof requireCustomer>,
  url: string,
): Promise<Response | undefined> {
  try {
    await middleware(
      { request: new Request(url), params: {}, context: {} as never, unstable_pattern: '' } as never,
      async () => undefined as never,
    );
    return undefined;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe('customer route guard', () => {
  it('sends a visitor to /login with the path to come back to', async () => {
    const response = await run(
      requireCustomer(storeWith({}), createAlertStore()),
      'http://co.localhost/customer-profile/abc?tab=1',
    );
    expect(response?.headers.get('Location')).toBe('/login?redirect=%2Fcustomer-profile%2Fabc%3Ftab%3D1');
  });

  it('lets a customer through', async () => {
    const auth = storeWith({ signedIn: true, userType: 'Customer', authSource: 'local' });
    expect(
      await run(requireCustomer(auth, createAlertStore()), 'http://co.localhost/customer-profile/a'),
    ).toBeUndefined();
    const untyped = storeWith({ signedIn: true, userType: '', authSource: 'local' });
    expect(
      await run(requireCustomer(untyped, createAlertStore()), 'http://co.localhost/customer-profile/a'),
    ).toBeUndefined();
  });

  it('stops staff with the customer-account message', async () => {
    const alerts = createAlertStore();
    const auth = storeWith({ signedIn: true, userType: 'PartnerAdmin', authSource: 'admin' });
    expect(
      await run(requireCustomer(auth, alerts), 'http://co.localhost/customer-profile/a'),
    ).toBeUndefined();
    expect(alerts.getState().alerts).toMatchObject([
      {
        type: 'alert-danger',
        layer: 'public',
        message: 'This action requires a customer account. Sign in to a customer account to proceed.',
      },
    ]);
  });
});

describe('signed-out screens and sign-in redirects (public §2.3)', () => {
  it('sends a signed-in person from the login screens to /', async () => {
    const response = await run(
      redirectIfSignedIn(storeWith({ signedIn: true })),
      'http://co.localhost/login',
    );
    expect(response?.headers.get('Location')).toBe('/');
    expect(await run(redirectIfSignedIn(storeWith({})), 'http://co.localhost/login')).toBeUndefined();
  });

  it('goes to the redirect path after a public sign-in, else /', () => {
    expect(afterPublicSignIn('/customer-profile/abc')).toBe('/customer-profile/abc');
    expect(afterPublicSignIn(null)).toBe('/');
    expect(afterPublicSignIn('//evil.example')).toBe('/');
    expect(afterPublicSignIn('https://evil.example')).toBe('/');
  });

  it('goes to /admin/verify-login after an admin sign-in, carrying the redirect', () => {
    expect(afterAdminSignIn(null)).toBe('/admin/verify-login');
    expect(afterAdminSignIn('/admin/reports')).toBe('/admin/verify-login?redirect=%2Fadmin%2Freports');
  });
});
