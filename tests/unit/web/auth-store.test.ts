import { describe, expect, it, vi } from 'vitest';
import type { AuthConfig } from '#contract/tenant';
import { createAlertStore } from '../../../web/src/lib/alerts/alert-store.ts';
import { createAuthStore, loginPathAfterLogout } from '../../../web/src/lib/auth/auth-store.ts';
import type { KeyValueStorage } from '../../../web/src/lib/auth/auth-state.ts';
import { AUTH_STORAGE_KEY, IDLE_TIMEOUT_MS, IDLE_WARNING_MS } from '../../../web/src/lib/auth/constants.ts';
import type { IdentityProvider, PoolConfig } from '../../../web/src/lib/auth/identity-provider.ts';
import {
  ACCOUNT_LOCKED,
  INVALID_ACCOUNT,
  INVALID_CREDENTIALS,
  RESET_LINK_EXPIRED,
  signInErrorMessage,
} from '../../../web/src/lib/auth/messages.ts';
import { createApiClient } from '../../../web/src/lib/api.ts';

const authConfig: AuthConfig = {
  adminUserPoolId: 'admin-pool',
  adminClientId: 'admin-client',
  adminOauthNicAdDomain: '',
  adminOauthNicAdRedirectSignInUrl: '',
  adminOauthNicAdRedirectSignOutUrl: '',
  publicClientId: 'public-client',
  publicUserPoolId: 'public-pool',
  tenantAdminClientId: 'tenant-admin-client',
  tenantAdminUserPoolId: 'tenant-admin-pool',
  awsRegion: 'us-west-2',
  userPoolEndpoint: 'http://co.localhost:3000/cognito/',
};

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

function providerError(name: string, message: string) {
  return Object.assign(new Error(message), { name });
}

/** A stand-in for Amplify: remembers the pool, holds a token once signed in. */
function fakeIdentity(overrides: Partial<IdentityProvider> = {}) {
  const state = { pool: null as PoolConfig | null, token: null as string | null, signIns: [] as string[] };
  const identity: IdentityProvider = {
    configure: vi.fn((pool: PoolConfig) => void (state.pool = pool)),
    signIn: vi.fn(async (username: string) => {
      state.signIns.push(username);
      state.token = `token-for-${username}`;
    }),
    signOut: vi.fn(async () => void (state.token = null)),
    getIdToken: vi.fn(async () => state.token),
    getIdTokenClaims: vi.fn(async () => (state.token ? { 'custom:mspEntityUserId': 'ext-123' } : null)),
    ...overrides,
  };
  return { identity, state };
}

const customerUser = {
  id: 41,
  tenantId: 'co',
  firstName: 'Jamie',
  lastName: 'Rivera',
  email: 'jamie@example.org',
  username: 'jamie',
  externalUserId: 'ext-123',
  verified: true,
  locations: [],
  userType: 'Customer',
  authType: 'local',
  userStatus: { id: 1, name: 'Active', description: '' },
  userRoleId: 0,
  role: null,
  externalAgencyId: null,
  addedToMsp: false,
  receiveReservationEmails: true,
};

