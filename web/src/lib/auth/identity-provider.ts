/**
 * The identity provider behind the auth store: Amplify Auth against the tenant's Cognito pools (or
 * cognito-local through `userPoolEndpoint`). A small interface so that unit tests can substitute it;
 * the app always uses `createAmplifyIdentityProvider()`.
 */
import type * as AmplifyCore from 'aws-amplify';
import type * as AmplifyAuth from 'aws-amplify/auth';
import type { AuthConfig } from '#contract/tenant';
import type { AuthSource } from './auth-state.ts';

export interface PoolConfig {
  userPoolId: string;
  userPoolClientId: string;
  /** cognito-local (the local runtime); absent on AWS. */
  userPoolEndpoint?: string;
}

export interface IdentityProvider {
  /** Points the provider at one pool; tokens are kept per pool client. */
  configure(pool: PoolConfig): void;
  /** Resolves when the person is signed in; rejects with the provider's error ({name, message}). */
  signIn(username: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  /** The current identity (id) token, refreshed first when expired; null when no tokens remain. */
  getIdToken(): Promise<string | null>;
  /** The claims of the current identity token (e.g. custom:mspEntityUserId); null when none. */
  getIdTokenClaims(): Promise<Record<string, unknown> | null>;
}

/**
 * The pool for an auth source (public §4.2): local -> the public pool; admin (PartnerAdmin and the
 * local admin login) -> the tenant-admin pool. The enterprise directory (OAuth code flow) exists on
 * AWS only and is not a path of this function.
 */
export function poolFor(authConfig: AuthConfig, source: AuthSource): PoolConfig {
  const pool =
    source === 'local'
      ? { userPoolId: authConfig.publicUserPoolId, userPoolClientId: authConfig.publicClientId }
      : { userPoolId: authConfig.tenantAdminUserPoolId, userPoolClientId: authConfig.tenantAdminClientId };
  return authConfig.userPoolEndpoint ? { ...pool, userPoolEndpoint: authConfig.userPoolEndpoint } : pool;
}

/** Thrown by signIn when the pool asks for a further step this product does not offer. */
export class UnsupportedSignInStepError extends Error {
  constructor(step: string) {
    super(`Sign-in needs a further step (${step}). Please contact support.`);
    this.name = 'UnsupportedSignInStepError';
  }
}

/**
 * Amplify is loaded on first use (it is most of the bundle's weight, and visitors who never sign in
 * do not need it) and configured just before each call with the pool chosen last.
 */
export function createAmplifyIdentityProvider(): IdentityProvider {
  let wanted: PoolConfig | null = null;
  let applied: PoolConfig | null = null;
  let modules: Promise<[typeof AmplifyCore, typeof AmplifyAuth]> | null = null;

  async function amplify() {
    modules ??= Promise.all([import('aws-amplify'), import('aws-amplify/auth')]);
    const [core, auth] = await modules;
    if (wanted && wanted !== applied) {
      core.Amplify.configure({ Auth: { Cognito: { ...wanted, loginWith: { username: true } } } });
      applied = wanted;
    }
    return auth;
  }

  return {
    configure(pool) {
      if (
        wanted?.userPoolId === pool.userPoolId &&
        wanted.userPoolClientId === pool.userPoolClientId &&
        wanted.userPoolEndpoint === pool.userPoolEndpoint
      )
        return;
      wanted = pool;
    },
    async signIn(username, password) {
      const { signIn } = await amplify();
      // cognito-local has no SRP; USER_PASSWORD_AUTH works on both runtimes (the clients allow it).
      const result = await signIn({ username, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
      if (!result.isSignedIn) throw new UnsupportedSignInStepError(result.nextStep.signInStep);
    },
    async signOut() {
      const { signOut } = await amplify();
      await signOut();
    },
    async getIdToken() {
      const { fetchAuthSession } = await amplify();
      const session = await fetchAuthSession();
      return session.tokens?.idToken?.toString() ?? null;
    },
    async getIdTokenClaims() {
      const { fetchAuthSession } = await amplify();
      const session = await fetchAuthSession();
      return (session.tokens?.idToken?.payload as Record<string, unknown> | undefined) ?? null;
    },
  };
}
