import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '#web/lib/auth/index.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useTenant } from '#web/lib/tenant/tenant-context.tsx';
import type { AuthConfig } from '#contract/tenant';
import { ADMIN_HOME, isCustomerSession, verifyLoginPath } from './admin-access.ts';
import { STAFF_ACCOUNT_PATHS } from './staff-account/paths.ts';

/** The enterprise directory's scopes (public §4.2). */
const DIRECTORY_SCOPES = 'phone email profile openid';

/**
 * The enterprise-directory single sign-on (authorization code flow) starts at the admin pool's hosted
 * sign-in page; it returns to the configured sign-in URL (/admin). Only for tenants that have a
 * directory domain (none locally).
 */
export function directorySignInUrl(authConfig: AuthConfig | null): string | null {
  if (!authConfig?.adminOauthNicAdDomain) return null;
  const domain = authConfig.adminOauthNicAdDomain.replace(/^https?:\/\//, '').replace(/\/+$/, '');
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: authConfig.adminClientId,
    redirect_uri: authConfig.adminOauthNicAdRedirectSignInUrl,
    scope: DIRECTORY_SCOPES,
  });
  return `https://${domain}/oauth2/authorize?${query.toString()}`;
}

interface FieldErrors {
  username?: string;
  password?: string;
}

function validate(username: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!username.trim()) errors.username = 'Username is required';
  if (!password) errors.password = 'Password is required';
  return errors;
}

/** A staff user who is already signed in: where to go instead of signing in again. */
function AlreadySignedIn({ name, onSignOut }: { name: string; onSignOut: () => void }) {
  return (
    <div className="admin-login__signed-in">
      <p>
        You are signed in as <strong>{name}</strong>.
      </p>
      <div className="admin-login__actions">
        <Link className="button button--primary" to={ADMIN_HOME}>
          Go to the dashboard
        </Link>
        <button type="button" className="button button--secondary" onClick={onSignOut}>
          Sign Out
        </button>
      </div>
    </div>
  );
}

/** /admin/login (admin §2.2): staff sign in with username and password, or through the directory. */
export function AdminLoginPage() {
  usePageTitle('Admin Login');
  const { tenant, authConfig } = useTenant();
  const auth = useAuth();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const ids = { username: useId(), password: useId(), usernameError: useId(), passwordError: useId() };
  const directoryUrl = directorySignInUrl(authConfig);
  const staffSignedIn = auth.signedIn && !isCustomerSession(auth);

  // The new staff session (identity sign-in done, user record loading) goes on to the verification
  // page. A customer session that was open before is cleared by the sign-in first.
  const newStaffSession = submitting && auth.signedIn && auth.authSource === 'admin';
  useEffect(() => {
    if (newStaffSession) navigate(verifyLoginPath(search));
  }, [newStaffSession, navigate, search]);

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = validate(username, password);
    setErrors(found);
    setFailure(null);
    if (found.username) return usernameRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    setSubmitting(true);
    const result = await auth.signIn({ source: 'admin', username, password });
    setSubmitting(false);
    if (result.ok) return;
    // 'Invalid account' is already in the admin alert area (persistent); the rest show on the form.
    if (!result.alerted) setFailure(result.message);
    setPassword('');
  };

  return (
    <div className="page admin-login">
      <section className="admin-login__card" aria-labelledby="admin-login-title">
        <p className="admin-login__eyebrow">{tenant.siteName}</p>
        <h1 id="admin-login-title">Staff Sign In</h1>
        {staffSignedIn && !submitting ? (
          <AlreadySignedIn
            name={auth.userFirstName ?? auth.username ?? ''}
            onSignOut={() => void auth.signOut()}
          />
        ) : (
          <>
            <p className="admin-login__lead">Sign in with your back-office account.</p>
            {failure && (
              <div
                className="app-alert alert-danger admin-login__failure"
                role="alert"
                tabIndex={-1}
                ref={failureRef}
              >
                <span className="app-alert__icon" aria-hidden="true">
                  !
                </span>
                <div className="app-alert__message">{failure}</div>
              </div>
            )}
            <form className="admin-form" noValidate onSubmit={(event) => void submit(event)}>
              <div className="admin-form__field">
                <label htmlFor={ids.username}>Username</label>
                <input
                  id={ids.username}
                  ref={usernameRef}
                  name="username"
                  type="text"
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  required
                  value={username}
                  aria-invalid={errors.username ? true : undefined}
                  aria-describedby={errors.username ? ids.usernameError : undefined}
                  onChange={(event) => setUsername(event.target.value)}
                />
                {errors.username && (
                  <p className="admin-form__error" id={ids.usernameError}>
                    {errors.username}
                  </p>
                )}
              </div>
              <div className="admin-form__field">
                <label htmlFor={ids.password}>Password</label>
                <input
                  id={ids.password}
                  ref={passwordRef}
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  required
                  value={password}
                  aria-invalid={errors.password ? true : undefined}
                  aria-describedby={errors.password ? ids.passwordError : undefined}
                  onChange={(event) => setPassword(event.target.value)}
                />
                {errors.password && (
                  <p className="admin-form__error" id={ids.passwordError}>
                    {errors.password}
                  </p>
                )}
              </div>
              <button
                type="submit"
                className="button button--primary admin-form__submit"
                disabled={submitting}
              >
                {submitting ? 'Signing In...' : 'Sign In'}
              </button>
            </form>
            {directoryUrl && (
              <>
                <p className="admin-login__or">
                  <span>or</span>
                </p>
                <a className="button button--secondary admin-login__directory" href={directoryUrl}>
                  Sign in with the {tenant.departmentName} directory
                </a>
              </>
            )}
            <p className="admin-login__help">
              <Link to={STAFF_ACCOUNT_PATHS.forgotLogin}>Forgot your login information?</Link>
            </p>
          </>
        )}
      </section>
    </div>
  );
}