const rangerUser = {
  ...customerUser,
  id: 7,
  firstName: 'Riley',
  username: 'ranger',
  userType: 'PartnerAdmin',
  authType: 'admin',
  userRoleId: 5,
  role: {
    id: 5,
    name: 'Ranger',
    description: '',
    permissions: [{ id: 1, name: 'ReservationManagementView' }],
    userRolePermissionIds: [1],
  },
  locations: [
    { id: 1, locationId: 10, userId: 7 },
    { id: 2, locationId: 11, userId: 7 },
  ],
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(
  options: { fetch?: typeof fetch; identity?: Partial<IdentityProvider>; storage?: KeyValueStorage } = {},
) {
  const calls: { url: string; method: string; auth: string | null }[] = [];
  const fetchImpl =
    options.fetch ??
    (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const headers = new Headers(init?.headers);
      calls.push({ url, method: init?.method ?? 'GET', auth: headers.get('Authorization') });
      if (url.includes('/User/username/jamie'))
        return json({ statusCode: 'Success', messages: [], user: customerUser });
      if (url.includes('/admin/AdminUser/username/ranger'))
        return json({ statusCode: 'Success', messages: [], user: rangerUser });
      if (url.includes('/AdminAuth/logout')) return json({ statusCode: 'Success', messages: [], data: {} });
      return json({ statusCode: 'Failure', messages: ['not found'] }, 404);
    });
  const { identity, state } = fakeIdentity(options.identity);
  const alerts = createAlertStore();
  const storage = options.storage ?? memoryStorage();
  const navigate = vi.fn();
  let clock = 1_000_000;
  const timers: { run: () => void; at: number }[] = [];
  const store = createAuthStore({
    authConfig,
    api: createApiClient('co', { fetch: fetchImpl as typeof fetch, now: () => 1 }),
    identity,
    alerts,
    storage,
    navigate,
    now: () => clock,
    setTimer: (run, ms) => {
      const timer = { run, at: clock + ms };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      const index = timers.indexOf(timer as (typeof timers)[number]);
      if (index >= 0) timers.splice(index, 1);
    },
  });
  // Runs every timer that comes due by the new time, including those set by a timer that ran.
  const advance = (ms: number) => {
    clock += ms;
    for (
      let due = timers.filter((t) => t.at <= clock);
      due.length > 0;
      due = timers.filter((t) => t.at <= clock)
    ) {
      for (const timer of due) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    }
  };
  return { store, identity, state, alerts, storage, navigate, calls, advance };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the sign-in error mapping (public §8)', () => {
  it.each([
    [
      providerError('UserLambdaValidationException', 'PreAuthentication failed with error locked.'),
      ACCOUNT_LOCKED,
    ],
    [providerError('UserNotFoundException', 'User does not exist.'), INVALID_CREDENTIALS],
    [providerError('NotAuthorizedException', 'Incorrect username or password.'), INVALID_CREDENTIALS],
    [
      providerError(
        'NotAuthorizedException',
        'Temporary password has expired and must be reset by an administrator.',
      ),
      RESET_LINK_EXPIRED,
    ],
    [
      providerError('LimitExceededException', 'Attempt limit exceeded, please try after some time.'),
      'Attempt limit exceeded, please try after some time.',
    ],
  ])('%s -> %s', (error, shown) => {
    expect(signInErrorMessage(error)).toBe(shown);
  });

  it('says the messages to the letter', () => {
    expect(ACCOUNT_LOCKED).toBe('Account is temporarily locked. Please try again later.');
    expect(INVALID_CREDENTIALS).toBe('Invalid username or password.');
    expect(RESET_LINK_EXPIRED).toBe(
      'The password reset link has expired. Navigate to the Forgot Your Login Information page to request a new password reset link.',
    );
  });
});

