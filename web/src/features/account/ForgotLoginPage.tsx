import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { useAlertStore } from '#web/lib/alerts/alerts-context.tsx';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useTenant } from '#web/lib/tenant/tenant-context.tsx';
import {
  forgotPasswordSchema,
  forgotUsername,
  forgotUsernameSchema,
  requestPasswordReset,
} from '#web/lib/auth/account-recovery.ts';
import { failureMessages } from '#web/lib/call.ts';
import { withCaptchaPass } from '#web/lib/booking/captcha-pass.ts';
import { CaptchaCheck } from '#web/components/CaptchaCheck.tsx';
import { TextField } from '#web/components/form/fields.tsx';
import { LOGIN_PATH, RESET_PASSWORD_PATH } from './paths.ts';
import '#web/components/form/forms.css';

/**
 * Forgot login ("Forgot Your Login Information", public §2.2): the username mailed to an address, or
 * a password reset code mailed for a username (then on to /reset-password).
 */
export function ForgotLoginPage() {
  usePageTitle('Forgot Your Login Information');
  const { api } = useTenant();
  const alerts = useAlertStore();
  const navigate = useNavigate();
  const [usernameSent, setUsernameSent] = useState(false);

  const emailForm = useForm<
    z.input<typeof forgotUsernameSchema>,
    unknown,
    z.output<typeof forgotUsernameSchema>
  >({
    resolver: zodResolver(forgotUsernameSchema),
    mode: 'onTouched',
  });
  const resetForm = useForm<
    z.input<typeof forgotPasswordSchema>,
    unknown,
    z.output<typeof forgotPasswordSchema>
  >({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onTouched',
  });

  const sendUsername = emailForm.handleSubmit(async ({ email }) => {
    alerts.clearLayer('public');
    try {
      await forgotUsername(api, 'User', (email ?? '').trim());
      setUsernameSent(true);
    } catch (error) {
      failureMessages(error).forEach((message) => alerts.danger(message, 'public'));
    }
  });

  const sendReset = resetForm.handleSubmit(async ({ username }) => {
    alerts.clearLayer('public');
    const name = (username ?? '').trim().toLowerCase();
    try {
      // Where the tenant runs the captcha, the server asks for a passed check first (CaptchaCheck below).
      await withCaptchaPass(() => requestPasswordReset(api, 'User', name));
      navigate(`${RESET_PASSWORD_PATH}?username=${encodeURIComponent(name)}`);
    } catch (error) {
      failureMessages(error).forEach((message) => alerts.danger(message, 'public'));
    }
  });

  return (
    <div className="account-page">
      <h1>Forgot Your Login Information</h1>
      <p className="account-page__lead">
        Remembered it? <Link to={LOGIN_PATH}>Sign in</Link>.
      </p>
      <section className="account-card" aria-labelledby="forgot-username-title">
        <h2 id="forgot-username-title">Forgot your username?</h2>
        <p>Enter the email address on your account and we will email your username to you.</p>
        <form className="account-form" noValidate onSubmit={sendUsername}>
          <TextField
            id="forgot-email"
            label="Email"
            type="email"
            autoComplete="email"
            required
            error={emailForm.formState.errors.email}
            {...emailForm.register('email')}
          />
          <div className="account-actions">
            <button
              type="submit"
              className="button button--primary"
              disabled={emailForm.formState.isSubmitting}
            >
              Email My Username
            </button>
          </div>
          {usernameSent && (
            <p role="status" className="form-field__status">
              If an account uses that email address, its username is on its way.
            </p>
          )}
        </form>
      </section>
      <section className="account-card" aria-labelledby="forgot-password-title">
        <h2 id="forgot-password-title">Forgot your password?</h2>
        <p>Enter your username and we will email you a code to choose a new password.</p>
        <form className="account-form" noValidate onSubmit={sendReset}>
          <TextField
            id="forgot-username"
            label="Username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            error={resetForm.formState.errors.username}
            {...resetForm.register('username')}
          />
          <div className="account-actions">
            <button
              type="submit"
              className="button button--primary"
              disabled={resetForm.formState.isSubmitting}
            >
              Reset My Password
            </button>
          </div>
        </form>
      </section>
      <CaptchaCheck />
    </div>
  );
}
