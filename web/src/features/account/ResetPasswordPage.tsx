import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { useAlertStore } from '#web/lib/alerts/alerts-context.tsx';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useTenant } from '#web/lib/tenant/tenant-context.tsx';
import {
  PASSWORD_WITH_CODE_FIELDS,
  type PasswordWithCodeInput,
  type PasswordWithCodeOutput,
  confirmPasswordReset,
  passwordWithCodeSchema,
} from '#web/lib/auth/account-recovery.ts';
import { failureMessages } from '#web/lib/call.ts';
import { ErrorSummary, summaryItems } from '#web/components/form/ErrorSummary.tsx';
import { PasswordWithCodeFields } from '#web/components/form/PasswordWithCodeFields.tsx';
import { FORGOT_LOGIN_PATH, LOGIN_PATH } from './paths.ts';
import '#web/components/form/forms.css';

const ID = 'reset-';

/** Reset password (public §2.2, §3.7): the mailed code, a new password and its confirmation. */
export function ResetPasswordPage() {
  usePageTitle('Reset Password');
  const { api } = useTenant();
  const alerts = useAlertStore();
  const [search] = useSearchParams();
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<PasswordWithCodeInput, unknown, PasswordWithCodeOutput>({
    resolver: zodResolver(passwordWithCodeSchema),
    mode: 'onChange',
    defaultValues: { username: search.get('username') ?? '' },
  });

  const onSubmit = handleSubmit(async (form) => {
    alerts.clearLayer('public');
    try {
      await confirmPasswordReset(api, 'User', { ...form, username: form.username.toLowerCase() });
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
      <ErrorSummary
        items={summaryItems(errors, PASSWORD_WITH_CODE_FIELDS)}
        submitCount={submitCount}
        idPrefix={ID}
      />
      <div className="account-card">
        <form className="account-form" noValidate onSubmit={onSubmit}>
          <PasswordWithCodeFields idPrefix={ID} register={register} control={control} errors={errors} />
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
