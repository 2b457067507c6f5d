import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { issueAt, message, passwordMessages, requiredText, rules } from '#domain/validation/index';
import { useAlertStore } from '#web/lib/alerts/alerts-context.tsx';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useTenant } from '#web/lib/tenant/tenant-context.tsx';
import { confirmPasswordReset } from './password-reset.ts';
import { failureMessages } from '#web/lib/call.ts';
import { ErrorSummary, summaryItems } from '#web/components/form/ErrorSummary.tsx';
import { TextField } from '#web/components/form/fields.tsx';
import { PasswordRules } from '#web/components/form/PasswordRules.tsx';
import { FORGOT_LOGIN_PATH, LOGIN_PATH } from './paths.ts';
import '#web/components/form/forms.css';

const resetSchema = z
  .object({
    username: requiredText('Username'),
    confirmationCode: requiredText('Confirmation Code', [rules.numeric, rules.max(10)]),
    password: requiredText('New Password', [], { trim: false }),
    confirmPassword: requiredText('Confirm Password', [], { trim: false }),
  })
  .superRefine((form, ctx) => {
    if (form.password) {
      for (const m of passwordMessages(form.password, form.username, 'New Password'))
        issueAt(ctx, 'password', m);
    }
    if (form.confirmPassword && form.confirmPassword !== form.password) {
      issueAt(
        ctx,
        'confirmPassword',
        message('confirmed', { field: 'Confirm Password', target: 'New Password' }),
      );
    }
  });
type ResetInput = z.input<typeof resetSchema>;
type ResetOutput = z.output<typeof resetSchema>;

const FIELD_ORDER = ['username', 'confirmationCode', 'password', 'confirmPassword'] as const;
const ID = 'reset-';

/** Reset password (public §2.2, §3.7): the mailed code, a new password and its confirmation. */
export function ResetPasswordPage() {
  usePageTitle('Reset Password');
  const { api } = useTenant();
  const alerts = useAlertStore();
  const [search] = useSearchParams();
  const [done, setDone] = useState(false);
  const rulesId = useId();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<ResetInput, unknown, ResetOutput>({
    resolver: zodResolver(resetSchema),
    mode: 'onChange',
    defaultValues: { username: search.get('username') ?? '' },
  });
  const watched = useWatch({ control, name: ['username', 'password'] });
  const [username, password] = watched.map((value) => value ?? '') as [string, string];

  const onSubmit = handleSubmit(async (form) => {
    alerts.clearLayer('public');
    try {
      await confirmPasswordReset(api, { ...form, username: form.username.toLowerCase() });
      setDone(true);
    } catch (error) {
      const [first, ...rest] = failureMessages(error);
      if (first) setError('confirmationCode', { message: first });
      rest.forEach((text) => alerts.danger(text, 'public'));
    }
  });

  if (done) {
    return (
      <div className="account-page account-page--narrow">
        <h1>Password Reset</h1>
        <div className="account-card account-done" role="status">
          <p>Your password has been changed. Sign in with your new password.</p>
          <Link className="button button--primary" to={LOGIN_PATH}>
            Sign In
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="account-page account-page--narrow">
      <h1>Reset Password</h1>
      <p className="account-page__lead">
        Enter the code we emailed you and choose a new password. No code?{' '}
        <Link to={FORGOT_LOGIN_PATH}>Request one</Link>.
      </p>
      <ErrorSummary items={summaryItems(errors, FIELD_ORDER)} submitCount={submitCount} idPrefix={ID} />
      <div className="account-card">
        <form className="account-form" noValidate onSubmit={onSubmit}>
          <TextField
            id={`${ID}username`}
            label="Username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            error={errors.username}
            {...register('username')}
          />
          <TextField
            id={`${ID}confirmationCode`}
            label="Confirmation Code"
            autoComplete="one-time-code"
            inputMode="numeric"
            required
            error={errors.confirmationCode}
            {...register('confirmationCode')}
          />
          <TextField
            id={`${ID}password`}
            label="New Password"
            type="password"
            autoComplete="new-password"
            required
            aria-describedby={rulesId}
            error={errors.password}
            {...register('password', { deps: ['confirmPassword'] })}
          />
          <PasswordRules id={rulesId} password={password} username={username} field="New Password" />
          <TextField
            id={`${ID}confirmPassword`}
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
            required
            error={errors.confirmPassword}
            {...register('confirmPassword')}
          />
          <div className="account-actions">
            <button type="submit" className="button button--primary" disabled={isSubmitting}>
              {isSubmitting ? 'Saving...' : 'Reset Password'}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
