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
import { useAlertStore } from '../../app/alerts/alerts-context.tsx';
import { usePageTitle } from '../../app/page-title.ts';
import { useTenant } from '../../app/tenant/tenant-context.tsx';
import {
  createCustomer,
  failureMessages,
  isEmailAvailable,
  isUsernameAvailable,
  AccountCallError,
} from './api.ts';
import { ErrorSummary, summaryItems } from './form/ErrorSummary.tsx';
import { SelectField, TextField } from './form/fields.tsx';
import { PasswordRules } from './form/PasswordRules.tsx';
import { accountActivationPath, LOGIN_PATH } from './paths.ts';
import { COUNTRIES, guessTimezone, US_STATES } from './us-states.ts';
import { useAvailability, type Availability } from './useAvailability.ts';
import './account.css';

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
const FIELD_ORDER = [
  'username',
  'password',
  'confirmPassword',
  'prefixName',
  'firstName',
  'middleName',
  'lastName',
  'suffixName',
  'email',
  'primaryPhoneNumber',
  'alternatePhoneNumber',
  'street1',
  'street2',
  'city',
  'state',
  'zipcode',
  'zipcodePlus4',
  'country',
] as const;

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
      const customer = await createCustomer(api, { ...form, ...(timezoneId && { timezoneId }) });
      navigate(accountActivationPath(customer.userId));
    } catch (error) {
      if (error instanceof AccountCallError && Object.keys(error.fieldErrors).length) {
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

        <fieldset>
          <legend>Your name</legend>
          <TextField
            {...field('prefixName')}
            label={L.prefixName}
            autoComplete="honorific-prefix"
            fieldClassName="span-2"
            {...register('prefixName')}
          />
          <TextField
            {...field('firstName')}
            label={L.firstName}
            autoComplete="given-name"
            required
            fieldClassName="span-4"
            {...register('firstName')}
          />
          <TextField
            {...field('middleName')}
            label={L.middleName}
            autoComplete="additional-name"
            fieldClassName="span-2"
            {...register('middleName')}
          />
          <TextField
            {...field('lastName')}
            label={L.lastName}
            autoComplete="family-name"
            required
            fieldClassName="span-2"
            {...register('lastName')}
          />
          <TextField
            {...field('suffixName')}
            label={L.suffixName}
            autoComplete="honorific-suffix"
            fieldClassName="span-2"
            {...register('suffixName')}
          />
        </fieldset>

        <fieldset>
          <legend>Contact</legend>
          <TextField
            {...field('email')}
            label={L.email}
            type="email"
            autoComplete="email"
            required
            status={availabilityStatus(emailAvailability, 'Email', EMAIL_TAKEN)}
            {...register('email')}
          />
          <TextField
            {...field('primaryPhoneNumber')}
            label={L.primaryPhoneNumber}
            type="tel"
            autoComplete="tel"
            required
            fieldClassName="span-3"
            {...register('primaryPhoneNumber')}
          />
          <TextField
            {...field('alternatePhoneNumber')}
            label={L.alternatePhoneNumber}
            type="tel"
            fieldClassName="span-3"
            {...register('alternatePhoneNumber')}
          />
        </fieldset>

        <fieldset>
          <legend>Address</legend>
          <TextField
            {...field('street1')}
            label={L.street1}
            autoComplete="address-line1"
            required
            {...register('street1')}
          />
          <TextField
            {...field('street2')}
            label={L.street2}
            autoComplete="address-line2"
            {...register('street2')}
          />
          <TextField
            {...field('city')}
            label={L.city}
            autoComplete="address-level2"
            required
            fieldClassName="span-3"
            {...register('city')}
          />
          <SelectField
            {...field('state')}
            label={L.state}
            autoComplete="address-level1"
            required
            options={US_STATES}
            placeholder="Select a state"
            fieldClassName="span-3"
            {...register('state')}
          />
          <TextField
            {...field('zipcode')}
            label={L.zipcode}
            autoComplete="postal-code"
            inputMode="numeric"
            required
            fieldClassName="span-2"
            {...register('zipcode')}
          />
          <TextField
            {...field('zipcodePlus4')}
            label={L.zipcodePlus4}
            inputMode="numeric"
            fieldClassName="span-2"
            {...register('zipcodePlus4')}
          />
          <SelectField
            {...field('country')}
            label={L.country}
            autoComplete="country-name"
            required
            options={COUNTRIES}
            fieldClassName="span-2"
            {...register('country')}
          />
        </fieldset>

        <div className="account-actions">
          <button type="submit" className="button button--primary" disabled={isSubmitting}>
            {isSubmitting ? 'Creating Account...' : 'Create Account'}
          </button>
          <Link to={LOGIN_PATH}>Cancel</Link>
        </div>
      </form>
    </div>
  );
}
