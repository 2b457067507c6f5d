/**
 * Staff account self-service (admin §2.2, §7.5) on the tenant's staff pool: forgot login (the username
 * mailed to an address, or a reset code mailed for a username), reset password with the code, and
 * confirm account (a new staff user chooses their first password with the code mailed when they were
 * added, and may ask for the code again). The answers never tell whether an account exists.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { STAFF_ACCOUNT_MESSAGE } from '#contract/accounts';
import { message } from '#domain/validation/index';
import { ErrorSummary, summaryItems } from '#web/components/form/ErrorSummary.tsx';
import { PasswordWithCodeFields } from '#web/components/form/PasswordWithCodeFields.tsx';
import { ForgotLoginForms } from '#web/components/form/ForgotLoginForms.tsx';
import {
  PASSWORD_WITH_CODE_FIELDS,
  type PasswordWithCodeInput,
  type PasswordWithCodeOutput,
  confirmPasswordReset,
  confirmRegistration,
  passwordWithCodeSchema,
  resendRegistrationCode,
} from '#web/lib/auth/account-recovery.ts';
import { useAuth } from '#web/lib/auth/index.ts';
import { failureMessages } from '#web/lib/call.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useTenant } from '#web/lib/tenant/tenant-context.tsx';
import { ADMIN_HOME, ADMIN_LOGIN } from '../admin-access.ts';
import { STAFF_ACCOUNT_PATHS, withUsername } from './paths.ts';
import '#web/components/form/forms.css';
import './staff-account.css';

function AccountCard({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  const { tenant } = useTenant();
  const titleId = useId();
  return (
    <div className="page admin-login">
      <section className="admin-login__card staff-account" aria-labelledby={titleId}>
        <p className="admin-login__eyebrow">{tenant.siteName}</p>
        <h1 id={titleId}>{title}</h1>
        {lead && <p className="admin-login__lead">{lead}</p>}
        {children}
        <p className="admin-login__help">
          <Link to={ADMIN_LOGIN}>Back to Staff Sign In</Link>
        </p>
      </section>
    </div>
  );
}

/** A failure of the whole form (not of one field), announced and focused. */
function Failure({ messages }: { messages: string[] }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (messages.length) ref.current?.focus();
  }, [messages]);
  if (!messages.length) return null;
  return (
    <div className="app-alert alert-danger admin-login__failure" role="alert" tabIndex={-1} ref={ref}>
      <span className="app-alert__icon" aria-hidden="true">
        !
      </span>
      <div className="app-alert__message">
        {messages.map((m) => (
          <p key={m}>{m}</p>
        ))}
      </div>
    </div>
  );
}

/** A confirmation that replaces a form: focused, so a screen reader reads it at once. */
function Done({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="staff-account__done" role="status" tabIndex={-1} ref={ref}>
      {children}
    </div>
  );
}

/** /admin/forgot-login: the username by e-mail, or a password reset code for a username. */
export function StaffForgotLoginPage() {
  usePageTitle('Forgot Your Login Information');
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string[]>([]);

  return (
    <AccountCard title="Forgot Your Login Information">
      <Failure messages={failure} />
      <ForgotLoginForms
        side="AdminAuth"
        idPrefix="staff-forgot"
        emailLead="Enter the email address of your staff account and we will email your username to you."
        usernameSentMessage={STAFF_ACCOUNT_MESSAGE.usernameSent}
        sectionClassName="staff-account__part"
        buttonClassName="button button--primary admin-form__submit"
        onSend={() => setFailure([])}
        onFailure={setFailure}
        onResetSent={(name) => navigate(withUsername(STAFF_ACCOUNT_PATHS.resetPassword, name))}
      />
      <p className="staff-account__aside">
        New to the back office? <Link to={STAFF_ACCOUNT_PATHS.confirmAccount}>Confirm your account</Link> with
        the code from your invitation.
      </p>
    </AccountCard>
  );
}

type CodeFormProps = {
  idPrefix: string;
  submitLabel: string;
  send: (form: PasswordWithCodeOutput) => Promise<void>;
  /** Under the submit button (the confirm page's 'send a new code'). */
  extra?: (username: string) => ReactNode;
};