describe('signing in', () => {
  it('signs a customer in on the public pool with the username lowercased, then loads the user record', async () => {
    const { store, identity, state, calls } = setup();
    const result = await store.signIn({ source: 'local', username: '  Jamie ', password: 'Secret1!' });

    expect(result.ok).toBe(true);
    expect(identity.configure).toHaveBeenLastCalledWith({
      userPoolId: 'public-pool',
      userPoolClientId: 'public-client',
      userPoolEndpoint: 'http://co.localhost:3000/cognito/',
    });
    expect(state.signIns).toEqual(['jamie']);
    const userCall = calls.find((c) => c.url.includes('User/username/jamie'));
    expect(userCall?.auth).toBe('Bearer token-for-jamie');
    expect(store.getState()).toMatchObject({
      signedIn: true,
      username: 'jamie',
      userFirstName: 'Jamie',
      userType: 'Customer',
      externalUserId: 'ext-123',
      userId: 41,
      authSource: 'local',
      verifyStatus: 'verified',
      userPermissions: [],
    });
  });

  it("shows 'LOADING...' as the first name while the user record loads", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { store } = setup({
      fetch: (async () => {
        await gate;
        return json({ statusCode: 'Success', messages: [], user: customerUser });
      }) as typeof fetch,
    });
    const pending = store.signIn({ source: 'local', username: 'jamie', password: 'x' });
    await flush();
    expect(store.getState()).toMatchObject({
      signedIn: true,
      userFirstName: 'LOADING...',
      verifyStatus: null,
    });
    release();
    await pending;
    expect(store.getState().userFirstName).toBe('Jamie');
  });

  it('signs staff in on the tenant-admin pool with their permissions and parks', async () => {
    const { store, identity } = setup();
    await store.signIn({ source: 'admin', username: 'ranger', password: 'x' });
    expect(identity.configure).toHaveBeenLastCalledWith(
      expect.objectContaining({ userPoolId: 'tenant-admin-pool', userPoolClientId: 'tenant-admin-client' }),
    );
    expect(store.getState()).toMatchObject({
      userType: 'PartnerAdmin',
      userRoleId: 5,
      userPermissions: ['ReservationManagementView'],
      userLocations: [10, 11],
      authSource: 'admin',
    });
    expect(store.can('ReservationManagementView')).toBe(true);
    expect(store.can('ReservationManagementCancel')).toBe(false);
    expect(store.canAtLocations('ReservationManagementView', [10])).toBe(true);
    expect(store.canAtLocations('ReservationManagementView', [10, 12])).toBe(false);
  });

  it('maps a failed sign-in to its message and stays signed out', async () => {
    const { store, alerts } = setup({
      identity: {
        signIn: vi.fn(async () => Promise.reject(providerError('UserLambdaValidationException', 'x'))),
      },
    });
    const result = await store.signIn({ source: 'local', username: 'jamie', password: 'x' });
    expect(result).toEqual({ ok: false, message: ACCOUNT_LOCKED, alerted: false });
    expect(store.getState().signedIn).toBe(false);
    expect(alerts.getState().alerts).toEqual([]);
  });

  it("says 'Invalid account' (persistent, admin layer) and logs out when the user record cannot be read", async () => {
    const { store, alerts, navigate, storage } = setup({
      fetch: (async () => json({ statusCode: 'Failure', messages: ['nope'] }, 404)) as typeof fetch,
    });
    const result = await store.signIn({ source: 'local', username: 'jamie', password: 'x' });
    expect(result).toEqual({ ok: false, message: INVALID_ACCOUNT, alerted: true });
    expect(alerts.getState().alerts).toMatchObject([
      { type: 'alert-danger', message: 'Invalid account', layer: 'admin', persist: true },
    ]);
    expect(store.getState().signedIn).toBe(false);
    expect(storage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('clears the previous session before signing in again', async () => {
    const { store, identity } = setup();
    await store.signIn({ source: 'admin', username: 'ranger', password: 'x' });
    await store.signIn({ source: 'local', username: 'jamie', password: 'x' });
    expect(identity.signOut).toHaveBeenCalled();
    expect(store.getState()).toMatchObject({ username: 'jamie', userPermissions: [], userLocations: [] });
  });

  it('persists the state in localStorage and restores it', async () => {
    const storage = memoryStorage();
    const first = setup({ storage });
    await first.store.signIn({ source: 'local', username: 'jamie', password: 'x' });
    const second = setup({ storage });
    expect(second.store.getState()).toMatchObject({
      signedIn: true,
      username: 'jamie',
      userFirstName: 'Jamie',
    });
  });
});

describe('signing out', () => {
  it('sends customers to /login and staff to /admin/login (public §2.3)', () => {
    expect(loginPathAfterLogout({ userType: 'Customer', authSource: 'local' })).toBe('/login');
    expect(loginPathAfterLogout({ userType: 'PartnerAdmin', authSource: 'local' })).toBe('/login');
    expect(loginPathAfterLogout({ userType: 'PartnerAdmin', authSource: 'admin' })).toBe('/admin/login');
  });

  it('logs staff out on the server with the id token, then signs out and redirects', async () => {
    const { store, calls, navigate, storage } = setup();
    await store.signIn({ source: 'admin', username: 'ranger', password: 'x' });
    storage.setItem('campfire.search', '{"searchTerm":"lake"}');
    await store.signOut();
    const logout = calls.find((c) => c.url.includes('AdminAuth/logout'));
    expect(logout?.url).toContain('token=token-for-ranger');
    expect(logout?.auth).toBe('Bearer token-for-ranger');
    expect(store.getState().signedIn).toBe(false);
    expect(storage.getItem('campfire.search')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/admin/login');
  });

  it('clears the state without a redirect when logout fails', async () => {
    const { store, navigate } = setup({
      identity: { signOut: vi.fn(async () => Promise.reject(new Error('offline'))) },
    });
    await store.signIn({ source: 'local', username: 'jamie', password: 'x' });
    navigate.mockClear();
    await store.signOut();
    expect(store.getState().signedIn).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('the session', () => {
  it('supplies the id token to bearer calls and nothing when signed out', async () => {
    const { store } = setup();
    expect(await store.getIdToken()).toBeNull();
    await store.signIn({ source: 'local', username: 'jamie', password: 'x' });
    expect(await store.getIdToken()).toBe('token-for-jamie');
  });

  it('logs out when it believes it is signed in but the tokens are gone', async () => {
    const { store, state } = setup();
    await store.signIn({ source: 'local', username: 'jamie', password: 'x' });
    expect(await store.recheck()).toBeNull();
    state.token = null;
    expect(await store.recheck()).toBe('/login');
    expect(store.getState().signedIn).toBe(false);
  });

  it('signs a customer out after 13 idle minutes, and activity resets the clock', async () => {
    const { store, advance, navigate } = setup();
    await store.signIn({ source: 'local', username: 'jamie', password: 'x' });
    store.start();
    advance(IDLE_TIMEOUT_MS.local - 1_000);
    store.recordActivity();
    advance(IDLE_TIMEOUT_MS.local - 1_000);
    expect(store.getState().signedIn).toBe(true);
    advance(1_000);
    await flush();
    expect(store.getState().signedIn).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('warns a minute before the idle sign-out; activity takes the warning away', async () => {
    const { store, advance } = setup();
    await store.signIn({ source: 'local', username: 'jamie', password: 'x' });
    store.start();
    const seen: (number | null)[] = [];
    store.subscribe(() => seen.push(store.getIdleWarning()));
    advance(IDLE_TIMEOUT_MS.local - IDLE_WARNING_MS - 1_000);
    expect(store.getIdleWarning()).toBeNull();
    advance(1_000);
    const signOutAt = store.getIdleWarning();
    expect(signOutAt).toEqual(expect.any(Number));
    expect(seen.at(-1)).toBe(signOutAt);
    store.recordActivity();
    expect(store.getIdleWarning()).toBeNull();
    // Unanswered, the warning stays for its minute and the sign-out follows.
    advance(IDLE_TIMEOUT_MS.local - IDLE_WARNING_MS);
    expect(store.getIdleWarning()).not.toBeNull();
    advance(IDLE_WARNING_MS);
    await flush();
    expect(store.getState().signedIn).toBe(false);
    expect(store.getIdleWarning()).toBeNull();
  });

  it('gives staff 58 idle minutes', async () => {
    expect(IDLE_TIMEOUT_MS).toEqual({ local: 780_000, admin: 3_480_000 });
    const { store, advance } = setup();
    await store.signIn({ source: 'admin', username: 'ranger', password: 'x' });
    advance(IDLE_TIMEOUT_MS.local + 1_000);
    expect(store.getState().signedIn).toBe(true);
    advance(IDLE_TIMEOUT_MS.admin);
    await flush();
    await flush();
    expect(store.getState().signedIn).toBe(false);
  });

  it('blocks customer actions for staff with the public §8 alert', async () => {
    const { store, alerts } = setup();
    await store.signIn({ source: 'admin', username: 'ranger', password: 'x' });
    expect(store.ensureCustomer()).toBe(false);
    expect(alerts.getState().alerts).toMatchObject([
      {
        type: 'alert-danger',
        layer: 'public',
        message: 'This action requires a customer account. Sign in to a customer account to proceed.',
      },
    ]);
  });
});
