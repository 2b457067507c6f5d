/**
 * The two forms of a forgot-login page, for customers and for staff alike: the username mailed to an
 * address, and a password reset code mailed for a username. The page says where failures show and
 * where a sent reset code leads.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type AccountSide,
  forgotPasswordSchema,
  forgotUsername,
  forgotUsernameSchema,
  requestPasswordReset,
} from '#web/lib/auth/account-recovery.ts';
import { failureMessages } from '#web/lib/call.ts';
import { useTenant } from '#web/lib/tenant/tenant-context.tsx';
import { TextField } from './fields.tsx';
import './forms.css';

export interface ForgotLoginFormsProps {
  side: AccountSide;
  /** Prefix of the fields' and headings' ids. */
  idPrefix: string;
  /** What the username form asks for. */
  emailLead: string;
  /** Shown once the username form was sent (the answer never says whether the account exists). */
  usernameSentMessage: string;
  /** The class of each form's section (a card, or a part of one). */
  sectionClassName: string;
  buttonClassName: string;
  /** Called before each request, to clear an earlier failure. */
  onSend(): void;
  onFailure(messages: string[]): void;
  /** Where a sent reset code leads (the reset page, for the username in lower case). */
  onResetSent(username: string): void;
  /** Sends the reset request; the public page passes it through the captcha check. */
  sendReset?: (request: () => Promise<void>) => Promise<void>;
}

export function ForgotLoginForms(props: ForgotLoginFormsProps) {
  const { idPrefix, sectionClassName, buttonClassName } = props;
  const { api } = useTenant();
  const [usernameSent, setUsernameSent] = useState(false);
  const emailForm = useForm<
    z.input<typeof forgotUsernameSchema>,
    unknown,
    z.output<typeof forgotUsernameSchema>
  >({ resolver: zodResolver(forgotUsernameSchema), mode: 'onTouched' });
  const resetForm = useForm<
    z.input<typeof forgotPasswordSchema>,
    unknown,
    z.output<typeof forgotPasswordSchema>
  >({ resolver: zodResolver(forgotPasswordSchema), mode: 'onTouched' });

  const sendUsername = emailForm.handleSubmit(async ({ email }) => {
    props.onSend();
    try {
      await forgotUsername(api, props.side, email.trim());
      setUsernameSent(true);
    } catch (error) {
      props.onFailure(failureMessages(error));
    }
  });

  const sendReset = resetForm.handleSubmit(async ({ username }) => {
    props.onSend();
    const name = username.trim().toLowerCase();
    const request = () => requestPasswordReset(api, props.side, name);
    try {
      await (props.sendReset ? props.sendReset(request) : request());
      props.onResetSent(name);
    } catch (error) {
      props.onFailure(failureMessages(error));
    }
  });

  return (
    <>
      <section className={sectionClassName} aria-labelledby={`${idPrefix}-username-title`}>
        <h2 id={`${idPrefix}-username-title`}>Forgot your username?</h2>
        <p>{props.emailLead}</p>
        <form className="account-form" noValidate onSubmit={sendUsername}>
          <TextField
            id={`${idPrefix}-email`}
            label="Email"
            type="email"
            autoComplete="email"
            required
            error={emailForm.formState.errors.email}
            {...emailForm.register('email')}
          />
          <div className="account-actions">
            <button type="submit" className={buttonClassName} disabled={emailForm.formState.isSubmitting}>
              Email My Username
            </button>
          </div>
          {usernameSent && (
            <p role="status" className="form-field__status">
              {props.usernameSentMessage}
            </p>
          )}
        </form>
      </section>
      <section className={sectionClassName} aria-labelledby={`${idPrefix}-password-title`}>
        <h2 id={`${idPrefix}-password-title`}>Forgot your password?</h2>
        <p>Enter your username and we will email you a code to choose a new password.</p>
        <form className="account-form" noValidate onSubmit={sendReset}>
          <TextField
            id={`${idPrefix}-username`}
            label="Username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            error={resetForm.formState.errors.username}
            {...resetForm.register('username')}
          />
          <div className="account-actions">
            <button type="submit" className={buttonClassName} disabled={resetForm.formState.isSubmitting}>
              Reset My Password
            </button>
          </div>
        </form>
      </section>
    </>
  );
}