/** The username, the mailed code and a new password twice; a failure's first message lands on the code. */
function PasswordWithCodeForm({ idPrefix, submitLabel, send, extra }: CodeFormProps) {
  const [search] = useSearchParams();
  const [failure, setFailure] = useState<string[]>([]);
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
  const username = useWatch({ control, name: 'username' }) ?? '';

  const onSubmit = handleSubmit(async (form) => {
    setFailure([]);
    try {
      await send({ ...form, username: form.username.toLowerCase() });
    } catch (error) {
      const [first, ...rest] = failureMessages(error);
      if (first) setError('confirmationCode', { message: first }, { shouldFocus: true });
      setFailure(rest);
    }
  });

  return (
    <>
      <ErrorSummary
        items={summaryItems(errors, PASSWORD_WITH_CODE_FIELDS)}
        submitCount={submitCount}
        idPrefix={idPrefix}
      />
      <Failure messages={failure} />
      <form className="account-form" noValidate onSubmit={onSubmit}>
        <PasswordWithCodeFields idPrefix={idPrefix} register={register} control={control} errors={errors} />
        <button type="submit" className="button button--primary admin-form__submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : submitLabel}
        </button>
        {extra?.(username.trim().toLowerCase())}
      </form>
    </>
  );
}

function PasswordSet() {
  return (
    <Done>
      <p>{STAFF_ACCOUNT_MESSAGE.passwordSet}</p>
      <Link className="button button--primary admin-form__submit" to={ADMIN_LOGIN}>
        Sign In
      </Link>
    </Done>
  );
}

/** /admin/reset-password: the code mailed by 'Reset My Password' and a new password. */
export function StaffResetPasswordPage() {
  usePageTitle('Reset Password');
  const { api } = useTenant();
  const [done, setDone] = useState(false);
  return (
    <AccountCard
      title="Reset Password"
      lead={
        done ? undefined : (
          <>
            Enter the code we emailed you and choose a new password. No code?{' '}
            <Link to={STAFF_ACCOUNT_PATHS.forgotLogin}>Request one</Link>.
          </>
        )
      }
    >
      {done ? (
        <PasswordSet />
      ) : (
        <PasswordWithCodeForm
          idPrefix="staff-reset-"
          submitLabel="Reset Password"
          send={async (form) => {
            await confirmPasswordReset(api, 'AdminAuth', form);
            setDone(true);
          }}
        />
      )}
    </AccountCard>
  );
}

/**
 * /admin/account-activation/{userId} (admin §2.2): the confirm-account screen for the staff user the
 * address names, whose new code is sent without asking for their username; anyone already signed in
 * goes to /admin.
 */
export function StaffAccountActivationPage() {
  const auth = useAuth();
  const { userId } = useParams();
  if (auth.signedIn) return <Navigate to={ADMIN_HOME} replace />;
  return <StaffConfirmAccountPage userId={userId} />;
}

/** /admin/confirm-account: a new staff user's first password, with the code from their invitation. */
export function StaffConfirmAccountPage({ userId }: { userId?: string } = {}) {
  usePageTitle('Confirm Account');
  const { api } = useTenant();
  const [done, setDone] = useState(false);
  const [resent, setResent] = useState<'sent' | 'needsUsername' | null>(null);
  const [resendFailure, setResendFailure] = useState<string[]>([]);
  const [resending, setResending] = useState(false);

  const resend = async (username: string) => {
    setResendFailure([]);
    // The code goes to the user the username names, or else to the one the address names.
    const who = username || userId;
    if (!who) return setResent('needsUsername');
    setResending(true);
    try {
      await resendRegistrationCode(api, 'AdminAuth', who);
      setResent('sent');
    } catch (error) {
      setResendFailure(failureMessages(error));
    } finally {
      setResending(false);
    }
  };

  return (
    <AccountCard
      title="Confirm Your Account"
      lead={
        done
          ? undefined
          : 'Enter your username, the code from your invitation email and the password you want to use.'
      }
    >
      {done ? (
        <PasswordSet />
      ) : (
        <PasswordWithCodeForm
          idPrefix="staff-confirm-"
          submitLabel="Confirm Account"
          send={async (form) => {
            await confirmRegistration(api, 'AdminAuth', form);
            setDone(true);
          }}
          extra={(username) => (
            <div className="staff-account__resend">
              <button
                type="button"
                className="button button--secondary"
                disabled={resending}
                onClick={() => void resend(username)}
              >
                Send a New Code
              </button>
              <Failure messages={resendFailure} />
              {resent && (
                <p role="status" className="form-field__status">
                  {resent === 'sent'
                    ? STAFF_ACCOUNT_MESSAGE.codeSent
                    : message('required', { field: 'Username' })}
                </p>
              )}
            </div>
          )}
        />
      )}
    </AccountCard>
  );
}
