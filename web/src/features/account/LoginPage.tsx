import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { requiredText } from '#domain/validation/index';
import { AlertArea } from '#web/components/alerts/AlertArea.tsx';
import { useAlertStore } from '#web/lib/alerts/alerts-context.tsx';
import { useAuth } from '#web/lib/auth/auth-context.tsx';
import { afterPublicSignIn } from '#web/lib/auth/guards.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { TextField } from '#web/components/form/fields.tsx';
import { CREATE_ACCOUNT_PATH, FORGOT_LOGIN_PATH } from './paths.ts';
import '#web/components/form/forms.css';

const loginFormSchema = z.object({
  username: requiredText('Username'),
  password: requiredText('Password', [], { trim: false }),
});
type LoginForm = z.input<typeof loginFormSchema>;

/** Customer login (public §2.2, §4.2): the public pool; then the redirect query path or /. */
export function LoginPage() {
  usePageTitle('Login');
  const auth = useAuth();
  const alerts = useAlertStore();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const redirectTo = search.get('redirect');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({ resolver: zodResolver(loginFormSchema), mode: 'onTouched' });

  const onSubmit = handleSubmit(async ({ username, password }) => {
    alerts.clearLayer('public');
    const result = await auth.signIn({ source: 'local', username: username ?? '', password: password ?? '' });
    if (result.ok) {
      navigate(afterPublicSignIn(redirectTo), { replace: true });
      return;
    }
    // 'Invalid account' is already up (admin layer, persistent), shown below.
    if (!result.alerted) alerts.danger(result.message, 'public');
  });

  return (
    <div className="account-page account-page--narrow">
      <h1>Sign In</h1>
      <p className="account-page__lead">Sign in to reserve spots and manage your reservations.</p>
      <AlertArea layer="admin" />
      <div className="account-card">
        <form className="account-form" noValidate onSubmit={onSubmit}>
          <TextField
            id="login-username"
            label="Username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            error={errors.username}
            {...register('username')}
          />
          <TextField
            id="login-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            error={errors.password}
            {...register('password')}
          />
          <div className="account-actions">
            <button type="submit" className="button button--primary" disabled={isSubmitting}>
              {isSubmitting ? 'Signing In...' : 'Sign In'}
            </button>
          </div>
        </form>
        <ul className="account-links">
          <li>
            New here? <Link to={CREATE_ACCOUNT_PATH}>Create Account</Link>
          </li>
          <li>
            <Link to={FORGOT_LOGIN_PATH}>Forgot Your Login Information?</Link>
          </li>
        </ul>
      </div>
    </div>
  );
}
