import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import {
  CUSTOMER_FIELD_LABELS as L,
  check,
  createAccountFormSchema,
  emailRules,
  issueAt,
  message,
  usernameRules,
} from '#domain/validation/index';
import { useAlertStore } from '#web/lib/alerts/alerts-context.tsx';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useTenant } from '#web/lib/tenant/tenant-context.tsx';
import { createCustomer } from './create-customer.ts';
import { isEmailAvailable, isUsernameAvailable } from './availability-checks.ts';
import { failureMessages, CallError } from '#web/lib/call.ts';
import { withCaptchaPass } from '#web/lib/booking/captcha-pass.ts';
import { CaptchaCheck } from '#web/components/CaptchaCheck.tsx';
import { ErrorSummary, summaryItems } from '#web/components/form/ErrorSummary.tsx';
import { CUSTOMER_DETAIL_FIELDS } from '#contract/customers';
import { CustomerDetailsFields } from '#web/components/form/CustomerDetailsFields.tsx';
import { TextField } from '#web/components/form/fields.tsx';
import { PasswordRules } from '#web/components/form/PasswordRules.tsx';
import { accountActivationPath, LOGIN_PATH } from './paths.ts';
import { guessTimezone } from '#web/lib/us-states.ts';
import { useAvailability, type Availability } from './useAvailability.ts';
import '#web/components/form/forms.css';

/** The shared rules, plus a confirmation the person must type (the request carries it only when given). */
const formSchema = createAccountFormSchema.superRefine((form, ctx) => {
  if (!form.confirmPassword) {
    issueAt(ctx, 'confirmPassword', message('required', { field: L.confirmPassword }));
  }
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

export const USERNAME_TAKEN = 'This username is already taken. Please choose another.';
export const EMAIL_TAKEN = 'An account with this email already exists.';

/** The form's fields in reading order: the error summary lists them in this order. */
const FIELD_ORDER = ['username', 'password', 'confirmPassword', ...CUSTOMER_DETAIL_FIELDS] as const;

const ID = 'create-account-';

function availabilityStatus(state: Availability, what: 'Username' | 'Email', takenMessage: string) {
  switch (state) {
    case 'checking':
      return `Checking whether this ${what.toLowerCase()} is available...`;
    case 'available':
      return <span className="form-field__status--ok">✓ {what} is available</span>;
    case 'taken':
      return <span className="form-field__status--taken">{takenMessage}</span>;
    default:
      return undefined;
  }
}

/**
 * Create account (public §2.2, §7.6): every §5.2 rule as the person types, username and e-mail
 * availability as they type, the password rules ticked live, the browser's time zone sent along.
 * Success goes to account activation, where the mailed code is entered.
 */
export function CreateAccountPage() {
  usePageTitle('Create Account');
  const { api } = useTenant();
  const alerts = useAlertStore();
  const navigate = useNavigate();
  const rulesId = useId();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    mode: 'onChange',
    defaultValues: { country: 'United States', state: '' },
  });

  const watched = useWatch({ control, name: ['username', 'password', 'email'] });
  const [username, password, email] = watched.map((value) => value ?? '') as [string, string, string];
  const usernameValid = check(username.trim(), L.username, usernameRules).length === 0;
  const emailValid = check(email.trim(), L.email, emailRules).length === 0;
  const checkUsername = useCallback((value: string) => isUsernameAvailable(api, value), [api]);
  const checkEmail = useCallback((value: string) => isEmailAvailable(api, value), [api]);
  const usernameAvailability = useAvailability(username, usernameValid, checkUsername);
  const emailAvailability = useAvailability(email, emailValid, checkEmail);

  const onSubmit = handleSubmit(async (form) => {
    alerts.clearLayer('public');
    if (usernameAvailability === 'taken') setError('username', { message: USERNAME_TAKEN });
    if (emailAvailability === 'taken') setError('email', { message: EMAIL_TAKEN });
    if (usernameAvailability === 'taken' || emailAvailability === 'taken') return;
    const timezoneId = guessTimezone();
    try {
      // Where the tenant runs the captcha, the server asks for a passed check first (CaptchaCheck below).
      const customer = await withCaptchaPass(() =>
        createCustomer(api, { ...form, ...(timezoneId && { timezoneId }) }),
      );
      navigate(accountActivationPath(customer.userId));
    } catch (error) {
      if (error instanceof CallError && Object.keys(error.fieldErrors).length) {
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          const name = field.replace(/^body\./, '');
          if ((FIELD_ORDER as readonly string[]).includes(name) && messages[0]) {
            setError(name as (typeof FIELD_ORDER)[number], { message: messages[0] });
          }
        }
      }
      for (const text of failureMessages(error)) alerts.danger(text, 'public');
      window.scrollTo?.({ top: 0, behavior: 'smooth' });
    }
  });

  const items = summaryItems(errors, FIELD_ORDER);
  const field = (name: (typeof FIELD_ORDER)[number]) => ({ id: `${ID}${name}`, error: errors[name] });

  return (
    <div className="account-page">
      <h1>Create Account</h1>
      <p className="account-page__lead">
        Already have an account? <Link to={LOGIN_PATH}>Sign in</Link>. Fields marked{' '}
        <span className="form-field__required">*</span> are required.
      </p>
      <ErrorSummary items={items} submitCount={submitCount} idPrefix={ID} />
      <form className="account-form" noValidate onSubmit={onSubmit}>
        <fieldset>
          <legend>Sign-in details</legend>
          <TextField
            {...field('username')}
            label={L.username}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            hint="Letters, numbers, and - _ = ."
            status={availabilityStatus(usernameAvailability, 'Username', USERNAME_TAKEN)}
            {...register('username')}
          />
          <TextField
            {...field('password')}
            label={L.password}
            type="password"
            autoComplete="new-password"
            required
            fieldClassName="span-3"
            aria-describedby={rulesId}
            {...register('password', { deps: ['confirmPassword'] })}
          />
          <TextField
            {...field('confirmPassword')}
            label={L.confirmPassword}
            type="password"
            autoComplete="new-password"
            required
            fieldClassName="span-3"
            {...register('confirmPassword')}
          />
          <PasswordRules id={rulesId} password={password} username={username} />
        </fieldset>

        <CustomerDetailsFields
          idPrefix={ID}
          register={register}
          errors={errors}
          emailStatus={availabilityStatus(emailAvailability, 'Email', EMAIL_TAKEN)}
        />

        <div className="account-actions">
          <button type="submit" className="button button--primary" disabled={isSubmitting}>
            {isSubmitting ? 'Creating Account...' : 'Create Account'}
          </button>
          <Link to={LOGIN_PATH}>Cancel</Link>
        </div>
      </form>
      <CaptchaCheck />
    </div>
  );
}
