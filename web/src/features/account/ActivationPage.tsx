import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router-dom';
import { z } from 'zod';
import { requiredText, rules } from '#domain/validation/index';
import { useAlertStore } from '#web/lib/alerts/alerts-context.tsx';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useTenant } from '#web/lib/tenant/tenant-context.tsx';
import { confirmRegistration, resendRegistrationCode } from '#web/lib/auth/account-recovery.ts';
import { failureMessages } from '#web/lib/call.ts';
import { TextField } from '#web/components/form/fields.tsx';
import { LOGIN_PATH } from './paths.ts';
import '#web/components/form/forms.css';

const codeField = requiredText('Confirmation Code', [rules.numeric, rules.max(10)]);
const withUserIdSchema = z.object({ confirmationCode: codeField });
const withUsernameSchema = z.object({
  username: requiredText('Username'),
  confirmationCode: codeField,
});
type ActivationInput = z.input<typeof withUsernameSchema>;
type ActivationOutput = { username?: string; confirmationCode: string };

/**
 * Account activation (/account-activation/{userId}, after creating an account) and confirm account
 * (/confirm-account, for a person who comes back later and gives their username): the code from the
 * confirmation e-mail; the code can be sent again.
 */
export function ActivationPage({ mode }: { mode: 'activation' | 'confirm' }) {
  usePageTitle(mode === 'activation' ? 'Account Activation' : 'Confirm Account');
  const { userId } = useParams();
  const { api } = useTenant();
  const alerts = useAlertStore();
  const [confirmed, setConfirmed] = useState(false);
  const [resent, setResent] = useState(false);
  const [resending, setResending] = useState(false);
  const byUserId = mode === 'activation' && Boolean(userId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ActivationInput, unknown, ActivationOutput>({
    resolver: zodResolver<ActivationInput, unknown, ActivationOutput>(
      byUserId ? (withUserIdSchema as unknown as typeof withUsernameSchema) : withUsernameSchema,
    ),
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (form) => {
    alerts.clearLayer('public');
    try {
      await confirmRegistration(api, 'User', {
        ...(byUserId ? { userId: Number(userId) } : { username: form.username?.trim().toLowerCase() }),
        confirmationCode: (form.confirmationCode ?? '').trim(),
      });
      setConfirmed(true);
    } catch (error) {
      const [first, ...rest] = failureMessages(error);
      if (first) setError('confirmationCode', { message: first });
      rest.forEach((message) => alerts.danger(message, 'public'));
    }
  });

  const resend = async () => {
    if (!userId) return;
    alerts.clearLayer('public');
    setResending(true);
    try {
      await resendRegistrationCode(api, 'User', userId);
      setResent(true);
    } catch (error) {
      failureMessages(error).forEach((message) => alerts.danger(message, 'public'));
    } finally {
      setResending(false);
    }
  };

  if (confirmed) {
    return (
      <div className="account-page account-page--narrow">
        <h1>Account Activated</h1>
        <div className="account-card account-done" role="status">
          <p>Your account is active. Sign in to reserve spots and manage your reservations.</p>
          <Link className="button button--primary" to={LOGIN_PATH}>
            Sign In
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="account-page account-page--narrow">
      <h1>{mode === 'activation' ? 'Activate Your Account' : 'Confirm Your Account'}</h1>
      <p className="account-page__lead">
        We sent a confirmation code to the email address on your account. Enter it here to activate your
        account.
      </p>
      <div className="account-card">
        <form className="account-form" noValidate onSubmit={onSubmit}>
          {!byUserId && (
            <TextField
              id="activation-username"
              label="Username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              error={errors.username}
              {...register('username')}
            />
          )}
          <TextField
            id="activation-code"
            label="Confirmation Code"
            autoComplete="one-time-code"
            inputMode="numeric"
            required
            error={errors.confirmationCode}
            {...register('confirmationCode')}
          />
          <div className="account-actions">
            <button type="submit" className="button button--primary" disabled={isSubmitting}>
              {isSubmitting ? 'Activating...' : 'Activate Account'}
            </button>
            {byUserId && (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void resend()}
                disabled={resending}
              >
                Resend Code
              </button>
            )}
          </div>
          {resent && (
            <p role="status" className="form-field__status">
              A new confirmation code is on its way to your email.
            </p>
          )}
        </form>
      </div>
    </div>
  );
}
